/**
 * The pure part of My Packages: the package a booking shows, Package Analytics (one pass over the
 * customer's bookings), the search fields, and the wording of a failed load.
 */
import type { components } from "../../api/schema.gen.ts";
import type { BookingStatus } from "../../domain/bookings.ts";
import type { PackageType } from "../../domain/packages.ts";
import { BOOKING_STATUS_LABELS as STATUS_LABELS, statusOptions } from "../../ui/booking/status-filter.ts";
import type { SearchField } from "../../ui/search.ts";
import { PACKAGE_TYPE_LABELS } from "./package-list.ts";

export type MyPackageBooking = components["schemas"]["PackageBooking"];
export type BookingPackage = components["schemas"]["PackageSnapshot"];

/** Upcoming package bookings shown. */
export const UPCOMING_LIMIT = 3;

/**
 * The package as the booking shows it: the live package when it still exists (a rescheduled
 * departure is the one that counts), else the snapshot taken at booking time.
 */
export function bookingPackage(b: Pick<MyPackageBooking, "packageId" | "packageDetails">): BookingPackage {
  return b.packageId ?? b.packageDetails;
}

export type PackageAnalytics = {
  /** Every booking. */
  totalBookings: number;
  /** The approved bookings' totals (rupees, summed in paise). */
  totalSpent: number;
  /** Bookings per status. */
  statusCounts: Record<BookingStatus, number>;
  /** Bookings per package type. */
  typeCounts: Record<PackageType, number>;
  /** Up to `limit` approved bookings departing today or later, soonest first. */
  upcoming: MyPackageBooking[];
};

/**
 * Package Analytics in a single pass: counts, total spent (approved only), status and type counts,
 * and the next approved departures from Karachi's `today` ('YYYY-MM-DD'), soonest first (equal
 * dates keep the list's order), at most `limit` of them.
 */
export function packageAnalytics(
  bookings: readonly MyPackageBooking[],
  today: string,
  limit: number = UPCOMING_LIMIT,
): PackageAnalytics {
  const statusCounts: Record<BookingStatus, number> = { pending: 0, approved: 0, cancelled: 0 };
  const typeCounts: Record<PackageType, number> = { umrah: 0, tour: 0 };
  let paise = 0;
  const next: { booking: MyPackageBooking; date: string }[] = [];

  for (const b of bookings) {
    if (b.status in statusCounts) statusCounts[b.status]++;
    const p = bookingPackage(b);
    if (p.type in typeCounts) typeCounts[p.type]++;
    if (b.status !== "approved") continue;
    if (Number.isFinite(b.totalAmount)) paise += Math.round(b.totalAmount * 100);
    const date = (p.departureDate ?? "").slice(0, 10);
    if (limit <= 0 || !date || date < today) continue;
    // A bounded insertion: the list never holds more than `limit` entries.
    let at = next.length;
    while (at > 0 && (next[at - 1] as { date: string }).date > date) at--;
    if (at >= limit) continue;
    next.splice(at, 0, { booking: b, date });
    if (next.length > limit) next.pop();
  }

  return {
    totalBookings: bookings.length,
    totalSpent: paise / 100,
    statusCounts,
    typeCounts,
    upcoming: next.map((n) => n.booking),
  };
}

/** Whole days from `today` to `date` (both 'YYYY-MM-DD'); NaN when either is not a date. */
export function daysUntil(date: string, today: string): number {
  const d = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  const t = Date.parse(`${today.slice(0, 10)}T00:00:00Z`);
  return Math.round((d - t) / 86_400_000);
}

/** 'Departs today', 'Departs tomorrow', 'In 12 days'. */
export function departsInText(date: string, today: string): string {
  const n = daysUntil(date, today);
  if (!Number.isFinite(n)) return "";
  if (n <= 0) return "Departs today";
  if (n === 1) return "Departs tomorrow";
  return `In ${n} days`;
}

export { STATUS_LABELS };
export const STATUS_OPTIONS = statusOptions("All statuses");

/** What the global search matches a package booking on: the package, the reference and the status. */
export function bookingSearchFields(b: MyPackageBooking): SearchField[] {
  const p = bookingPackage(b);
  return [p.name, p.destination, PACKAGE_TYPE_LABELS[p.type], b.bookingId, b.status, STATUS_LABELS[b.status]];
}

/** The red box's text for a failed load (the sync engine's rule, src/db/sync-failure.ts). */
export { loadFailureText } from "../../db/sync-failure.ts";
