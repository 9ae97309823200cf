/**
 * Inventory under load (docs/ARCHITECTURE.md §4): hundreds of concurrent bookings, cancellations, approvals and
 * deletions never take a flight below 0 seats or a package past its maximum, and for every flight
 * seats left + seats held by live (pending or approved) bookings = the seats it started with; for
 * every package currentParticipants = the places its live bookings hold. The expiry sweep, run
 * twice at once (and alongside reads that sweep too), releases each hold exactly once.
 *
 * On PGlite requests interleave on one connection; on PostgreSQL (SAFAR_TEST_PG_URL) they run in
 * parallel transactions over a pool, which is where a missing lock would show.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLogs, flightBookings, packageBookings } from "../../server/db/schema.ts";
import { expireFlightBookings } from "../../server/services/bookings.ts";
import { expirePackageBookings } from "../../server/services/packages.ts";
import {
  createFlight,
  createPackage,
  heldPlaces,
  heldSeats,
  participants,
  passengers,
  placesOf,
  prng,
  seatsOf,
} from "./helpers/fixtures.ts";
import { type Res, startServer, type TestServer, type TestUser } from "./helpers/server.ts";

const HOUR = 60 * 60 * 1000;
let clock = new Date("2030-01-05T06:00:00.000Z");
let s: TestServer;
let admin: TestUser;
let customers: TestUser[];

beforeAll(async () => {
  s = await startServer({
    now: () => clock,
    config: { tokenTtlSeconds: 7 * 24 * 3600 },
    // The per-customer hold caps are security.test.ts's subject: here they must not get in the way.
    limits: {
      apiPerCaller: { limit: 100_000, windowMs: 60_000 },
      maxHeldSeatsPerCustomer: 100_000,
      maxHeldPlacesPerCustomer: 100_000,
    },
  });
  admin = await s.user({ role: "admin" });
  customers = [];
  for (let i = 0; i < 10; i++) customers.push(await s.user({ name: `Concurrent ${i}` }));
});
afterAll(() => s?.close());

type Created = { id: string; target: string; n: number };

/** Every flight: never below 0, and seats left + seats held = what it started with. */
async function expectSeatsBalanced(initial: Map<string, number>) {
  for (const [id, start] of initial) {
    const left = await seatsOf(s, id);
    const held = await heldSeats(s, id);
    expect(left, `flight ${id}`).toBeGreaterThanOrEqual(0);
    expect(left + held, `flight ${id}: ${left} left + ${held} held`).toBe(start);
  }
}

/** Every package: currentParticipants = places held, within 0..maxParticipants. */
async function expectPlacesBalanced(max: Map<string, number>) {
  for (const [id, limit] of max) {
    const taken = await placesOf(s, id);
    expect(taken, `package ${id}`).toBe(await heldPlaces(s, id));
    expect(taken).toBeGreaterThanOrEqual(0);
    expect(taken).toBeLessThanOrEqual(limit);
  }
}

function expectOnly(answers: Res[], allowed: number[]) {
  const odd = answers.filter((a) => !allowed.includes(a.status));
  expect(
    odd.map((a) => `${a.status} ${a.text.slice(0, 120)}`),
    `only ${allowed.join("/")} expected`,
  ).toEqual([]);
}

