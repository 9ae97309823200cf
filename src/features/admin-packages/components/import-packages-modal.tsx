/**
 * Import Packages from CSV: a .csv file picker, the format help (and a template to start from), a
 * preview of the chosen file as the Comlink CSV worker parsed and checked it (rows, rows ready,
 * rows with problems, the first rows), then Import — disabled until a .csv file is chosen and
 * checked, and while importing ('Importing...'). The valid rows go to POST /packages/import; the
 * results panel shows Total, Success, Errors and every 'Row N: reason'; the list then reloads.
 * A failed call: 'Failed to import packages'.
 */

import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { CsvFileField, ImportButton } from "../../../ui/csv-import.tsx";
import { ErrorBanner } from "../../../ui/form/fields.tsx";
import { Modal } from "../../../ui/modal.tsx";
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
} from "../import-results.ts";
import { FormatHelp } from "./import-packages-help.tsx";
import { Preview } from "./import-packages-preview.tsx";
import { Results } from "./import-packages-results.tsx";

export function ImportPackagesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  usePreparedCsvWorker(open);
  if (!open) return null;
  return <ImportDialog onClose={onClose} />;
}

function ImportDialog({ onClose }: { onClose: () => void }) {
  const inputId = useId();
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
          <ImportButton
            onClick={() => void onImport()}
            disabled={!file || checking || blocked || done || importing}
            importing={importing}
            checking={checking}
          />
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <CsvFileField
          id={inputId}
          onChange={(e) => void onFile(e)}
          disabled={importing}
          help="Only .csv files. Each row is checked on this device first; only valid rows are sent."
        />

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
