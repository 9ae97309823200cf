/**
 * Reliability and security promises (issue 11) that cut across the routes: the per-customer hold
 * caps against seat and place hoarding (OWASP API6), mass assignment (OWASP API3: fields a caller
 * may not set are ignored, checked on the stored row), tokens of deleted accounts, and
 * Idempotency-Key under a burst of parallel retries and with a duplicate in flight.
 */

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { DEFAULT_LIMITS, readEnv } from "../../server/config.ts";
import {
  activityLogs,
  flightBookings,
  flights,
  packageBookings,
  packages,
  users,
} from "../../server/db/schema.ts";
import { currentScryptN } from "../../server/services/passwords.ts";
import {
  createFlight,
  createPackage,
  flightInput,
  holdNextTransaction,
  packageInput,
  participants,
  passengers,
  placesOf,
  seatsOf,
} from "./helpers/fixtures.ts";
import { type Res, startServer, type TestServer, type TestUser } from "./helpers/server.ts";

const HOUR = 60 * 60 * 1000;
const IN_FLIGHT = "A request with this Idempotency-Key is still being processed";
let clock = new Date("2030-01-05T06:00:00.000Z");
let s: TestServer;
let admin: TestUser;

beforeAll(async () => {
  s = await startServer({
    now: () => clock,
    config: { tokenTtlSeconds: 30 * 24 * 3600 },
    limits: { apiPerCaller: { limit: 100_000, windowMs: 60_000 } },
  });
  admin = await s.user({ role: "admin" });
});
afterAll(() => s?.close());

const book = (token: string, flightId: string, n: number, headers?: Record<string, string>) =>
  s.post("/api/bookings", { ticketId: flightId, passengers: passengers(n) }, { token, headers });
const bookPackage = (token: string, packageId: string, n: number) =>
  s.post("/api/package-bookings", { packageId, passengers: participants(n) }, { token });

async function pendingSeatsOf(userId: string): Promise<number> {
  const rows = await s.deps.db
    .select()
    .from(flightBookings)
    .where(and(eq(flightBookings.userId, userId), eq(flightBookings.status, "pending")));
  return rows.reduce((sum, b) => sum + b.passengerCount, 0);
}

