/**
 * The toolbar of Available Packages: the type chips, the sort and its direction, and Refresh.
 */
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from "lucide-react";
import { useId } from "react";
import { ActionButton } from "../../../ui/buttons.tsx";
import { type PackageSort, type PackagesView, SORT_OPTIONS, type TypeFilter } from "../package-list.ts";
import { FOCUS, TypeChips } from "./type-chips.tsx";

export function PackageToolbar({
  view,
  onViewChange,
  counts,
  syncing,
  onRefresh,
}: {
  view: PackagesView;
  onViewChange: (next: Partial<PackagesView>) => void;
  counts: Record<TypeFilter, number> | null;
  syncing: boolean;
  onRefresh: () => void;
}) {
  const sortId = useId();
  return (
    <div className="flex flex-wrap items-end gap-3" data-testid="package-toolbar">
      <TypeChips type={view.type} counts={counts} onChange={(type) => onViewChange({ type })} />
      <div className="flex items-end gap-2 max-sm:w-full">
        <div className="flex min-w-0 flex-col gap-1 max-sm:flex-1">
          <label htmlFor={sortId} className="font-medium text-base-content/70 text-xs">
            Sort by
          </label>
          <select
            id={sortId}
            className="select select-sm w-full min-w-40 max-lg:h-11"
            value={view.sort}
            onChange={(e) => onViewChange({ sort: e.target.value as PackageSort })}
            data-testid="package-sort"
          >
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={`btn btn-sm btn-ghost gap-1.5 border-base-300 max-lg:min-h-11 ${FOCUS}`}
          onClick={() => onViewChange({ dir: view.dir === "asc" ? "desc" : "asc" })}
          aria-label={
            view.dir === "asc"
              ? "Ascending order; switch to descending"
              : "Descending order; switch to ascending"
          }
          data-testid="sort-direction"
          data-dir={view.dir}
        >
          {view.dir === "asc" ? (
            <ArrowUpNarrowWide className="size-4" aria-hidden="true" />
          ) : (
            <ArrowDownWideNarrow className="size-4" aria-hidden="true" />
          )}
          <span aria-hidden="true">{view.dir === "asc" ? "Asc" : "Desc"}</span>
        </button>
        <ActionButton
          variant="refresh"
          size="sm"
          busy={syncing}
          onClick={onRefresh}
          aria-label="Refresh packages"
          className="max-sm:btn-square"
          data-testid="refresh-packages"
        >
          <span className="max-sm:sr-only">Refresh</span>
        </ActionButton>
      </div>
    </div>
  );
}
