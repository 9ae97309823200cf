// The table's header row: the select-all and the column headers that sort on a click.
import type { SortDirection, SortState } from "../data-list-model.ts";
import { SelectAll } from "./selection.tsx";
import { FOCUS, SortIndicator } from "./sort-indicator.tsx";
import type { DataListColumn, DataListSelection } from "./types.ts";

function ariaSort(direction: SortDirection): "ascending" | "descending" {
  return direction === "asc" ? "ascending" : "descending";
}

/** A column's header cell: a button that sorts by the column when it is sortable. */
function SortHeader<T>({
  column: c,
  sort,
  onSort,
}: {
  column: DataListColumn<T>;
  sort: SortState | null;
  onSort: (key: string) => void;
}) {
  const sortable = Boolean(c.sortValue) && c.sortable !== false;
  const direction = sort?.key === c.key ? sort.direction : null;
  return (
    <th
      scope="col"
      className={`whitespace-nowrap ${c.className ?? ""}`}
      aria-sort={direction ? ariaSort(direction) : undefined}
    >
      {sortable ? (
        <button
          type="button"
          className={`-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-base-content ${FOCUS} max-lg:min-h-11`}
          onClick={() => onSort(c.key)}
          data-sort-key={c.key}
        >
          {c.header}
          <SortIndicator direction={direction} />
        </button>
      ) : (
        c.header
      )}
    </th>
  );
}

export function TableHead<T>({
  rows,
  getKey,
  selection,
  columns,
  virtual,
  sort,
  onSort,
}: {
  rows: readonly T[];
  getKey: (row: T) => string;
  selection?: DataListSelection<T>;
  /** The columns shown (the compact table's, in the compact layout). */
  columns: readonly DataListColumn<T>[];
  virtual: boolean;
  sort: SortState | null;
  onSort: (key: string) => void;
}) {
  return (
    <thead className="text-base-content/80">
      <tr aria-rowindex={virtual ? 1 : undefined}>
        {selection && (
          <th className="w-10">
            <SelectAll rows={rows} getKey={getKey} selection={selection} />
          </th>
        )}
        {columns.map((c) => (
          <SortHeader key={c.key} column={c} sort={sort} onSort={onSort} />
        ))}
      </tr>
    </thead>
  );
}
