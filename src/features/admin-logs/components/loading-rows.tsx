/** Activity Logs' first load: skeleton rows, and 'Loading…' for screen readers. */

export function LoadingRows() {
  return (
    <div data-testid="logs-loading">
      <span className="sr-only" role="status">
        Loading…
      </span>
      <div
        className="skeleton-group flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4"
        aria-hidden="true"
      >
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className="flex gap-4">
            <div className="skeleton h-4 w-1/4" />
            <div className="skeleton h-4 w-1/5" />
            <div className="skeleton h-4 flex-1" />
          </div>
        ))}
      </div>
    </div>
  );
}
