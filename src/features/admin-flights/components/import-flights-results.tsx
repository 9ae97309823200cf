/**
 * The results of a flights import: Total, Success and Errors, the valid rows a failed request
 * left unsent, and every error as 'Row N: reason' (the first 500 shown).
 */
import { CircleAlert } from "lucide-react";
import { formatCount } from "../../../domain/format.ts";

const SHOWN_DETAILS = 500;

export type ImportSummary = {
  total: number;
  success: number;
  errors: number;
  details: string[];
  /** Rows that were never sent because a request failed. */
  notImported: { count: number; message: string } | null;
};

export function Results({ summary }: { summary: ImportSummary }) {
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
          {formatCount(summary.notImported.count)} valid rows were not imported: {summary.notImported.message}
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
            <p className="mt-1 text-base-content/70 text-xs">…and {formatCount(hidden)} more not shown.</p>
          )}
        </div>
      )}
    </section>
  );
}

export function Stat({
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
        {formatCount(value)}
      </dd>
    </div>
  );
}
