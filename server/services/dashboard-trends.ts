/**
 * What the admin dashboard shows beside its figures (docs/ARCHITECTURE.md §11): the trend chips
 * (a period against the one of equal length before it, through the domain's `adminTrends`, as the
 * offline worker computes them) and the GDS sales in currencies other than rupees, per currency.
 */
import { type SQL, sql } from "drizzle-orm";
import {
  type AdminFigures,
  type AdminTrends,
  adminTrends,
  type CurrencyAmount,
  HOME_CURRENCY,
  type SalesParts,
} from "../../src/domain/analytics.ts";
import type { Range, TrendWindows } from "../../src/domain/periods.ts";
import type { DbOrTx } from "../db/client.ts";

const num = (v: unknown) => Number(v ?? 0);
const money = (n: number) => Math.round(n * 100) / 100;
type Row = Record<string, unknown>;

async function rows(db: DbOrTx, q: SQL): Promise<Row[]> {
  return ((await db.execute(q)) as unknown as { rows: Row[] }).rows;
}

const between = (r: Range) =>
  sql`created_at >= ${r.start.toISOString()}::timestamptz and created_at < ${r.end.toISOString()}::timestamptz`;

/** The approved sales of one window by kind, rounded as `adminFiguresSql` rounds them. */
async function salesPartsSql(db: DbOrTx, r: Range): Promise<SalesParts> {
  const w = between(r);
  const sum = (from: SQL) => sql`(select coalesce(sum(total_amount), 0) from ${from} and ${w})`;
  const [row = {}] = await rows(
    db,
    sql`select
      ${sum(sql`flight_bookings where status = 'approved'`)} as flight,
      ${sum(sql`package_bookings where status = 'approved'`)} as package,
      ${sum(sql`direct_bookings where status = 'approved' and booking_type = 'flight'`)} as direct_flight,
      ${sum(sql`direct_bookings where status = 'approved' and booking_type = 'package'`)} as direct_package,
      ${sum(sql`direct_package_bookings where status = 'approved'`)} as direct_package_2,
      ${sum(sql`gds_bookings where status = 'approved' and currency = ${HOME_CURRENCY}`)} as gds`,
  );
  return {
    flightSales: money(num(row.flight)),
    packageSales: money(num(row.package)),
    directFlightSales: money(num(row.direct_flight)),
    directPackageSales: money(num(row.direct_package) + num(row.direct_package_2)),
    gdsFlightSales: money(num(row.gds)),
  };
}

/** The trend chips: `figures` are the current window's, the previous window's sales are summed here. */
export async function adminTrendsSql(
  db: DbOrTx,
  w: TrendWindows,
  figures: AdminFigures,
): Promise<AdminTrends> {
  const [previous, [accounts = {}]] = await Promise.all([
    salesPartsSql(db, w.previous),
    rows(
      db,
      sql`select count(*) filter (where ${between(w.current)}) as current,
        count(*) filter (where ${between(w.previous)}) as previous
      from users where role = 'customer'`,
    ),
  ]);
  return adminTrends(
    w,
    { ...figures, newCustomers: num(accounts.current) },
    { ...previous, newCustomers: num(accounts.previous) },
  );
}

/** Approved GDS sales in each currency but rupees within the window, by code. */
export async function otherCurrencySalesSql(db: DbOrTx, range: Range | null): Promise<CurrencyAmount[]> {
  const list = await rows(
    db,
    sql`select currency, coalesce(sum(total_amount), 0) as amount from gds_bookings
      where status = 'approved' and currency <> ${HOME_CURRENCY} and ${range ? between(range) : sql`true`}
      group by currency order by currency collate "C"`,
  );
  return list.map((r) => ({ currency: String(r.currency), amount: money(num(r.amount)) }));
}
