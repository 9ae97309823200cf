// The admin dashboard from the mirror: the period's figures, the sales trend, the recent activity
// and the months with bookings (what GET /dashboard/analytics, /sales and /logs/recent-activity answer).
import type { CustomerRow, FlightRow, LogRow } from "../../db/schema.ts";
import {
  type AdminFigures,
  type AdminTrends,
  adminFigures,
  adminRange,
  adminTrends,
  availableMonths,
  type BookingFact,
  type CurrencyAmount,
  type DashboardPeriod,
  newest,
  otherCurrencySales,
  type SalesPoint,
  salesBuckets,
  salesTrend,
} from "../../domain/analytics.ts";
import { karachiDate } from "../../domain/format.ts";
import { type Range, trendWindows } from "../../domain/periods.ts";
import { amount, type BookingRows, bookingFacts, flightFact, status } from "./facts.ts";

export type AdminMirror = BookingRows & {
  flights: readonly FlightRow[];
  customers: readonly CustomerRow[];
  /** The cached newest activity logs (any period). */
  logs: readonly LogRow[];
};

export type DashboardQuery = { period: DashboardPeriod; month?: number; year?: number };

export const RECENT_ACTIVITY_LIMIT = 10;

export type AdminDashboardData = {
  figures: AdminFigures;
  otherCurrencySales: CurrencyAmount[];
  trend: AdminTrends | null;
  salesData: SalesPoint[];
  recentActivity: LogRow[];
  availableMonths: ReturnType<typeof availableMonths>;
};

/** The admin dashboard from the mirror: what GET /dashboard/analytics, /sales and /logs/recent-activity answer. */
export function adminDashboard(
  m: AdminMirror,
  q: DashboardQuery,
  now: number = Date.now(),
): AdminDashboardData {
  const at = new Date(now);
  const facts = bookingFacts(m);
  const range = adminRange(q.period, at, q.month, q.year);
  const customers = m.customers.filter((c) => c.role === "customer");
  const totalCustomers = customers.length;
  const start = range ? range.start.toISOString() : "";
  const end = range ? range.end.toISOString() : "\uffff";
  const inRange = m.logs.filter((l) => l.createdAt >= start && l.createdAt < end);
  const figures = adminFigures({
    bookings: facts,
    flights: m.flights.map(flightFact),
    totalCustomers,
    range,
    today: karachiDate(at),
  });
  const gds = (m.gdsBookings ?? []).map((b) => ({
    status: status(b.status),
    createdAt: b.createdAt,
    currency: b.currency,
    amount: amount(b.totalAmount),
  }));
  return {
    figures,
    otherCurrencySales: otherCurrencySales(gds, range),
    trend: trendOf(facts, customers, figures, trendWindows(range, at)),
    salesData: salesTrend(facts, salesBuckets(q.period, at, q.month, q.year)),
    recentActivity: newest(inRange, RECENT_ACTIVITY_LIMIT),
    availableMonths: availableMonths(facts),
  };
}

/** The trend chips from the mirror: the previous window's sums, then the domain's `adminTrends`. */
function trendOf(
  facts: readonly BookingFact[],
  customers: readonly { createdAt: string }[],
  figures: AdminFigures,
  w: ReturnType<typeof trendWindows>,
): AdminTrends | null {
  if (!w) return null;
  const created = (r: Range) => {
    const [a, b] = [r.start.toISOString(), r.end.toISOString()];
    return customers.filter((c) => c.createdAt >= a && c.createdAt < b).length;
  };
  // The previous window's sales alone are compared: no flights, so no seats and no `today` to read.
  const previous = adminFigures({
    bookings: facts,
    flights: [],
    totalCustomers: 0,
    range: w.previous,
    today: "",
  });
  return adminTrends(
    w,
    { ...figures, newCustomers: created(w.current) },
    { ...previous, newCustomers: created(w.previous) },
  );
}
