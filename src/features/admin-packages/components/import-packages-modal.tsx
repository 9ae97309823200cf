/**
 * Import Packages from CSV: a .csv file picker, the format help (and a template to start from), a
 * preview of the chosen file as the Comlink CSV worker parsed and checked it (rows, rows ready,
 * rows with problems, the first rows), then Import — disabled until a .csv file is chosen and
 * checked, and while importing ('Importing...'). The valid rows go to POST /packages/import; the
 * results panel shows Total, Success, Errors and every 'Row N: reason'; the list then reloads.
 * A failed call: 'Failed to import packages'.
 */
import { FileSpreadsheet, FileUp, ListChecks, TriangleAlert, Upload } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { formatDate, formatRupees, karachiDate } from "../../../domain/format.ts";
import { PACKAGE_CSV_HEADERS, PACKAGE_LIST_SEPARATOR } from "../../../domain/packages.ts";
import { BUSY_LOOK } from "../../../ui/buttons.tsx";
import { ErrorBanner } from "../../../ui/form/fields.tsx";
import { Modal } from "../../../ui/modal.tsx";
import { saveFile } from "../../../ui/save-file.ts";
import { toast } from "../../../ui/toast.ts";
import { type CsvCheck, checkCsvFile } from "../../../workers/csv-client.ts";
import { sendImportRows } from "../../../workers/csv-send.ts";
import { usePreparedCsvWorker } from "../../../workers/use-csv-worker.ts";
import { IMPORT_CHUNK_ROWS, importPackageRows, MESSAGES, reloadPackages } from "../data.ts";
import {
  type ChunkAnswer,
  type CombinedResults,
  chunkRows,
  combineImport,
  isCsvFile,
  NOT_CSV_MESSAGE,
  packageCsvTemplate,
} from "../import-results.ts";

const PREVIEW_ROWS = 5;
const SHOWN_PROBLEMS = 50;

export function ImportPackagesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  usePreparedCsvWorker(open);
  if (!open) return null;
  return <ImportDialog onClose={onClose} />;
}