describe("flight seats under 200 concurrent bookings", () => {
  const initial = new Map<string, number>();
  const made: Created[] = [];

  it("never oversells, and seats left + held = initial on every flight", async () => {
    const random = prng(20261105);
    const starts = [20, 35, 50, 65, 80];
    for (const seats of starts)
      initial.set(await createFlight(s, admin.token, { seatsAvailable: seats }), seats);
    const ids = [...initial.keys()];
    const plan = Array.from({ length: 200 }, () => ({
      flight: ids[Math.floor(random() * ids.length)]!,
      n: 1 + Math.floor(random() * 3),
      who: customers[Math.floor(random() * customers.length)]!,
    }));
    const answers = await Promise.all(
      plan.map((p) =>
        s.post("/api/bookings", { ticketId: p.flight, passengers: passengers(p.n) }, { token: p.who.token }),
      ),
    );
    expectOnly(answers, [201, 409]);
    answers.forEach((a, i) => {
      if (a.status === 201) made.push({ id: a.body.booking._id, target: plan[i]!.flight, n: plan[i]!.n });
      else expect(a.body.message).toMatch(/sold out|seats? left on this flight/);
    });
    // Demand (~400 seats) is above supply (250): some were refused, and the sold-out ones are at 0.
    expect(made.length).toBeGreaterThan(0);
    expect(answers.some((a) => a.status === 409)).toBe(true);
    await expectSeatsBalanced(initial);
    for (const id of ids) {
      const booked = made.filter((m) => m.target === id).reduce((sum, m) => sum + m.n, 0);
      expect(await heldSeats(s, id)).toBe(booked);
    }
    const rows = await s.deps.db.select().from(flightBookings).where(inArray(flightBookings.flightId, ids));
    expect(rows).toHaveLength(made.length);
  }, 120_000);

  it("stays balanced while admins cancel, approve and delete and customers keep booking", async () => {
    const random = prng(7);
    const ids = [...initial.keys()];
    const calls: Promise<Res>[] = [];
    for (const m of made) {
      const r = random();
      if (r < 0.3) calls.push(s.put(`/api/bookings/${m.id}/cancel`, undefined, { token: admin.token }));
      else if (r < 0.6) calls.push(s.put(`/api/bookings/${m.id}/approve`, undefined, { token: admin.token }));
      else if (r < 0.75) calls.push(s.del(`/api/bookings/${m.id}`, { token: admin.token }));
    }
    // The same cancellations twice over: a second cancel must not release the seats again.
    for (const m of made.slice(0, 10)) {
      calls.push(s.put(`/api/bookings/${m.id}/cancel`, undefined, { token: admin.token }));
    }
    for (let i = 0; i < 60; i++) {
      const who = customers[i % customers.length]!;
      const flight = ids[Math.floor(random() * ids.length)]!;
      calls.push(
        s.post(
          "/api/bookings",
          { ticketId: flight, passengers: passengers(1 + Math.floor(random() * 3)) },
          { token: who.token },
        ),
      );
    }
    const answers = await Promise.all(calls);
    expectOnly(answers, [200, 201, 404, 409]);
    await expectSeatsBalanced(initial);
  }, 120_000);
});

describe("package places under concurrent bookings", () => {
  it("never pass the maximum, and currentParticipants = places held on both packages", async () => {
    const random = prng(424242);
    const max = new Map<string, number>();
    for (const limit of [25, 40])
      max.set(await createPackage(s, admin.token, { maxParticipants: limit }), limit);
    const ids = [...max.keys()];
    const plan = Array.from({ length: 100 }, () => ({
      pkg: ids[Math.floor(random() * ids.length)]!,
      n: 1 + Math.floor(random() * 3),
      who: customers[Math.floor(random() * customers.length)]!,
    }));
    const answers = await Promise.all(
      plan.map((p) =>
        s.post(
          "/api/package-bookings",
          { packageId: p.pkg, passengers: participants(p.n) },
          { token: p.who.token },
        ),
      ),
    );
    expectOnly(answers, [201, 409]);
    const made = answers.flatMap((a, i) =>
      a.status === 201 ? [{ id: a.body.booking._id, ...plan[i]! }] : [],
    );
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.body.message).toMatch(/fully booked|places? left on this package/);
    }
    expect(answers.some((a) => a.status === 409)).toBe(true);
    await expectPlacesBalanced(max);
    for (const id of ids) {
      const booked = made.filter((m) => m.pkg === id).reduce((sum, m) => sum + m.n, 0);
      expect(await placesOf(s, id)).toBe(booked);
    }

    // Then cancellations, approvals and deletions race new bookings.
    const calls: Promise<Res>[] = [];
    for (const m of made) {
      const r = random();
      const status = r < 0.4 ? "cancelled" : "approved";
      if (r < 0.8) {
        calls.push(s.put(`/api/package-bookings/${m.id}/status`, { status }, { token: admin.token }));
      } else {
        calls.push(s.del(`/api/package-bookings/${m.id}`, { token: admin.token }));
      }
    }
    for (let i = 0; i < 40; i++) {
      calls.push(
        s.post(
          "/api/package-bookings",
          { packageId: ids[i % 2]!, passengers: participants(1 + (i % 3)) },
          { token: customers[i % customers.length]!.token },
        ),
      );
    }
    expectOnly(await Promise.all(calls), [200, 201, 404, 409]);
    await expectPlacesBalanced(max);
  }, 120_000);
});

