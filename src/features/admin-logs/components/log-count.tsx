/** The line above the Activity Logs table: which logs are shown of how many, and what narrows them. */

const count = new Intl.NumberFormat("en-PK");

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
          : `Showing ${count.format(first)}–${count.format(first - 1 + shown)} of ${count.format(total)} logs`}
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
