/**
 * The booking lifecycle on the server (docs/ARCHITECTURE.md §10): every approve, cancel, delete
 * and payment claim of every kind of booking goes through here, checked against the one
 * table in src/domain/lifecycle.ts. Each action is one transaction that reads the booking under its
 * row lock (or changes it with one conditional statement), asks `lifecycleRefusal`, writes the
 * status, gives back the seats or places the booking held (`releases`) and writes the log row
 * (`LIFECYCLE[action].log`), or does nothing at all. Two admins acting on one booking at once, or an
 * action racing the expiry sweep, run one after the other: the second sees what the first did.
 *
 * Plain arguments, no HTTP: the database (or a transaction), who acts (`Who`: a user, or `SYSTEM`),
 * the kind, the booking's id, the action and the clock. Refusals are thrown as the API answers them
 * (404 unknown, 409 refused). The routes translate requests and answers only.
 *
 * What differs between kinds is data, not code: the table and the log's names (booking-shapes.ts),
 * and what a booking holds (booking-holds.ts: seats of a flight, places of a package, or nothing).
 * The sweeps over many bookings, expiry and a deleted account's release, are booking-expiry.ts's.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { PaymentMethod } from "../../src/domain/bookings.ts";
import {
  type Actor,
  type BookingKind,
  LIFECYCLE,
  lifecycleRefusal,
  ruleFor,
  statusAfter,
} from "../../src/domain/lifecycle.ts";
import type { DbOrTx } from "../db/client.ts";
import { bump } from "../db/helpers.ts";
import { tombstones } from "../db/schema.ts";
import { conflict, forbidden, notFound } from "../http/errors.ts";
import { logActivityBy, SYSTEM, type Who } from "./activity.ts";
import { expireBookings, type HeldKind } from "./booking-expiry.ts";
import { factColumns, factsOf } from "./booking-facts.ts";
import { giveBack, heldColumns, holdOf } from "./booking-holds.ts";
import { type HeldTable, SHAPES, type Shape } from "./booking-shapes.ts";
import { bookingNotice } from "./notices.ts";
import { deliveryOf, notify } from "./notify.ts";

export { SYSTEM, type Who };

/** The action an admin's `{ status }` body asks for (PUT/PATCH …/status). */
export const ACTION_TO: Readonly<Record<"approved" | "cancelled", "approve" | "cancel">> = {
  approved: "approve",
  cancelled: "cancel",
};

export type PaymentClaim = { method: PaymentMethod; reference: string };

export type LifecycleRequest = {
  kind: BookingKind;
  /** The booking's `_id`. */
  id: string;
  by: Who;
  now: Date;
} & ({ action: "approve" | "cancel" | "delete" } | { action: "markPaid"; payment: PaymentClaim });

/**
 * Takes `action` on booking `id` of `kind` for `by`, or throws the refusal: 403 for someone the
 * table does not let take it, 404 for an unknown booking (or another customer's), 409 for a
 * booking whose status the action is not taken from, naming that status. Expiry is `expireBookings`.
 */
export async function takeAction(db: DbOrTx, req: LifecycleRequest): Promise<void> {
  if (ruleFor(req.action, actorOf(req.by)) === null) throw forbidden();
  // A pending booking past its 2 hours is cancelled first, as every read does: never approved
  // or paid for late (docs/ARCHITECTURE.md §10).
  if (req.action !== "delete" && LIFECYCLE.expire.kinds.includes(req.kind)) {
    await expireBookings(db, req.kind as HeldKind, req.now);
  }
  if (req.action === "delete") return remove(db, req);
  if (req.action === "markPaid") return claimPayment(db, req, req.payment);
  return changeStatus(db, req, req.action);
}

/** Approve or cancel: read under the row's lock, checked, written, released and logged together. */
async function changeStatus(db: DbOrTx, req: LifecycleRequest, action: "approve" | "cancel") {
  const { kind, id, by, now } = req;
  const shape = SHAPES[kind];
  const hold = holdOf(kind);
  const t = shape.table;
  const actor = actorOf(by);
  await db.transaction(async (tx) => {
    const [b] = await tx
      .select({
        bookingId: t.bookingId,
        status: t.status,
        owner: ownerColumn(shape),
        ...heldColumns(hold),
        ...factColumns(kind),
      })
      .from(t)
      .where(eq(t.id, id))
      .for("update");
    // A customer learns nothing of another's booking: it is not found, as every ownership check says.
    if (!b || (actor === "owner" && b.owner !== by.id)) throw notFound(shape.notFound);
    const refusal = lifecycleRefusal(kind, action, b.status, actor);
    if (refusal) throw conflict(refusal);
    const to = statusAfter(action, b.status)!;
    const set = { status: to, ...bump(now), ...(shape.dated ? dates(action, actor, now) : {}) };
    await tx.update(t).set(set).where(eq(t.id, id));
    const released = await giveBack(tx, kind, action, b, now);
    // The customer hears of it in this transaction (docs/ARCHITECTURE.md §13.1): an approval, which
    // verifies a claimed payment when there is one, or the agency's cancel (not their own).
    const heard =
      action === "approve" ? (b.claimedAt ? "payment_verified" : "booking_approved") : "booking_cancelled";
    if (b.owner && actor !== "owner") {
      await notify(tx, [bookingNotice(heard, factsOf(kind, id, b), b.owner)], now, deliveryOf(db));
    }
    const verb = action === "approve" ? "Approved" : "Cancelled";
    await logActivityBy(
      tx,
      by,
      {
        action: LIFECYCLE[action].log,
        resource: shape.resource,
        resourceId: id,
        details: `${verb} ${shape.label} ${b.bookingId}`,
        metadata: {
          before: { status: b.status },
          after: { status: to },
          ...(hold ? { [hold.releasedKey]: released } : {}),
        },
      },
      now,
    );
  });
}

