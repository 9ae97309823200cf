/**
 * Packages and package bookings (docs/ARCHITECTURE.md §4): a booking takes places with one conditional UPDATE
 * (active package, `currentParticipants + n <= maxParticipants`); cancel, expiry and delete of a
 * pending or approved booking give the places back; approve keeps them (the lifecycle,
 * server/services/booking-lifecycle.ts, docs/ARCHITECTURE.md §10).
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { packageBookings, packages, users } from "../db/schema.ts";
import { changedSince, type Since } from "../http/delta.ts";
import { expireBookings } from "./booking-expiry.ts";
import { codeWhenApproved } from "./document-codes.ts";

export type PackageRow = typeof packages.$inferSelect;
export type PackageBookingRow = typeof packageBookings.$inferSelect;

export function toPackage(p: PackageRow) {
  return {
    _id: p.id,
    name: p.name,
    type: p.type,
    destination: p.destination,
    duration: p.duration,
    departureDate: p.departureDate,
    returnDate: p.returnDate,
    price: p.price,
    maxParticipants: p.maxParticipants,
    currentParticipants: p.currentParticipants,
    description: p.description,
    itinerary: p.itinerary,
    inclusions: p.inclusions,
    exclusions: p.exclusions,
    status: p.status,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    version: p.version,
  };
}

type UserRef = { id: string; name: string; email: string; mobileNumber: string } | null;

/** A package booking as the API shows it; its document code (signed with `secret`) once approved. */
export function toPackageBooking(
  b: PackageBookingRow,
  pkg: PackageRow | null,
  secret: Uint8Array,
  user?: UserRef,
) {
  const base = {
    _id: b.id,
    bookingId: b.bookingId,
    status: b.status,
    documentCode: codeWhenApproved(secret, b),
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
    version: b.version,
    expiresAt: b.expiresAt,
    participantCount: b.participantCount,
    pricePerPerson: b.pricePerPerson,
    totalAmount: b.totalAmount,
    packageId: pkg ? toPackage(pkg) : null,
    packageDetails: b.packageSnapshot,
    passengers: b.passengers,
    paymentMethod: b.paymentMethod,
    paymentReference: b.paymentReference,
    paymentClaimedAt: b.paymentClaimedAt,
    approvedAt: b.approvedAt,
    cancelledAt: b.cancelledAt,
    cancelReason: b.cancelReason,
  };
  if (user === undefined) return base;
  return {
    ...base,
    userId: user ? { _id: user.id, name: user.name, email: user.email, phone: user.mobileNumber } : null,
  };
}

export async function loadPackageBookings(
  db: DbOrTx,
  where: { userId?: string; ids?: string[]; since?: Since | null },
  withUser: boolean,
  secret: Uint8Array,
) {
  const conditions = [];
  if (where.userId) conditions.push(eq(packageBookings.userId, where.userId));
  if (where.ids) conditions.push(inArray(packageBookings.id, where.ids));
  if (where.since) conditions.push(changedSince(packageBookings, where.since)!);
  const rows = await db
    .select({
      b: packageBookings,
      p: packages,
      u: { id: users.id, name: users.name, email: users.email, mobileNumber: users.mobileNumber },
    })
    .from(packageBookings)
    .leftJoin(packages, eq(packages.id, packageBookings.packageId))
    .leftJoin(users, eq(users.id, packageBookings.userId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(packageBookings.createdAt));
  return rows.map((r) => toPackageBooking(r.b, r.p, secret, withUser ? (r.u?.id ? r.u : null) : undefined));
}

/**
 * Cancels the package bookings whose 2 hours are up and gives back their places: the lifecycle's
 * expiry (server/services/booking-lifecycle.ts, docs/ARCHITECTURE.md §10). Returns how many expired.
 */
export function expirePackageBookings(db: DbOrTx, now: Date): Promise<number> {
  return expireBookings(db, "package", now);
}
