/**
 * The Package Management list as data (no React): its filters, its search fields, its sort rules
 * (createdAt descending by default, and a newly chosen column starts DESCENDING;
 * a second click on the same column toggles) and its count wording ('X of Y packages';
 * 'Found N package(s) matching “…”' while searching; 'Showing N of M packages' while filtering).
 */
import { shownStatus } from "../../domain/bookings.ts";
import { formatDate, karachiDate } from "../../domain/format.ts";
import { type FilterOption, nextSort, type SortState, type SortValue } from "../../ui/data-list-model.ts";
import type { SearchField } from "../../ui/search.ts";
import type { Package } from "./data.ts";

export const PACKAGE_STATUS_FILTERS: readonly FilterOption[] = [
  { value: "all", label: "All Status" },
  { value: "active", label: "active" },
  { value: "sold", label: "sold" },
  { value: "cancelled", label: "cancelled" },
];

export const PACKAGE_TYPE_FILTERS: readonly FilterOption[] = [
  { value: "all", label: "All Types" },
  { value: "umrah", label: "umrah" },
  { value: "tour", label: "tour" },
];

/** The order before any header click. */
export const PACKAGE_DEFAULT_SORT: SortState = { key: "createdAt", direction: "desc" };
/** The direction a newly chosen column starts in. */
export const PACKAGE_NEW_COLUMN_DIRECTION = "desc" as const;

/** The sort after a click on column `key`. */
export function nextPackageSort(current: SortState | null, key: string): SortState {
  return nextSort(current, key, PACKAGE_NEW_COLUMN_DIRECTION);
}

export const createdAtOf = (p: Pick<Package, "createdAt">): SortValue => p.createdAt;

/** How each sortable column compares (the column keys of the table). */
export const PACKAGE_SORT_VALUES: Record<string, (p: Package) => SortValue> = {
  name: (p) => p.name,
  type: (p) => p.type,
  destination: (p) => p.destination,
  dates: (p) => p.departureDate,
  price: (p) => p.price,
  participants: (p) => p.currentParticipants,
  status: (p) => p.status,
  createdAt: createdAtOf,
};

/** What the global search matches: name, destination, type, duration, description (and the price). */
export function packageSearchFields(p: Package): readonly SearchField[] {
  return [p.name, p.destination, p.type, p.duration, p.description, p.price, shownStatus(p, karachiDate())];
}

/** Places still free (never negative). */
export function placesLeft(p: Pick<Package, "maxParticipants" | "currentParticipants">): number {
  return Math.max(0, (p.maxParticipants ?? 0) - (p.currentParticipants ?? 0));
}

/** The whole days from departure to return, both counted ('7 days'); null when a date is missing. */
export function tripDays(departureDate: string, returnDate: string): number | null {
  const a = Date.parse(`${departureDate.slice(0, 10)}T00:00:00Z`);
  const b = Date.parse(`${returnDate.slice(0, 10)}T00:00:00Z`);
  if (!Number.isFinite(a) || !Number.isFinite(b) || b < a) return null;
  return Math.round((b - a) / 86_400_000) + 1;
}

/**
 * A trip's dates, as short as they read unambiguously: '21 – 27 Jan 2027', '27 Feb – 8 Mar 2027',
 * '27 Dec 2026 – 2 Jan 2027'; one date alone when the other is missing; 'N/A' without either.
 */
export function dateRange(from: string | null | undefined, to: string | null | undefined): string {
  const a = formatDate(from);
  const b = formatDate(to);
  if (!a || !b) return a || b || "N/A";
  const [ad, am, ay] = a.split(" ");
  const [, bm, by] = b.split(" ");
  if (ay !== by) return `${a} – ${b}`;
  if (am !== bm) return `${ad} ${am} – ${b}`;
  return `${ad} – ${b}`;
}

/** 'X of Y packages'. */
export function packageCount(shown: number, total: number): string {
  return `${shown} of ${total} package${total === 1 ? "" : "s"}`;
}

/**
 * The note under the heading while a search or a filter narrows the list: 'Found N package(s)
 * matching “term”' while searching, 'Showing N of M packages' while only filtering; null otherwise.
 */
export function packageMatchNote(s: {
  shown: number;
  total: number;
  searchTerm?: string | null;
  filtered: boolean;
}): string | null {
  const term = s.searchTerm?.trim();
  if (term) return `Found ${s.shown} package(s) matching “${term}”`;
  if (s.filtered) return `Showing ${s.shown} of ${s.total} packages`;
  return null;
}
