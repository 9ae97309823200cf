/**
 * Delta sync never skips a committed row (docs/ARCHITECTURE.md §5.10): not one written by a
 * transaction that commits after a cursor was issued, however long before that it stamped its
 * `updatedAt`, and not one stamped by a server whose clock is behind or ahead. The transactions held
 * open run on a second connection of PostgreSQL's pool (PGlite runs one transaction at a time); the
 * clock cases run on both engines, through a second app on the same database.
 */
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { purgeTombstones } from "../../server/http/delta.ts";
import { flightInput, passengers } from "./helpers/fixtures.ts";
import { onPostgres, startServer, type TestServer, type TestUser } from "./helpers/server.ts";

let clock = new Date("2030-01-01T06:00:00.000Z");
const tick = (minutes = 1) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
const secondsAgo = (s: number) => new Date(clock.getTime() - s * 1000).toISOString();
let s: TestServer;
let admin: TestUser;
let ayesha: TestUser;
let n = 0;

// A fixture flight with its own number and PNR.
const flight = () => flightInput({ flightNumber: `PF ${800 + ++n}`, pnr: `PNR${n}LC` });

type Page = { changed: { _id: string; price: number }[]; deleted: string[]; cursor: string };
const newFlight = async () => (await s.post("/api/flights", flight(), { token: admin.token })).body.flight;
const cursorNow = async () =>
  (await s.get("/api/flights", { token: ayesha.token })).headers.get("x-sync-cursor")!;
const delta = async (cursor: string): Promise<Page> => {
  const res = await s.get(`/api/flights?since=${encodeURIComponent(cursor)}`, { token: ayesha.token });
  expect(res.status).toBe(200);
  return res.body;
};

/** A connection of its own, outside the server's requests (PostgreSQL only). */
async function secondConnection(): Promise<pg.PoolClient> {
  const pool = (s.database.db as unknown as { $client: pg.Pool }).$client;
  return pool.connect();
}

beforeAll(async () => {
  s = await startServer({ now: () => clock, config: { tokenTtlSeconds: 30 * 24 * 3600 } });
  admin = await s.user({ role: "admin" });
  ayesha = await s.user();
});
afterAll(() => s?.close());

describe.skipIf(!onPostgres)("a transaction that commits after the cursor was issued", () => {
  it("its update, stamped 60 s before the commit, reaches the next delta", async () => {
    const f = await newFlight();
    const before = await cursorNow();
    tick();
    const other = await secondConnection();
    try {
      await other.query("begin");
      await other.query(
        "update flights set price = 12345, version = version + 1, updated_at = $2 where id = $1",
        [f._id, secondsAgo(60)],
      );
      // A client syncs while that transaction is still open: it cannot see the change yet.
      const during = await delta(before);
      expect(during.changed.find((r) => r._id === f._id)?.price).not.toBe(12345);
      await other.query("commit");
      tick();
      const after = await delta(during.cursor);
      expect(after.changed.map((r) => [r._id, r.price])).toContainEqual([f._id, 12345]);
    } finally {
      other.release();
    }
  });

  it("its new row and its tombstone, stamped 60 s before the commit, reach the next delta", async () => {
    const gone = await newFlight();
    const before = await cursorNow();
    tick();
    const other = await secondConnection();
    try {
      await other.query("begin");
      const made = await other.query<{ id: string }>(
        `insert into flights (airline_name, flight_number, pnr, departure, destination, departure_date,
           departure_time, arrival_date, arrival_time, price, seats_available, created_at, updated_at)
         values ('Air Sial', 'PF 899', 'PNRLATE', 'SKT', 'DXB', '2030-02-01', '10:00', '2030-02-01',
           '12:30', 50000, 10, $1, $1) returning id`,
        [secondsAgo(60)],
      );
      await other.query("delete from flights where id = $1", [gone._id]);
      await other.query(
        "insert into tombstones (table_name, row_id, deleted_at) values ('flights', $1, $2)",
        [gone._id, secondsAgo(60)],
      );
      const during = await delta(before);
      expect(during.deleted).not.toContain(gone._id);
      await other.query("commit");
      tick();
      const after = await delta(during.cursor);
      expect(after.changed.map((r) => r._id)).toContain(made.rows[0]!.id);
      expect(after.deleted).toContain(gone._id);
    } finally {
      other.release();
    }
  });

  it("a booking written by such a transaction reaches its owner's next delta", async () => {
    const f = await newFlight();
    const b = (
      await s.post("/api/bookings", { ticketId: f._id, passengers: passengers(1) }, { token: ayesha.token })
    ).body.booking;
    const before = (await s.get("/api/bookings/me", { token: ayesha.token })).headers.get("x-sync-cursor")!;
    tick();
    const other = await secondConnection();
    try {
      await other.query("begin");
      await other.query(
        "update flight_bookings set status = 'cancelled', cancelled_at = $2, updated_at = $2, version = version + 1 where id = $1",
        [b._id, secondsAgo(60)],
      );
      const during = (await s.get(`/api/bookings/me?since=${before}`, { token: ayesha.token })).body;
      const seen = during.changed.find((r: { _id: string }) => r._id === b._id);
      expect(seen?.status).not.toBe("cancelled");
      await other.query("commit");
      tick();
      const after = (await s.get(`/api/bookings/me?since=${during.cursor}`, { token: ayesha.token })).body;
      expect(after.changed.map((r: { _id: string; status: string }) => [r._id, r.status])).toContainEqual([
        b._id,
        "cancelled",
      ]);
    } finally {
      other.release();
    }
  });
  it("its activity log row, stamped 60 s before the commit, reaches the dashboard's next delta", async () => {
    const path = "/api/logs/recent-activity?period=all&limit=50";
    const a = { token: admin.token };
    const before = (await s.get(path, a)).headers.get("x-sync-cursor")!;
    tick();
    const other = await secondConnection();
    try {
      await other.query("begin");
      const made = await other.query<{ id: string }>(
        `insert into activity_logs (action, resource, details, created_at)
         values ('update_flight', 'flight', 'Late log', $1) returning id`,
        [secondsAgo(60)],
      );
      const during = (await s.get(`${path}&since=${encodeURIComponent(before)}`, a)).body;
      expect(during.changed.map((l: { _id: string }) => l._id)).not.toContain(made.rows[0]!.id);
      await other.query("commit");
      tick();
      const after = (await s.get(`${path}&since=${encodeURIComponent(during.cursor)}`, a)).body;
      expect(after.changed.map((l: { _id: string }) => l._id)).toContain(made.rows[0]!.id);
    } finally {
      other.release();
    }
  });
});

