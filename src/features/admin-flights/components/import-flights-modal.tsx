/**
 * Import Flights from CSV: choose a .csv file; the CSV worker parses it and checks every row off
 * the main thread; the preview shows the counts, missing headers and the first errors; Import
 * ('Importing...') posts the valid rows in chunks of at most 5,000 and shows the results panel:
 * Total, Success, Errors and every error detail as 'Row N: reason' with N the file's line (the
 * worker's errors and the server's, mapped back to the file). The list is then pulled again.
 */
import { CircleAlert } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { formatCount } from "../../../domain/format.ts";
import { ActionButton } from "../../../ui/buttons.tsx";
import { CsvFileField, ImportButton } from "../../../ui/csv-import.tsx";
import { Modal } from "../../../ui/modal.tsx";
import { toast } from "../../../ui/toast.ts";
import { type CsvCheck, checkCsvFile } from "../../../workers/csv-client.ts";
import { byRowNumber, csvHeadersOf, fileRowError } from "../../../workers/csv-results.ts";
import { sendImportRows } from "../../../workers/csv-send.ts";
import { usePreparedCsvWorker } from "../../../workers/use-csv-worker.ts";
import { IMPORT_CHUNK_ROWS, importFlightRows, reloadFlights } from "../data.ts";
import { FormatHelp, Preview } from "./import-flights-preview.tsx";
import { type ImportSummary, Results } from "./import-flights-results.tsx";

type Checked =
  | { state: "idle" }
  | { state: "checking" }
  | { state: "ready"; result: CsvCheck }
  | { state: "failed"; message: string };

export function ImportFlightsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  usePreparedCsvWorker(open);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<Checked>({ state: "idle" });
  const [importing, setImporting] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const work = useRef<AbortController | null>(null);
  useEffect(() => () => work.current?.abort(), []);

  function onFile(next: File | null) {
    work.current?.abort();
    setFile(next);
    setSummary(null);
    if (!next) return setChecked({ state: "idle" });
    if (!/\.csv$/i.test(next.name) && next.type !== "text/csv")
      return setChecked({ state: "failed", message: "Please choose a .csv file" });
    const ctrl = new AbortController();
    work.current = ctrl;
    setChecked({ state: "checking" });
    checkCsvFile(next, "flights", ctrl.signal).then(
      (result) => {
        if (!ctrl.signal.aborted) setChecked({ state: "ready", result });
      },
      () => {
        if (!ctrl.signal.aborted)
          setChecked({ state: "failed", message: "The file could not be read as CSV" });
      },
    );
  }

  async function runImport() {
    if (checked.state !== "ready" || importing) return;
    const r = checked.result;
    const ctrl = new AbortController();
    work.current = ctrl;
    setImporting(true);
    let success = 0;
    let serverErrors = 0;
    const serverDetails: string[] = [];
    let notImported: ImportSummary["notImported"] = null;
    for (let start = 0; start < r.rows.length; start += IMPORT_CHUNK_ROWS) {
      const end = Math.min(start + IMPORT_CHUNK_ROWS, r.rows.length);
      setProgress({ done: start, total: r.rows.length });
      const out = await sendImportRows(r.rows.slice(start, end), "flights", (rows) =>
        importFlightRows(rows, ctrl.signal),
      );
      if (ctrl.signal.aborted) return;
      if (!out.ok) {
        notImported = { count: r.rows.length - start, message: out.message };
        break;
      }
      const lines = r.rowLines.slice(start, end);
      success += out.data.success;
      serverErrors += out.data.errors;
      for (const d of out.data.errorDetails) serverDetails.push(fileRowError(d, lines));
    }
    const details = [...r.errors, ...serverDetails].sort(byRowNumber);
    setSummary({ total: r.total, success, errors: r.errors.length + serverErrors, details, notImported });
    setProgress(null);
    setImporting(false);
    if (notImported) toast.error("Failed to import flights");
    if (success > 0) void reloadFlights();
  }

  const result = checked.state === "ready" ? checked.result : null;
  const blocked = Boolean(result && (result.missingHeaders.length > 0 || result.total === 0));
  const headers = csvHeadersOf("flights");

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Import Flights from CSV"
      size="lg"
      dismissible={!importing}
      footer={
        <>
          <ActionButton
            variant="cancel"
            label={summary ? "Close" : "Cancel"}
            onClick={onClose}
            disabled={importing}
          />
          <ImportButton
            onClick={() => void runImport()}
            disabled={!file || checked.state !== "ready" || blocked || summary !== null || importing}
            importing={importing}
          />
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <CsvFileField
          id={inputId}
          onChange={(e) => onFile(e.target.files?.[0] ?? null)}
          disabled={importing}
        />

        {!summary && <FormatHelp required={headers.required} optional={headers.optional} />}

        {checked.state === "checking" && (
          <p className="flex items-center gap-2 text-base-content/80 text-sm" role="status">
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            Checking every row of {file?.name}…
          </p>
        )}
        {checked.state === "failed" && (
          <p role="alert" className="alert alert-error alert-soft text-sm">
            <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
            {checked.message}
          </p>
        )}
        {result && !summary && <Preview result={result} />}
        {importing && progress && (
          <div role="status" className="flex flex-col gap-1 text-sm">
            <span>
              Importing {formatCount(progress.total)} rows…
              {progress.total > IMPORT_CHUNK_ROWS && ` (${formatCount(progress.done)} sent)`}
            </span>
            <progress
              className="progress progress-primary w-full"
              value={progress.done}
              max={progress.total}
              aria-label="Import progress"
            />
          </div>
        )}
        {summary && <Results summary={summary} />}
      </div>
    </Modal>
  );
}
