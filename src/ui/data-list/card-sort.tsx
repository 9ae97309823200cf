// The cards' sorting (they have no header to click): a "Sort by" select of the sortable columns
// and a button that turns the direction.
import { useId } from "react";
import type { Sorter, SortState } from "../data-list-model.ts";
import { FOCUS, SortIndicator } from "./sort-indicator.tsx";
import type { DataListColumn } from "./types.ts";

export function CardSort<T>({
  sortable,
  sort,
  onSortChange,
  sorters,
}: {
  /** The columns that sort (at least one). */
  sortable: readonly DataListColumn<T>[];
  sort: SortState | null;
  onSortChange: (sort: SortState) => void;
  sorters: readonly Sorter<T>[];
}) {
  const sortId = useId();
  const extra = sort && !sortable.some((c) => c.key === sort.key) ? sort.key : null;
  return (
    <div className="ml-auto flex items-end gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={sortId} className="text-base-content/70 text-xs font-medium">
          Sort by
        </label>
        <select
          id={sortId}
          className="select select-sm h-11 min-w-36"
          value={sort?.key ?? ""}
          onChange={(e) => {
            const key = e.target.value;
            if (sorters.some((s) => s.key === key))
              onSortChange({ key, direction: sort?.direction ?? "asc" });
          }}
        >
          {!sort && <option value="">Default order</option>}
          {extra && <option value={extra}>Default order</option>}
          {sortable.map((c) => (
            <option key={c.key} value={c.key}>
              {c.header}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className={`btn btn-ghost btn-square size-11 border-base-300 ${FOCUS}`}
        disabled={!sort}
        onClick={() =>
          sort && onSortChange({ ...sort, direction: sort.direction === "asc" ? "desc" : "asc" })
        }
        aria-label={
          sort?.direction === "desc"
            ? "Sorted descending; sort ascending"
            : "Sorted ascending; sort descending"
        }
        title={sort?.direction === "desc" ? "Descending" : "Ascending"}
      >
        <SortIndicator direction={sort?.direction ?? null} />
      </button>
    </div>
  );
}
