/**
 * My Dashboard before its figures are true (the first pull after a sign-in still running): the
 * four cards' places and the sections' outline, with no figure at all, so nothing reads as zero.
 */
export function DashboardSkeleton() {
  return (
    <div data-testid="dashboard-loading">
      <span className="sr-only" role="status">
        Loading your dashboard…
      </span>
      <div className="skeleton-group space-y-6" aria-hidden="true">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="card gap-3 border border-base-300 bg-base-100 p-4 sm:p-5">
              <div className="skeleton h-4 w-24" />
              <div className="skeleton h-8 w-16" />
              <div className="skeleton h-3 w-28" />
            </li>
          ))}
        </ul>
        <div className="skeleton h-64 w-full" />
      </div>
    </div>
  );
}