/** Delete: the row, its tombstone (for the lists' delta sync) and its log row, with what it held given back. */
async function remove(db: DbOrTx, req: LifecycleRequest) {
  const { kind, id, by, now } = req;
  const shape = SHAPES[kind];
  const hold = holdOf(kind);
  const t = shape.table;
  await db.transaction(async (tx) => {
    const [b] = await tx
      .delete(t)
      .where(eq(t.id, id))
      .returning({
        bookingId: t.bookingId,
        status: t.status,
        ...heldColumns(hold),
        owner: ownerColumn(shape),
      });
    if (!b) throw notFound(shape.notFound);
    // Any status may be deleted; the refusal stays here for a table that would ever say otherwise.
    const refusal = lifecycleRefusal(kind, "delete", b.status);
    if (refusal) throw conflict(refusal);
    await giveBack(tx, kind, "delete", b, now);
    await tx
      .insert(tombstones)
      .values({ tableName: shape.tombstone, rowId: id, ownerId: b.owner, deletedAt: now })
      .onConflictDoNothing();
    await logActivityBy(
      tx,
      by,
      {
        action: LIFECYCLE.delete.log,
        resource: shape.resource,
        resourceId: id,
        details: `Deleted ${shape.label} ${b.bookingId} (${b.status})`,
        metadata: {
          before: {
            status: b.status,
            bookingId: b.bookingId,
            ...(hold ? { [hold.countKey]: b.count } : {}),
          },
        },
      },
      now,
    );
  });
}

/**
 * 'Mark as Paid': the customer's claim recorded (method, reference, time), never an approval. One
 * conditional UPDATE (the caller's booking, in a status the table takes a claim from), so an
 * approve, cancel or expiry committing meanwhile makes it a 409 rather than a claim written onto a
 * settled booking. The claim stays on the booking for its whole life (docs/ARCHITECTURE.md §10).
 */
async function claimPayment(db: DbOrTx, req: LifecycleRequest, payment: PaymentClaim) {
  const { kind, id, by, now } = req;
  const shape = SHAPES[kind];
  const rule = LIFECYCLE.markPaid;
  if (!rule.kinds.includes(kind) || !shape.owner)
    throw conflict(lifecycleRefusal(kind, "markPaid", "pending")!);
  const t = shape.table as HeldTable;
  const { method, reference } = payment;
  await db.transaction(async (tx) => {
    const [paid] = await tx
      .update(t)
      .set({ paymentMethod: method, paymentReference: reference, paymentClaimedAt: now, ...bump(now) })
      .where(and(eq(t.id, id), eq(t.userId, by.id!), inArray(t.status, [...rule.from])))
      .returning({ bookingId: t.bookingId, ...heldColumns(holdOf(kind)), ...factColumns(kind) });
    if (!paid) {
      const [b] = await tx.select({ userId: t.userId }).from(t).where(eq(t.id, id)).limit(1);
      if (!b || b.userId !== by.id) throw notFound(shape.notFound);
      throw conflict(rule.refusal);
    }
    // The agency hears of the claim to check it (docs/ARCHITECTURE.md §13.1).
    const how = `${method.replace("_", " ")} ${reference}`;
    await notify(
      tx,
      [bookingNotice("payment_claimed", factsOf(kind, id, paid, by.name), undefined, how)],
      now,
      deliveryOf(db),
    );
    await logActivityBy(
      tx,
      by,
      {
        action: rule.log,
        resource: shape.resource,
        resourceId: id,
        details: `Payment claimed for ${paid.bookingId} by ${method.replace("_", " ")} (${reference})`,
        metadata: { method, reference },
      },
      now,
    );
  });
}

/** When an approve or a cancel happened, and why a cancel did (the agency's, or the customer's own). */
function dates(action: "approve" | "cancel", actor: Actor, now: Date) {
  if (action === "approve") return { approvedAt: now };
  const cancelReason = actor === "owner" ? "cancelled by the customer" : "cancelled by the agency";
  return { cancelledAt: now, cancelReason };
}

/** Who acts, as the lifecycle table names them: an admin, a signed-in customer, or the server. */
function actorOf(by: Who): Actor {
  if (by.role === "admin") return "admin";
  return by.id === null ? "system" : "owner";
}

/** The booking's owner's id as a selected column (null for the website's and the GDS's). */
function ownerColumn(shape: Shape) {
  return shape.owner ? sql<string | null>`${shape.owner}` : sql<string | null>`null`;
}
