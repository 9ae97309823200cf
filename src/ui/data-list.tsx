/**
 * THE list of every resource screen, configured by data: columns (sortable by a header click),
 * filters (selects), the global search, 'Showing X of Y …', the empty states, a loading skeleton,
 * an error state, and three layouts by the width of its container: a full table (≥ 1024 px), a
 * compact table (640–1023 px) and cards (< 640 px).
 *
 * Long lists are virtualised (@tanstack/react-virtual) against the window's scroll, so the page
 * keeps one scrollbar, the sticky top bar and the phone layout: only the rows near the viewport
 * are in the DOM, and spacers above and below them (a `<tr>` in tables, so the columns and the
 * table's semantics stay; an `<li>` in cards) keep the list's full height. Rows are measured as
 * they render (a wrapped cell or a tall card takes its real height). Up to VIRTUALIZE_ABOVE rows
 * render in full (printing, find-in-page and the tests see every row); past that:
 * - 'Showing X of Y', the select-all and the bulk actions count every row that matches the search
 *   and filters, rendered or not ("the rows shown" are the matching rows, not the DOM's window);
 * - the table says its size to assistive technology (`aria-rowcount`, and `aria-rowindex` on each
 *   row), the cards theirs (`aria-setsize`, `aria-posinset`);
 * - the row holding the focus stays rendered while scrolled away, so the keyboard never loses it;
 *   Tab moves through the rows in order (the focused row scrolls into view, its neighbours follow);
 * - a new search, filter or sort brings the list's top back into view when it was scrolled past.
 */
import { defaultRangeExtractor, measureElement, useWindowVirtualizer } from "@tanstack/react-virtual";
import { ArrowDown, ArrowDownUp, ArrowUp, FilterX } from "lucide-react";
import {
  type FocusEvent,
  memo,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import {
  computeView,
  type DataListFilter,
  type DataListLayout,
  filterAllValue,
  layoutForWidth,
  narrowsSearch,
  nextSort,
  type SortDirection,
  type Sorter,
  type SortState,
  type SortValue,
  showingLabel,
  sortRows,
  VIRTUALIZE_ABOVE,
  warmSearch,
  windowParts,
} from "./data-list-model.ts";
import { ErrorBox } from "./error-box.tsx";
import type { SearchField } from "./search.ts";
import { useElementWidth } from "./use-element-width.ts";

export type { DataListFilter, SortDirection, SortState, SortValue } from "./data-list-model.ts";
export { VIRTUALIZE_ABOVE } from "./data-list-model.ts";

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
  /**
   * Checkboxes per row and a select-all of the rows shown — every row that matches the search and
   * filters, rendered or not (a long list renders only a window of them) — e.g. for bulk delete.
   */
  selection?: DataListSelection<T>;
  /** The table's accessible name. */
  caption?: string;
  /** Forces a layout (otherwise chosen by the container's width). */
  layout?: DataListLayout;
};

/**
 * Whether the window is scrolled away from its top, kept from its scroll events (read when they
 * fire, when the layout is clean) so that a render can ask without forcing a layout.
 */
