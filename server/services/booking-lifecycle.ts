/**
 * The booking lifecycle on the server (docs/ARCHITECTURE.md §10): every approve, cancel, delete,
 * expiry and payment claim of every kind of booking goes through here, checked against the one
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
 * What differs between kinds is data, not code: the table, the log's names, and what a booking
 * holds (`HOLDS`: seats of a flight, places of a package, or nothing).
 */
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { PaymentMethod } from "../../src/domain/bookings.ts";
import {
  type BookingAction,
  type BookingKind,
  type BookingStatus,
  HOLDS,
  LIFECYCLE,
  lifecycleRefusal,
  releases,
  statusAfter,
} from "../../src/domain/lifecycle.ts";
import type { DbOrTx } from "../db/client.ts";
import { bump } from "../db/helpers.ts";
import {
  activityLogs,
  directBookings,
  directPackageBookings,
  flightBookings,
  flights,
  gdsBookings,
  packageBookings,
  packages,
  tombstones,
} from "../db/schema.ts";
import { conflict, forbidden, notFound } from "../http/errors.ts";
import { logActivityBy, logRow, SYSTEM, type Who } from "./activity.ts";

export { SYSTEM, type Who };

/** The kinds whose bookings hold seats or places (a customer's own bookings). */
type HeldTable = typeof flightBookings | typeof packageBookings;
type BookingTable = HeldTable | typeof directBookings | typeof directPackageBookings | typeof gdsBookings;

/** What a booking holds while it is pending or approved, and how it is given back. */
type Hold = {
  /** How many it holds, and of what (the flight, the package; null once that was deleted). */
  count: AnyPgColumn;
  target: AnyPgColumn;
  /** The names the log rows give them. */
  countKey: "passengers" | "participants";
  releasedKey: "seatsReleased" | "placesReleased";
  targetKey: "flightId" | "packageId";
  giveBack: (tx: DbOrTx, target: string, n: number, now: Date) => Promise<void>;
};

const SEATS: Hold = {
  count: flightBookings.passengerCount,
  target: flightBookings.flightId,
  countKey: "passengers",
  releasedKey: "seatsReleased",
  targetKey: "flightId",
  giveBack: async (tx, flightId, n, now) => {
    await tx
      .update(flights)
      .set({ seatsAvailable: sql`${flights.seatsAvailable} + ${n}`, ...bump(now) })
      .where(eq(flights.id, flightId));
  },
};

const PLACES: Hold = {
  count: packageBookings.participantCount,
  target: packageBookings.packageId,
  countKey: "participants",
  releasedKey: "placesReleased",
  targetKey: "packageId",
  giveBack: async (tx, packageId, n, now) => {
    await tx
      .update(packages)
      .set({
        currentParticipants: sql`greatest(${packages.currentParticipants} - ${n}, 0)`,
        ...bump(now),
      })
      .where(eq(packages.id, packageId));
  },
};

const HELD = { seats: SEATS, places: PLACES } as const;

/** How a kind of booking is stored and named. */
type Shape = {
  table: BookingTable;
  /** The log row's resource, and the booking's name in its details ('Approved package booking …'). */
  resource: string;
  label: string;
  /** The delta sync's name of the list its deletions are listed in (server/http/delta.ts). */
  tombstone: string;
  notFound: string;
  /** The customer who owns it (null: a booking from the website or the GDS). */
  owner: AnyPgColumn | null;
  /** Whether it records when it was approved or cancelled and why (approvedAt, cancelledAt, cancelReason). */
  dated: boolean;
};

