/**
 * The pure part of Available Packages: which packages a customer is offered, the type chips
 * (All / Umrah / Tours), the sorts (departure date, price, name; asc or desc), the search fields
 * (name and destination), the places left, and the view as it lives in the URL
 * (?type=umrah&sort=price&dir=desc; defaults left out, unknown values dropped).
 */
import type { PackageRow } from "../../db/schema.ts";
import { hasDeparted } from "../../domain/bookings.ts";
import { PACKAGE_TYPES, type PackageType } from "../../domain/packages.ts";
import {
  type FilterOption,
  type SortDirection,
  type Sorter,
  searchRows,
  sortRows,
} from "../../ui/data-list-model.ts";
import type { SearchField } from "../../ui/search.ts";

export type PackageLike = Pick<
  PackageRow,
  | "name"
  | "type"
  | "destination"
  | "departureDate"
  | "price"
  | "status"
  | "currentParticipants"
  | "maxParticipants"
>;

export const TYPE_FILTERS = ["all", ...PACKAGE_TYPES] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];
/** The chips, in the specification's wording. */
export const TYPE_CHIPS: readonly { value: TypeFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "umrah", label: "Umrah" },
  { value: "tour", label: "Tours" },
];
export const PACKAGE_TYPE_LABELS: Record<PackageType, string> = { umrah: "Umrah", tour: "Tour" };

export const PACKAGE_SORTS = ["departure", "price", "name"] as const;
export type PackageSort = (typeof PACKAGE_SORTS)[number];
export const SORT_OPTIONS: readonly FilterOption[] = [
  { value: "departure", label: "Departure date" },
  { value: "price", label: "Price" },
  { value: "name", label: "Name" },
];

export type PackagesView = { type: TypeFilter; sort: PackageSort; dir: SortDirection };
export const DEFAULT_VIEW: PackagesView = { type: "all", sort: "departure", dir: "asc" };

/** The places still free (never negative). */
export function placesLeft(p: Pick<PackageLike, "currentParticipants" | "maxParticipants">): number {
  return Math.max(0, (p.maxParticipants ?? 0) - (p.currentParticipants ?? 0));
}

/**
 * Whether a package is on the customer's list: not cancelled and not yet departed (Karachi's
 * `today`). Sold-out packages stay, shown with 'Sold Out'.
 */
export function onOffer(p: Pick<PackageLike, "status" | "departureDate">, today: string): boolean {
  return p.status !== "cancelled" && !hasDeparted(p.departureDate, today);
}

export function matchesType(p: Pick<PackageLike, "type">, filter: TypeFilter): boolean {
  return filter === "all" || p.type === filter;
}

/** What the global search matches a package on: its name and destination. */
export function packageSearchFields(p: Pick<PackageLike, "name" | "destination">): SearchField[] {
  return [p.name, p.destination];
}

const SORTERS: readonly Sorter<PackageLike>[] = [
  { key: "departure", sortValue: (p) => (p.departureDate ?? "").slice(0, 10) },
  { key: "price", sortValue: (p) => p.price },
  { key: "name", sortValue: (p) => p.name.trim().toUpperCase() },
];

/** The packages offered, by type: the chips' counts (before the search). */
export function typeCounts(packages: readonly Pick<PackageLike, "type">[]): Record<TypeFilter, number> {
  const counts: Record<TypeFilter, number> = { all: 0, umrah: 0, tour: 0 };
  for (const p of packages) {
    counts.all++;
    if (p.type in counts) counts[p.type]++;
  }
  return counts;
}

/**
 * What the screen shows: the packages on offer, of the chosen type, matching the search, in the
 * chosen order (missing values last, ties in the list's own order); and how many are on offer.
 */
export function visiblePackages<T extends PackageLike>(
  rows: readonly T[],
  view: PackagesView,
  searchTerm: string,
  today: string,
): { shown: T[]; offered: T[] } {
  const offered = rows.filter((p) => onOffer(p, today));
  const ofType = offered.filter((p) => matchesType(p, view.type));
  const found = searchRows(ofType, searchTerm, packageSearchFields);
  const shown = sortRows(found, SORTERS as readonly Sorter<T>[], { key: view.sort, direction: view.dir });
  return { shown, offered };
}
