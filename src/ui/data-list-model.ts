/**
 * The pure part of <DataList>: sorting (nulls last), filters, search, the counts and the
 * virtualised window's spacers. No React, so it is unit tested on its own.
 */
import { matchesSearch, type SearchField, searchWords } from "./search.ts";

export type SortDirection = "asc" | "desc";
export type SortValue = string | number | null | undefined;
export type SortState = { key: string; direction: SortDirection };

/** A way to sort rows: a column key and how to read the value to compare. */
export type Sorter<T> = { key: string; sortValue: (row: T) => SortValue };

export type FilterOption = { value: string; label: string };

export type DataListFilter<T> = {
  id: string;
  label: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
  /** Whether a row passes for the chosen value (not called while the filter is inactive). */
  predicate: (row: T, value: string) => boolean;
  /** The value meaning "no filter"; by default the first option's value (e.g. 'All Bookings'). */
  allValue?: string;
};

/** A click on a column header: the same column toggles, a new one starts in `newColumnDirection`. */
export function nextSort(
  current: SortState | null,
  key: string,
  newColumnDirection: SortDirection = "asc",
): SortState {
  if (current && current.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: newColumnDirection };
}

function isMissing(v: SortValue): v is null | undefined {
  return v === null || v === undefined || (typeof v === "number" && Number.isNaN(v)) || v === "";
}

/** Made on the first sort, not at start-up: making a collator loads its locale data. */
let collator: Intl.Collator | undefined;

/** Compares two present values ascending: numbers by value, text naturally ('A2' before 'A10'), case-insensitive. */
export function compareValues(a: string | number, b: string | number): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  collator ??= new Intl.Collator("en", { numeric: true, sensitivity: "base" });
  return collator.compare(String(a), String(b));
}

/**
 * The rows sorted by `sort` (a stable sort; the input is not changed). Missing values (null,
 * undefined, NaN, '') go last in both directions.
 */
export function sortRows<T>(rows: readonly T[], sorters: readonly Sorter<T>[], sort: SortState | null): T[] {
  const sorter = sort ? sorters.find((s) => s.key === sort.key) : undefined;
  if (!sort || !sorter) return [...rows];
  const sign = sort.direction === "asc" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sorter.sortValue(row) }))
    .sort((x, y) => {
      const xm = isMissing(x.value);
      const ym = isMissing(y.value);
      if (xm || ym) return xm === ym ? x.index - y.index : xm ? 1 : -1;
      return (
        sign * compareValues(x.value as string | number, y.value as string | number) || x.index - y.index
      );
    })
    .map((x) => x.row);
}

export function filterAllValue<T>(filter: DataListFilter<T>): string {
  return filter.allValue ?? filter.options[0]?.value ?? "";
}

export function isFilterActive<T>(filter: DataListFilter<T>): boolean {
  return filter.value !== filterAllValue(filter);
}

/** The rows that pass every active filter. */
export function applyFilters<T>(rows: readonly T[], filters: readonly DataListFilter<T>[] = []): T[] {
  const active = filters.filter(isFilterActive);
  if (active.length === 0) return [...rows];
  return rows.filter((row) => active.every((f) => f.predicate(row, f.value)));
}

/**
 * Each row's search fields, lower-cased and joined by a NUL (which no typed word holds, so a word
 * found in the joined text lies within one field), kept per `searchFields` function (screens pass
 * a module-level one) and per row object: a keystroke then costs one `includes` per word and row
 * instead of building and lower-casing every field of every row again. Rows are immutable
 * snapshots (a change is a new object), so an entry never goes stale; WeakMaps let old rows go.
 */
const haystacks = new WeakMap<object, WeakMap<object, string>>();
const SEP = "\u0000";

function haystackOf<T>(row: T, searchFields: (row: T) => readonly SearchField[]): string {
  const build = () =>
    searchFields(row)
      .filter((f) => f !== null && f !== undefined)
      .map((f) => String(f).toLowerCase())
      .join(SEP);
  if (typeof row !== "object" || row === null) return build();
  let perRow = haystacks.get(searchFields);
  if (!perRow) {
    perRow = new WeakMap();
    haystacks.set(searchFields, perRow);
  }
  let hay = perRow.get(row);
  if (hay === undefined) {
    hay = build();
    perRow.set(row, hay);
  }
  return hay;
}

/** Rows whose haystacks are built in a browser idle period, at most, before it checks the clock. */
const WARM_ROWS = 250;
/** Main-thread time one idle period may give to building haystacks. */
const WARM_MS = 8;

/**
 * Builds the rows' search haystacks ahead of the first keystroke, in the browser's idle periods (a
 * timeout where there are none), about WARM_MS at a time, until all are built or `signal` aborts.
 * A screen's rows are new objects each time the mirror is read again (opening the screen, a sync),
 * and the first keystroke would otherwise build them all: ~20 ms and as much again in garbage
 * collection for 10,000 flights.
 */
