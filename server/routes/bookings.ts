/** Flight bookings (tag: bookings): customers book and pay; admins approve, cancel and delete. */
import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import {
  flightBookingRefusal,
  normalizePassenger,
  paymentInput,
  seatsLeftMessage,
  validateFlightBooking,
} from "../../src/domain/bookings.ts";
import { karachiDate } from "../../src/domain/format.ts";
import { listLimitQuery, parseQuery } from "../../src/domain/queries.ts";
import { bump } from "../db/helpers.ts";
import { flightBookingPassengers, flightBookings, flights, tombstones } from "../db/schema.ts";
import { deltaRequest, listAnswer } from "../http/delta.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { conflict, notFound } from "../http/errors.ts";
import { requireAdmin, requireCustomer, requireCustomerAtLock } from "../http/guards.ts";
import { idempotent, keepAnswerInTransaction } from "../http/idempotency.ts";
import { body, jsonBody, orThrow, uuidParam } from "../http/input.ts";
import { activityRow, logActivity } from "../services/activity.ts";
import {
  expireFlightBookings,
  loadFlightBookings,
  newBookingRow,
  passengerValues,
  releaseSeats,
  takeHeldSeats,
  toFlightBooking,
} from "../services/bookings.ts";
import { assertHoldRoom, holdRoomValues, lockHolder } from "../services/holds.ts";
import { claimPayment } from "../services/payments.ts";

const NOT_FOUND = "Booking not found";

