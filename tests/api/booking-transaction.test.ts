/**
 * The booking transaction's folded checks (server/routes/bookings.ts, package-bookings.ts): the hold
 * cap is a condition of the UPDATE that takes the seats (or places), the answer kept for the
 * Idempotency-Key is read with the customer's row lock, and the passenger rows, the activity row and
 * the kept answer are written by one statement. Each refusal still says why, in the order the checks had before: the
 * cap first, then the flight (or package).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activityLogs,
  flightBookingPassengers,
  flightBookings,
  flights,
  idempotencyKeys,
  packages,
} from "../../server/db/schema.ts";
import { requestHashOf } from "../../server/http/idempotency.ts";
import {
  createFlight,
  createPackage,
  participants,
  passengers,
  placesOf,
  seatsOf,
} from "./helpers/fixtures.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

let s: TestServer;
let admin: TestUser;

beforeAll(async () => {
  s = await startServer({
    limits: {
      apiPerCaller: { limit: 100_000, windowMs: 60_000 },
      maxHeldSeatsPerCustomer: 4,
      maxHeldPlacesPerCustomer: 3,
    },
  });
  admin = await s.user({ role: "admin" });
});
afterAll(() => s?.close());

const book = (token: string, ticketId: string, n: number, key?: string) =>
  s.post(
    "/api/bookings",
    { ticketId, passengers: passengers(n) },
    { token, headers: key ? { "idempotency-key": key } : {} },
  );
const bookPackage = (token: string, packageId: string, n: number) =>
  s.post("/api/package-bookings", { packageId, passengers: participants(n) }, { token });
const logsOf = async (userId: string) =>
  (await s.deps.db.select().from(activityLogs).where(eq(activityLogs.userId, userId))).filter(
    (l) => l.action === "create_booking",
  );

describe("the hold cap in the seat UPDATE", () => {
  it("is checked before the flight: past the cap, a sold-out or inactive flight still answers the cap", async () => {
    const u = await s.user();
    const open = await createFlight(s, admin.token, { seatsAvailable: 10 });
    const soldOut = await createFlight(s, admin.token, { seatsAvailable: 1 });
    expect((await book(u.token, open, 4)).status).toBe(201);
    const other = await s.user();
    expect((await book(other.token, soldOut, 1)).status).toBe(201);
    const refused = await book(u.token, soldOut, 1);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "You already hold 4 seats in pending flight bookings, the most one customer may hold. Pay for one and wait for its approval, or let one expire, before booking more.",
    );
    // Within the cap, the flight's own refusals, with their messages as before.
    const fresh = await s.user();
    const sold = await book(fresh.token, soldOut, 1);
    expect(sold.status).toBe(409);
    expect(sold.body.message).toBe("This flight is sold out");
    const few = await createFlight(s, admin.token, { seatsAvailable: 2 });
    const short = await book(fresh.token, few, 3);
    expect(short.body.message).toBe("Only 2 seats left on this flight: you asked for 3");
    await s.deps.db.update(flights).set({ status: "delayed" }).where(eq(flights.id, few));
    expect((await book(fresh.token, few, 1)).body.message).toBe("This flight is not available for booking");
    const missing = await book(fresh.token, "00000000-0000-4000-8000-000000000000", 1);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Flight not found");
    expect(await seatsOf(s, open)).toBe(6);
    expect(await logsOf(fresh.id)).toHaveLength(0);
  });

  it("holds for one customer's concurrent bookings over several flights and packages", async () => {
    const u = await s.user();
    const fs = await Promise.all([1, 2, 3].map(() => createFlight(s, admin.token, { seatsAvailable: 20 })));
    const ps = await Promise.all([1, 2].map(() => createPackage(s, admin.token, { maxParticipants: 20 })));
    const [seatAnswers, placeAnswers] = await Promise.all([
      Promise.all(Array.from({ length: 12 }, (_, i) => book(u.token, fs[i % 3]!, 1 + (i % 2)))),
      Promise.all(Array.from({ length: 8 }, (_, i) => bookPackage(u.token, ps[i % 2]!, 1))),
    ]);
    const booked = seatAnswers.filter((a) => a.status === 201).map((a) => a.body.booking.passengerCount);
    const seats = booked.reduce((x: number, y: number) => x + y, 0);
    expect(seats).toBeLessThanOrEqual(4);
    // Single seats and pairs arrive in a free order: the cap is reached or one seat short of it.
    expect(seats).toBeGreaterThanOrEqual(3);
    for (const a of seatAnswers.filter((x) => x.status !== 201)) {
      expect(a.status).toBe(409);
      expect(a.body.message).toMatch(/^You already hold [34] seats in pending flight bookings/);
    }
    expect(placeAnswers.filter((a) => a.status === 201)).toHaveLength(3);
    const left = await Promise.all(fs.map((f) => seatsOf(s, f)));
    expect(60 - left.reduce((x, y) => x + y, 0)).toBe(seats);
    const taken = await Promise.all(ps.map((p) => placesOf(s, p)));
    expect(taken.reduce((x, y) => x + y, 0)).toBe(3);
    expect(await logsOf(u.id)).toHaveLength(booked.length + 3);
  });

  it("package refusals keep their messages, the cap first", async () => {
    const u = await s.user();
    const p = await createPackage(s, admin.token, { maxParticipants: 4 });
    expect((await bookPackage(u.token, p, 3)).status).toBe(201);
    const capped = await bookPackage(u.token, p, 1);
    expect(capped.body.message).toMatch(/^You already hold 3 places in pending package bookings, the most/);
    const other = await s.user();
    const short = await bookPackage(other.token, p, 2);
    expect(short.body.message).toBe("Only 1 place left on this package: you asked for 2");
    await s.deps.db.update(packages).set({ status: "cancelled" }).where(eq(packages.id, p));
    expect((await bookPackage(other.token, p, 1)).body.message).toBe(
      "This package is not available for booking",
    );
  });
});

describe("the Idempotency-Key read in the booking transaction", () => {
  it("replays the first answer though the flight is sold out since, and writes nothing again", async () => {
    const u = await s.user();
    const f = await createFlight(s, admin.token, { seatsAvailable: 2 });
    const first = await book(u.token, f, 2, "sold-out-since");
    expect(first.status).toBe(201);
    expect(await seatsOf(s, f)).toBe(0);
    const again = await book(u.token, f, 2, "sold-out-since");
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await logsOf(u.id)).toHaveLength(1);
    // The same key with another body, valid or not: 422, whatever the body would have got.
    expect((await book(u.token, f, 1, "sold-out-since")).status).toBe(422);
    const invalid = await s.post(
      "/api/bookings",
      { ticketId: f, passengers: [] },
      { token: u.token, headers: { "idempotency-key": "sold-out-since" } },
    );
    expect(invalid.status).toBe(422);
  });

  it("an invalid body keeps its 400 as the key's answer", async () => {
    const u = await s.user();
    const headers = { "idempotency-key": "invalid-first" };
    const body = { ticketId: "not-a-flight", passengers: [] };
    const a = await s.post("/api/bookings", body, { token: u.token, headers });
    expect(a.status).toBe(400);
    const b = await s.post("/api/bookings", body, { token: u.token, headers });
    expect(b.status).toBe(400);
    expect(b.body).toEqual(a.body);
    expect(b.headers.get("idempotent-replayed")).toBe("true");
  });

  it("an expired answer is replaced by the new booking's, in the booking's statement", async () => {
    const u = await s.user();
    const f = await createFlight(s, admin.token, { seatsAvailable: 10 });
    const body = { ticketId: f, passengers: passengers(1) };
    const long = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    await s.deps.db.insert(idempotencyKeys).values({
      scope: `u:${u.id}`,
      key: "expired",
      method: "POST",
      path: "/api/bookings",
      requestHash: requestHashOf("POST", "/api/bookings", JSON.stringify(body)),
      createdAt: long,
      expiresAt: new Date(long.getTime() + 1000),
      responseStatus: 201,
      responseBody: { bookingId: "SF-OLD" },
    });
    const res = await book(u.token, f, 1, "expired");
    expect(res.status).toBe(201);
    expect(res.headers.get("idempotent-replayed")).toBeNull();
    expect(res.body.bookingId).not.toBe("SF-OLD");
    const [kept] = await s.deps.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, `u:${u.id}`), eq(idempotencyKeys.key, "expired")));
    expect(kept!.responseBody).toEqual(res.body);
    expect(kept!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const again = await book(u.token, f, 1, "expired");
    expect(again.body).toEqual(res.body);
    expect(await seatsOf(s, f)).toBe(9);
  });

  it("without a key, the booking still writes its one activity row", async () => {
    const u = await s.user();
    const f = await createFlight(s, admin.token, { seatsAvailable: 10 });
    const res = await book(u.token, f, 2);
    expect(res.status).toBe(201);
    const logs = await logsOf(u.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]!.resourceId).toBe(res.body.booking._id);
    const mine = await s.deps.db.select().from(flightBookings).where(eq(flightBookings.userId, u.id));
    expect(mine).toHaveLength(1);
    expect(await passengersOf(mine[0]!.id)).toEqual(["P0", "P1"]);
  });

  it("writes the passenger rows in order with the kept answer, once, and the answer shows them", async () => {
    const u = await s.user();
    const f = await createFlight(s, admin.token, { seatsAvailable: 10 });
    const res = await book(u.token, f, 3, "with-passengers");
    expect(res.status).toBe(201);
    expect(res.body.booking.passengers.map((p: { firstName: string }) => p.firstName)).toEqual([
      "P0",
      "P1",
      "P2",
    ]);
    expect(await passengersOf(res.body.booking._id)).toEqual(["P0", "P1", "P2"]);
    // A replay writes nothing again.
    const again = await book(u.token, f, 3, "with-passengers");
    expect(again.body).toEqual(res.body);
    expect(await passengersOf(res.body.booking._id)).toEqual(["P0", "P1", "P2"]);
    const mine = await s.deps.db.select().from(flightBookings).where(eq(flightBookings.userId, u.id));
    expect(mine).toHaveLength(1);
    // What GET /api/bookings/me reads back is what the booking answered, field for field: the
    // booking row, its passengers and the flight as the booking left it (nothing changed since).
    const listed = await s.get("/api/bookings/me", { token: u.token });
    expect(listed.body.bookings[0]).toEqual(res.body.booking);
    expect(res.body.booking.ticketId.seatsAvailable).toBe(7);
  });

  it("a booking refused on its key leaves no seats, booking or passenger rows behind", async () => {
    const u = await s.user();
    const f = await createFlight(s, admin.token, { seatsAvailable: 10 });
    const first = await book(u.token, f, 1, "taken-key");
    expect(first.status).toBe(201);
    // The key was used for another request: nothing of this one is written.
    const other = await book(u.token, f, 2, "taken-key");
    expect(other.status).toBe(422);
    const mine = await s.deps.db.select().from(flightBookings).where(eq(flightBookings.userId, u.id));
    expect(mine).toHaveLength(1);
    expect(await seatsOf(s, f)).toBe(9);
    const all = await s.deps.db
      .select({ id: flightBookingPassengers.id })
      .from(flightBookingPassengers)
      .innerJoin(flightBookings, eq(flightBookings.id, flightBookingPassengers.bookingId))
      .where(eq(flightBookings.userId, u.id));
    expect(all).toHaveLength(1);
  });
});

async function passengersOf(bookingId: string): Promise<string[]> {
  const rows = await s.deps.db
    .select()
    .from(flightBookingPassengers)
    .where(eq(flightBookingPassengers.bookingId, bookingId));
  return rows.sort((a, z) => a.position - z.position).map((p) => p.firstName);
}
