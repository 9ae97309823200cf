/** The admin's Sales Trend: its twelve buckets for a period, and the approved sales in each. */
import { type BookingFact, type DashboardPeriod, iso, money } from "./analytics-facts.ts";
import { karachiMidnight, karachiParts } from "./periods.ts";

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
