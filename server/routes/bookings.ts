/** Flight bookings (tag: bookings): customers book, pay and cancel pending ones; admins approve, cancel, delete. */
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
import { flightBookingPassengers, flightBookings, flights } from "../db/schema.ts";
import { deltaRequest, listAnswer } from "../http/delta.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { conflict, notFound } from "../http/errors.ts";
import { requireAdmin, requireCustomer, requireCustomerAtLock, requireSignedIn } from "../http/guards.ts";
import { idempotent, keepAnswerInTransaction } from "../http/idempotency.ts";
import { body, jsonBody, orThrow, uuidParam } from "../http/input.ts";
import { logRow } from "../services/activity.ts";
import { flightWhat } from "../services/booking-facts.ts";
import { takeAction } from "../services/booking-lifecycle.ts";
import {
  expireFlightBookings,
  loadFlightBookings,
  newBookingRow,
  passengerValues,
  takeHeldSeats,
  toFlightBooking,
} from "../services/bookings.ts";
import { assertHoldRoom, holdRoomValues } from "../services/holds.ts";
import { bookingNotice } from "../services/notices.ts";
import { deliveryOf, notify } from "../services/notify.ts";
import { lockCaller } from "./holder.ts";
import { whoOf } from "./who.ts";

const NOT_FOUND = "Booking not found";

export function bookingRoutes(deps: Deps) {
  const { db } = deps;
  const secret = deps.config.jwtSecret;
  const r = new Hono<AppEnv>();
  const once = idempotent(deps);
  // A booking and the answer kept for its Idempotency-Key commit together (one commit per booking).
  const onceInTransaction = idempotent(deps, { inTransaction: true });

  async function one(id: string, withUser: boolean) {
    const [b] = await loadFlightBookings(db, { ids: [id] }, withUser, secret);
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
      await lockCaller(tx, c, caller.id);
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
      const booking = toFlightBooking(row, rows, flight, secret);
      const answer = { bookingId: row.bookingId, booking };
      const log = logRow(
        whoOf(c),
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
      // The agency hears of it in this transaction (docs/ARCHITECTURE.md §13.1). The booking's row
      // comes in the last statement: the notice refers to it by id only, no foreign key.
      const what = flightWhat(
        flight.flightNumber,
        flight.departure,
        flight.destination,
        flight.departureDate,
      );
      const facts = { kind: "flight" as const, id: row.id, reference: row.bookingId, what, people: n };
      const customer = c.get("caller")!.name;
      const notice = bookingNotice("new_booking", {
        ...facts,
        total: row.totalAmount,
        currency: "PKR",
        customer,
      });
      await notify(tx, [notice], now, deliveryOf(db));
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
    const delta = await deltaRequest(c, db, now);
    const userId = c.get("caller")!.id;
    const bookings = await loadFlightBookings(db, { userId, since: delta.since }, false, secret);
    return listAnswer(c, db, delta, "bookings", bookings, (r) => ({ bookings: r }), userId);
  });

  r.get("/", requireAdmin(deps), async (c) => {
    const { since: _since, ...query } = c.req.queries();
    const q = orThrow(parseQuery(listLimitQuery, query));
    const now = deps.now();
    await expireFlightBookings(db, now);
    const delta = await deltaRequest(c, db, now);
    const changed = delta.since
      ? await loadFlightBookings(db, { limit: q.limit + 1, since: delta.since }, true, secret)
      : null;
    // More changed than the list may hold: a delta page would leave some out for good, so the plain
    // list answers, which the client takes as a full pull (docs/ARCHITECTURE.md §5.10).
    if (changed && changed.length <= q.limit) {
      return listAnswer(c, db, delta, "bookings", changed, (r) => ({ bookings: r }));
    }
    const bookings = await loadFlightBookings(db, { limit: q.limit }, true, secret);
    return listAnswer(c, db, { ...delta, since: null }, "bookings", bookings, (r) => ({ bookings: r }));
  });

  r.post("/:id/payment", requireCustomer(deps), once, async (c) => {
    const id = uuidParam(c, "id", "Booking");
    const input = await body(c, paymentInput);
    const payment = { method: input.method, reference: input.reference.trim() };
    await takeAction(db, { kind: "flight", action: "markPaid", id, payment, by: whoOf(c), now: deps.now() });
    return c.json({ booking: await one(id, false) });
  });

  // The lifecycle's rules (docs/ARCHITECTURE.md §10) live in the service; this only translates.
  // A customer cancels their own pending booking here too, and is answered with their own view of it.
  const act = (action: "approve" | "cancel") => async (c: Context<AppEnv>) => {
    const id = uuidParam(c, "id", "Booking");
    await takeAction(db, { kind: "flight", action, id, by: whoOf(c), now: deps.now() });
    return c.json({ booking: await one(id, c.get("caller")!.role === "admin") });
  };
  r.put("/:id/approve", requireAdmin(deps), once, act("approve"));
  r.put("/:id/cancel", requireSignedIn(deps), once, act("cancel"));

  r.delete("/:id", requireAdmin(deps), once, async (c) => {
    const id = uuidParam(c, "id", "Booking");
    await takeAction(db, { kind: "flight", action: "delete", id, by: whoOf(c), now: deps.now() });
    return c.json({ message: "Booking deleted successfully!" });
  });

  return r;
}
