/**
 * THE list of every resource screen, configured by data: columns (sortable by a header click),
 * filters (selects), the global search, 'Showing X of Y …', the empty states, a loading skeleton,
 * an error state, and three layouts by the width of its container: a full table (≥ 1024 px), a
 * compact table (640–1023 px) and cards (< 640 px).
 */
import { ArrowDown, ArrowDownUp, ArrowUp, FilterX } from "lucide-react";
import { type ReactNode, useId, useMemo, useRef, useState } from "react";
import {
  computeView,
  type DataListFilter,
  type DataListLayout,
  filterAllValue,
  layoutForWidth,
  nextSort,
  type SortDirection,
  type Sorter,
  type SortState,
  type SortValue,
  showingLabel,
} from "./data-list-model.ts";
import { ErrorBox } from "./error-box.tsx";
import type { SearchField } from "./search.ts";
import { useElementWidth } from "./use-element-width.ts";

export type { DataListFilter, SortDirection, SortState, SortValue } from "./data-list-model.ts";

export type DataListColumn<T> = {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** The value a header click sorts by; without it the column is not sortable. */
  sortValue?: (row: T) => SortValue;
  /** false turns sorting off even with a sortValue. */
  sortable?: boolean;
  /** Classes for the column's cells (header and body), e.g. 'text-right' or 'w-32'. */
  className?: string;
  /** Shown in the compact table (640–1023 px). Without any column marked, the compact table shows all. */
  compact?: boolean;
};

export type DataListSelection<T> = {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** The accessible name of a row's checkbox (default 'Select <key>'). */
  rowLabel?: (row: T) => string;
};

export type DataListProps<T> = {
  rows: readonly T[];
  columns: readonly DataListColumn<T>[];
  getKey: (row: T) => string;
  filters?: readonly DataListFilter<T>[];
  searchTerm?: string;
  /** The fields the search term is matched against (see matchesSearch). */
  searchFields?: (row: T) => readonly SearchField[];
  /** The order before any header click; `sortValue` allows a key that is not a column (e.g. createdAt). */
  initialSort?: SortState & { sortValue?: (row: T) => SortValue };
  /** The direction a newly clicked column starts in (default 'asc'); a second click toggles. */
  newColumnDirection?: SortDirection;
  /** No rows at all. */
  emptyState: ReactNode;
  /** Rows, but none pass the search and filters. */
  noMatchState: ReactNode;
  /** One row as a card (< 640 px); by default the columns as label/value pairs. */
  renderCard?: (row: T) => ReactNode;
  /** One row of the compact table: its cells (`<td>`s), one per compact column. */
  renderCompactRow?: (row: T) => ReactNode;
  /** The noun in 'Showing X of Y <countLabel>' (default 'entries'). */
  countLabel?: string;
  loading?: boolean;
  /** A load failure: shown in the red box (above the rows when there are cached rows). */
  error?: string | null;
  onRetry?: () => void;
  /** Extra controls on the filter line (Refresh, Export, …). */
  toolbar?: ReactNode;
  /** Checkboxes per row and a select-all (of the rows shown), e.g. for bulk delete. */
  selection?: DataListSelection<T>;
  /** The table's accessible name. */
  caption?: string;
  /** Forces a layout (otherwise chosen by the container's width). */
  layout?: DataListLayout;
};

/** How many rows a list renders at first, and how many more each 'Show more' adds. */
export const RENDER_STEP = 100;

const FOCUS = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