function ImportDialog({ onClose }: { onClose: () => void }) {
  const inputId = useId();
  const helpId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<CsvCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const [importing, setImporting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [results, setResults] = useState<CombinedResults | null>(null);
  const checkRun = useRef<AbortController | null>(null);
  const importRun = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      checkRun.current?.abort();
      importRun.current?.abort();
    },
    [],
  );

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const chosen = e.target.files?.[0] ?? null;
    checkRun.current?.abort();
    setCheck(null);
    setResults(null);
    setProblem(null);
    if (!chosen) {
      setFile(null);
      return;
    }
    if (!isCsvFile(chosen)) {
      setFile(null);
      setProblem(NOT_CSV_MESSAGE);
      e.target.value = "";
      return;
    }
    setFile(chosen);
    const ctrl = new AbortController();
    checkRun.current = ctrl;
    setChecking(true);
    try {
      const checked = await checkCsvFile(chosen, "packages", ctrl.signal);
      if (ctrl.signal.aborted) return;
      setCheck(checked);
      if (checked.headers.length === 0) setProblem("The file is empty.");
      else if (checked.missingHeaders.length > 0)
        setProblem(`Missing required columns: ${checked.missingHeaders.join(", ")}`);
      else if (checked.total === 0) setProblem("The file has no package rows under its header.");
    } catch (err) {
      if (ctrl.signal.aborted) return;
      setProblem(err instanceof Error && err.message ? err.message : "The CSV file could not be read");
    } finally {
      if (checkRun.current === ctrl) setChecking(false);
    }
  }

  async function onImport() {
    if (!check || importing) return;
    const ctrl = new AbortController();
    importRun.current = ctrl;
    setImporting(true);
    setProblem(null);
    const answers: ChunkAnswer[] = [];
    let failure: string | null = null;
    const chunks = chunkRows(
      check.rows.map((row, i) => ({ row, line: check.rowLines[i] ?? 0 })),
      IMPORT_CHUNK_ROWS,
    );
    for (const chunk of chunks) {
      const out = await sendImportRows(
        chunk.map((c) => c.row),
        "packages",
        (rows) => importPackageRows(rows, ctrl.signal),
      );
      if (ctrl.signal.aborted) return;
      if (!out.ok) {
        failure = out.message || MESSAGES.importFailed;
        break;
      }
      answers.push({ results: out.data, lines: chunk.map((c) => c.line) });
    }
    setImporting(false);
    const combined = combineImport(check, answers);
    if (answers.length > 0 || check.rows.length === 0) setResults(combined);
    if (failure) {
      setProblem(failure);
      toast.error(MESSAGES.importFailed);
    } else if (combined.success > 0) {
      toast.success(`${combined.success} package(s) imported successfully!`);
    }
    if (combined.success > 0) void reloadPackages();
  }

  const ready = check ? check.validCount : 0;
  const blocked = !check || check.missingHeaders.length > 0 || ready === 0;
  const done = results !== null && problem === null;

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      dismissible={!importing}
      title="Import Packages from CSV"
      description="Add many packages at once from a spreadsheet saved as CSV."
      footer={
        <>
          <button
            type="button"
            className="btn btn-ghost border-base-300 max-lg:min-h-11"
            onClick={onClose}
            disabled={importing}
          >
            {done ? "Close" : "Cancel"}
          </button>
          <button
            type="button"
            className={`btn btn-primary ${BUSY_LOOK.primary} max-lg:min-h-11`}
            onClick={() => void onImport()}
            disabled={!file || checking || blocked || done || importing}
            aria-busy={importing || undefined}
            data-testid="import-submit"
          >
            {importing || checking ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : (
              <Upload className="size-4" aria-hidden="true" />
            )}
            {importing ? "Importing..." : checking ? "Checking..." : "Import"}
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
            onChange={(e) => void onFile(e)}
            disabled={importing}
            aria-describedby={helpId}
            data-testid="import-file"
          />
          <p id={helpId} className="mt-1.5 text-base-content/75 text-xs">
            Only .csv files. Each row is checked on this device first; only valid rows are sent.
          </p>
        </div>

        <FormatHelp />

        <ErrorBanner message={problem} />

        {checking && (
          <p className="flex items-center gap-2 text-sm" role="status">
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            Checking {file?.name}…
          </p>
        )}

        {check && !results && !checking && check.missingHeaders.length === 0 && check.total > 0 && (
          <Preview check={check} fileName={file?.name ?? ""} />
        )}

        {results && <Results results={results} />}
      </div>
    </Modal>
  );
}

function FormatHelp() {
  const today = karachiDate();
  return (
    <details className="rounded-box border border-base-300 bg-base-200/50 px-4 py-3 text-sm">
      <summary className="flex cursor-pointer items-center gap-2 font-medium">
        <FileSpreadsheet className="size-4 shrink-0" aria-hidden="true" />
        CSV format
      </summary>
      <div className="mt-3 space-y-2 text-base-content/80">
        <p>The first line holds the column headers (any order, any letter case).</p>
        <p>
          <span className="font-medium text-base-content">Required:</span>{" "}
          {PACKAGE_CSV_HEADERS.required.join(", ")}.
        </p>
        <p>
          <span className="font-medium text-base-content">Optional:</span>{" "}
          {PACKAGE_CSV_HEADERS.optional.join(", ")}.
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>Dates as YYYY-MM-DD; the return date on or after the departure date.</li>
          <li>Type: umrah or tour. Status: active, sold or cancelled (active when empty).</li>
          <li>Price and Max Participants are numbers (price with up to 2 decimals).</li>
          <li>
            Itinerary, Inclusions and Exclusions: items separated by “{PACKAGE_LIST_SEPARATOR}”. Quote a cell
            that contains commas.
          </li>
        </ul>
        <button
          type="button"
          className="btn btn-link btn-sm h-auto min-h-0 px-0"
          onClick={() =>
            saveFile(new Blob([packageCsvTemplate(today)], { type: "text/csv" }), "packages_template.csv")
          }
        >
          Download a template
        </button>
      </div>
    </details>
  );
}

