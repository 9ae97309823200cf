/**
 * The filters of both screens live in the URL (/admin/packages?status=active&type=umrah,
 * /admin/packages/bookings?status=pending&package=…), so a reload, the back button or a link keeps
 * them. Unknown values are dropped, never an error page; the defaults ('all') are left out.
 */
import { type } from "arktype";
import { BOOKING_STATUSES } from "../../domain/bookings.ts";
import { PACKAGE_STATUSES, PACKAGE_TYPES } from "../../domain/packages.ts";

const packageStatus = type.enumerated(...PACKAGE_STATUSES);
const packageType = type.enumerated(...PACKAGE_TYPES);
const bookingStatus = type.enumerated(...BOOKING_STATUSES);
const packageName = type("string <= 200");

export type PackagesSearch = {
  status?: (typeof PACKAGE_STATUSES)[number];
  type?: (typeof PACKAGE_TYPES)[number];
};
export type PackageBookingsSearch = { status?: (typeof BOOKING_STATUSES)[number]; package?: string };

export function parsePackagesSearch(raw: Record<string, unknown>): PackagesSearch {
  const out: PackagesSearch = {};
  if (packageStatus.allows(raw.status)) out.status = raw.status;
  if (packageType.allows(raw.type)) out.type = raw.type;
  return out;
}

export function parsePackageBookingsSearch(raw: Record<string, unknown>): PackageBookingsSearch {
  const out: PackageBookingsSearch = {};
  if (bookingStatus.allows(raw.status)) out.status = raw.status;
  if (packageName.allows(raw.package) && raw.package.trim() && raw.package !== "all")
    out.package = raw.package.trim();
  return out;
}

export type PackageFilters = { status: string; type: string };
export type BookingFilters = { status: string; package: string };

export const packageFilters = (s: PackagesSearch): PackageFilters => ({
  status: s.status ?? "all",
  type: s.type ?? "all",
});

export const bookingFilters = (s: PackageBookingsSearch): BookingFilters => ({
  status: s.status ?? "all",
  package: s.package ?? "all",
});

/** The search params for these filters: 'all' values left out. */
export function withoutDefaults<T extends Record<string, string | undefined>>(next: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(next)) if (v && v !== "all") (out as Record<string, string>)[k] = v;
  return out;
}
