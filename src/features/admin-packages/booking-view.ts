/**
 * How an admin package booking reads on screen (no React): the package it is for (the booking's
 * own snapshot preferred over the live package), the customer, the amounts, and
 * the fallbacks for missing records ('Unknown Package', 'Unknown User', 'Unknown
 * Destination', 'N/A', 'No email'). Also the Package Bookings list's filters, search and wording.
 */
import type { components } from "../../api/schema.gen.ts";
import { bookingTotal } from "../../domain/bookings.ts";
import { packageText } from "../../domain/package-text.ts";
import { paymentOf } from "../../ui/booking/payment.ts";
import { statusOptions } from "../../ui/booking/status-filter.ts";
import type { FilterOption } from "../../ui/data-list-model.ts";
import type { SearchField } from "../../ui/search.ts";

type Schemas = components["schemas"];
type PackageFields = Partial<Schemas["PackageSnapshot"]>;

/** The fields this module reads, so plain test objects (and the customer's shape) fit. */
export type BookingLike = {
  _id: string;
  bookingId?: string | null;
  status: string;
  createdAt: string;
  expiresAt?: string | null;
  participantCount?: number | null;
  pricePerPerson?: number | null;
  totalAmount?: number | null;
  packageId?: PackageFields | null;
  packageDetails?: PackageFields | null;
  passengers?: readonly { name?: string; passport?: string; firstName?: string; lastName?: string }[] | null;
  userId?: { name?: string | null; email?: string | null; phone?: string | null } | null;
  paymentMethod?: string | null;
  paymentReference?: string | null;
  paymentClaimedAt?: string | null;
};

export const FALLBACK = {
  package: "Unknown Package",
  user: "Unknown User",
  destination: "Unknown Destination",
  email: "No email",
  none: "N/A",
} as const;

const present = (v: string | null | undefined): v is string => typeof v === "string" && v.trim().length > 0;

/** The package details: the booking's snapshot first, then the live package. */
export function packageOf(b: BookingLike): PackageFields {
  return { ...(b.packageId ?? {}), ...(b.packageDetails ?? {}) };
}

/** Names and destinations are shown upper-case (docs/ARCHITECTURE.md §7). */
export function packageNameOf(b: BookingLike): string {
  const name = b.packageDetails?.name ?? b.packageId?.name;
  return present(name) ? packageText(name) : FALLBACK.package;
}

export function destinationOf(b: BookingLike): string {
  const d = b.packageDetails?.destination ?? b.packageId?.destination;
  return present(d) ? packageText(d) : FALLBACK.destination;
}

export function userNameOf(b: BookingLike): string {
  return present(b.userId?.name) ? b.userId.name.trim() : FALLBACK.user;
}

export function userEmailOf(b: BookingLike): string {
  return present(b.userId?.email) ? b.userId.email.trim() : FALLBACK.email;
}

export function userPhoneOf(b: BookingLike): string {
  return present(b.userId?.phone) ? b.userId.phone.trim() : FALLBACK.none;
}

/** The passengers booked (the participant count when the list is missing). */
export function passengerCountOf(b: BookingLike): number {
  const n = b.passengers?.length ?? 0;
  return n > 0 ? n : Math.max(0, b.participantCount ?? 0);
}

/** The package price per person: the snapshot's, then the live package's, then the booking's. */
export function unitPriceOf(b: BookingLike): number {
  const p = b.packageDetails?.price ?? b.packageId?.price ?? b.pricePerPerson;
  return typeof p === "number" && Number.isFinite(p) ? p : 0;
}

/** Total = package price × passenger count. */
export function bookingAmountOf(b: BookingLike): number {
  return bookingTotal(unitPriceOf(b), passengerCountOf(b));
}

/** The booking's reference ('PK-7K2Q9MXA'), else the last 8 characters of its id. */
export function referenceOf(b: BookingLike): string {
  return present(b.bookingId) ? b.bookingId : b._id.slice(-8).toUpperCase();
}

/** A passenger's name ('FIRST LAST' when only the parts are there). */
export function passengerNameOf(p: { name?: string; firstName?: string; lastName?: string }): string {
  if (present(p.name)) return p.name.trim();
  const parts = [p.firstName, p.lastName].filter(present).map((x) => x.trim());
  return parts.length ? parts.join(" ") : FALLBACK.none;
}

/** 'Bank transfer · TRX-1234' when the customer marked the booking paid (any status); null otherwise. */
export function paymentClaimOf(b: BookingLike): { method: string; reference: string } | null {
  if (!b.paymentClaimedAt && !b.paymentReference) return null;
  const p = paymentOf(b);
  return p && { method: p.method, reference: p.reference || FALLBACK.none };
}

// ─────────────────────────── the Package Bookings list ───────────────────────────

export const BOOKING_STATUS_FILTERS = statusOptions("All Status");

export const ALL_PACKAGES = "all";

/** 'All Packages' and every package name the bookings name, A–Z. */
export function packageNameOptions(bookings: readonly BookingLike[]): FilterOption[] {
  const names = new Set<string>();
  for (const b of bookings) names.add(packageNameOf(b));
  return [
    { value: ALL_PACKAGES, label: "All Packages" },
    ...[...names].sort((a, b) => a.localeCompare(b)).map((n) => ({ value: n, label: n })),
  ];
}

/** What the global search matches on a package booking. */
export function bookingSearchFields(b: BookingLike): readonly SearchField[] {
  const fields: SearchField[] = [
    b.bookingId,
    b._id,
    b.status,
    b.userId?.name,
    b.userId?.email,
    b.userId?.phone,
    packageNameOf(b),
    destinationOf(b),
    b.paymentReference,
  ];
  for (const p of b.passengers ?? []) fields.push(p.name, p.firstName, p.lastName, p.passport);
  return fields;
}

export const BOOKINGS_EMPTY = {
  title: "No package bookings",
  none: "No customer package bookings found.",
  noMatch: "No bookings match your current filters.",
} as const;

/** 'X of Y bookings'. */
export function bookingCount(shown: number, total: number): string {
  return `${shown} of ${total} booking${total === 1 ? "" : "s"}`;
}
