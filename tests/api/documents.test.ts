/**
 * Travel documents' codes and their public check (docs/ARCHITECTURE.md §4.6): an approved booking
 * carries its signed code, `GET /verify/{code}` answers it without a session with initials only,
 * and any code the server did not sign is the same 404, refused before any database read.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RateLimiter } from "../../server/http/rate-limit.ts";
import { createFlight, createPackage, passenger } from "./helpers/fixtures.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

const clock = new Date("2030-01-05T06:00:00.000Z");
const NOT_VALID = { message: "Not a valid Safar document" };
let s: TestServer;
let admin: TestUser;
let owner: TestUser;
let other: TestUser;
let flightId: string;
/** The owner's approved flight booking of three and its code. */
let booking: { _id: string; bookingId: string; documentCode: string };

const people = [
  passenger("Ali Raza", { passport: "AB1111111" }),
  passenger("Sana", { personType: "Ms", lastName: "Mir", passport: "AB2222222" }),
  passenger("Usman", { passport: "AB3333333" }),
];

async function bookFlight(who: TestUser, passengers = people) {
  const res = await s.post("/api/bookings", { ticketId: flightId, passengers }, { token: who.token });
  expect(res.status).toBe(201);
  return res.body.booking as { _id: string; bookingId: string; documentCode: string | null };
}

const approve = (id: string) => s.put(`/api/bookings/${id}/approve`, undefined, { token: admin.token });
const verify = (code: string) => s.get(`/api/verify/${code}`);

beforeAll(async () => {
  s = await startServer({ now: () => clock });
  [admin, owner, other] = await Promise.all([
    s.user({ role: "admin" }),
    s.user({ name: "Sadia" }),
    s.user({ name: "Bilal" }),
  ]);
  flightId = await createFlight(s, admin.token, {
    flightNumber: "PK 740",
    departure: "ISB",
    destination: "JED",
    departureDate: "2030-03-12",
    arrivalDate: "2030-03-12",
  });
  const made = await bookFlight(owner);
  expect(made.documentCode).toBeNull();
  expect((await approve(made._id)).status).toBe(200);
  const mine = await s.get("/api/bookings/me", { token: owner.token });
  booking = mine.body.bookings.find((b: { _id: string }) => b._id === made._id);
});
afterAll(() => s?.close());

describe("the code of an approved booking", () => {
  it("is on the owner's booking and the admin's, and only once approved", async () => {
    expect(booking.documentCode).toMatch(new RegExp(`^${booking.bookingId}\\.[A-Za-z0-9_-]{22}$`));
    const all = await s.get("/api/bookings", { token: admin.token });
    const seen = all.body.bookings.find((b: { _id: string }) => b._id === booking._id);
    expect(seen.documentCode).toBe(booking.documentCode);
    const pending = await bookFlight(owner, [passenger("Hina")]);
    const list = await s.get("/api/bookings/me", { token: owner.token });
    const row = list.body.bookings.find((b: { _id: string }) => b._id === pending._id);
    expect(row.documentCode).toBeNull();
    const approved = await approve(pending._id);
    expect(approved.body.booking.documentCode).toMatch(new RegExp(`^${pending.bookingId}\\.`));
  });

  it("never reaches another customer", async () => {
    const theirs = await s.get("/api/bookings/me", { token: other.token });
    expect(theirs.text).not.toContain(booking.documentCode);
    expect((await s.get("/api/bookings", { token: other.token })).status).toBe(403);
    const cancel = await s.put(`/api/bookings/${booking._id}/cancel`, undefined, { token: other.token });
    expect(cancel.status).toBe(404);
    expect(cancel.text).not.toContain(booking.documentCode);
  });
});

