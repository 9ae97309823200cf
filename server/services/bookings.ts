/**
 * Flight bookings and their seat holds (docs/ARCHITECTURE.md §4):
 * - creating a booking takes `passengers.length` seats with one conditional UPDATE (active flight,
 *   not departed, enough seats), so concurrent bookings can never overbook and a flight is never
 *   booked once its day has passed (docs/ARCHITECTURE.md §4.5);
 * - cancel, expiry and delete of a pending or approved booking give the seats back; approve keeps
 *   them; a pending booking expires 2 hours after creation: a periodic sweep and every read cancel
 *   the expired ones (the lifecycle, server/services/booking-lifecycle.ts, docs/ARCHITECTURE.md §10).
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, gte, inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { type normalizePassenger, PENDING_WINDOW_MS } from "../../src/domain/bookings.ts";
import { karachiDate } from "../../src/domain/format.ts";
import type { DbOrTx, Tx } from "../db/client.ts";
import { bump } from "../db/helpers.ts";
import { fromDriverRow, Prebuilt } from "../db/prebuilt.ts";
import { flightBookingPassengers, flightBookings, flights, users } from "../db/schema.ts";
import { changedSince, type Since } from "../http/delta.ts";
import { expireBookings } from "./booking-expiry.ts";
import { codeWhenApproved } from "./document-codes.ts";
import { type FlightRow, toFlight } from "./flights.ts";
import { holdRoomSlots } from "./holds.ts";
import { bookingReference } from "./references.ts";

export type FlightBookingRow = typeof flightBookings.$inferSelect;
export type PassengerRow = typeof flightBookingPassengers.$inferSelect;
type UserRef = { id: string; name: string; email: string; company: string } | null;

export { PENDING_WINDOW_MS };

/**
 * A booking as the API shows it; the PNR and the document code (signed with `secret`,
 * server/services/document-codes.ts) only once approved.
 */
export function toFlightBooking(
  b: FlightBookingRow,
  passengers: Omit<PassengerRow, "id">[],
  flight: FlightRow | null,
  secret: Uint8Array,
  user?: UserRef,
) {
  const snapshot = b.flightSnapshot as Record<string, unknown>;
  const { pnr: _hidden, ...flightDetails } = snapshot;
  const base = {
    _id: b.id,
    bookingId: b.bookingId,
    type: "flight" as const,
    status: b.status,
    documentCode: codeWhenApproved(secret, b),
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
    version: b.version,
    expiresAt: b.expiresAt,
    passengerCount: b.passengerCount,
    pricePerPassenger: b.pricePerPassenger,
    totalAmount: b.totalAmount,
    bookingDetails: { pricePerPassenger: b.pricePerPassenger, totalAmount: b.totalAmount },
    ticketId: flight ? toFlight(flight, false) : null,
    flightDetails,
    pnr: b.status === "approved" && flight ? flight.pnr : null,
    passengers: passengers
      .sort((a, z) => a.position - z.position)
      .map((p) => ({
        personType: p.personType,
        firstName: p.firstName,
        lastName: p.lastName,
        name: p.name,
        passport: p.passport,
        passportExpiry: p.passportExpiry,
        ageType: p.ageType,
        dateOfBirth: p.dateOfBirth,
        nationality: p.nationality,
        contactNumber: p.contactNumber,
      })),
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
    userId: user ? { _id: user.id, name: user.name, email: user.email, company: user.company } : null,
    customerName: user?.name ?? "Unknown User",
    customerEmail: user?.email ?? "No email",
  };
}

/**
 * Loads bookings with their passengers, live flights and (for admins) customers, newest first;
 * `secret` signs the approved ones' document codes.
 */
