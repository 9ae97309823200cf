/**
 * The lifecycle's sweeps over many bookings at once (docs/ARCHITECTURE.md §10): the expiry of
 * pending bookings past their 2 hours, and the release of a customer's bookings before the account
 * is deleted. Each gives back the seats and places in the same transaction.
 */
import { and, eq, inArray, isNull, lte } from "drizzle-orm";
import { BOOKING_STATUSES, LIFECYCLE, releases } from "../../src/domain/lifecycle.ts";
import type { DbOrTx } from "../db/client.ts";
import { bump } from "../db/helpers.ts";
import { activityLogs } from "../db/schema.ts";
import { logRow, SYSTEM } from "./activity.ts";
import { factColumns, factsOf } from "./booking-facts.ts";
import { giveBackAll, heldColumns, holdOf } from "./booking-holds.ts";
import { type HeldTable, SHAPES } from "./booking-shapes.ts";
import { bookingNotice } from "./notices.ts";
import { deliveryOf, notify } from "./notify.ts";

export type HeldKind = "flight" | "package";

/**
 * Expiry: cancels every pending booking of `kind` whose 2 hours are up and whose payment nobody
 * recorded (a claimed payment waits for the agency's check: `expires` in the table), gives back what it held and
 * logs one `cancel_booking` row per booking as the system, in one transaction; returns how many
 * expired. One conditional UPDATE picks them, so two sweeps at once (or a sweep racing an approve,
 * which locks the row first) never expire a booking twice or expire an approved one.
 */
export async function expireBookings(db: DbOrTx, kind: HeldKind, now: Date): Promise<number> {
  const shape = SHAPES[kind];
  const hold = holdOf(kind)!;
  const t = shape.table as HeldTable;
  const rule = LIFECYCLE.expire;
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(t)
      .set({ status: "cancelled", cancelledAt: now, cancelReason: "expired", ...bump(now) })
      // The SQL of `expires` (src/domain/lifecycle.ts): pending, and no payment claimed.
      .where(and(inArray(t.status, [...rule.from]), isNull(t.paymentClaimedAt), lte(t.expiresAt, now)))
      .returning({
        id: t.id,
        bookingId: t.bookingId,
        status: t.status,
        userId: t.userId,
        ...heldColumns(hold),
        ...factColumns(kind),
      });
    if (expired.length === 0) return 0;
    await giveBackAll(tx, hold, expired, now);
    const label = shape.label[0]!.toUpperCase() + shape.label.slice(1);
    await tx.insert(activityLogs).values(
      expired.map((b) =>
        logRow(
          SYSTEM,
          {
            action: rule.log,
            resource: shape.resource,
            resourceId: b.id,
            details: `${label} ${b.bookingId} expired unapproved after 2 hours and was cancelled`,
            status: "warning",
            metadata: { reason: "expired", [hold.releasedKey]: b.count, [hold.targetKey]: b.target },
          },
          now,
        ),
      ),
    );
    // Each customer hears that their booking expired, in this transaction (docs/ARCHITECTURE.md §13.1).
    const notices = expired.map((b) => bookingNotice("booking_expired", factsOf(kind, b.id, b), b.userId));
    await notify(tx, notices, now, deliveryOf(db));
    return expired.length;
  });
}

/**
 * Before a customer's account is deleted (the cascade then deletes their bookings): gives back the
 * seats and places all their live bookings hold. One UPDATE per kind ends those bookings, so one that
 * a cancel, delete or expiry ends meanwhile no longer matches once that commits and is not given
 * back twice. Returns how many bookings it ended.
 */
export async function releaseHeldBy(tx: DbOrTx, userId: string, now: Date): Promise<number> {
  let ended = 0;
  for (const kind of ["flight", "package"] as const) {
    const hold = holdOf(kind)!;
    const t = SHAPES[kind].table as HeldTable;
    // The statuses a delete gives back from: the ones that hold seats or places.
    const live = BOOKING_STATUSES.filter((s) => releases(kind, "delete", s));
    const held = await tx
      .update(t)
      .set({ status: "cancelled" })
      .where(and(eq(t.userId, userId), inArray(t.status, live)))
      .returning(heldColumns(hold));
    await giveBackAll(tx, hold, held, now);
    ended += held.length;
  }
  return ended;
}
