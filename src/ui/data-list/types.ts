// The shared list's public types: its columns, its row selection and its props (see
// src/ui/data-list.tsx for what the list does with them).
import type { ReactNode } from "react";
import type {
  DataListFilter,
  DataListLayout,
  SortDirection,
  SortState,
  SortValue,
} from "../data-list-model.ts";
import type { SearchField } from "../search.ts";

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
  /**
   * Cards past this many are windowed (default VIRTUALIZE_ABOVE): a list of tall, busy cards (a
   * customer's bookings, each with its buttons and countdown) sets a lower one.
   */
  virtualizeAbove?: number;
  /** Forces a layout (otherwise chosen by the container's width). */
  layout?: DataListLayout;
};
