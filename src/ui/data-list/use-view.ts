// The list's rows as shown: sorted by the sort, then searched and filtered; a keystroke that only
// narrows the search filters the rows the last search kept.
import { useEffect, useMemo, useRef } from "react";
import {
  computeView,
  type DataListFilter,
  narrowsSearch,
  type Sorter,
  type SortState,
  sortRows,
  VIRTUALIZE_ABOVE,
  warmSearch,
} from "../data-list-model.ts";
import type { DataListProps } from "./types.ts";

/** The last search's inputs and answer (a letter typed narrows it). */
type SearchResult<T> = {
  sorted: readonly T[];
  filters: readonly DataListFilter<T>[];
  searchFields: DataListProps<T>["searchFields"];
  searchTerm: string | undefined;
  visible: readonly T[];
};

type ViewInput<T> = DataListProps<T> & {
  filters: readonly DataListFilter<T>[];
  sort: SortState | null;
};

export function useDataListView<T>(props: ViewInput<T>) {
  const { rows, columns, filters, searchTerm, searchFields, initialSort, sort } = props;
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

  return { sorters, view };
}
