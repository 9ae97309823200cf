/** The cards of Available Packages while the first load runs: three placeholders and 'Loading…'. */
export function CardsSkeleton() {
  return (
    <div data-testid="package-loading">
      <span className="sr-only" role="status">
        Loading…
      </span>
      <div className="skeleton-group grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-5">
            <div className="skeleton h-5 w-20" />
            <div className="skeleton h-5 w-3/4" />
            <div className="skeleton h-4 w-1/2" />
            <div className="skeleton h-4 w-2/3" />
            <div className="skeleton mt-4 h-10 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
