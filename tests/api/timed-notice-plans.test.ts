/**
 * The minute's timed notices read through indexes (docs/ARCHITECTURE.md §13.1): the deadline scan
 * is a BitmapOr of the two partial indexes of migration 0007 (names due and not sent, ticketing
 * due), and the expiry warning a range on the pending bookings' expiry index. With sequential scans
 * priced out, a query no index can serve still plans a Seq Scan, so the plan names what serves it.
 */
import { type SQLWrapper, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dueDeadlines, expiringBookings } from "../../server/services/timed-notices.ts";
import { startServer, type TestServer } from "./helpers/server.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

/** The plan of `query` as text, sequential scans disabled for its transaction. */
async function plan(query: (db: typeof s.database.db) => SQLWrapper): Promise<string> {
  let text = "";
  await s.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain ${query(tx as typeof s.database.db)}`);
    const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
    text = rows.map((r) => Object.values(r)[0]).join("\n");
  });
  return text;
}

const now = new Date("2030-01-05T06:00:00.000Z");

describe("the timed notices' scans", () => {
  it("find the deadlines due through the two partial indexes, never a scan of every flight", async () => {
    const p = await plan((db) => dueDeadlines(db, now));
    expect(p).toContain("flights_names_due_unsent_idx");
    expect(p).toContain("flights_ticketing_due_idx");
    expect(p).not.toContain("Seq Scan");
  });

  it("find the bookings about to expire through a pending bookings' index, never a scan of all", async () => {
    // On an empty table the two partial indexes on pending bookings tie; with rows (a range of
    // half an hour among many pending bookings) the planner takes the expiry one.
    for (const kind of ["flight", "package"] as const) {
      const p = await plan((db) => expiringBookings(db, kind, now));
      expect(p).toMatch(new RegExp(`${kind}_bookings_(pending_expiry|user_pending)_idx`));
      expect(p).not.toContain("Seq Scan");
    }
  });
});
