// The list's filter line: a select per filter, "Clear Filters" while one is set, and the page's
// own controls (Refresh, Export, …) at its end.
import { FilterX } from "lucide-react";
import { type ReactNode, useId } from "react";
import { type DataListFilter, filterAllValue } from "../data-list-model.ts";
import { FOCUS } from "./sort-indicator.tsx";

export function FilterBar<T>({
  filters,
  filtered,
  toolbar,
}: {
  filters: readonly DataListFilter<T>[];
  /** A filter is set (the search aside). */
  filtered: boolean;
  toolbar?: ReactNode;
}) {
  const clearFilters = () => {
    for (const f of filters) if (f.value !== filterAllValue(f)) f.onChange(filterAllValue(f));
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      {filters.map((f) => (
        <FilterSelect key={f.id} filter={f} />
      ))}
      {filtered && (
        <button
          type="button"
          className={`btn btn-ghost btn-sm max-lg:min-h-11 ${FOCUS}`}
          onClick={clearFilters}
        >
          <FilterX className="size-4" aria-hidden="true" />
          Clear Filters
        </button>
      )}
      {toolbar && <div className="ml-auto flex flex-wrap items-center gap-2">{toolbar}</div>}
    </div>
  );
}

function FilterSelect<T>({ filter }: { filter: DataListFilter<T> }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1 max-sm:flex-1 max-sm:basis-[calc(50%-0.75rem)]">
      <label htmlFor={id} className="text-base-content/70 text-xs font-medium">
        {filter.label}
      </label>
      <select
        id={id}
        className="select select-sm w-full min-w-36 max-lg:h-11 sm:w-auto"
        value={filter.value}
        onChange={(e) => filter.onChange(e.target.value)}
        data-filter={filter.id}
      >
        {filter.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
