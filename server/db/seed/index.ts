/**
 * The embedded demo (docs/ARCHITECTURE.md §6): a Pakistani agency's last 14 months — customers, ~60 group-fare
 * flights over the 15 airlines of the specs, Umrah and tour packages, flight and package bookings in
 * every status, website (direct) and GDS bookings, and the activity log that goes with them.
 *
 * Rules the data keeps (the same ones the server enforces):
 * - A flight's seatsAvailable is what is left after the pending and approved bookings hold their
 *   seats; a flight left with 0 seats is 'sold'. A package's currentParticipants is the participants
 *   of its pending and approved bookings, never above maxParticipants.
 * - Pending bookings were made within the last 2 hours and expire 2 hours after creation; approvals
 *   and cancellations happened inside that window (or exactly at it, for expired ones).
 * - totalAmount = price × passengers; a booking keeps a snapshot of what was booked (no PNR).
 * - Nobody holds more seats or places in pending bookings than the default hold caps allow
 *   (server/services/holds.ts), and the three demo sign-ins hold at most half of them, so they can
 *   still book right after seeding.
 *
 * Everything is generated from one seeded PRNG, so a given `random` gives the same demo (booking
 * references and row ids come from the crypto generators, like in the app, and are the exception).
 * Dates are computed in the agency's time zone (Asia/Karachi, UTC+5, no DST).
 *
 * The generators run in a fixed order (below), each throwing the shared dice in turn: moving code
 * between these modules changes nothing, calling a generator earlier or later changes the demo.
 * This file seeds; the modules beside it build the rows: users.ts, flights.ts, flight-bookings.ts,
 * packages.ts, direct.ts, gds.ts and logs.ts, from the data tables in airlines.ts,
 * umrah-packages.ts, tour-packages.ts and reference.ts.
 */
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import { hashPassword } from "../../services/passwords.ts";
import {
  activityLogs,
  directBookings,
  directPackageBookings,
  flightBookingPassengers,
  flightBookings,
  flights,
  gdsBookings,
  gdsPassengers,
  gdsSegments,
  packageBookings,
  packages,
  users,
} from "../schema.ts";
import type { Db, Tx } from "../types.ts";
import type { Ctx } from "./context.ts";
import { buildDirectBookings } from "./direct.ts";
import { buildDirectPackageBookings } from "./direct-packages.ts";
import { buildFlightBookings } from "./flight-bookings.ts";
import { buildFlights } from "./flights.ts";
import { buildGds } from "./gds.ts";
import { buildLogs } from "./logs.ts";
import { buildPackageBookings, buildPackages } from "./packages.ts";
import { DEFAULT_SEED, Dice, mulberry32 } from "./random.ts";
import { DEMO_PASSWORD } from "./sign-ins.ts";
import { monthsBefore } from "./time.ts";
import { buildUsers } from "./users.ts";

export {
  DEMO_ACCOUNTS,
  DEMO_EMAILS,
  DEMO_PASSWORD,
  type DemoAccount,
  ensureAdmin,
  printSignIns,
} from "./sign-ins.ts";

const EMPTY_COUNTS = {
  users: 0,
  flights: 0,
  flightBookings: 0,
  flightBookingPassengers: 0,
  packages: 0,
  packageBookings: 0,
  directBookings: 0,
  directPackageBookings: 0,
  gdsBookings: 0,
  gdsSegments: 0,
  gdsPassengers: 0,
  activityLogs: 0,
};

async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: PgInsertValue<T>[]): Promise<number> {
  for (let i = 0; i < rows.length; i += 500) await tx.insert(table).values(rows.slice(i, i + 500));
  return rows.length;
}

/**
 * Fills an empty database with the demo, in one transaction. Returns counts of 0 without touching
 * anything when the users table already has rows.
 */
export async function seedDemo(
  db: Db,
  opts: { now?: Date; random?: () => number } = {},
): Promise<{ counts: Record<string, number> }> {
  const isEmpty = async (q: Db | Tx) => (await q.select({ id: users.id }).from(users).limit(1)).length === 0;
  if (!(await isEmpty(db))) return { counts: { ...EMPTY_COUNTS } };

  const now = opts.now ?? new Date();
  const dice = new Dice(opts.random ?? mulberry32(DEFAULT_SEED));
  const ctx: Ctx = { dice, now, start: monthsBefore(now, 14) };
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const who = buildUsers(ctx, passwordHash);
  const flightPlans = buildFlights(ctx);
  const refs = new Set<string>();
  const fb = buildFlightBookings(ctx, flightPlans, who.customers, refs);
  const packagePlans = buildPackages(ctx);
  const pb = buildPackageBookings(ctx, packagePlans, who.customers, refs);
  const direct = buildDirectBookings(ctx, flightPlans, packagePlans, refs);
  const directPkg = buildDirectPackageBookings(ctx, packagePlans, refs);
  const gds = buildGds(ctx, new Set(flightPlans.map((f) => f.row.pnr)));
  const logs = buildLogs(ctx, who, flightPlans, packagePlans, [...fb.facts, ...pb.facts]);

  return db.transaction(async (tx) => {
    if (!(await isEmpty(tx))) return { counts: { ...EMPTY_COUNTS } };
    const counts = {
      users: await insertAll(tx, users, who.rows),
      flights: await insertAll(
        tx,
        flights,
        flightPlans.map((f) => f.row),
      ),
      flightBookings: await insertAll(tx, flightBookings, fb.rows),
      flightBookingPassengers: await insertAll(tx, flightBookingPassengers, fb.passengers),
      packages: await insertAll(
        tx,
        packages,
        packagePlans.map((p) => p.row),
      ),
      packageBookings: await insertAll(tx, packageBookings, pb.rows),
      directBookings: await insertAll(tx, directBookings, direct),
      directPackageBookings: await insertAll(tx, directPackageBookings, directPkg),
      gdsBookings: await insertAll(tx, gdsBookings, gds.bookings),
      gdsSegments: await insertAll(tx, gdsSegments, gds.segments),
      gdsPassengers: await insertAll(tx, gdsPassengers, gds.passengers),
      activityLogs: await insertAll(tx, activityLogs, logs),
    };
    return { counts };
  });
}