export function warmSearch<T>(
  rows: readonly T[],
  searchFields: (row: T) => readonly SearchField[],
  signal: AbortSignal,
): void {
  let next = 0;
  const schedule = () => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(step, { timeout: 1000 });
    else setTimeout(step, 0);
  };
  const step = (deadline?: IdleDeadline) => {
    if (signal.aborted) return;
    const budget = deadline ? Math.min(deadline.timeRemaining(), WARM_MS) : WARM_MS;
    const end = performance.now() + budget;
    do {
      const stop = Math.min(rows.length, next + WARM_ROWS);
      for (; next < stop; next++) haystackOf(rows[next]!, searchFields);
    } while (next < rows.length && performance.now() < end);
    if (next < rows.length) schedule();
  };
  schedule();
}

/**
 * The rows matching the search term, as matchesSearch decides (every word of the term in some
 * field, case-insensitive); all rows without a term or fields.
 */
export function searchRows<T>(
  rows: readonly T[],
  term: string | null | undefined,
  searchFields?: (row: T) => readonly SearchField[],
): T[] {
  const words = searchWords(term);
  if (!searchFields || words.length === 0) return [...rows];
  if (words.some((w) => w.includes(SEP)))
    return rows.filter((row) => matchesSearch(term, ...searchFields(row)));
  return rows.filter((row) => {
    const hay = haystackOf(row, searchFields);
    return words.every((w) => hay.includes(w));
  });
}

/**
 * Whether every row matching `next` also matches `previous`: each word of `previous` lies within
 * some word of `next` (a letter typed at the end, a word added). Then the rows matching `next` are
 * found among those that matched `previous`, in the same order.
 */
export function narrowsSearch(previous: string | null | undefined, next: string | null | undefined): boolean {
  const before = searchWords(previous);
  const after = searchWords(next);
  return before.every((w) => after.some((x) => x.includes(w)));
}

export type DataListView<T> = {
  /** Filtered, searched and sorted: what the list shows. */
  visible: T[];
  /** All rows. */
  total: number;
  /** A filter is set away from its 'all' value. */
  filtered: boolean;
  /** A search term is in force. */
  searching: boolean;
  /** 'empty': no rows at all; 'no-match': rows, but none pass; 'rows': something to show. */
  state: "empty" | "no-match" | "rows";
};

/**
 * What the list shows: the rows filtered, searched and sorted. `presorted` (the rows already
 * sorted by `sort`, e.g. memoised by the component) skips the sort, so a keystroke in the search
 * only filters: sorting first and filtering after gives the same rows in the same order (the sort
 * is stable and a filter keeps the order).
 */
export function computeView<T>({
  rows,
  sorters,
  sort,
  filters = [],
  searchTerm,
  searchFields,
  presorted,
  searchWithin,
}: {
  rows: readonly T[];
  sorters: readonly Sorter<T>[];
  sort: SortState | null;
  filters?: readonly DataListFilter<T>[];
  searchTerm?: string | null;
  searchFields?: (row: T) => readonly SearchField[];
  presorted?: readonly T[];
  /**
   * The rows a previous term matched, with the same rows, sort and filters, when the term narrows
   * it (see narrowsSearch): the search then only looks among them.
   */
  searchWithin?: readonly T[];
}): DataListView<T> {
  const visible = searchWithin
    ? searchRows(searchWithin, searchTerm, searchFields)
    : searchRows(applyFilters(presorted ?? sortRows(rows, sorters, sort), filters), searchTerm, searchFields);
  return {
    visible,
    total: rows.length,
    filtered: filters.some(isFilterActive),
    searching: Boolean(searchFields && searchTerm?.trim()),
    state: rows.length === 0 ? "empty" : visible.length === 0 ? "no-match" : "rows",
  };
}

/** 'Showing X of Y entries'. */
export function showingLabel(shown: number, total: number, countLabel = "entries"): string {
  return `Showing ${shown} of ${total} ${countLabel}`;
}

export type DataListLayout = "table" | "compact" | "cards";

/** The layout for a container width: a full table from 1024 px, a compact one from 640 px, else cards. */
export function layoutForWidth(width: number): DataListLayout {
  return width >= 1024 ? "table" : width >= 640 ? "compact" : "cards";
}

/** Lists with more rows than this are virtualised; up to this many render every row (see DataList). */
export const VIRTUALIZE_ABOVE = 100;

/** One rendered item of a virtualised list: its index and where it starts and ends (px, page offsets). */
export type WindowItem = { index: number; start: number; end: number };

export type WindowPart = { kind: "item"; index: number } | { kind: "spacer"; key: string; size: number };

/**
 * The items to render with an empty spacer wherever rows are left out (before the first, between
 * two that are not neighbours — a focused row kept while scrolled away — and after the last), so
 * the list keeps its full height. `listStart` is the list's top and `listEnd` its bottom, in the
 * items' own offsets. Spacers of no height are left out.
 */
export function windowParts(items: readonly WindowItem[], listStart: number, listEnd: number): WindowPart[] {
  const parts: WindowPart[] = [];
  let cursor = listStart;
  for (const item of items) {
    const size = item.start - cursor;
    if (size > 0) parts.push({ kind: "spacer", key: `before-${item.index}`, size });
    parts.push({ kind: "item", index: item.index });
    cursor = Math.max(cursor, item.end);
  }
  const tail = listEnd - cursor;
  if (items.length > 0 && tail > 0) parts.push({ kind: "spacer", key: "after", size: tail });
  return parts;
}
