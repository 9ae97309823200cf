import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "../../server/http/delta.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

let clock = new Date("2030-01-01T06:00:00.000Z");
const tick = (minutes = 1) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
let s: TestServer;
let admin: TestUser;
let ayesha: TestUser;
let bilal: TestUser;

const flight = (n: number) => ({
  airlineName: "Air Sial",
  flightNumber: `PF ${700 + n}`,
  pnr: `PNR${n}AA`,
  departure: "SKT",
  destination: "DXB",
  departureDate: "2030-02-01",
  departureTime: "10:00",
  arrivalDate: "2030-02-01",
  arrivalTime: "12:30",
  price: 70000,
  seatsAvailable: 10,
});
const passenger = {
  personType: "Mr",
  firstName: "Usman",
  lastName: "Tariq",
  passport: "AB7654321",
  passportExpiry: "2033-01-01",
  ageType: "adult",
  dateOfBirth: "1988-01-01",
  nationality: "PAKISTAN",
  contactNumber: "+923001112233",
};

beforeAll(async () => {
  s = await startServer({ now: () => clock, config: { tokenTtlSeconds: 30 * 24 * 3600 } });
  admin = await s.user({ role: "admin" });
  ayesha = await s.user();
  bilal = await s.user();
});
afterAll(() => s?.close());