export function bookingRoutes(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  const once = idempotent(deps);
  // A booking and the answer kept for its Idempotency-Key commit together (one commit per booking).
  const onceInTransaction = idempotent(deps, { inTransaction: true });

  async function one(id: string, withUser: boolean) {
    const [b] = await loadFlightBookings(db, { ids: [id] }, withUser);
    if (!b) throw notFound(NOT_FOUND);
    return b;
  }

  r.post("/", requireCustomerAtLock(deps), onceInTransaction, async (c) => {
    const caller = c.get("caller")!;
    const now = deps.now();
    const today = karachiDate(now);
    const input = orThrow(validateFlightBooking(await jsonBody(c), today));
    const passengers = input.passengers.map(normalizePassenger);
    const n = passengers.length;
    const { limits } = deps.config;
    // On PostgreSQL its BEGIN goes with the lock statement, one round trip (server/db/transaction.ts).
    const made = await db.transaction(async (tx) => {
      // Serialises this customer's bookings; a replay of the Idempotency-Key is answered here.
      await lockHolder(tx, c, caller.id);
      // At most maxHeldSeatsPerCustomer seats in pending bookings: a condition of the seat UPDATE.
      const hold = holdRoomValues("seats", caller.id, n, limits, now);
      const booked = { userId: caller.id, flightId: input.ticketId, passengers, now };
      let flight = null;
      for (let attempt = 1; !flight; attempt++) {
        flight = await takeHeldSeats(tx, booked, hold);
        if (flight) break;
        // Why nothing was taken, read only on this path (the cap first, as the customer's own limit).
        await assertHoldRoom(tx, "seats", caller.id, n, limits, now);
        const [current] = await tx.select().from(flights).where(eq(flights.id, input.ticketId)).limit(1);
        if (!current) throw notFound("Flight not found");
        // Departed, not active, sold out or short: the rule the screens show (src/domain/bookings.ts).
        const refusal = flightBookingRefusal(current, n, today);
        if (refusal) throw conflict(refusal);
        // Bookable now, but not when the UPDATE ran (a release committed in between): again.
        if (attempt === 3) throw conflict(seatsLeftMessage(current.seatsAvailable, n));
      }
      // The answer is built from the rows this booking writes (and the flight as it left it), not
      // read back. The seats are taken: the rows the booking writes, its log row and the answer
      // kept for its Idempotency-Key are one statement, so the flight's row stays locked (against
      // other bookings of it) for that statement and the COMMIT only.
      const row = newBookingRow(flight, booked);
      const rows = passengerValues(row.id, passengers);
      const booking = toFlightBooking(row, rows, flight);
      const answer = { bookingId: row.bookingId, booking };
      const log = activityRow(
        c,
        {
          action: "create_booking",
          resource: "booking",
          resourceId: row.id,
          details: `Booked ${n} seat${n === 1 ? "" : "s"} (${row.bookingId})`,
          metadata: {
            bookingId: row.bookingId,
            flightId: input.ticketId,
            passengers: n,
            totalAmount: row.totalAmount,
          },
        },
        now,
      );
      // The booking first: its passengers refer to it (the reference is checked at the statement's end).
      await keepAnswerInTransaction(tx, c, 201, answer, log, [
        { table: flightBookings, rows: [row] },
        { table: flightBookingPassengers, rows },
      ]);
      return answer;
    });
    return c.json(made, 201);
  });

  r.get("/me", requireCustomer(deps), async (c) => {
    const now = deps.now();
    await expireFlightBookings(db, now);
    const delta = deltaRequest(c, now);
    const userId = c.get("caller")!.id;
    const bookings = await loadFlightBookings(db, { userId, since: delta.since }, false);
    return listAnswer(c, db, delta, "bookings", bookings, (r) => ({ bookings: r }), userId);
  });

  r.get("/", requireAdmin(deps), async (c) => {
    const { since: _since, ...query } = c.req.queries();
    const q = orThrow(parseQuery(listLimitQuery, query));
    const now = deps.now();
    await expireFlightBookings(db, now);
    const delta = deltaRequest(c, now);
    const bookings = await loadFlightBookings(db, { limit: q.limit, since: delta.since }, true);
    return listAnswer(c, db, delta, "bookings", bookings, (r) => ({ bookings: r }));
  });

  r.post("/:id/payment", requireCustomer(deps), once, async (c) => {
    const id = uuidParam(c, "id", "Booking");
    const input = await body(c, paymentInput);
    const now = deps.now();
    await expireFlightBookings(db, now);
    await claimPayment(
      db,
      c,
      "booking",
      { id, method: input.method, reference: input.reference.trim(), now },
      NOT_FOUND,
    );
    return c.json({ booking: await one(id, false) });
  });

  async function transition(c: Context<AppEnv>, to: "approved" | "cancelled") {
    const id = uuidParam(c, "id", "Booking");
    const now = deps.now();
    await expireFlightBookings(db, now);
    // The change and its log row commit together.
    await db.transaction(async (tx) => {
      const [b] = await tx.select().from(flightBookings).where(eq(flightBookings.id, id)).for("update");
      if (!b) throw notFound(NOT_FOUND);
      const allowed =
        to === "approved" ? b.status === "pending" : b.status === "pending" || b.status === "approved";
      if (!allowed) {
        throw conflict(
          to === "approved"
            ? `Only pending bookings can be approved: this one is ${b.status}`
            : `This booking is already ${b.status}`,
        );
      }
      await tx
        .update(flightBookings)
        .set(
          to === "approved"
            ? { status: "approved", approvedAt: now, ...bump(now) }
            : {
                status: "cancelled",
                cancelledAt: now,
                cancelReason: "cancelled by the agency",
                ...bump(now),
              },
        )
        .where(eq(flightBookings.id, id));
      if (to === "cancelled") await releaseSeats(tx, b, now);
      await logActivity(
        tx,
        c,
        {
          action: to === "approved" ? "approve_booking" : "cancel_booking",
          resource: "booking",
          resourceId: id,
          details: `${to === "approved" ? "Approved" : "Cancelled"} booking ${b.bookingId}`,
          metadata: {
            before: { status: b.status },
            after: { status: to },
            seatsReleased: to === "cancelled" ? b.passengerCount : 0,
          },
        },
        now,
      );
    });
    return c.json({ booking: await one(id, true) });
  }

  r.put("/:id/approve", requireAdmin(deps), once, (c) => transition(c, "approved"));
  r.put("/:id/cancel", requireAdmin(deps), once, (c) => transition(c, "cancelled"));

  r.delete("/:id", requireAdmin(deps), once, async (c) => {
    const id = uuidParam(c, "id", "Booking");
    const now = deps.now();
    await db.transaction(async (tx) => {
      const [b] = await tx.delete(flightBookings).where(eq(flightBookings.id, id)).returning();
      if (!b) throw notFound(NOT_FOUND);
      if (b.status === "pending" || b.status === "approved") await releaseSeats(tx, b, now);
      await tx
        .insert(tombstones)
        .values({ tableName: "bookings", rowId: id, ownerId: b.userId, deletedAt: now })
        .onConflictDoNothing();
      await logActivity(
        tx,
        c,
        {
          action: "delete_booking",
          resource: "booking",
          resourceId: id,
          details: `Deleted booking ${b.bookingId} (${b.status})`,
          metadata: { before: { status: b.status, bookingId: b.bookingId, passengers: b.passengerCount } },
        },
        now,
      );
    });
    return c.json({ message: "Booking deleted successfully!" });
  });

  return r;
}
