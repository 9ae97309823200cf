/**
 * Before a flights import: the CSV format expected, then the checked file's counts (rows, ready,
 * with errors), its missing headers and its first problems.
 */
import { FileSpreadsheet, FileWarning } from "lucide-react";
import { formatCount } from "../../../domain/format.ts";
import type { CsvCheck } from "../../../workers/csv-client.ts";

const PREVIEW_ERRORS = 5;

export function FormatHelp({
  required,
  optional,
}: {
  required: readonly string[];
  optional: readonly string[];
}) {
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

export function Preview({ result }: { result: CsvCheck }) {
  const bad = result.errors.length;
  return (
    <section aria-label="File check" className="flex flex-col gap-3" data-testid="import-preview">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <FileSpreadsheet className="size-5 text-primary" aria-hidden="true" />
        <span>
          <strong>{formatCount(result.total)}</strong> rows
        </span>
        <span className="text-success">
          <strong>{formatCount(result.validCount)}</strong> ready to import
        </span>
        {bad > 0 && (
          <span className="text-error">
            <strong>{formatCount(bad)}</strong> with errors
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
            {bad > PREVIEW_ERRORS ? `First ${PREVIEW_ERRORS} of ${formatCount(bad)} problems` : "Problems"}{" "}
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