export async function loadFlightBookings(
  db: DbOrTx,
  where: { userId?: string; ids?: string[]; limit?: number; since?: Since | null },
  withUser: boolean,
  secret: Uint8Array,
) {
  const conditions = [];
  if (where.userId) conditions.push(eq(flightBookings.userId, where.userId));
  if (where.ids) conditions.push(inArray(flightBookings.id, where.ids));
  if (where.since) conditions.push(changedSince(flightBookings, where.since)!);
  const rows = await db
    .select({
      b: flightBookings,
      f: flights,
      u: { id: users.id, name: users.name, email: users.email, company: users.company },
    })
    .from(flightBookings)
    .leftJoin(flights, eq(flights.id, flightBookings.flightId))
    .leftJoin(users, eq(users.id, flightBookings.userId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(flightBookings.createdAt))
    .limit(where.limit ?? 100_000);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.b.id);
  const passengers: PassengerRow[] = [];
  for (let i = 0; i < ids.length; i += 1000) {
    passengers.push(
      ...(await db
        .select()
        .from(flightBookingPassengers)
        .where(inArray(flightBookingPassengers.bookingId, ids.slice(i, i + 1000)))),
    );
  }
  const byBooking = new Map<string, PassengerRow[]>();
  for (const p of passengers) {
    const list = byBooking.get(p.bookingId);
    if (list) list.push(p);
    else byBooking.set(p.bookingId, [p]);
  }
  return rows.map((r) =>
    toFlightBooking(
      r.b,
      byBooking.get(r.b.id) ?? [],
      r.f,
      secret,
      withUser ? (r.u?.id ? r.u : null) : undefined,
    ),
  );
}

type BookInput = {
  userId: string;
  flightId: string;
  passengers: ReturnType<typeof normalizePassenger>[];
  now: Date;
  holdRoom?: SQL;
};

/**
 * The SQL core of a flight booking, inside the caller's transaction: one conditional UPDATE takes
 * `passengers.length` seats (an active flight with enough seats, so it cannot succeed twice for the
 * last seat), then the pending booking (with a snapshot of the flight) and its passengers are
 * inserted. Returns the rows written, from which the API answer is built without reading them back;
 * null when the flight is missing, not active, departed or short of seats, or `holdRoom` (the customer's hold
 * cap, server/services/holds.ts) is false (nothing was written).
 *
 * The booking route runs the same seat UPDATE through `takeHeldSeats` (built once, with the hold
 * cap), after locking the customer's row, and writes the booking row (`newBookingRow`) and its
 * passenger rows (`passengerValues`) in the statement that keeps its answer; the booking benchmark
 * (tests/bench/booking-api.bench.ts) times this function bare, without the cap, as its anchor: the
 * booking's SQL work as drizzle runs it by default, each statement built on every call.
 */
export async function takeSeatsAndBook(
  tx: Tx,
  input: BookInput,
): Promise<{ flight: FlightRow; booking: FlightBookingRow; passengers: PassengerRow[] } | null> {
  const taken = await takeSeatsAndInsertBooking(tx, input);
  if (!taken) return null;
  const passengers = await tx
    .insert(flightBookingPassengers)
    .values(passengerValues(taken.booking.id, input.passengers))
    .returning();
  return { ...taken, passengers };
}

/** The passenger rows of booking `bookingId`, in order (their ids are the database's). */
export function passengerValues(
  bookingId: string,
  passengers: ReturnType<typeof normalizePassenger>[],
): Omit<PassengerRow, "id">[] {
  return passengers.map((p, position) => ({ ...p, bookingId, position }));
}

/**
 * The first two statements of `takeSeatsAndBook`: the conditional seat UPDATE and the booking row.
 * The caller inserts the passenger rows (`passengerValues`) before its transaction commits.
 */
export async function takeSeatsAndInsertBooking(
  tx: Tx,
  input: BookInput,
): Promise<{ flight: FlightRow; booking: FlightBookingRow } | null> {
  const { now } = input;
  const n = input.passengers.length;
  const [flight] = await seatUpdate(
    tx,
    { n, flightId: input.flightId, now, today: karachiDate(now) },
    input.holdRoom,
  );
  if (!flight) return null;
  const [booking] = await tx.insert(flightBookings).values(bookingValues(flight, input)).returning();
  return { flight, booking: booking! };
}

/**
 * The booking route's seat UPDATE: `takeSeatsAndInsertBooking`'s, with the customer's hold cap as a
 * condition (server/services/holds.ts: `holdRoomSlots`, filled in from `holdValues`, which
 * `holdRoomValues` makes), built once (server/db/prebuilt.ts: on PostgreSQL a named statement that
 * each connection parses and plans once). Returns the flight as the UPDATE left it, or null when
 * nothing was taken. The route writes the booking row (`newBookingRow`) in its last statement.
 */
