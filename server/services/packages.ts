/**
 * Packages and package bookings (docs/ARCHITECTURE.md §4): a booking takes places with one conditional UPDATE
 * (active package, `currentParticipants + n <= maxParticipants`); cancel, expiry and delete of a
 * pending or approved booking give the places back; approve keeps them.
 */
import { and, desc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { bump } from "../db/helpers.ts";
import { activityLogs, packageBookings, packages, users } from "../db/schema.ts";

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

export function toPackageBooking(b: PackageBookingRow, pkg: PackageRow | null, user?: UserRef) {
  const base = {
    _id: b.id,
    bookingId: b.bookingId,
    status: b.status,
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
  where: { userId?: string; ids?: string[]; since?: Date | null },
  withUser: boolean,
) {
  const conditions = [];
  if (where.userId) conditions.push(eq(packageBookings.userId, where.userId));
  if (where.ids) conditions.push(inArray(packageBookings.id, where.ids));
  if (where.since) conditions.push(gt(packageBookings.updatedAt, where.since));
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
  return rows.map((r) => toPackageBooking(r.b, r.p, withUser ? (r.u?.id ? r.u : null) : undefined));
}

export async function releasePlaces(
  tx: DbOrTx,
  b: Pick<PackageBookingRow, "packageId" | "participantCount">,
  now: Date,
) {
  if (!b.packageId) return;
  await tx
    .update(packages)
    .set({
      currentParticipants: sql`greatest(${packages.currentParticipants} - ${b.participantCount}, 0)`,
      ...bump(now),
    })
    .where(eq(packages.id, b.packageId));
}

/** Cancels the package bookings whose 2 hours are up and releases their places. */
export async function expirePackageBookings(db: DbOrTx, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(packageBookings)
      .set({ status: "cancelled", cancelledAt: now, cancelReason: "expired", ...bump(now) })
      .where(and(eq(packageBookings.status, "pending"), lte(packageBookings.expiresAt, now)))
      .returning();
    if (expired.length === 0) return 0;
    for (const b of expired) await releasePlaces(tx, b, now);
    await tx.insert(activityLogs).values(
      expired.map((b) => ({
        userId: null,
        userName: "System",
        userEmail: "",
        userRole: "system",
        action: "cancel_booking",
        resource: "package_booking",
        resourceId: b.id,
        details: `Package booking ${b.bookingId} expired unapproved after 2 hours and was cancelled`,
        status: "warning" as const,
        metadata: { reason: "expired", placesReleased: b.participantCount, packageId: b.packageId },
        createdAt: now,
      })),
    );
    return expired.length;
  });
}