describe("delta sync", () => {
  it("a plain list carries a cursor; the next call gets only changes and deletions", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await s.post("/api/flights", flight(i), { token: admin.token })).body.flight._id);
    tick();
    const full = await s.get("/api/flights", { token: ayesha.token });
    expect(full.body.flights).toHaveLength(3);
    const cursor = full.headers.get("x-sync-cursor")!;
    expect(cursor).toMatch(/^c2\./);

    tick();
    const quiet = await s.get(`/api/flights?since=${cursor}`, { token: ayesha.token });
    expect(quiet.body).toEqual({ changed: [], deleted: [], cursor: expect.any(String) });
    expect(quiet.text.length).toBeLessThan(1024);

    // A price change names the version it was made on (If-Match; 428 without).
    await s.put(
      `/api/flights/${ids[0]}`,
      { ...flight(0), price: 65000 },
      {
        token: admin.token,
        headers: { "if-match": "1" },
      },
    );
    await s.del(`/api/flights/${ids[1]}`, { token: admin.token });
    tick();
    const delta = await s.get(`/api/flights?since=${quiet.body.cursor}`, { token: ayesha.token });
    expect(delta.body.changed.map((f: { _id: string; price: number }) => [f._id, f.price])).toEqual([
      [ids[0], 65000],
    ]);
    expect(delta.body.changed[0]).not.toHaveProperty("pnr");
    expect(delta.body.deleted).toEqual([ids[1]]);
  });

  it("booking deletions reach only their owner's mirror", async () => {
    const f = (await s.post("/api/flights", flight(9), { token: admin.token })).body.flight;
    const mine = (
      await s.post("/api/bookings", { ticketId: f._id, passengers: [passenger] }, { token: ayesha.token })
    ).body.booking;
    tick();
    const a = (await s.get("/api/bookings/me", { token: ayesha.token })).headers.get("x-sync-cursor")!;
    const b = (await s.get("/api/bookings/me", { token: bilal.token })).headers.get("x-sync-cursor")!;
    const adminCursor = (await s.get("/api/bookings?limit=1000", { token: admin.token })).headers.get(
      "x-sync-cursor",
    )!;
    await s.del(`/api/bookings/${mine._id}`, { token: admin.token });
    tick();
    expect((await s.get(`/api/bookings/me?since=${a}`, { token: ayesha.token })).body.deleted).toEqual([
      mine._id,
    ]);
    expect((await s.get(`/api/bookings/me?since=${b}`, { token: bilal.token })).body.deleted).toEqual([]);
    expect(
      (await s.get(`/api/bookings?limit=1000&since=${adminCursor}`, { token: admin.token })).body.deleted,
    ).toEqual([mine._id]);
  });

  it("answers the admin's bookings plainly when more changed than the list's limit holds", async () => {
    const f = (await s.post("/api/flights", flight(20), { token: admin.token })).body.flight;
    const cursor = (await s.get("/api/bookings?limit=2", { token: admin.token })).headers.get(
      "x-sync-cursor",
    )!;
    for (let i = 0; i < 3; i++)
      await s.post("/api/bookings", { ticketId: f._id, passengers: [passenger] }, { token: bilal.token });
    tick();
    const res = await s.get(`/api/bookings?limit=2&since=${cursor}`, { token: admin.token });
    expect(res.status).toBe(200);
    // Not a delta page of two of the three: the plain list, with a new cursor.
    expect(Object.keys(res.body)).toEqual(["bookings"]);
    expect(res.body.bookings).toHaveLength(2);
    expect(res.headers.get("x-sync-cursor")).toMatch(/^c2\./);
  });

  it("every mirrored list answers deltas in its own shape", async () => {
    for (const path of [
      "/api/packages",
      "/api/package-bookings/all",
      "/api/customers",
      "/api/direct-bookings",
      "/api/direct-package-bookings",
      "/api/web/gds-bookings",
    ]) {
      const plain = await s.get(path, { token: admin.token });
      const cursor = plain.headers.get("x-sync-cursor");
      expect(cursor, path).toBeTruthy();
      tick();
      const delta = await s.get(`${path}?since=${cursor}`, { token: admin.token });
      expect(delta.status, path).toBe(200);
      expect(Object.keys(delta.body).sort(), path).toEqual(["changed", "cursor", "deleted"]);
    }
  });

  it("refuses a malformed or expired cursor with a 400 (the client then reloads the list)", async () => {
    expect((await s.get("/api/flights?since=nonsense", { token: ayesha.token })).status).toBe(400);
    // Shaped like a cursor, but past the last transaction id or time either can hold: a 400 on every
    // delta list, never a 500.
    for (const path of ["/api/flights", "/api/packages", "/api/bookings/me", "/api/package-bookings/me"]) {
      for (const since of [
        "c2.9223372036854775808.1",
        "c2.99999999999999999999.1",
        "c2.1.zzzzzzzzzzzz",
        "c2.5.1.7",
      ]) {
        const far = await s.get(`${path}?since=${since}`, { token: ayesha.token });
        expect(far.status, `${path} ${since}`).toBe(400);
        expect(far.body.message, `${path} ${since}`).toBe("Invalid sync cursor");
      }
    }
    const old = (await s.get("/api/flights", { token: ayesha.token })).headers.get("x-sync-cursor")!;
    tick(31 * 24 * 60);
    const later = await s.user();
    const expired = await s.get(`/api/flights?since=${old}`, { token: later.token });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toMatch(/expired/);
  });

  it("names the snapshot's running transactions, or only its xmin when they do not fit in 100 characters", () => {
    const at = new Date("2030-01-01T06:00:00.000Z");
    const few = { xmin: 900n, xmax: 1000n, xip: [900n, 950n] };
    const c = encodeCursor(few, at);
    expect(decodeCursor(c)).toEqual({ since: { from: 1000n, also: [900n, 950n] }, at });
    expect(decodeCursor(encodeCursor({ xmin: 1000n, xmax: 1000n, xip: [] }, at))?.since).toEqual({
      from: 1000n,
      also: [],
    });
    // Forty running transactions: the short form, every transaction from the xmin on (a superset).
    const many = {
      xmin: 500n,
      xmax: 100_000n,
      xip: Array.from({ length: 40 }, (_, i) => 500n + BigInt(i) * 7n),
    };
    const short = encodeCursor(many, at);
    expect(short.length).toBeLessThanOrEqual(100);
    expect(decodeCursor(short)?.since).toEqual({ from: 500n, also: [] });
  });
});
