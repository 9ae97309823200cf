// The admin dashboard from the mirror: the period's figures, the sales trend, the recent activity
// and the months with bookings (what GET /dashboard/analytics, /sales and /logs/recent-activity answer).
import type { CustomerRow, FlightRow, LogRow } from "../../db/schema.ts";
import {
  type AdminFigures,
  adminFigures,
  adminRange,
  availableMonths,
  type DashboardPeriod,
  newest,
  type SalesPoint,
  salesBuckets,
  salesTrend,
} from "../../domain/analytics.ts";
import { karachiDate } from "../../domain/format.ts";
import { type BookingRows, bookingFacts, flightFact } from "./facts.ts";

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
  let totalCustomers = 0;
  for (const c of m.customers) if (c.role === "customer") totalCustomers++;
  const start = range ? range.start.toISOString() : "";
  const end = range ? range.end.toISOString() : "\uffff";
  const inRange = m.logs.filter((l) => l.createdAt >= start && l.createdAt < end);
  return {
    figures: adminFigures({
      bookings: facts,
      flights: m.flights.map(flightFact),
      totalCustomers,
      range,
      today: karachiDate(at),
    }),
    salesData: salesTrend(facts, salesBuckets(q.period, at, q.month, q.year)),
    recentActivity: newest(inRange, RECENT_ACTIVITY_LIMIT),
    availableMonths: availableMonths(facts),
  };
}