describe("GET /verify/{code}", () => {
  it("answers a genuine code without a session: the trip, the count and initials only", async () => {
    const res = await verify(booking.documentCode);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      valid: true,
      reference: booking.bookingId,
      status: "approved",
      passengerCount: 3,
      passengers: ["A. R. K.", "S. M.", "U. K."],
      flight: { flightNumber: "PK 740", departure: "ISB", destination: "JED", departureDate: "2030-03-12" },
      package: null,
    });
    // Names are stored upper-case; nothing else about the passengers, the customer or the PNR.
    for (const secret of [
      "ALI",
      "RAZA",
      "KHAN",
      "SANA",
      "USMAN",
      "AB1111111",
      owner.email,
      "PKX9QZ",
      "Sadia",
    ]) {
      expect(res.text).not.toContain(secret);
    }
  });

  it("answers a package booking's code with the package's name and dates", async () => {
    const pkg = await createPackage(s, admin.token, { name: "Economy Umrah 15 Days" });
    const made = await s.post(
      "/api/package-bookings",
      { packageId: pkg, passengers: [{ name: "Zainab Bibi", passport: "ZX9999999" }] },
      { token: owner.token },
    );
    const id = made.body.booking._id;
    const approved = await s.put(
      `/api/package-bookings/${id}/status`,
      { status: "approved" },
      { token: admin.token },
    );
    const code = approved.body.booking.documentCode;
    expect(code).toMatch(/^PK-/);
    const res = await verify(code);
    expect(res.body).toMatchObject({
      valid: true,
      passengerCount: 1,
      passengers: ["Z. B."],
      flight: null,
      package: { name: "Economy Umrah 15 Days", departureDate: "2030-03-01", returnDate: "2030-03-15" },
    });
  });

  it("refuses every altered, truncated, over-long or garbage code with the same 404, never a 5xx", async () => {
    const code = booking.documentCode;
    const altered: string[] = [];
    for (let i = 0; i < code.length; i++) {
      const ch = code[i] === "A" ? "B" : "A";
      altered.push(code.slice(0, i) + ch + code.slice(i + 1));
    }
    const swapCase =
      code.slice(0, -1) +
      (code.at(-1) === code.at(-1)!.toLowerCase() ? code.at(-1)!.toUpperCase() : code.at(-1)!.toLowerCase());
    const cases = [
      ...altered,
      ...[1, 5, 12, code.length - 1].map((n) => code.slice(0, n)),
      `${code}A`,
      `${code}${"A".repeat(5000)}`,
      swapCase,
      booking.bookingId,
      `${booking.bookingId}.`,
      "garbage",
      "%00",
      "%E0%A4%A",
      "%F0%9F%98%80",
      encodeURIComponent("SF-ÄÄÄÄÄÄÄÄ.ÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄ"),
      `${code}/extra`,
      `${code}%2F`,
      "'%20OR%201=1--",
    ];
    for (const c of new Set(cases)) {
      if (c === code) continue;
      const res = await verify(c);
      expect(res.status, c).toBe(404);
      expect(res.body, c).toEqual(NOT_VALID);
    }
    const none = await s.get("/api/verify");
    expect(none.status).toBe(404);
  });

  it("reads nothing from the database for a code it did not sign", async () => {
    const select = vi.spyOn(s.deps.db, "select");
    try {
      const forged = `${booking.bookingId}.${"A".repeat(22)}`;
      expect((await verify(forged)).status).toBe(404);
      expect(select).not.toHaveBeenCalled();
      expect((await verify(booking.documentCode)).status).toBe(200);
      expect(select).toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
  });

  it("says a cancelled booking is no longer valid, and a deleted one is not a document", async () => {
    const made = await bookFlight(owner, [passenger("Omar")]);
    await approve(made._id);
    const code = (await s.get("/api/bookings", { token: admin.token })).body.bookings.find(
      (b: { _id: string }) => b._id === made._id,
    ).documentCode;
    expect((await verify(code)).body.valid).toBe(true);
    await s.put(`/api/bookings/${made._id}/cancel`, undefined, { token: admin.token });
    const cancelled = await verify(code);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ valid: false, status: "cancelled", passengers: ["O. K."] });
    await s.del(`/api/bookings/${made._id}`, { token: admin.token });
    const gone = await verify(code);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual(NOT_VALID);
  });

  it("is rate-limited per address with Retry-After", async () => {
    const limiter = s.deps.limiters.verifyIp;
    s.deps.limiters.verifyIp = new RateLimiter(3, 60_000);
    try {
      for (let i = 0; i < 3; i++) expect((await verify(`garbage${i}`)).status).toBe(404);
      const refused = await verify(booking.documentCode);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      s.deps.limiters.verifyIp = limiter;
    }
  });
});
