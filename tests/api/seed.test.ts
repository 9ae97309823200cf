/**
 * The embedded demo (server/db/seed/): seeded once into a fresh in-memory PGlite, then checked with
 * SQL for the rules the server relies on — inventory consistency, totals, statuses, expiry — and for
 * the spread the charts need.
 */
import { eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LIMITS } from "../../server/config.ts";
import { type Database, openDatabase } from "../../server/db/client.ts";
import { users } from "../../server/db/schema.ts";
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  ensureAdmin,
  printSignIns,
  seedDemo,
} from "../../server/db/seed/index.ts";
import { verifyPassword } from "../../server/services/passwords.ts";

let database: Database;
let counts: Record<string, number>;

async function rows<T>(query: SQL): Promise<T[]> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

async function one<T>(query: SQL): Promise<T> {
  const [row] = await rows<T>(query);
  if (row === undefined) throw new Error("query returned no row");
  return row;
}

const BOOKING_TABLES = [
  "flight_bookings",
  "package_bookings",
  "direct_bookings",
  "direct_package_bookings",
  "gds_bookings",
] as const;

beforeAll(async () => {
  database = await openDatabase({ kind: "pglite" });
  const t0 = performance.now();
  ({ counts } = await seedDemo(database.db));
  const ms = Math.round(performance.now() - t0);
  console.log(`seedDemo took ${ms} ms:`, JSON.stringify(counts));
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe("seedDemo", () => {
  it("fills every table with the demo's amounts", () => {
    expect(counts.users).toBeGreaterThanOrEqual(18);
    expect(counts.flights).toBeGreaterThanOrEqual(55);
    expect(counts.flightBookings).toBeGreaterThanOrEqual(380);
    expect(counts.flightBookingPassengers).toBeGreaterThan(counts.flightBookings!);
    expect(counts.packages).toBeGreaterThanOrEqual(10);
    expect(counts.packageBookings).toBeGreaterThanOrEqual(140);
    expect(counts.directBookings).toBeGreaterThanOrEqual(95);
    expect(counts.directPackageBookings).toBeGreaterThanOrEqual(40);
    expect(counts.gdsBookings).toBeGreaterThanOrEqual(40);
    expect(counts.gdsSegments).toBeGreaterThan(0);
    expect(counts.gdsPassengers).toBeGreaterThanOrEqual(counts.gdsBookings!);
    expect(counts.activityLogs).toBeGreaterThanOrEqual(550);
  });

  it("has the demo sign-ins with the right status and the demo password", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await database.db.select().from(users).where(eq(users.email, account.email));
      expect(user, account.email).toBeDefined();
      expect(user!.role).toBe(account.role);
      const status = user!.isBlocked ? "blocked" : user!.isApproved ? "approved" : "pending";
      expect(status, account.email).toBe(account.status);
    }
    const [admin] = await database.db.select().from(users).where(eq(users.email, "admin@safar.pk"));
    expect(await verifyPassword(DEMO_PASSWORD, admin!.passwordHash)).toBe(true);
    const lines: string[] = [];
    printSignIns((l) => lines.push(l));
    expect(lines.join("\n")).toContain(DEMO_PASSWORD);
    expect(lines.join("\n")).toContain("blocked@safar.pk");
  });

  it("has every status in every booking table", async () => {
    for (const table of BOOKING_TABLES) {
      const found = await rows<{ status: string }>(
        sql`select distinct status from ${sql.identifier(table)} order by status`,
      );
      expect(
        found.map((r) => r.status),
        table,
      ).toEqual(["approved", "cancelled", "pending"]);
    }
  });

  it("spreads flight bookings over at least 13 months", async () => {
    const { months } = await one<{ months: number }>(
      sql`select count(distinct to_char(created_at at time zone 'Asia/Karachi', 'YYYY-MM'))::int as months from flight_bookings`,
    );
    expect(months).toBeGreaterThanOrEqual(13);
    const { approved } = await one<{ approved: number }>(
      sql`select count(distinct to_char(created_at at time zone 'Asia/Karachi', 'YYYY-MM'))::int as approved
          from flight_bookings where status = 'approved'`,
    );
    expect(approved).toBeGreaterThanOrEqual(13);
  });

  it("keeps flight inventory consistent: no negative seats, 0 seats means sold", async () => {
    const bad = await rows(
      sql`select id from flights where seats_available < 0 or seats_available > 45
          or (seats_available = 0) <> (status = 'sold')`,
    );
    expect(bad).toEqual([]);
    const { sold, delayed, stopovers, returns } = await one<{
      sold: number;
      delayed: number;
      stopovers: number;
      returns: number;
    }>(
      sql`select count(*) filter (where status = 'sold')::int as sold,
                 count(*) filter (where status = 'delayed')::int as delayed,
                 count(*) filter (where is_stopover)::int as stopovers,
                 count(*) filter (where is_return_flight)::int as returns
          from flights`,
    );
    expect(sold).toBeGreaterThanOrEqual(3);
    expect(delayed).toBeGreaterThanOrEqual(1);
    expect(stopovers).toBeGreaterThanOrEqual(3);
    expect(returns).toBeGreaterThanOrEqual(10);
    const { airlines } = await one<{ airlines: number }>(
      sql`select count(distinct airline_name)::int as airlines from flights`,
    );
    expect(airlines).toBe(15);
  });

  it("keeps package participants equal to the pending and approved bookings, within the maximum", async () => {
    const bad = await rows(
      sql`select p.id, p.current_participants, p.max_participants, coalesce(b.held, 0) as held
          from packages p
          left join (select package_id, sum(participant_count)::int as held from package_bookings
                     where status in ('pending', 'approved') group by package_id) b on b.package_id = p.id
          where p.current_participants <> coalesce(b.held, 0) or p.current_participants > p.max_participants`,
    );
    expect(bad).toEqual([]);
    const soldFull = await rows(
      sql`select id from packages where status = 'sold' and current_participants = max_participants`,
    );
    expect(soldFull.length).toBeGreaterThanOrEqual(1);
    // Only the sold-out package is full.
    const fullButOpen = await rows(
      sql`select id from packages where (current_participants = max_participants) <> (status = 'sold')`,
    );
    expect(fullButOpen).toEqual([]);
    const badCounts = await rows(
      sql`select id from package_bookings
          where participant_count <> jsonb_array_length(passengers)
             or participant_count not between 1 and 5
             or total_amount <> price_per_person * participant_count`,
    );
    expect(badCounts).toEqual([]);
  });

  it("keeps every customer's pending holds within the hold caps, the demo sign-ins within half", async () => {
    const held = async (table: "flight_bookings" | "package_bookings", count: string) =>
      rows<{ email: string; held: number }>(
        sql`select u.email, sum(b.${sql.raw(count)})::int as held
            from ${sql.raw(table)} b join users u on u.id = b.user_id
            where b.status = 'pending' and b.expires_at > now() group by u.email`,
      );
    const demo = new Set(["ayesha@safar.pk", "bilal@safar.pk", "fatima@safar.pk"]);
    const over = (list: { email: string; held: number }[], cap: number) =>
      list.filter((r) => r.held > (demo.has(r.email) ? Math.floor(cap / 2) : cap));
    const seats = await held("flight_bookings", "passenger_count");
    const places = await held("package_bookings", "participant_count");
    expect(over(seats, DEFAULT_LIMITS.maxHeldSeatsPerCustomer)).toEqual([]);
    expect(over(places, DEFAULT_LIMITS.maxHeldPlacesPerCustomer)).toEqual([]);
    // The demo sign-ins still have bookings waiting for approval.
    expect(seats.filter((r) => demo.has(r.email))).toHaveLength(3);
  });

  it("prices every flight booking as price × passengers, with one row per passenger", async () => {
    const bad = await rows(
      sql`select b.id from flight_bookings b
          left join (select booking_id, count(*)::int as n from flight_booking_passengers group by booking_id) p
            on p.booking_id = b.id
          where b.total_amount <> b.price_per_passenger * b.passenger_count
             or b.passenger_count <> coalesce(p.n, 0)
             or b.passenger_count not between 1 and 6
             or (b.flight_snapshot ->> 'price')::numeric <> b.price_per_passenger
             or b.flight_snapshot ? 'pnr'`,
    );
    expect(bad).toEqual([]);
    const mismatched = await rows(
      sql`select id from flight_booking_passengers
          where (age_type = 'adult') <> (person_type in ('Mr', 'Mrs', 'Ms'))
             or (age_type = 'child') <> (person_type = 'Chd')
             or (age_type = 'infant') <> (person_type = 'Inf')
             or passport !~ '^[A-Z]{2}[0-9]{7}$'
             or passport_expiry <= current_date`,
    );
    expect(mismatched).toEqual([]);
  });

  it("keeps booking lifecycles coherent: pending ones unexpired, approved and cancelled ones dated", async () => {
    for (const table of ["flight_bookings", "package_bookings"]) {
      const bad = await rows(
        sql`select id from ${sql.identifier(table)}
            where (status = 'pending' and (expires_at <= now() or expires_at <> created_at + interval '2 hours'
                                           or approved_at is not null or cancelled_at is not null))
               or (status = 'approved' and (approved_at is null or approved_at > expires_at))
               or (status = 'cancelled' and cancelled_at is null)
               or (cancel_reason = 'expired' and cancelled_at <> expires_at)
               or created_at > now() or updated_at < created_at`,
      );
      expect(bad, table).toEqual([]);
    }
    const { expired, claimed } = await one<{ expired: number; claimed: number }>(
      sql`select count(*) filter (where cancel_reason = 'expired')::int as expired,
                 count(*) filter (where status = 'pending' and payment_claimed_at is not null)::int as claimed
          from flight_bookings`,
    );
    expect(expired).toBeGreaterThan(0);
    expect(claimed).toBeGreaterThan(0);
  });

  it("gives multi-city GDS bookings at least two segments", async () => {
    const multi = await rows<{ id: string; n: number }>(
      sql`select g.id, count(s.id)::int as n from gds_bookings g
          left join gds_segments s on s.gds_booking_id = g.id
          where g.is_multi_city group by g.id`,
    );
    expect(multi.length).toBeGreaterThanOrEqual(10);
    for (const m of multi) expect(m.n).toBeGreaterThanOrEqual(2);
    const bad = await rows(
      sql`select id from gds_bookings where booking_id !~ '^[A-Z0-9]{6}$'
          or (not is_multi_city and flight_details is null)`,
    );
    expect(bad).toEqual([]);
  });

  it("has direct bookings with totals that add up", async () => {
    const bad = await rows(
      sql`select id from direct_bookings
          where total_amount <> price_per_passenger * passenger_count
             or jsonb_array_length(passenger_details) <> passenger_count
             or (booking_type = 'flight' and flight_details is null)
             or (booking_type = 'package' and package_details is null)`,
    );
    expect(bad).toEqual([]);
    const badPkg = await rows(
      sql`select id from direct_package_bookings
          where total_amount <> (package_details ->> 'price')::numeric * jsonb_array_length(passenger_details)`,
    );
    expect(badPkg).toEqual([]);
  });

  it("writes activity logs of every kind", async () => {
    const found = await rows<{ action: string; status: string }>(
      sql`select distinct action, status from activity_logs`,
    );
    const kinds = new Set(found.map((r) => `${r.action}:${r.status}`));
    for (const kind of [
      "login:success",
      "login:error",
      "logout:success",
      "create_booking:success",
      "approve_booking:success",
      "cancel_booking:success",
      "create_flight:success",
      "update_flight:success",
      "delete_flight:success",
      "create_package:success",
      "approve_user:success",
      "block_user:success",
      "security_alert:warning",
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    const { future } = await one<{ future: number }>(
      sql`select count(*)::int as future from activity_logs where created_at > now()`,
    );
    expect(future).toBe(0);
  });

  it("adds nothing when run a second time", async () => {
    const before = await one<{ n: number }>(sql`select count(*)::int as n from flight_bookings`);
    const again = await seedDemo(database.db);
    expect(Object.values(again.counts).every((n) => n === 0)).toBe(true);
    const after = await one<{ n: number }>(sql`select count(*)::int as n from flight_bookings`);
    expect(after.n).toBe(before.n);
  });
});

describe("ensureAdmin", () => {
  it("creates an approved admin once, then reports that it exists", async () => {
    expect(await ensureAdmin(database.db, "Ops@Safar.PK", "Another@Pass1", "Operations")).toBe("created");
    const [ops] = await database.db.select().from(users).where(eq(users.email, "ops@safar.pk"));
    expect(ops).toMatchObject({ role: "admin", isApproved: true, isBlocked: false, name: "Operations" });
    expect(await verifyPassword("Another@Pass1", ops!.passwordHash)).toBe(true);
    expect(await ensureAdmin(database.db, "ops@safar.pk", "whatever-else")).toBe("exists");
    expect(await ensureAdmin(database.db, "admin@safar.pk", "whatever-else")).toBe("exists");
  });
});
