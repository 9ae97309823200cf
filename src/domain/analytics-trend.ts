/**
 * The admin's Sales Trend (its twelve buckets for a period, and the approved sales in each) and the
 * stat cards' trend chips (a period against the one of equal length before it).
 */
import { type BookingFact, type DashboardPeriod, iso, money } from "./analytics-facts.ts";
import { karachiMidnight, karachiParts, type TrendWindows } from "./periods.ts";

export type SalesPoint = { date: string; sales: number };
export type Bucket = { label: string; start: Date; end: Date };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * The Sales Trend's 12 buckets: the last 12 days for the daily view; the 12 months of the year for
 * the yearly view; the last 12 days of a chosen month; otherwise the last 12 months.
 */
export function salesBuckets(period: DashboardPeriod, now: Date, month?: number, year?: number): Bucket[] {
  const p = karachiParts(now);
  const days = (y: number, m: number, lastDay: number): Bucket[] =>
    Array.from({ length: 12 }, (_, i) => {
      const d = lastDay - 11 + i;
      const start = karachiMidnight(y, m, d);
      const dp = karachiParts(start);
      return { label: `${dp.day} ${MONTHS[dp.month - 1]}`, start, end: karachiMidnight(y, m, d + 1) };
    });
  const months = (y: number, lastMonth: number): Bucket[] =>
    Array.from({ length: 12 }, (_, i) => {
      const start = karachiMidnight(y, lastMonth - 11 + i, 1);
      const mp = karachiParts(start);
      return {
        label: `${MONTHS[mp.month - 1]} ${mp.year}`,
        start,
        end: karachiMidnight(y, lastMonth - 10 + i, 1),
      };
    });
  if (month !== undefined && year !== undefined) {
    const inMonth = year === p.year && month === p.month;
    const lastDay = inMonth
      ? p.day
      : karachiParts(new Date(karachiMidnight(year, month + 1, 1).getTime() - 1)).day;
    return days(year, month, lastDay);
  }
  if (year !== undefined) return months(year, 12);
  if (period === "daily") return days(p.year, p.month, p.day);
  if (period === "yearly") return months(p.year, 12);
  return months(p.year, p.month);
}

/** Approved sales (every kind) per bucket. */
export function salesTrend(bookings: readonly BookingFact[], buckets: readonly Bucket[]): SalesPoint[] {
  const edges = buckets.map((b) => iso(b.start));
  const last = buckets.length ? iso(buckets[buckets.length - 1]!.end) : "";
  const sums = new Array<number>(buckets.length).fill(0);
  for (const b of bookings) {
    if (b.status !== "approved" || b.createdAt < (edges[0] ?? "") || b.createdAt >= last) continue;
    // Buckets are few: a short scan from the end beats a binary search.
    let i = edges.length - 1;
    while (i > 0 && b.createdAt < edges[i]!) i--;
    sums[i]! += b.amount;
  }
  return buckets.map((b, i) => ({ date: b.label, sales: money(sums[i]!) }));
}

/** The sales a trend compares, by kind (an `AdminFigures` carries them). */
export type SalesParts = {
  flightSales: number;
  packageSales: number;
  directFlightSales: number;
  directPackageSales: number;
  gdsFlightSales: number;
};

/** One period's side of the admin's trends: its sales and the customer accounts created in it. */
export type TrendInput = SalesParts & { newCustomers: number };

/**
 * One trend chip: both periods' figures and the change in percent, to one decimal. `percent` is
 * null when the previous period had none and this one has some (shown as 'new', never as infinity);
 * 0 when both had none.
 */
export type TrendChange = { current: number; previous: number; percent: number | null };

export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  const p = Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
  return p === 0 ? 0 : p;
}

/** The admin dashboard's trends: the windows compared (ISO instants) and one change per chip. */
export type AdminTrends = {
  currentStart: string;
  currentEnd: string;
  previousStart: string;
  previousEnd: string;
  days: number;
  totalSales: TrendChange;
  flightSales: TrendChange;
  packageSales: TrendChange;
  newCustomers: TrendChange;
};

/** The cards' sums: Total Sales (every kind, in rupees), Flight and Package Sales (with the website's). */
function cardSales(s: SalesParts) {
  return {
    totalSales: money(
      s.flightSales + s.packageSales + s.directFlightSales + s.directPackageSales + s.gdsFlightSales,
    ),
    flightSales: money(s.flightSales + s.directFlightSales),
    packageSales: money(s.packageSales + s.directPackageSales),
  };
}

/**
 * The admin's trend chips from one period and the one before it (docs/ARCHITECTURE.md §11): the
 * server's SQL sums and the offline worker's mirror sums both go through here.
 */
export function adminTrends(w: TrendWindows, current: TrendInput, previous: TrendInput): AdminTrends {
  const now = cardSales(current);
  const before = cardSales(previous);
  const change = (a: number, b: number): TrendChange => ({
    current: a,
    previous: b,
    percent: percentChange(a, b),
  });
  return {
    currentStart: iso(w.current.start),
    currentEnd: iso(w.current.end),
    previousStart: iso(w.previous.start),
    previousEnd: iso(w.previous.end),
    days: w.days,
    totalSales: change(now.totalSales, before.totalSales),
    flightSales: change(now.flightSales, before.flightSales),
    packageSales: change(now.packageSales, before.packageSales),
    newCustomers: change(current.newCustomers, previous.newCustomers),
  };
}