export async function takeHeldSeats(
  tx: Tx,
  input: Omit<BookInput, "holdRoom">,
  holdValues: Record<string, unknown>,
): Promise<FlightRow | null> {
  const n = input.passengers.length;
  const [took] = await heldSeatUpdate.run(tx, {
    n,
    flight: input.flightId,
    now: input.now,
    today: karachiDate(input.now),
    ...holdValues,
  });
  return took ? fromDriverRow(flights, took) : null;
}

/**
 * The pending booking row of `input` on `flight` (as the seat UPDATE left it), whole, as the
 * database would return it: its id is made here, every other column has the value or the default
 * the table would give it. For a route that writes it in a later statement and answers with it
 * without reading it back.
 */
export function newBookingRow(flight: FlightRow, input: Omit<BookInput, "holdRoom">): FlightBookingRow {
  return {
    id: randomUUID(),
    ...bookingValues(flight, input),
    paymentMethod: null,
    paymentReference: null,
    paymentClaimedAt: null,
    approvedAt: null,
    cancelledAt: null,
    cancelReason: null,
    version: 1,
  };
}

const heldSeatUpdate = new Prebuilt<Record<string, unknown>>((db) => {
  const p = sql.placeholder;
  return seatUpdate(
    db,
    { n: p("n"), flightId: p("flight"), now: p("now"), today: p("today") },
    holdRoomSlots("seats"),
  );
});

/**
 * Not departed on `today` (Karachi's date): the SQL form of `hasDeparted` (src/domain/bookable.ts),
 * `departureDate < today`, negated; tests/api/booking-rules.test.ts holds the two together.
 */
export function notDepartedSql(departureDate: AnyPgColumn, today: string | Placeholder): SQL {
  return gte(departureDate, today);
}

/**
 * The conditional seat UPDATE: an active flight, not departed, with `n` seats left (and `holdRoom`,
 * when given). `now` and Karachi's `today` from it are the request's clock.
 */
function seatUpdate(
  db: DbOrTx,
  v: {
    n: number | Placeholder;
    flightId: string | Placeholder;
    now: Date | Placeholder;
    today: string | Placeholder;
  },
  holdRoom?: SQL,
) {
  return (
    db
      .update(flights)
      // A placeholder for the time: drizzle fills it in through the column's encoder, as a value (its
      // types only list values for set()).
      .set({ seatsAvailable: sql`${flights.seatsAvailable} - ${v.n}`, ...bump(v.now as Date) })
      .where(
        and(
          eq(flights.id, v.flightId),
          eq(flights.status, "active"),
          notDepartedSql(flights.departureDate, v.today),
          gte(flights.seatsAvailable, v.n),
          holdRoom,
        ),
      )
      .returning()
  );
}

/** The pending booking of `input.passengers` on `flight` (as the seat UPDATE left it). */
function bookingValues(flight: FlightRow, input: Omit<BookInput, "holdRoom">) {
  const n = input.passengers.length;
  return {
    bookingId: bookingReference("SF"),
    userId: input.userId,
    flightId: flight.id,
    flightSnapshot: toFlight(flight, false),
    status: "pending" as const,
    passengerCount: n,
    pricePerPassenger: flight.price,
    totalAmount: Math.round(flight.price * n * 100) / 100,
    expiresAt: pendingExpiry(input.now),
    createdAt: input.now,
    updatedAt: input.now,
  };
}

/**
 * Cancels every pending booking whose 2 hours are up and gives back its seats: the lifecycle's
 * expiry (server/services/booking-lifecycle.ts, docs/ARCHITECTURE.md §10). Returns how many expired.
 */
export function expireFlightBookings(db: DbOrTx, now: Date): Promise<number> {
  return expireBookings(db, "flight", now);
}

export function pendingExpiry(now: Date): Date {
  return new Date(now.getTime() + PENDING_WINDOW_MS);
}

export { toFlight };
