/** The line above the Activity Logs table: which logs are shown of how many, and what narrows them. */

import { formatCount } from "../../../domain/format.ts";

export function LogCount({
  first,
  shown,
  total,
  search,
  filtered,
  loading,
}: {
  /** The number of the page's first log (1-based) and how many the page holds. */
  first: number;
  shown: number;
  total: number;
  /** The search term, trimmed. */
  search: string;
  filtered: boolean;
  loading: boolean;
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-base-content/70 text-sm" aria-live="polite">
      <span data-testid="log-count">
        {total === 0
          ? "No logs"
          : `Showing ${formatCount(first)}–${formatCount(first - 1 + shown)} of ${formatCount(total)} logs`}
      </span>
      {search && (
        <span>
          matching “<span className="font-medium text-base-content">{search}</span>”
        </span>
      )}
      {filtered && !search && <span>(filtered)</span>}
      {loading && (
        <>
          <span className="loading loading-dots loading-xs" aria-hidden="true" />
          <span className="sr-only">Refreshing</span>
        </>
      )}
    </p>
  );
}