const SHAPES: Readonly<Record<BookingKind, Shape>> = {
  flight: {
    table: flightBookings,
    resource: "booking",
    label: "booking",
    tombstone: "bookings",
    notFound: "Booking not found",
    owner: flightBookings.userId,
    dated: true,
  },
  package: {
    table: packageBookings,
    resource: "package_booking",
    label: "package booking",
    tombstone: "packageBookings",
    notFound: "Package booking not found",
    owner: packageBookings.userId,
    dated: true,
  },
  "direct-flight": {
    table: directBookings,
    resource: "direct_booking",
    label: "direct booking",
    tombstone: "directBookings",
    notFound: "Booking not found",
    owner: null,
    dated: false,
  },
  "direct-package": {
    table: directPackageBookings,
    resource: "direct_package_booking",
    label: "direct package booking",
    tombstone: "directPackageBookings",
    notFound: "Booking not found",
    owner: null,
    dated: false,
  },
  gds: {
    table: gdsBookings,
    resource: "gds_booking",
    label: "GDS booking",
    tombstone: "gdsBookings",
    notFound: "Booking not found",
    owner: null,
    dated: false,
  },
};

const holdOf = (kind: BookingKind): Hold | null => {
  const what = HOLDS[kind];
  return what ? HELD[what] : null;
};

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
  const rule = LIFECYCLE[req.action];
  if (rule.by === "admin" && req.by.role !== "admin") throw forbidden();
  if (rule.by === "owner" && req.by.id === null) throw forbidden();
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
  await db.transaction(async (tx) => {
    const [b] = await tx
      .select({ bookingId: t.bookingId, status: t.status, ...heldColumns(hold) })
      .from(t)
      .where(eq(t.id, id))
      .for("update");
    if (!b) throw notFound(shape.notFound);
    const refusal = lifecycleRefusal(kind, action, b.status);
    if (refusal) throw conflict(refusal);
    const to = statusAfter(action, b.status)!;
    const set = { status: to, ...bump(now), ...(shape.dated ? dates(action, now) : {}) };
    await tx.update(t).set(set).where(eq(t.id, id));
    const released = await giveBack(tx, kind, action, b, now);
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
        owner: shape.owner ? sql<string | null>`${shape.owner}` : sql<string | null>`null`,
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
      .returning({ bookingId: t.bookingId });
    if (!paid) {
      const [b] = await tx.select({ userId: t.userId }).from(t).where(eq(t.id, id)).limit(1);
      if (!b || b.userId !== by.id) throw notFound(shape.notFound);
      throw conflict(rule.refusal);
    }
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

export type HeldKind = "flight" | "package";

/**
 * Expiry: cancels every pending booking of `kind` whose 2 hours are up, gives back what it held and
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
      .where(and(inArray(t.status, [...rule.from]), lte(t.expiresAt, now)))
      .returning({ id: t.id, bookingId: t.bookingId, status: t.status, ...heldColumns(hold) });
    if (expired.length === 0) return 0;
    // Given back once per flight or package: one UPDATE of each, however many of its bookings expired.
    const perTarget = new Map<string, number>();
    for (const b of expired) {
      if (b.target) perTarget.set(b.target, (perTarget.get(b.target) ?? 0) + b.count);
    }
    for (const [target, n] of perTarget) await hold.giveBack(tx, target, n, now);
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
    return expired.length;
  });
}

/** What a booking holds, as columns to read: how many, and of what (0 and null: nothing). */
function heldColumns(hold: Hold | null) {
  return {
    count: (hold ? sql<number>`${hold.count}` : sql<number>`0`).mapWith(Number),
    target: hold ? sql<string | null>`${hold.target}` : sql<string | null>`null`,
  };
}

/** When an approve or a cancel by the agency happened, and why a cancel did. */
function dates(action: "approve" | "cancel", now: Date) {
  return action === "approve"
    ? { approvedAt: now }
    : { cancelledAt: now, cancelReason: "cancelled by the agency" };
}

/**
 * Gives back what booking `b` held when `action` from its status releases it (`releases`); returns
 * how many seats or places that was (0 when none).
 */
async function giveBack(
  tx: DbOrTx,
  kind: BookingKind,
  action: BookingAction,
  b: { status: BookingStatus; count: number; target: string | null },
  now: Date,
): Promise<number> {
  const hold = holdOf(kind);
  if (!hold || !releases(kind, action, b.status)) return 0;
  if (b.target) await hold.giveBack(tx, b.target, b.count, now);
  return b.count;
}