describe("servers whose clocks disagree", () => {
  /** Another server on the same database whose clock is `minutes` off. */
  const otherServer = (minutes: number) => {
    const { app } = createApp(s.database, s.deps.config, () => new Date(clock.getTime() + minutes * 60_000));
    return (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      app.request(path, {
        method,
        headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json", ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
  };

  it("a change and a deletion stamped by a clock 5 minutes behind reach the next delta", async () => {
    const f = await newFlight();
    const g = await newFlight();
    const before = await cursorNow();
    tick();
    const slow = otherServer(-5);
    const put = await slow(
      "PUT",
      `/api/flights/${f._id}`,
      { ...flight(), price: 23456 },
      { "if-match": "1" },
    );
    expect(put.status).toBe(200);
    expect((await slow("DELETE", `/api/flights/${g._id}`)).status).toBe(200);
    const after = await delta(before);
    expect(after.changed.map((r) => [r._id, r.price])).toContainEqual([f._id, 23456]);
    expect(after.deleted).toContain(g._id);
  });

  it("a cursor issued by a clock 5 minutes ahead misses nothing written on time", async () => {
    const fast = otherServer(5);
    const plain = await fast("GET", "/api/flights");
    const cursor = plain.headers.get("x-sync-cursor")!;
    tick();
    const f = await newFlight();
    const page = (await (
      await fast("GET", `/api/flights?since=${encodeURIComponent(cursor)}`)
    ).json()) as Page;
    expect(page.changed.map((r) => r._id)).toContain(f._id);
  });

  it("a tombstone purged early, stamped by a clock a month behind, makes the cursors that needed it reload", async () => {
    const g = await newFlight();
    const before = await cursorNow();
    tick();
    const slow = otherServer(-31 * 24 * 60);
    expect((await slow("DELETE", `/api/flights/${g._id}`)).status).toBe(200);
    await purgeTombstones(s.deps.db, clock);
    const refused = await s.get(`/api/flights?since=${encodeURIComponent(before)}`, { token: ayesha.token });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/expired/);
    // A cursor issued after the purge is served.
    const later = await cursorNow();
    expect(
      (await s.get(`/api/flights?since=${encodeURIComponent(later)}`, { token: ayesha.token })).status,
    ).toBe(200);
  });
});
