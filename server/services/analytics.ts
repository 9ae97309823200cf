/**
 * The admin dashboard's figures in SQL (aggregates with FILTER, one pass per table), so they stay
 * fast however many bookings there are. They must equal the domain functions of
 * src/domain/analytics.ts on the same data: tests/api/analytics.test.ts checks it for every period.
 */
import { type SQL, sql } from "drizzle-orm";
import type { AdminFigures, Bucket, SalesPoint } from "../../src/domain/analytics.ts";
import { FULL_MONTHS } from "../../src/domain/analytics.ts";
import type { Range } from "../../src/domain/periods.ts";
import type { DbOrTx } from "../db/client.ts";

const num = (v: unknown) => Number(v ?? 0);
const money = (n: number) => Math.round(n * 100) / 100;

type Row = Record<string, unknown>;
async function one(db: DbOrTx, q: SQL): Promise<Row> {
  const res = await db.execute(q);
  return ((res as unknown as { rows: Row[] }).rows[0] ?? {}) as Row;
}
async function all(db: DbOrTx, q: SQL): Promise<Row[]> {
  const res = await db.execute(q);
  return (res as unknown as { rows: Row[] }).rows;
}

function within(range: Range | null): SQL {
  return range
    ? sql`created_at >= ${range.start.toISOString()}::timestamptz and created_at < ${range.end.toISOString()}::timestamptz`
    : sql`true`;
}

/** Every approved sale of any kind, in rupees (GDS bookings in another currency are not rupees). */
const SALES = sql`
  select created_at, total_amount from flight_bookings where status = 'approved'
  union all select created_at, total_amount from package_bookings where status = 'approved'
  union all select created_at, total_amount from direct_bookings where status = 'approved' and booking_type = 'flight'
  union all select created_at, total_amount from direct_bookings where status = 'approved' and booking_type = 'package'
  union all select created_at, total_amount from direct_package_bookings where status = 'approved'
  union all select created_at, total_amount from gds_bookings where status = 'approved' and currency = 'PKR'`;

/**
 * The flights customers can book on `today` (Karachi's date): the SQL form of `isFlightBookable`
 * (src/domain/bookable.ts), the rule of the booking's seat UPDATE too.
 */
const bookable = (today: string) =>
  sql`status = 'active' and seats_available > 0 and departure_date >= ${today}`;

export async function adminFiguresSql(db: DbOrTx, range: Range | null, today: string): Promise<AdminFigures> {
  const w = within(range);
  const onSale = bookable(today);
  const [fb, pb, db_, dpb, gds, fl, cu] = await Promise.all([
    one(
      db,
      sql`select
        coalesce(sum(total_amount) filter (where status = 'approved' and ${w}), 0) as sales,
        count(*) filter (where status = 'approved' and ${w}) as approved,
        count(*) filter (where status = 'pending' and ${w}) as pending,
        count(*) filter (where status = 'cancelled' and ${w}) as cancelled,
        coalesce(sum(passenger_count) filter (where status = 'approved'), 0) as booked_seats,
        coalesce(sum(passenger_count) filter (where status = 'pending'), 0) as pending_seats
      from flight_bookings`,
    ),
    one(
      db,
      sql`select
        coalesce(sum(total_amount) filter (where status = 'approved' and ${w}), 0) as sales,
        count(*) filter (where status = 'approved' and ${w}) as approved,
        count(*) filter (where status = 'pending' and ${w}) as pending,
        count(*) filter (where status = 'cancelled' and ${w}) as cancelled
      from package_bookings`,
    ),
    one(
      db,
      sql`select
        coalesce(sum(total_amount) filter (where booking_type = 'flight' and status = 'approved' and ${w}), 0) as flight_sales,
        coalesce(sum(total_amount) filter (where booking_type = 'package' and status = 'approved' and ${w}), 0) as package_sales
      from direct_bookings`,
    ),
    one(
      db,
      sql`select coalesce(sum(total_amount) filter (where status = 'approved' and ${w}), 0) as sales from direct_package_bookings`,
    ),
    one(
      db,
      sql`select coalesce(sum(total_amount) filter (where status = 'approved' and currency = 'PKR' and ${w}), 0) as sales from gds_bookings`,
    ),
    one(
      db,
      sql`select coalesce(sum(seats_available) filter (where ${onSale}), 0) as seats,
        count(*) filter (where ${onSale}) as available
      from flights`,
    ),
    one(db, sql`select count(*) as n from users where role = 'customer'`),
  ]);
  const f: AdminFigures = {
    totalSales: 0,
    flightSales: money(num(fb.sales)),
    packageSales: money(num(pb.sales)),
    directFlightSales: money(num(db_.flight_sales)),
    directPackageSales: money(num(db_.package_sales) + num(dpb.sales)),
    gdsFlightSales: money(num(gds.sales)),
    availableFlightTickets: num(fl.available),
    totalAvailableSeats: num(fl.seats),
    totalBookedSeats: num(fb.booked_seats),
    totalPendingSeats: num(fb.pending_seats),
    totalCustomers: num(cu.n),
    flightApproved: num(fb.approved),
    flightPending: num(fb.pending),
    flightCancelled: num(fb.cancelled),
    packageApproved: num(pb.approved),
    packagePending: num(pb.pending),
    packageCancelled: num(pb.cancelled),
  };
  f.totalSales = money(
    f.flightSales + f.packageSales + f.directFlightSales + f.directPackageSales + f.gdsFlightSales,
  );
  return f;
}

/** Approved sales of every kind per bucket, in one scan. */
export async function salesTrendSql(db: DbOrTx, buckets: readonly Bucket[]): Promise<SalesPoint[]> {
  if (buckets.length === 0) return [];
  const first = buckets[0]!.start.toISOString();
  const last = buckets[buckets.length - 1]!.end.toISOString();
  const columns = sql.join(
    buckets.map(
      (b, i) =>
        sql`coalesce(sum(total_amount) filter (where created_at >= ${b.start.toISOString()}::timestamptz and created_at < ${b.end.toISOString()}::timestamptz), 0) as ${sql.raw(`p${i}`)}`,
    ),
    sql`, `,
  );
  const row = await one(
    db,
    sql`with s as (${SALES}) select ${columns} from s where created_at >= ${first}::timestamptz and created_at < ${last}::timestamptz`,
  );
  return buckets.map((b, i) => ({ date: b.label, sales: money(num(row[`p${i}`])) }));
}

/** The Karachi months that have bookings of any kind, newest first. */
export async function availableMonthsSql(db: DbOrTx) {
  const rows = await all(
    db,
    sql`select distinct to_char((created_at at time zone 'UTC') + interval '5 hours', 'YYYY-MM') as ym from (
      select created_at from flight_bookings
      union all select created_at from package_bookings
      union all select created_at from direct_bookings
      union all select created_at from direct_package_bookings
      union all select created_at from gds_bookings where currency = 'PKR'
    ) t order by ym desc`,
  );
  return rows.map((r) => {
    const [y, m] = String(r.ym).split("-").map(Number) as [number, number];
    return { year: y, month: m, monthName: FULL_MONTHS[m - 1]!, hasData: true };
  });
}
