/**
 * Import Flights from CSV: choose a .csv file; the CSV worker parses it and checks every row off
 * the main thread; the preview shows the counts, missing headers and the first errors; Import
 * ('Importing...') posts the valid rows in chunks of at most 5,000 and shows the results panel:
 * Total, Success, Errors and every error detail as 'Row N: reason' with N the file's line (the
 * worker's errors and the server's, mapped back to the file). The list is then pulled again.
 */
import { CircleAlert, FileSpreadsheet, FileWarning, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { ActionButton, BUSY_LOOK } from "../../../ui/buttons.tsx";
import { Modal } from "../../../ui/modal.tsx";
import { toast } from "../../../ui/toast.ts";
import { type CsvCheck, checkCsvFile } from "../../../workers/csv-client.ts";
import { byRowNumber, csvHeadersOf, fileRowError } from "../../../workers/csv-results.ts";
import { sendImportRows } from "../../../workers/csv-send.ts";
import { usePreparedCsvWorker } from "../../../workers/use-csv-worker.ts";
import { IMPORT_CHUNK_ROWS, importFlightRows, reloadFlights } from "../data.ts";

const PREVIEW_ERRORS = 5;
const SHOWN_DETAILS = 500;
const number = new Intl.NumberFormat("en-PK");

type Checked =
  | { state: "idle" }
  | { state: "checking" }
  | { state: "ready"; result: CsvCheck }
  | { state: "failed"; message: string };

export type ImportSummary = {
  total: number;
  success: number;
  errors: number;
  details: string[];
  /** Rows that were never sent because a request failed. */
  notImported: { count: number; message: string } | null;
};

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
          <button
            type="button"
            className={`btn btn-primary ${BUSY_LOOK.primary} max-lg:min-h-11`}
            disabled={!file || checked.state !== "ready" || blocked || summary !== null || importing}
            aria-busy={importing || undefined}
            onClick={() => void runImport()}
            data-testid="import-submit"
          >
            {importing ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : (
              <Upload className="size-4" aria-hidden="true" />
            )}
            {importing ? "Importing..." : "Import"}
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <div>
          <label htmlFor={inputId} className="mb-1.5 block font-medium text-sm">
            CSV file
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="file-input w-full max-lg:h-11"
            disabled={importing}
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
            data-testid="import-file"
          />
        </div>

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
              Importing {number.format(progress.total)} rows…
              {progress.total > IMPORT_CHUNK_ROWS && ` (${number.format(progress.done)} sent)`}
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

function FormatHelp({ required, optional }: { required: readonly string[]; optional: readonly string[] }) {
  return (
    <details className="rounded-box border border-base-300 bg-base-200/40 px-4 py-3 text-sm" open>
      <summary className="cursor-pointer font-medium">CSV format</summary>
      <div className="mt-3 flex flex-col gap-2 text-base-content/80">
        <p>
          The first line holds the headers; blank lines are skipped; a value may be quoted ("Dubai, UAE").
        </p>
        <p>
          <span className="font-medium text-base-content">Required: </span>
          {required.join(", ")}
        </p>
        <p>
          <span className="font-medium text-base-content">Optional: </span>
          {optional.join(", ")}
        </p>
        <p>
          Dates YYYY-MM-DD · times HH:MM, 24-hour (default 00:00) · Default Meal yes or no (default no) · Is
          Return Flight true or false · Status active, sold or delayed (default active).
        </p>
      </div>
    </details>
  );
}

function Preview({ result }: { result: CsvCheck }) {
  const bad = result.errors.length;
  return (
    <section aria-label="File check" className="flex flex-col gap-3" data-testid="import-preview">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <FileSpreadsheet className="size-5 text-primary" aria-hidden="true" />
        <span>
          <strong>{number.format(result.total)}</strong> rows
        </span>
        <span className="text-success">
          <strong>{number.format(result.validCount)}</strong> ready to import
        </span>
        {bad > 0 && (
          <span className="text-error">
            <strong>{number.format(bad)}</strong> with errors
          </span>
        )}
      </p>
      {result.missingHeaders.length > 0 && (
        <div role="alert" className="alert alert-error alert-soft items-start text-sm">
          <FileWarning className="size-5 shrink-0" aria-hidden="true" />
          <span>Missing required headers: {result.missingHeaders.join(", ")}</span>
        </div>
      )}
      {result.total === 0 && result.missingHeaders.length === 0 && (
        <p className="alert alert-warning alert-soft text-base-content text-sm">The file has no data rows.</p>
      )}
      {bad > 0 && result.missingHeaders.length === 0 && (
        <div className="text-sm">
          <p className="mb-1 font-medium">
            {bad > PREVIEW_ERRORS ? `First ${PREVIEW_ERRORS} of ${number.format(bad)} problems` : "Problems"}{" "}
            (these rows will not be imported):
          </p>
          <ul className="list-inside list-disc text-error">
            {result.errors.slice(0, PREVIEW_ERRORS).map((e) => (
              <li key={e} className="break-words">
                {e}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function Results({ summary }: { summary: ImportSummary }) {
  const hidden = summary.details.length - SHOWN_DETAILS;
  return (
    <section aria-label="Import results" className="flex flex-col gap-4" data-testid="import-results">
      <h3 className="font-semibold">Import results</h3>
      <dl className="grid grid-cols-3 gap-3 text-center">
        <Stat label="Total" value={summary.total} tone="" testId="import-total" />
        <Stat label="Success" value={summary.success} tone="text-success" testId="import-success" />
        <Stat
          label="Errors"
          value={summary.errors}
          tone={summary.errors ? "text-error" : ""}
          testId="import-errors"
        />
      </dl>
      {summary.notImported && (
        <p role="alert" className="alert alert-error alert-soft text-sm">
          <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
          {number.format(summary.notImported.count)} valid rows were not imported:{" "}
          {summary.notImported.message}
        </p>
      )}
      {summary.details.length > 0 && (
        <div>
          <h4 className="mb-1 font-medium text-sm">Error details</h4>
          <ul
            className="max-h-60 overflow-y-auto rounded-box border border-base-300 bg-base-200/40 p-3 font-mono text-error text-xs leading-relaxed"
            data-testid="import-error-details"
          >
            {summary.details.slice(0, SHOWN_DETAILS).map((d, i) => (
              // Two rows may have the same text only with the same line number, which never happens.
              <li key={`${i}-${d}`} className="break-words">
                {d}
              </li>
            ))}
          </ul>
          {hidden > 0 && (
            <p className="mt-1 text-base-content/70 text-xs">…and {number.format(hidden)} more not shown.</p>
          )}
        </div>
      )}
    </section>
  );
}

function Stat({
  label,
  value,
  tone,
  testId,
}: {
  label: string;
  value: number;
  tone: string;
  testId: string;
}) {
  return (
    <div className="rounded-box border border-base-300 bg-base-100 px-2 py-3">
      <dt className="text-base-content/70 text-xs uppercase tracking-wide">{label}</dt>
      <dd className={`font-bold text-2xl tabular-nums ${tone}`} data-testid={testId}>
        {number.format(value)}
      </dd>
    </div>
  );
}