export function DataList<T>(props: DataListProps<T>) {
  const {
    rows,
    columns,
    filters = [],
    searchTerm,
    searchFields,
    initialSort,
    newColumnDirection = "asc",
    emptyState,
    noMatchState,
    countLabel = "entries",
    loading = false,
    error,
    onRetry,
    toolbar,
    selection,
  } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(containerRef);
  const layout = props.layout ?? layoutForWidth(width);
  const [sort, setSort] = useState<SortState | null>(
    initialSort ? { key: initialSort.key, direction: initialSort.direction } : null,
  );

  const sorters = useMemo(() => {
    const list: Sorter<T>[] = columns
      .filter((c) => c.sortValue && c.sortable !== false)
      .map((c) => ({ key: c.key, sortValue: c.sortValue! }));
    if (initialSort?.sortValue && !list.some((s) => s.key === initialSort.key))
      list.push({ key: initialSort.key, sortValue: initialSort.sortValue });
    return list;
  }, [columns, initialSort?.key, initialSort?.sortValue]);

  const view = useMemo(
    () => computeView({ rows, sorters, sort, filters, searchTerm, searchFields }),
    [rows, sorters, sort, filters, searchTerm, searchFields],
  );

  // Long lists render in steps: the first RENDER_STEP rows, then 'Show more' adds the next step
  // (a new search, filter or sort starts again from the top).
  const viewKey = JSON.stringify([sort, searchTerm ?? "", filters.map((f) => f.value)]);
  const [step, setStep] = useState({ viewKey, limit: RENDER_STEP });
  const limit = step.viewKey === viewKey ? step.limit : RENDER_STEP;
  const shownRows = view.visible.length > limit ? view.visible.slice(0, limit) : view.visible;
  const more = view.visible.length - shownRows.length;

  const onSort = (key: string) => setSort((s) => nextSort(s, key, newColumnDirection));
  const clearFilters = () => {
    for (const f of filters) if (f.value !== filterAllValue(f)) f.onChange(filterAllValue(f));
  };

  const firstLoad = loading && rows.length === 0;
  const failed = Boolean(error) && rows.length === 0;

  let body: ReactNode;
  if (firstLoad) body = <Skeleton layout={layout} />;
  else if (failed) body = null;
  else if (view.state !== "rows")
    body = (
      <div
        className="rounded-box border border-base-300 border-dashed bg-base-100"
        data-testid={view.state === "empty" ? "data-list-empty" : "data-list-no-match"}
      >
        {view.state === "empty" ? emptyState : noMatchState}
      </div>
    );
  else if (layout === "cards")
    body = <Cards {...props} rows={shownRows} sort={sort} onSortChange={setSort} sorters={sorters} />;
  else
    body = <Table {...props} rows={shownRows} compact={layout === "compact"} sort={sort} onSort={onSort} />;

  return (
    <div
      ref={containerRef}
      className="flex min-w-0 flex-col gap-4"
      aria-busy={loading || undefined}
      data-layout={layout}
      data-testid="data-list"
    >
      {(filters.length > 0 || toolbar) && (
        <div className="flex flex-wrap items-end gap-3">
          {filters.map((f) => (
            <FilterSelect key={f.id} filter={f} />
          ))}
          {view.filtered && (
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
      )}
      {error && <ErrorBox message={error} onRetry={onRetry} />}
      {!firstLoad && !failed && (
        <p className="flex flex-wrap items-center gap-x-2 text-base-content/70 text-sm" aria-live="polite">
          <span data-testid="data-list-count">
            {showingLabel(view.visible.length, view.total, countLabel)}
          </span>
          {view.searching && (
            <span>
              matching “<span className="font-medium text-base-content">{searchTerm?.trim()}</span>”
            </span>
          )}
          {view.filtered && <span>(filtered)</span>}
          {loading && (
            <>
              <span className="loading loading-dots loading-xs" aria-hidden="true" />
              <span className="sr-only">Refreshing</span>
            </>
          )}
          {selection && selection.selected.size > 0 && (
            <span className="badge badge-primary badge-soft">{selection.selected.size} selected</span>
          )}
        </p>
      )}
      {body}
      {more > 0 && body && (
        <div className="flex flex-wrap items-center justify-center gap-3 text-base-content/70 text-sm">
          <span>
            {shownRows.length} of {view.visible.length} shown
          </span>
          <button
            type="button"
            className={`btn btn-outline btn-sm max-lg:min-h-11 ${FOCUS}`}
            onClick={() => setStep({ viewKey, limit: limit + RENDER_STEP })}
            data-testid="data-list-more"
          >
            Show {Math.min(more, RENDER_STEP)} more
          </button>
        </div>
      )}
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

function SortIndicator({ direction }: { direction: SortDirection | null }) {
  const Icon = direction === "asc" ? ArrowUp : direction === "desc" ? ArrowDown : ArrowDownUp;
  return (
    <Icon className={`size-3.5 shrink-0 ${direction ? "text-primary" : "opacity-40"}`} aria-hidden="true" />
  );
}

function ariaSort(direction: SortDirection): "ascending" | "descending" {
  return direction === "asc" ? "ascending" : "descending";
}

function SelectAll<T>({
  id,
  rows,
  getKey,
  selection,
}: {
  id?: string;
  rows: readonly T[];
  getKey: (row: T) => string;
  selection: DataListSelection<T>;
}) {
  const keys = rows.map(getKey);
  const chosen = keys.filter((k) => selection.selected.has(k)).length;
  const all = keys.length > 0 && chosen === keys.length;
  return (
    <input
      id={id}
      type="checkbox"
      className="checkbox checkbox-sm"
      aria-label="Select all"
      checked={all}
      ref={(el) => {
        if (el) el.indeterminate = chosen > 0 && !all;
      }}
      onChange={() => {
        const next = new Set(selection.selected);
        for (const k of keys) {
          if (all) next.delete(k);
          else next.add(k);
        }
        selection.onChange(next);
      }}
    />
  );
}

function RowCheckbox<T>({
  id,
  label,
  selection,
}: {
  id: string;
  label: string;
  selection: DataListSelection<T>;
}) {
  return (
    <input
      type="checkbox"
      className="checkbox checkbox-sm max-lg:checkbox-md"
      aria-label={label}
      checked={selection.selected.has(id)}
      onChange={(e) => {
        const next = new Set(selection.selected);
        if (e.target.checked) next.add(id);
        else next.delete(id);
        selection.onChange(next);
      }}
    />
  );
}

function Table<T>({
  rows,
  columns,
  getKey,
  renderCompactRow,
  selection,
  caption,
  compact,
  sort,
  onSort,
}: DataListProps<T> & {
  compact: boolean;
  sort: SortState | null;
  onSort: (key: string) => void;
}) {
  const marked = columns.filter((c) => c.compact);
  const shown = compact && marked.length > 0 ? marked : columns;
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className={`table ${compact ? "table-sm" : ""}`} data-testid="data-list-table">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="text-base-content/80">
          <tr>
            {selection && (
              <th className="w-10">
                <SelectAll rows={rows} getKey={getKey} selection={selection} />
              </th>
            )}
            {shown.map((c) => {
              const sortable = Boolean(c.sortValue) && c.sortable !== false;
              const direction = sort?.key === c.key ? sort.direction : null;
              return (
                <th
                  key={c.key}
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
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const id = getKey(row);
            return (
              <tr key={id} className="hover:bg-base-200/50" data-row-key={id}>
                {selection && (
                  <td>
                    <RowCheckbox
                      id={id}
                      label={selection.rowLabel?.(row) ?? `Select ${id}`}
                      selection={selection}
                    />
                  </td>
                )}
                {compact && renderCompactRow
                  ? renderCompactRow(row)
                  : shown.map((c) => (
                      <td key={c.key} className={c.className}>
                        {c.render(row)}
                      </td>
                    ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Cards<T>({
  rows,
  columns,
  getKey,
  renderCard,
  selection,
  sort,
  onSortChange,
  sorters,
}: DataListProps<T> & {
  sort: SortState | null;
  onSortChange: (sort: SortState) => void;
  sorters: readonly Sorter<T>[];
}) {
  const sortId = useId();
  const selectAllId = useId();
  const sortable = columns.filter((c) => c.sortValue && c.sortable !== false);
  const extra = sort && !sortable.some((c) => c.key === sort.key) ? sort.key : null;
  return (
    <div className="flex flex-col gap-3">
      {(sortable.length > 0 || selection) && (
        <div className="flex items-end gap-2">
          {selection && (
            <div className="flex min-h-11 items-center gap-2 text-sm">
              <SelectAll id={selectAllId} rows={rows} getKey={getKey} selection={selection} />
              <label htmlFor={selectAllId}>Select all</label>
            </div>
          )}
          {sortable.length > 0 && (
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
          )}
        </div>
      )}
      <ul className="grid gap-3" data-testid="data-list-cards">
        {rows.map((row) => {
          const id = getKey(row);
          return (
            <li key={id} className="flex min-w-0 items-start gap-2" data-row-key={id}>
              {selection && (
                <span className="grid min-h-11 min-w-8 place-items-center">
                  <RowCheckbox
                    id={id}
                    label={selection.rowLabel?.(row) ?? `Select ${id}`}
                    selection={selection}
                  />
                </span>
              )}
              <div className="min-w-0 flex-1">
                {renderCard ? renderCard(row) : <DefaultCard row={row} columns={columns} />}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function DefaultCard<T>({ row, columns }: { row: T; columns: readonly DataListColumn<T>[] }) {
  return (
    <div className="rounded-box border border-base-300 bg-base-100 p-4">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {columns.map((c) => (
          <div key={c.key} className="contents">
            <dt className="text-base-content/75">{c.header}</dt>
            <dd className="min-w-0 break-words">{c.render(row)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Skeleton({ layout }: { layout: DataListLayout }) {
  const lines = [0, 1, 2, 3, 4];
  return (
    <div data-testid="data-list-loading">
      <span className="sr-only" role="status">
        Loading…
      </span>
      {layout === "cards" ? (
        <div className="grid gap-3" aria-hidden="true">
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
          className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4"
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