describe("the expiry sweep", () => {
  it("run twice at once (and by two reads) releases every expired hold exactly once", async () => {
    const flight = await createFlight(s, admin.token, { seatsAvailable: 30 });
    const pkg = await createPackage(s, admin.token, { maxParticipants: 30 });
    const flightIds: string[] = [];
    const packageIds: string[] = [];
    for (let i = 0; i < 6; i++) {
      const who = customers[i]!;
      const fb = await s.post(
        "/api/bookings",
        { ticketId: flight, passengers: passengers(1 + (i % 3)) },
        { token: who.token },
      );
      const pb = await s.post(
        "/api/package-bookings",
        { packageId: pkg, passengers: participants(1 + (i % 2)) },
        { token: who.token },
      );
      expect(fb.status).toBe(201);
      expect(pb.status).toBe(201);
      flightIds.push(fb.body.booking._id);
      packageIds.push(pb.body.booking._id);
    }
    expect(await seatsOf(s, flight)).toBe(30 - 12);
    expect(await placesOf(s, pkg)).toBe(9);

    clock = new Date(clock.getTime() + 2 * HOUR + 1000);
    const now = clock;
    const due = async () => ({
      flights: (
        await s.deps.db.select().from(flightBookings).where(eq(flightBookings.status, "pending"))
      ).filter((b) => b.expiresAt !== null && b.expiresAt <= now).length,
      packages: (
        await s.deps.db.select().from(packageBookings).where(eq(packageBookings.status, "pending"))
      ).filter((b) => b.expiresAt !== null && b.expiresAt <= now).length,
    });
    const before = await due();
    expect(before.flights).toBeGreaterThanOrEqual(6);
    expect(before.packages).toBeGreaterThanOrEqual(6);
    const [f1, f2, p1, p2, read1, read2] = await Promise.all([
      expireFlightBookings(s.deps.db, now),
      expireFlightBookings(s.deps.db, now),
      expirePackageBookings(s.deps.db, now),
      expirePackageBookings(s.deps.db, now),
      s.get("/api/bookings/me", { token: customers[0]!.token }),
      s.get("/api/package-bookings/me", { token: customers[1]!.token }),
    ]);
    expect(read1.status).toBe(200);
    expect(read2.status).toBe(200);
    // The reads may have swept some first: together nothing expired twice and nothing was missed.
    expect(f1 + f2).toBeLessThanOrEqual(before.flights);
    expect(p1 + p2).toBeLessThanOrEqual(before.packages);
    expect(await due()).toEqual({ flights: 0, packages: 0 });
    expect(await seatsOf(s, flight)).toBe(30);
    expect(await placesOf(s, pkg)).toBe(0);
    for (const [ids, resource] of [
      [flightIds, "booking"],
      [packageIds, "package_booking"],
    ] as const) {
      const logs = await s.deps.db
        .select()
        .from(activityLogs)
        .where(
          and(
            inArray(activityLogs.resourceId, [...ids]),
            eq(activityLogs.resource, resource),
            eq(activityLogs.action, "cancel_booking"),
          ),
        );
      expect(logs.map((l) => l.resourceId).sort()).toEqual([...ids].sort());
    }
    // And a third sweep finds nothing left to do.
    expect(await expireFlightBookings(s.deps.db, now)).toBe(0);
    expect(await expirePackageBookings(s.deps.db, now)).toBe(0);
  }, 60_000);
});