function useWindowScrolled(): RefObject<boolean> {
  const scrolled = useRef(false);
  useEffect(() => {
    const update = () => {
      scrolled.current = window.scrollY > 0;
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}

// biome-ignore lint/suspicious/noExplicitAny: an empty list fits any row type
const NO_FILTERS: readonly DataListFilter<any>[] = [];

/** The last search's inputs and answer (DataList narrows it when a letter is typed). */
type SearchResult<T> = {
  sorted: readonly T[];
  filters: readonly DataListFilter<T>[];
  searchFields: DataListProps<T>["searchFields"];
  searchTerm: string | undefined;
  visible: readonly T[];
};

const FOCUS = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

export function DataList<T>(props: DataListProps<T>) {
  const {
    rows,
    columns,
    filters = NO_FILTERS,
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

  // Sorted once per rows or sort; a keystroke in the search then only filters the sorted rows, and
  // a term that narrows the last one (a letter typed) only the rows that matched it.
  const sorted = useMemo(() => sortRows(rows, sorters, sort), [rows, sorters, sort]);
  const lastSearch = useRef<SearchResult<T> | null>(null);
  const view = useMemo(() => {
    const last = lastSearch.current;
    const narrower =
      last && last.sorted === sorted && last.filters === filters && last.searchFields === searchFields
        ? narrowsSearch(last.searchTerm, searchTerm)
        : false;
    const next = computeView({
      rows,
      sorters,
      sort,
      filters,
      searchTerm,
      searchFields,
      presorted: sorted,
      searchWithin: narrower && last ? last.visible : undefined,
    });
    lastSearch.current = { sorted, filters, searchFields, searchTerm, visible: next.visible };
    return next;
  }, [rows, sorters, sort, filters, searchTerm, searchFields, sorted]);

  // A long list's search text is made while the page is idle, not by the first keystroke.
  useEffect(() => {
    if (!searchFields || rows.length <= VIRTUALIZE_ABOVE) return;
    const stop = new AbortController();
    warmSearch(rows, searchFields, stop.signal);
    return () => stop.abort();
  }, [rows, searchFields]);

  // A new search, filter or sort starts again from the top: when the list's top was scrolled past,
  // it comes back into view (below the sticky top bar: scroll-mt, taller on phones with the search).
  const viewKey = JSON.stringify([sort, searchTerm ?? "", filters.map((f) => f.value)]);
  const lastViewKey = useRef(viewKey);
  const scrolled = useWindowScrolled();
  useLayoutEffect(() => {
    if (lastViewKey.current === viewKey) return;
    lastViewKey.current = viewKey;
    const el = containerRef.current;
    // At the page's top nothing is scrolled past, and no layout is forced on a keystroke (reading
    // window.scrollY here would force one: the scroll events keep `scrolled` instead).
    if (el && scrolled.current && el.getBoundingClientRect().top < 0) el.scrollIntoView({ block: "start" });
  }, [viewKey, scrolled]);

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
    body = <Cards {...props} rows={view.visible} sort={sort} onSortChange={setSort} sorters={sorters} />;
  else
    body = (
      <Table {...props} rows={view.visible} compact={layout === "compact"} sort={sort} onSort={onSort} />
    );

  return (
    <div
      ref={containerRef}
      className="flex min-w-0 scroll-mt-32 flex-col gap-4 lg:scroll-mt-20"
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

/** The estimated height of a row before it is measured: full table, compact table, card. */
const ESTIMATE = { table: 57, compact: 45, cards: 200 } as const;
/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 5;

type RowWindow = {
  /** null: render every row (a short list); otherwise the items and spacers to render, in order. */
  parts: ReturnType<typeof windowParts> | null;
  /** The ref of a rendered row (it carries `data-index`): measures its real height. */
  measure: (el: HTMLElement | null) => void;
  /** On the list element: remembers the focused row, which then stays rendered. */
  onFocus: (e: FocusEvent<HTMLElement>) => void;
  onBlur: (e: FocusEvent<HTMLElement>) => void;
};

/**
 * The window of a long list's rows near the viewport, against the window's scroll. `listRef` is the
 * element the rows are the children of (its top is where row 0 starts: the scroll margin).
 */
function useRowWindow(
  listRef: RefObject<HTMLElement | null>,
  count: number,
  keyOf: (index: number) => string,
  estimate: number,
): RowWindow {
  const virtual = count > VIRTUALIZE_ABOVE;
  // The list's offset from the top of the page, followed as the page above it changes.
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    if (!virtual) return;
    const track = () => {
      const el = listRef.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setMargin((m) => (Math.abs(m - top) < 1 ? m : top));
    };
    track();
    const observer = new ResizeObserver(track);
    observer.observe(document.body);
    window.addEventListener("resize", track);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", track);
    };
  }, [virtual, listRef]);

  const focused = useRef<number | null>(null);
  // Rows not measured yet are estimated at the mean of those measured so far (a search brings
  // rows never rendered: a close estimate spares a second layout pass to correct the window).
  const sizes = useRef({ sum: 0, n: 0 });
  const virtualizer = useWindowVirtualizer<HTMLElement>({
    count,
    enabled: virtual,
    estimateSize: () => (sizes.current.n > 0 ? sizes.current.sum / sizes.current.n : estimate),
    overscan: OVERSCAN,
    scrollMargin: margin,
    getItemKey: keyOf,
    initialRect:
      typeof window === "undefined" ? undefined : { width: window.innerWidth, height: window.innerHeight },
    // A row's ref asks for its size as it mounts (no ResizeObserver entry yet): reading it then
    // would force a layout in the middle of React's commit, on every keystroke in the search.
    // The size known so far is kept instead; the ResizeObserver, which starts observing the row
    // at that moment, reports its real size after the frame's layout (without forcing one).
    // An element not laid out (a test DOM) measures 0: keep the estimate then.
    measureElement: (el, entry, instance) => {
      if (!entry) return instance.measurementsCache[instance.indexFromElement(el)]?.size ?? estimate;
      const size = measureElement(el, entry, instance);
      if (!size) return estimate;
      if (sizes.current.n < 500) sizes.current = { sum: sizes.current.sum + size, n: sizes.current.n + 1 };
      return size;
    },
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      const f = focused.current;
      if (f !== null && f < range.count && !indexes.includes(f)) {
        indexes.push(f);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
  });

  const onFocus = useCallback((e: FocusEvent<HTMLElement>) => {
    const row = (e.target as HTMLElement).closest<HTMLElement>("[data-index]");
    focused.current = row ? Number(row.dataset.index) : null;
  }, []);
  const onBlur = useCallback((e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) focused.current = null;
  }, []);

  const parts = virtual
    ? windowParts(virtualizer.getVirtualItems(), margin, margin + virtualizer.getTotalSize())
    : null;
  return { parts, measure: virtualizer.measureElement, onFocus, onBlur };
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
  const marked = useMemo(() => columns.filter((c) => c.compact), [columns]);
  const shown = compact && marked.length > 0 ? marked : columns;
  const listRef = useRef<HTMLTableSectionElement>(null);
  const win = useRowWindow(
    listRef,
    rows.length,
    (i) => getKey(rows[i]!),
    compact ? ESTIMATE.compact : ESTIMATE.table,
  );
  const virtual = win.parts !== null;
  const span = shown.length + (selection ? 1 : 0);
  const renderRow = (row: T, index: number) => {
    const id = getKey(row);
    return (
      <tr
        key={id}
        className="hover:bg-base-200/50"
        data-row-key={id}
        data-index={index}
        ref={virtual ? win.measure : undefined}
        aria-rowindex={virtual ? index + 2 : undefined}
      >
        {selection && (
          <td>
            <RowCheckbox id={id} label={selection.rowLabel?.(row) ?? `Select ${id}`} selection={selection} />
          </td>
        )}
        <RowCells row={row} columns={shown} renderCompactRow={compact ? renderCompactRow : undefined} />
      </tr>
    );
  };
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table
        className={`table ${compact ? "table-sm" : ""}`}
        data-testid="data-list-table"
        data-virtual={virtual || undefined}
        aria-rowcount={virtual ? rows.length + 1 : undefined}
      >
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="text-base-content/80">
          <tr aria-rowindex={virtual ? 1 : undefined}>
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
        <tbody ref={listRef} onFocus={win.onFocus} onBlur={win.onBlur}>
          {win.parts
            ? win.parts.map((p) =>
                p.kind === "item" ? (
                  renderRow(rows[p.index]!, p.index)
                ) : (
                  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row, nothing in it to focus
                  <tr key={p.key} aria-hidden="true">
                    <td colSpan={span} style={{ height: p.size, padding: 0, border: 0 }} />
                  </tr>
                ),
              )
            : rows.map((row, index) => renderRow(row, index))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A row's cells, rendered again only when the row, the columns or the compact renderer change: a
 * keystroke in the search re-renders the list, and the rows still shown keep their cells (even at
 * another position).
 */
const RowCells = memo(function RowCells<T>({
  row,
  columns,
  renderCompactRow,
}: {
  row: T;
  columns: readonly DataListColumn<T>[];
  renderCompactRow?: (row: T) => ReactNode;
}) {
  if (renderCompactRow) return renderCompactRow(row);
  return columns.map((c) => (
    <td key={c.key} className={c.className}>
      {c.render(row)}
    </td>
  ));
}) as <T>(props: {
  row: T;
  columns: readonly DataListColumn<T>[];
  renderCompactRow?: (row: T) => ReactNode;
}) => ReactNode;

/** A card's content, rendered again only when the row or the renderer change (see RowCells). */
const CardBody = memo(function CardBody<T>({
  row,
  columns,
  renderCard,
}: {
  row: T;
  columns: readonly DataListColumn<T>[];
  renderCard?: (row: T) => ReactNode;
}) {
  return renderCard ? renderCard(row) : <DefaultCard row={row} columns={columns} />;
}) as <T>(props: {
  row: T;
  columns: readonly DataListColumn<T>[];
  renderCard?: (row: T) => ReactNode;
}) => ReactNode;

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
  const listRef = useRef<HTMLUListElement>(null);
  const win = useRowWindow(listRef, rows.length, (i) => getKey(rows[i]!), ESTIMATE.cards);
  const virtual = win.parts !== null;
  // Virtualised, each card carries its own gap (pb-3) so that its measured height includes it.
  const renderCardItem = (row: T, index: number) => {
    const id = getKey(row);
    return (
      <li
        key={id}
        className={`flex min-w-0 items-start gap-2 ${virtual ? "pb-3" : ""}`}
        data-row-key={id}
        data-index={index}
        ref={virtual ? win.measure : undefined}
        aria-posinset={virtual ? index + 1 : undefined}
        aria-setsize={virtual ? rows.length : undefined}
      >
        {selection && (
          <span className="grid min-h-11 min-w-8 place-items-center">
            <RowCheckbox id={id} label={selection.rowLabel?.(row) ?? `Select ${id}`} selection={selection} />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <CardBody row={row} columns={columns} renderCard={renderCard} />
        </div>
      </li>
    );
  };
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
      <ul
        ref={listRef}
        className={virtual ? "flex flex-col" : "grid gap-3"}
        data-testid="data-list-cards"
        data-virtual={virtual || undefined}
        onFocus={win.onFocus}
        onBlur={win.onBlur}
      >
        {win.parts
          ? win.parts.map((p) =>
              p.kind === "item" ? (
                renderCardItem(rows[p.index]!, p.index)
              ) : (
                <li key={p.key} aria-hidden="true" style={{ height: p.size }} />
              ),
            )
          : rows.map((row, index) => renderCardItem(row, index))}
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
