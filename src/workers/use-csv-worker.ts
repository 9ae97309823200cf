/**
 * While `open` (an import dialog is showing), keeps a CSV worker started and idle, so a chosen
 * file is checked at once instead of waiting the tenth of a second or so a worker takes to load
 * its parser and row rules (csv-client.ts `prepareCsvWorker`). Closing the dialog stops it.
 */
import { useEffect } from "react";
import { prepareCsvWorker } from "./csv-client.ts";

export function usePreparedCsvWorker(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    const hold = prepareCsvWorker();
    return hold.release;
  }, [open]);
}