function Preview({ check, fileName }: { check: CsvCheck; fileName: string }) {
  const problems = check.errors.length;
  const sample = check.rows.slice(0, PREVIEW_ROWS);
  return (
    <section className="space-y-3" aria-labelledby="import-preview-title" data-testid="import-preview">
      <h3 id="import-preview-title" className="flex items-center gap-2 font-semibold text-sm">
        <ListChecks className="size-4" aria-hidden="true" />
        Preview of {fileName}
      </h3>
      <p className="text-sm">
        {check.total} row{check.total === 1 ? "" : "s"} found:{" "}
        <span className="font-semibold">{check.validCount} ready to import</span>
        {problems > 0 && (
          <>
            , <span className="font-semibold text-error">{problems} with problems</span> (not imported)
          </>
        )}
        .
      </p>
      {sample.length > 0 && (
        <div className="overflow-x-auto rounded-box border border-base-300">
          <table className="table-xs table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Departure</th>
                <th scope="col" className="text-right">
                  Price
                </th>
              </tr>
            </thead>
            <tbody>
              {sample.map((r, i) => (
                <tr key={check.rowLines[i] ?? i}>
                  <td className="max-w-48 truncate uppercase">{r.name}</td>
                  <td>{(r.type ?? "").toLowerCase()}</td>
                  <td className="whitespace-nowrap">
                    {formatDate(r.departuredate ?? "") || r.departuredate}
                  </td>
                  <td className="whitespace-nowrap text-right">{formatRupees(Number(r.price))}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {check.validCount > sample.length && (
            <p className="border-base-300 border-t px-3 py-1.5 text-base-content/70 text-xs">
              and {check.validCount - sample.length} more
            </p>
          )}
        </div>
      )}
      {problems > 0 && <ProblemList title="Rows with problems" details={check.errors} />}
    </section>
  );
}

function ProblemList({ title, details }: { title: string; details: readonly string[] }) {
  return (
    <div>
      <p className="mb-1.5 flex items-center gap-1.5 font-medium text-sm">
        <TriangleAlert className="size-4 text-error" aria-hidden="true" />
        {title}
      </p>
      <ul
        className="max-h-48 space-y-1 overflow-y-auto rounded-box border border-error/30 bg-error/5 px-3 py-2 text-sm"
        data-testid="import-error-list"
      >
        {details.slice(0, SHOWN_PROBLEMS).map((d, i) => (
          <li key={i} className="break-words" data-testid="import-error">
            {d}
          </li>
        ))}
        {details.length > SHOWN_PROBLEMS && (
          <li className="text-base-content/70">…and {details.length - SHOWN_PROBLEMS} more</li>
        )}
      </ul>
    </div>
  );
}

function Results({ results }: { results: CombinedResults }) {
  const boxes = [
    { key: "total", label: "Total", value: results.total, tone: "" },
    { key: "success", label: "Success", value: results.success, tone: "border-success/40 bg-success/10" },
    { key: "errors", label: "Errors", value: results.errors, tone: "border-error/40 bg-error/10" },
  ];
  return (
    <section
      className="space-y-3"
      aria-labelledby="import-results-title"
      aria-live="polite"
      data-testid="import-results"
    >
      <h3 id="import-results-title" className="flex items-center gap-2 font-semibold text-sm">
        <FileUp className="size-4" aria-hidden="true" />
        Import results
      </h3>
      <dl className="grid grid-cols-3 gap-2">
        {boxes.map((b) => (
          <div
            key={b.key}
            className={`rounded-box border border-base-300 px-3 py-2 text-center ${b.tone}`}
            data-testid={`import-count-${b.key}`}
          >
            <dt className="text-base-content/75 text-xs">{b.label}</dt>
            <dd className="font-bold text-xl tabular-nums">{b.value}</dd>
          </div>
        ))}
      </dl>
      {results.errorDetails.length > 0 && (
        <ProblemList title="Error details" details={results.errorDetails} />
      )}
    </section>
  );
}
