/**
 * The CSV import worker (Comlink): reads the chosen file and parses and checks every row off the
 * main thread, so a large file never freezes the screen. The work itself is `checkCsvText`
 * (csv-import.ts); the main thread talks to this through csv-client.ts.
 */
import * as Comlink from "comlink";
import { checkCsvText } from "./csv-import.ts";
import type { CsvCheck, CsvKind } from "./csv-results.ts";

const api = {
  /** Reads `file` (a File, a Blob or text) and checks it as a `kind` import. */
  async check(file: Blob | string, kind: CsvKind): Promise<CsvCheck> {
    const text = typeof file === "string" ? file : await file.text();
    return checkCsvText(text, kind);
  },
};

export type CsvWorkerApi = typeof api;

Comlink.expose(api);
