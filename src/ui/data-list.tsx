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
 *
 * The parts are in src/ui/data-list/: the table and its header, the cards and their sort control,
 * the window of rows (row-window.ts), the rows as shown (use-view.ts) and the filter and count lines.
 */
import { type ReactNode, useRef, useState } from "react";
import { useBackToTop } from "./data-list/back-to-top.ts";
import { Cards } from "./data-list/cards.tsx";
import { CountLine } from "./data-list/count-line.tsx";
import { FilterBar } from "./data-list/filter-bar.tsx";
import { Skeleton } from "./data-list/skeleton.tsx";
import { Table } from "./data-list/table.tsx";
import type { DataListProps } from "./data-list/types.ts";
import { useDataListView } from "./data-list/use-view.ts";
import { type DataListFilter, layoutForWidth, nextSort, type SortState } from "./data-list-model.ts";
import { ErrorBox } from "./error-box.tsx";
import { useElementWidth } from "./use-element-width.ts";

export type { DataListColumn, DataListProps, DataListSelection } from "./data-list/types.ts";
export type { DataListFilter, SortDirection, SortState, SortValue } from "./data-list-model.ts";
export { VIRTUALIZE_ABOVE } from "./data-list-model.ts";

// biome-ignore lint/suspicious/noExplicitAny: an empty list fits any row type
const NO_FILTERS: readonly DataListFilter<any>[] = [];

export function DataList<T>(props: DataListProps<T>) {
  const {
    rows,
    filters = NO_FILTERS,
    searchTerm,
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
  const { sorters, view } = useDataListView({ ...props, filters, sort });

  // A new search, filter or sort starts again from the top.
  useBackToTop(containerRef, JSON.stringify([sort, searchTerm ?? "", filters.map((f) => f.value)]));

  const onSort = (key: string) => setSort((s) => nextSort(s, key, newColumnDirection));

  const firstLoad = loading && rows.length === 0;
  const failed = Boolean(error) && rows.length === 0;
  const countLine = (
    <CountLine
      view={view}
      countLabel={countLabel}
      searchTerm={searchTerm}
      loading={loading}
      selected={selection?.selected.size}
    />
  );
  // Cards without checkboxes have the count on their sort line: one line less above the first card.
  const countBesideSort = layout === "cards" && !selection && view.state === "rows";

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
    body = (
      <Cards
        {...props}
        rows={view.visible}
        sort={sort}
        onSortChange={setSort}
        sorters={sorters}
        countLine={countBesideSort ? countLine : undefined}
      />
    );
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
        <FilterBar filters={filters} filtered={view.filtered} toolbar={toolbar} />
      )}
      {error && <ErrorBox message={error} onRetry={onRetry} />}
      {!firstLoad && !failed && !countBesideSort && countLine}
      {body}
    </div>
  );
}
