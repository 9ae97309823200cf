// The list's loading state: grey bars shaped like the rows of its layout, and "Loading…" for
// assistive technology.
import type { DataListLayout } from "../data-list-model.ts";

export function Skeleton({ layout }: { layout: DataListLayout }) {
  const lines = [0, 1, 2, 3, 4];
  return (
    <div data-testid="data-list-loading">
      <span className="sr-only" role="status">
        Loading…
      </span>
      {layout === "cards" ? (
        <div className="skeleton-group grid gap-3" aria-hidden="true">
          {lines.slice(0, 3).map((i) => (
            <div key={i} className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4">
              <div className="skeleton h-4 w-2/3" />
              <div className="skeleton h-3 w-1/2" />
              <div className="skeleton h-3 w-5/6" />
            </div>
          ))}
        </div>
      ) : (
        <div
          className="skeleton-group flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4"
          aria-hidden="true"
        >
          <div className="skeleton h-4 w-full opacity-70" />
          {lines.map((i) => (
            <div key={i} className="flex gap-4">
              <div className="skeleton h-4 w-1/4" />
              <div className="skeleton h-4 w-1/3" />
              <div className="skeleton h-4 flex-1" />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
