/**
 * The filters of both screens live in the URL (/admin/packages?status=active&type=umrah,
 * /admin/packages/bookings?status=pending&package=…), so a reload, the back button or a link keeps
 * them. Unknown values are dropped, never an error page; the defaults ('all') are left out.
 */
import { BOOKING_STATUSES, isOneOf, PACKAGE_STATUSES, PACKAGE_TYPES } from "../../domain/constants.ts";
import { type BookingLinkSearch, parseBookingLink } from "../../ui/booking-link.ts";

export type PackagesSearch = {
  status?: (typeof PACKAGE_STATUSES)[number];
  type?: (typeof PACKAGE_TYPES)[number];
};
/** Package Bookings' filters, and the booking a notification opens (?booking=<id>, ui/booking-link.ts). */
export type PackageBookingsSearch = {
  status?: (typeof BOOKING_STATUSES)[number];
  package?: string;
} & BookingLinkSearch;

export function parsePackagesSearch(raw: Record<string, unknown>): PackagesSearch {
  const out: PackagesSearch = {};
  if (isOneOf(PACKAGE_STATUSES, raw.status)) out.status = raw.status;
  if (isOneOf(PACKAGE_TYPES, raw.type)) out.type = raw.type;
  return out;
}

export function parsePackageBookingsSearch(raw: Record<string, unknown>): PackageBookingsSearch {
  const out: PackageBookingsSearch = {};
  if (isOneOf(BOOKING_STATUSES, raw.status)) out.status = raw.status;
  if (
    typeof raw.package === "string" &&
    raw.package.length <= 200 &&
    raw.package.trim() &&
    raw.package !== "all"
  )
    out.package = raw.package.trim();
  return { ...out, ...parseBookingLink(raw) };
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