describe("hold caps against seat and place hoarding (OWASP API6)", () => {
  it("defaults to 20 seats and 10 places, and reads HOLD_LIMIT_SEATS / HOLD_LIMIT_PLACES", () => {
    expect(DEFAULT_LIMITS.maxHeldSeatsPerCustomer).toBe(20);
    expect(DEFAULT_LIMITS.maxHeldPlacesPerCustomer).toBe(10);
    const dir = mkdtempSync(join(tmpdir(), "safar-env-"));
    try {
      const base = { DATA_DIR: dir, JWT_SECRET: "x".repeat(40) };
      expect(readEnv(base).app.limits).toMatchObject({
        maxHeldSeatsPerCustomer: 20,
        maxHeldPlacesPerCustomer: 10,
      });
      const set = readEnv({ ...base, HOLD_LIMIT_SEATS: "6", HOLD_LIMIT_PLACES: "3" }).app.limits;
      expect(set).toMatchObject({ maxHeldSeatsPerCustomer: 6, maxHeldPlacesPerCustomer: 3 });
      expect(() => readEnv({ ...base, HOLD_LIMIT_SEATS: "lots" })).toThrow(/HOLD_LIMIT_SEATS/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads VERIFY_LIMIT_PER_IP, the document checks one address may make a minute (default 60)", () => {
    const dir = mkdtempSync(join(tmpdir(), "safar-env-"));
    try {
      const base = { DATA_DIR: dir, JWT_SECRET: "x".repeat(40) };
      expect(readEnv(base).app.limits.verifyPerIp).toEqual({ limit: 60, windowMs: 60_000 });
      expect(readEnv({ ...base, VERIFY_LIMIT_PER_IP: "300" }).app.limits.verifyPerIp.limit).toBe(300);
      expect(() => readEnv({ ...base, VERIFY_LIMIT_PER_IP: "-1" })).toThrow(/VERIFY_LIMIT_PER_IP/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses seats past the cap across all flights with a clear 409; others still book", async () => {
    const hoarder = await s.user({ name: "Hoarder" });
    const other = await s.user({ name: "Other" });
    const [a, b, c] = [
      await createFlight(s, admin.token, { seatsAvailable: 50 }),
      await createFlight(s, admin.token, { seatsAvailable: 50 }),
      await createFlight(s, admin.token, { seatsAvailable: 50 }),
    ];
    expect((await book(hoarder.token, a, 9)).status).toBe(201);
    expect((await book(hoarder.token, b, 9)).status).toBe(201);
    const tooMany = await book(hoarder.token, c, 3);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(
      "You already hold 18 seats in pending flight bookings and may hold at most 20: book 2 seats or fewer, or wait until one is approved or expires.",
    );
    expect(await seatsOf(s, c)).toBe(50);
    expect((await book(hoarder.token, c, 2)).status).toBe(201);
    const full = await book(hoarder.token, c, 1);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(
      "You already hold 20 seats in pending flight bookings, the most one customer may hold. Pay for one and wait for its approval, or let one expire, before booking more.",
    );
    expect(await seatsOf(s, c)).toBe(48);
    expect(await pendingSeatsOf(hoarder.id)).toBe(20);
    // The cap is per customer: someone else books the same flight.
    expect((await book(other.token, c, 9)).status).toBe(201);
  });

  it("refuses places past the cap across all packages", async () => {
    const hoarder = await s.user({ name: "Package Hoarder" });
    const p1 = await createPackage(s, admin.token, { maxParticipants: 30 });
    const p2 = await createPackage(s, admin.token, { maxParticipants: 30 });
    expect((await bookPackage(hoarder.token, p1, 5)).status).toBe(201);
    expect((await bookPackage(hoarder.token, p2, 4)).status).toBe(201);
    const over = await bookPackage(hoarder.token, p2, 2);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(
      "You already hold 9 places in pending package bookings and may hold at most 10: book 1 place or fewer, or wait until one is approved or expires.",
    );
    expect((await bookPackage(hoarder.token, p2, 1)).status).toBe(201);
    const full = await bookPackage(hoarder.token, p1, 1);
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/^You already hold 10 places in pending package bookings, the most/);
    expect(await placesOf(s, p1)).toBe(5);
    expect(await placesOf(s, p2)).toBe(5);
    // Seats and places are separate caps.
    const f = await createFlight(s, admin.token);
    expect((await book(hoarder.token, f, 2)).status).toBe(201);
  });

  it("counts only pending, unexpired bookings: approval, cancellation and expiry free room", async () => {
    const u = await s.user({ name: "Frequent Flyer" });
    const f = await createFlight(s, admin.token, { seatsAvailable: 100 });
    const first = await book(u.token, f, 9);
    const second = await book(u.token, f, 9);
    expect((await book(u.token, f, 2)).status).toBe(201);
    expect((await book(u.token, f, 1)).status).toBe(409);
    // Approved is a sale, not a hold.
    expect(
      (await s.put(`/api/bookings/${first.body.booking._id}/approve`, undefined, { token: admin.token }))
        .status,
    ).toBe(200);
    expect((await book(u.token, f, 9)).status).toBe(201);
    expect((await book(u.token, f, 1)).status).toBe(409);
    // A cancelled booking holds nothing.
    expect(
      (await s.put(`/api/bookings/${second.body.booking._id}/cancel`, undefined, { token: admin.token }))
        .status,
    ).toBe(200);
    expect((await book(u.token, f, 9)).status).toBe(201);
    expect((await book(u.token, f, 1)).status).toBe(409);
    // Expired bookings stop counting at once, before any sweep has cancelled them.
    clock = new Date(clock.getTime() + 2 * HOUR + 1000);
    expect((await book(u.token, f, 9)).status).toBe(201);
  });

  it("keeps counting a booking whose payment is recorded past its 2 hours: it still holds its seats", async () => {
    const u = await s.user({ name: "Paid Flyer" });
    const f = await createFlight(s, admin.token, { seatsAvailable: 100 });
    const paid = await book(u.token, f, 9);
    const unpaid = await book(u.token, f, 9);
    const pay = { method: "jazzcash", reference: "JC-HOLD-1" };
    const recorded = await s.post(`/api/bookings/${paid.body.booking._id}/payment`, pay, { token: u.token });
    expect(recorded.status).toBe(200);
    clock = new Date(clock.getTime() + 2 * HOUR + 1000);
    // The unpaid booking's 9 seats are free again; the paid one's 9 still count (9 + 9 + 3 > 20).
    expect(unpaid.status).toBe(201);
    expect((await book(u.token, f, 9)).status).toBe(201);
    const over = await book(u.token, f, 3);
    expect(over.status).toBe(409);
    expect(over.body.message).toMatch(/^You already hold 18 seats in pending flight bookings/);
    expect((await book(u.token, f, 2)).status).toBe(201);
  });

  it("cannot be beaten by concurrent requests: 30 parallel single seats, 20 parallel places", async () => {
    const u = await s.user({ name: "Racer" });
    const fs = [
      await createFlight(s, admin.token, { seatsAvailable: 40 }),
      await createFlight(s, admin.token, { seatsAvailable: 40 }),
      await createFlight(s, admin.token, { seatsAvailable: 40 }),
    ];
    const ps = [
      await createPackage(s, admin.token, { maxParticipants: 40 }),
      await createPackage(s, admin.token, { maxParticipants: 40 }),
    ];
    const [seatAnswers, placeAnswers] = await Promise.all([
      Promise.all(Array.from({ length: 30 }, (_, i) => book(u.token, fs[i % 3]!, 1))),
      Promise.all(Array.from({ length: 20 }, (_, i) => bookPackage(u.token, ps[i % 2]!, 1))),
    ]);
    const count = (answers: { status: number }[], status: number) =>
      answers.filter((a) => a.status === status).length;
    expect(count(seatAnswers, 201)).toBe(20);
    expect(count(seatAnswers, 409)).toBe(10);
    expect(count(placeAnswers, 201)).toBe(10);
    expect(count(placeAnswers, 409)).toBe(10);
    for (const a of [...seatAnswers, ...placeAnswers].filter((x) => x.status === 409)) {
      expect(a.body.message).toMatch(/^You already hold (20 seats|10 places) in pending/);
    }
    expect(await pendingSeatsOf(u.id)).toBe(20);
    const seatsLeft = await Promise.all(fs.map((f) => seatsOf(s, f)));
    expect(seatsLeft.reduce((x, y) => x + y, 0)).toBe(120 - 20);
    const placesTaken = await Promise.all(ps.map((p) => placesOf(s, p)));
    expect(placesTaken.reduce((x, y) => x + y, 0)).toBe(10);
  });

  it("a lowered cap refuses new holds only: existing bookings stay and admins act on them", async () => {
    const u = await s.user({ name: "Before The Change" });
    const f = await createFlight(s, admin.token, { seatsAvailable: 30 });
    const held = await book(u.token, f, 6);
    expect(held.status).toBe(201);
    const limits = s.deps.config.limits;
    const saved = limits.maxHeldSeatsPerCustomer;
    limits.maxHeldSeatsPerCustomer = 4;
    try {
      const refused = await book(u.token, f, 1);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/^You already hold 6 seats/);
      const approve = await s.put(`/api/bookings/${held.body.booking._id}/approve`, undefined, {
        token: admin.token,
      });
      expect(approve.status).toBe(200);
      expect((await book(u.token, f, 4)).status).toBe(201);
    } finally {
      limits.maxHeldSeatsPerCustomer = saved;
    }
    // Admins never book for themselves, so no cap applies to them.
    expect((await book(admin.token, f, 1)).status).toBe(403);
  });
});

describe("mass assignment: fields a caller may not set are ignored", () => {
  it("registration stores an unapproved customer whatever the body claims", async () => {
    const planted = "11111111-2222-4333-8444-555555555555";
    const res = await s.post("/api/auth/register", {
      name: "Sneaky Agent",
      email: "sneaky@example.pk",
      password: "Secret@123",
      mobileNumber: "+923001234567",
      address: "1 Mall Road",
      city: "Lahore",
      country: "Pakistan",
      company: "Sneaky Travels",
      role: "admin",
      isApproved: true,
      isBlocked: false,
      tokenVersion: 7,
      _id: planted,
      id: planted,
      passwordHash: "scrypt$1$1$1$AAAA$BBBB",
      createdAt: "2020-01-01T00:00:00.000Z",
      version: 99,
    });
    expect(res.status).toBe(201);
    const [row] = await s.deps.db.select().from(users).where(eq(users.email, "sneaky@example.pk"));
    expect(row).toMatchObject({ role: "customer", isApproved: false, isBlocked: false, tokenVersion: 0 });
    expect(row!.id).not.toBe(planted);
    expect(row!.passwordHash).toMatch(new RegExp(`^scrypt\\$${currentScryptN}\\$8\\$1\\$`));
    expect(row!.createdAt.toISOString()).toBe(clock.toISOString());
    expect(row!.version).toBe(1);
  });

  it("a flight booking is pending, priced by the server and owned by the caller", async () => {
    const u = await s.user();
    const victim = await s.user();
    const f = await createFlight(s, admin.token, { price: 120000, pnr: "SECRT1" });
    const res = await s.post(
      "/api/bookings",
      {
        ticketId: f,
        passengers: passengers(2),
        status: "approved",
        totalAmount: 1,
        pricePerPassenger: 1,
        passengerCount: 9,
        userId: victim.id,
        pnr: "HACKED",
        bookingId: "SF-PLANTED",
        expiresAt: "2099-01-01T00:00:00.000Z",
        approvedAt: "2030-01-01T00:00:00.000Z",
        _id: "11111111-2222-4333-8444-555555555555",
      },
      { token: u.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.booking.pnr).toBeNull();
    const [row] = await s.deps.db
      .select()
      .from(flightBookings)
      .where(eq(flightBookings.id, res.body.booking._id));
    expect(row).toMatchObject({
      userId: u.id,
      status: "pending",
      passengerCount: 2,
      pricePerPassenger: 120000,
      totalAmount: 240000,
      approvedAt: null,
    });
    expect(row!.id).not.toBe("11111111-2222-4333-8444-555555555555");
    expect(row!.bookingId).not.toBe("SF-PLANTED");
    expect(row!.expiresAt?.getTime()).toBe(clock.getTime() + 2 * HOUR);
    expect(JSON.stringify(row!.flightSnapshot)).not.toContain("HACKED");
    expect(JSON.stringify(row!.flightSnapshot)).not.toContain("SECRT1");
    const [flight] = await s.deps.db.select().from(flights).where(eq(flights.id, f));
    expect(flight!.pnr).toBe("SECRT1");
    expect(
      await s.deps.db.select().from(flightBookings).where(eq(flightBookings.userId, victim.id)),
    ).toHaveLength(0);
  });

  it("a package booking is pending, priced by the server and owned by the caller", async () => {
    const u = await s.user();
    const victim = await s.user();
    const p = await createPackage(s, admin.token, { price: 285000 });
    const res = await s.post(
      "/api/package-bookings",
      {
        packageId: p,
        passengers: participants(2),
        status: "approved",
        totalAmount: 1,
        pricePerPerson: 1,
        participantCount: 5,
        userId: victim.id,
        bookingId: "PK-PLANTED",
      },
      { token: u.token },
    );
    expect(res.status).toBe(201);
    const [row] = await s.deps.db
      .select()
      .from(packageBookings)
      .where(eq(packageBookings.id, res.body.booking._id));
    expect(row).toMatchObject({
      userId: u.id,
      status: "pending",
      participantCount: 2,
      pricePerPerson: 285000,
      totalAmount: 570000,
      approvedAt: null,
    });
    expect(row!.bookingId).not.toBe("PK-PLANTED");
    expect(await placesOf(s, p)).toBe(2);
  });

  it("a profile update cannot change the role, approval, block, token version or password", async () => {
    const u = await s.user();
    const [before] = await s.deps.db.select().from(users).where(eq(users.id, u.id));
    const res = await s.put(
      "/api/profile",
      {
        name: "Renamed Agent",
        email: u.email,
        mobileNumber: "+923451112233",
        address: "22 Canal Road",
        city: "Faisalabad",
        country: "Pakistan",
        company: "Noor Tours",
        role: "admin",
        isApproved: false,
        isBlocked: true,
        tokenVersion: 42,
        passwordHash: "scrypt$1$1$1$AAAA$BBBB",
        _id: "11111111-2222-4333-8444-555555555555",
        createdAt: "2020-01-01T00:00:00.000Z",
        version: 99,
      },
      { token: u.token },
    );
    expect(res.status).toBe(200);
    const [row] = await s.deps.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({
      name: "Renamed Agent",
      role: "customer",
      isApproved: true,
      isBlocked: false,
      tokenVersion: before!.tokenVersion,
      passwordHash: before!.passwordHash,
      createdAt: before!.createdAt,
      version: before!.version + 1,
    });
    // The token still works: its version was not touched.
    expect((await s.get("/api/auth/me", { token: u.token })).status).toBe(200);
  });

  it("an admin's customer edit cannot set the token version, password or block through the body", async () => {
    const u = await s.user();
    const [before] = await s.deps.db.select().from(users).where(eq(users.id, u.id));
    const res = await s.put(
      `/api/customers/${u.id}`,
      {
        name: "Edited By Admin",
        email: u.email,
        isBlocked: true,
        isApproved: false,
        tokenVersion: 42,
        passwordHash: "scrypt$1$1$1$AAAA$BBBB",
        role: "admin",
      },
      { token: admin.token },
    );
    expect(res.status).toBe(200);
    const [row] = await s.deps.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({
      name: "Edited By Admin",
      role: "customer",
      isApproved: true,
      isBlocked: false,
      tokenVersion: before!.tokenVersion,
      passwordHash: before!.passwordHash,
    });
  });

  it("a new flight gets its own id, timestamps and version", async () => {
    const planted = "11111111-2222-4333-8444-555555555555";
    const res = await s.post(
      "/api/flights",
      flightInput({
        _id: planted,
        id: planted,
        createdAt: "2020-01-01T00:00:00.000Z",
        updatedAt: "2020-01-01T00:00:00.000Z",
        version: 99,
      }),
      { token: admin.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.flight._id).not.toBe(planted);
    const [row] = await s.deps.db.select().from(flights).where(eq(flights.id, res.body.flight._id));
    expect(row!.createdAt.toISOString()).toBe(clock.toISOString());
    expect(row!.updatedAt.toISOString()).toBe(clock.toISOString());
    expect(row!.version).toBe(1);
    expect(await s.deps.db.select().from(flights).where(eq(flights.id, planted))).toHaveLength(0);
  });

  it("a new package starts with no participants, whatever the body says", async () => {
    const res = await s.post(
      "/api/packages",
      packageInput({ currentParticipants: 9, _id: "11111111-2222-4333-8444-555555555555", version: 9 }),
      { token: admin.token },
    );
    expect(res.status).toBe(201);
    const [row] = await s.deps.db.select().from(packages).where(eq(packages.id, res.body.package._id));
    expect(row).toMatchObject({ currentParticipants: 0, version: 1 });
  });
});

describe("tokens die with the account", () => {
  it("a deleted customer's token is refused everywhere with a 401", async () => {
    const u = await s.user();
    const f = await createFlight(s, admin.token);
    expect((await book(u.token, f, 1)).status).toBe(201);
    expect((await s.del(`/api/customers/${u.id}`, { token: admin.token })).status).toBe(200);
    expect((await s.get("/api/auth/me", { token: u.token })).status).toBe(401);
    expect((await s.get("/api/bookings/me", { token: u.token })).status).toBe(401);
    expect((await book(u.token, f, 1)).status).toBe(401);
    expect((await s.put("/api/profile", { name: "Ghost" }, { token: u.token })).status).toBe(401);
    expect(await seatsOf(s, f)).toBe(10);
  });
});

describe("Idempotency-Key under parallel retries", () => {
  /** Every answer is the one booking (201, one body, only one not a replay) or a 409 in flight. */
  function oneBookingAmong(answers: Res[]) {
    const fresh = answers.filter((a) => a.status === 201 && a.headers.get("idempotent-replayed") !== "true");
    expect(fresh).toHaveLength(1);
    for (const a of answers) {
      if (a.status === 201) expect(a.body).toEqual(fresh[0]!.body);
      else {
        expect(a.status).toBe(409);
        expect(a.body.message).toBe(IN_FLIGHT);
      }
    }
    return fresh[0]!;
  }

  it("20 parallel requests with one key make exactly one booking", async () => {
    const u = await s.user();
    const f = await createFlight(s, admin.token, { seatsAvailable: 40 });
    const headers = { "idempotency-key": "burst-of-retries-1" };
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(u.token, f, 2, headers)));
    // One books; a duplicate arriving while it runs is 409, one arriving after it replays its answer.
    const created = oneBookingAmong(answers);
    const mine = await s.deps.db.select().from(flightBookings).where(eq(flightBookings.userId, u.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.bookingId).toBe(created.body.bookingId);
    expect(await seatsOf(s, f)).toBe(38);
    // Once the first has finished, a retry replays it.
    const later = await book(u.token, f, 2, headers);
    expect(later.status).toBe(201);
    expect(later.body).toEqual(created.body);
    expect(later.headers.get("idempotent-replayed")).toBe("true");
  });

  it("20 parallel package bookings with one key make exactly one booking", async () => {
    const u = await s.user();
    const p = await createPackage(s, admin.token, { maxParticipants: 30 });
    const headers = { "idempotency-key": "burst-of-package-retries" };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        s.post(
          "/api/package-bookings",
          { packageId: p, passengers: participants(2) },
          { token: u.token, headers },
        ),
      ),
    );
    const created = oneBookingAmong(answers);
    const mine = await s.deps.db.select().from(packageBookings).where(eq(packageBookings.userId, u.id));
    expect(mine.map((b) => b.bookingId)).toEqual([created.body.bookingId]);
    expect(await placesOf(s, p)).toBe(2);
    const logs = (await s.deps.db.select().from(activityLogs)).filter(
      (l) => l.action === "create_booking" && l.userId === u.id,
    );
    expect(logs).toHaveLength(1);
  });

  it("a duplicate arriving while the first booking runs books once: one commits, the other gets its answer", async () => {
    // Nothing about keys in flight is kept in memory (docs/ARCHITECTURE.md §6.5): the same process
    // settles the duplicate as another process would, in the database.
    const u = await s.user();
    const f = await createFlight(s, admin.token, { seatsAvailable: 10 });
    const headers = { "idempotency-key": "held-in-flight" };
    const hold = holdNextTransaction(s);
    const first = book(u.token, f, 2, headers);
    await hold.entered;
    const duplicate = await book(u.token, f, 2, headers);
    expect(duplicate.status).toBe(201);
    expect(duplicate.headers.get("idempotent-replayed")).toBeNull();
    // The same key with another body is 422 now that the first answer is kept.
    const other = await book(u.token, f, 1, headers);
    expect(other.status).toBe(422);
    hold.release();
    const done = await first;
    expect(done.status).toBe(201);
    expect(done.body).toEqual(duplicate.body);
    expect(done.headers.get("idempotent-replayed")).toBe("true");
    expect(await seatsOf(s, f)).toBe(8);
    const mine = await s.deps.db.select().from(flightBookings).where(eq(flightBookings.userId, u.id));
    expect(mine.map((b) => b.bookingId)).toEqual([duplicate.body.bookingId]);
  });

  it("a duplicate from another server process on the database books nothing and gets the first answer", async () => {
    // A second app on the same database, as another server process would be.
    const other = createApp(s.database, s.deps.config, s.deps.now).app;
    const u = await s.user();
    const f = await createFlight(s, admin.token, { seatsAvailable: 10 });
    const headers = { "idempotency-key": "two-processes" };
    const hold = holdNextTransaction(s);
    const first = book(u.token, f, 2, headers);
    await hold.entered;
    const second = await other.request("/api/bookings", {
      method: "POST",
      headers: { ...headers, authorization: `Bearer ${u.token}`, "content-type": "application/json" },
      body: JSON.stringify({ ticketId: f, passengers: passengers(2) }),
    });
    expect(second.status).toBe(201);
    const secondBody = await second.json();
    hold.release();
    // The first finds the key taken when it writes its answer: its booking is rolled back and it
    // answers with the one that committed.
    const done = await first;
    expect(done.status).toBe(201);
    expect(done.body).toEqual(secondBody);
    expect(done.headers.get("idempotent-replayed")).toBe("true");
    const mine = await s.deps.db.select().from(flightBookings).where(eq(flightBookings.userId, u.id));
    expect(mine.map((b) => b.bookingId)).toEqual([secondBody.bookingId]);
    expect(await seatsOf(s, f)).toBe(8);
    const logs = (await s.deps.db.select().from(activityLogs)).filter(
      (l) => l.action === "create_booking" && l.userId === u.id,
    );
    expect(logs).toHaveLength(1);
  });

  it("a refused booking's answer is kept: its retry is refused the same way after seats free up", async () => {
    const u = await s.user();
    const other = await s.user();
    const f = await createFlight(s, admin.token, { seatsAvailable: 2 });
    const taken = await book(other.token, f, 2);
    expect(taken.status).toBe(201);
    const headers = { "idempotency-key": "sold-out-then-retried" };
    const refused = await book(u.token, f, 1, headers);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This flight is sold out");
    const cancelled = await s.put(
      `/api/bookings/${taken.body.booking._id}/cancel`,
      {},
      { token: admin.token },
    );
    expect(cancelled.status).toBe(200);
    expect(await seatsOf(s, f)).toBe(2);
    const retried = await book(u.token, f, 1, headers);
    expect(retried.status).toBe(409);
    expect(retried.body).toEqual(refused.body);
    expect(retried.headers.get("idempotent-replayed")).toBe("true");
    expect(await seatsOf(s, f)).toBe(2);
    // A new key books.
    expect((await book(u.token, f, 1, { "idempotency-key": "after-the-refusal" })).status).toBe(201);
  });

  it("another customer reusing the key and the body gets their own booking, never the first one's", async () => {
    const a = await s.user({ name: "Customer A" });
    const b = await s.user({ name: "Customer B" });
    const f = await createFlight(s, admin.token, { seatsAvailable: 10 });
    const headers = { "idempotency-key": "guessable-key" };
    const first = await book(a.token, f, 1, headers);
    const second = await book(b.token, f, 1, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    expect(second.body.bookingId).not.toBe(first.body.bookingId);
    const ofB = (await s.get("/api/bookings/me", { token: b.token })).body.bookings;
    expect(ofB.map((x: { bookingId: string }) => x.bookingId)).toEqual([second.body.bookingId]);
    expect(await seatsOf(s, f)).toBe(8);
  });
});
