/**
 * The dashboards' figures, as pure functions over plain records: each walks its records once,
 * compares ISO-8601 UTC strings (no Date objects in the loop) and returns plain numbers. They run in
 * the browser's analytics worker over the local mirror, and they are the reference the server's SQL
 * is tested against (tests/api/analytics.test.ts).
 *
 * Rules: sales and revenue count approved bookings
 * only; a booking belongs to a window by its createdAt; the admin's windows are calendar ones in
 * Asia/Karachi (the current day, month or year, or a chosen month), the customer's are rolling
 * (start of today, the last 720 hours, the last 365 days).
 */
import {
  type BookingFact,
  type DashboardPeriod,
  type FlightFact,
  iso,
  money,
  type Status,
} from "./analytics-facts.ts";
import { seatsOnSale } from "./analytics-inventory.ts";
import { salesBuckets } from "./analytics-trend.ts";
import {
  type CalendarPeriod,
  calendarRange,
  karachiMidnight,
  karachiParts,
  type Range,
  rollingRange,
} from "./periods.ts";

export { type CurrencyFact, otherCurrencySales } from "./analytics-currencies.ts";
// The facts, the Sales Trend, the month selector and the catalogue's counts live beside this file;
// the dashboards and the server read them from here.
export {
  type BookingFact,
  type BookingKind,
  type CurrencyAmount,
  type DashboardPeriod,
  type FlightFact,
  HOME_CURRENCY,
  type Status,
} from "./analytics-facts.ts";
export { type PackageInventory, packageInventory, seatsOnSale } from "./analytics-inventory.ts";
export { availableMonths, FULL_MONTHS } from "./analytics-months.ts";
export {
  type AdminTrends,
  adminTrends,
  type Bucket,
  percentChange,
  type SalesParts,
  type SalesPoint,
  salesBuckets,
  salesTrend,
  type TrendChange,
  type TrendInput,
} from "./analytics-trend.ts";

export type AdminFigures = {
  totalSales: number;
  flightSales: number;
  packageSales: number;
  directFlightSales: number;
  directPackageSales: number;
  gdsFlightSales: number;
  availableFlightTickets: number;
  totalAvailableSeats: number;
  totalBookedSeats: number;
  totalPendingSeats: number;
  totalCustomers: number;
  flightApproved: number;
  flightPending: number;
  flightCancelled: number;
  packageApproved: number;
  packagePending: number;
  packageCancelled: number;
};

/** The admin dashboard's window: calendar day/month/year in Karachi, a chosen month, or all time. */
export function adminRange(period: DashboardPeriod, now: Date, month?: number, year?: number): Range | null {
  return calendarRange(period as CalendarPeriod, now, month, year);
}

/**
 * The admin dashboard figures (the analytics response without recentActivity). Booking counts and
 * sales use the window; the seats overview and the customer count are the current state: the
 * available seats and flights are those customers can book on `today` (Karachi's date).
 */
export function adminFigures(input: {
  bookings: readonly BookingFact[];
  flights: readonly FlightFact[];
  totalCustomers: number;
  range: Range | null;
  today: string;
}): AdminFigures {
  const start = input.range ? iso(input.range.start) : "";
  const end = input.range ? iso(input.range.end) : "\uffff";
  // One pass with plain local accumulators (no keyed writes, no strings built per booking): the
  // additions happen in the same order as before, so every sum is the same to the last bit.
  let flightSales = 0;
  let packageSales = 0;
  let directFlightSales = 0;
  let directPackageSales = 0;
  let gdsFlightSales = 0;
  let bookedSeats = 0;
  let pendingSeats = 0;
  let flightApproved = 0;
  let flightPending = 0;
  let flightCancelled = 0;
  let packageApproved = 0;
  let packagePending = 0;
  let packageCancelled = 0;
  const bookings = input.bookings;
  for (let i = 0, n = bookings.length; i < n; i++) {
    const b = bookings[i]!;
    const kind = b.kind;
    const status = b.status;
    if (kind === "flight") {
      const inRange = b.createdAt >= start && b.createdAt < end;
      if (status === "approved") {
        bookedSeats += b.seats;
        if (inRange) {
          flightApproved++;
          flightSales += b.amount;
        }
      } else if (status === "pending") {
        pendingSeats += b.seats;
        if (inRange) flightPending++;
      } else if (inRange) flightCancelled++;
    } else if (kind === "package") {
      if (b.createdAt < start || b.createdAt >= end) continue;
      if (status === "approved") {
        packageApproved++;
        packageSales += b.amount;
      } else if (status === "pending") packagePending++;
      else packageCancelled++;
    } else if (status === "approved" && b.createdAt >= start && b.createdAt < end) {
      if (kind === "directFlight") directFlightSales += b.amount;
      else if (kind === "directPackage") directPackageSales += b.amount;
      else if (kind === "gds") gdsFlightSales += b.amount;
    }
  }
  const f: AdminFigures = {
    totalSales: 0,
    flightSales,
    packageSales,
    directFlightSales,
    directPackageSales,
    gdsFlightSales,
    availableFlightTickets: 0,
    totalAvailableSeats: 0,
    totalBookedSeats: bookedSeats,
    totalPendingSeats: pendingSeats,
    totalCustomers: input.totalCustomers,
    flightApproved,
    flightPending,
    flightCancelled,
    packageApproved,
    packagePending,
    packageCancelled,
  };
  const onSale = seatsOnSale(input.flights, input.today);
  f.totalAvailableSeats = onSale.seats;
  f.availableFlightTickets = onSale.flights;
  f.flightSales = money(f.flightSales);
  f.packageSales = money(f.packageSales);
  f.directFlightSales = money(f.directFlightSales);
  f.directPackageSales = money(f.directPackageSales);
  f.gdsFlightSales = money(f.gdsFlightSales);
  f.totalSales = money(
    f.flightSales + f.packageSales + f.directFlightSales + f.directPackageSales + f.gdsFlightSales,
  );
  return f;
}

export type CustomerFigures = {
  totalBookings: number;
  confirmedBookings: number;
  pendingBookings: number;
  cancelledBookings: number;
  flightSales: { daily: number; monthly: number; yearly: number };
  packageSales: { daily: number; monthly: number; yearly: number };
  totalSales: number;
  salesByMonth: { month: string; amount: number }[];
  salesByStatus: { status: Status; amount: number; count: number }[];
  topDestinations: { destination: string; count: number; amount: number }[];
};

/**
 * The customer's My Dashboard: counts over all their bookings; approved sales
 * in the rolling windows and all time; a 6-month trend; sales by status; the top 5 destinations by
 * amount.
 */
export function customerFigures(bookings: readonly BookingFact[], now: Date): CustomerFigures {
  const daily = iso(rollingRange("daily", now).start);
  const monthly = iso(rollingRange("monthly", now).start);
  const yearly = iso(rollingRange("yearly", now).start);
  const buckets = salesBuckets("monthly", now).slice(-6);
  const trendStart = iso(buckets[0]!.start);
  const trend = new Array<number>(buckets.length).fill(0);
  const edges = buckets.map((b) => iso(b.start));
  const dest = new Map<string, { count: number; amount: number }>();
  // Plain local accumulators (each summed in booking order, as before: the same results to the bit).
  let pendingCount = 0;
  let pendingAmount = 0;
  let cancelledCount = 0;
  let cancelledAmount = 0;
  let approvedCount = 0;
  let approvedAmount = 0;
  let totalSales = 0;
  let flightDaily = 0;
  let flightMonthly = 0;
  let flightYearly = 0;
  let packageDaily = 0;
  let packageMonthly = 0;
  let packageYearly = 0;
  const lastEdge = edges.length - 1;
  for (let n = 0, count = bookings.length; n < count; n++) {
    const b = bookings[n]!;
    const amount = b.amount;
    if (b.status === "pending") {
      pendingCount++;
      pendingAmount += amount;
      continue;
    }
    if (b.status === "cancelled") {
      cancelledCount++;
      cancelledAmount += amount;
      continue;
    }
    approvedCount++;
    approvedAmount += amount;
    totalSales += amount;
    const at = b.createdAt;
    if (b.kind === "package" || b.kind === "directPackage") {
      if (at >= daily) packageDaily += amount;
      if (at >= monthly) packageMonthly += amount;
      if (at >= yearly) packageYearly += amount;
    } else {
      if (at >= daily) flightDaily += amount;
      if (at >= monthly) flightMonthly += amount;
      if (at >= yearly) flightYearly += amount;
    }
    if (at >= trendStart) {
      let i = lastEdge;
      while (i > 0 && at < edges[i]!) i--;
      trend[i]! += amount;
    }
    if (b.destination) {
      const d = dest.get(b.destination);
      if (d) {
        d.count++;
        d.amount += amount;
      } else dest.set(b.destination, { count: 1, amount: 0 + amount });
    }
  }
  const f: CustomerFigures = {
    totalBookings: bookings.length,
    confirmedBookings: approvedCount,
    pendingBookings: pendingCount,
    cancelledBookings: cancelledCount,
    flightSales: { daily: money(flightDaily), monthly: money(flightMonthly), yearly: money(flightYearly) },
    packageSales: {
      daily: money(packageDaily),
      monthly: money(packageMonthly),
      yearly: money(packageYearly),
    },
    totalSales: money(totalSales),
    salesByMonth: buckets.map((b, i) => ({ month: b.label, amount: money(trend[i]!) })),
    salesByStatus: [
      { status: "approved", amount: money(approvedAmount), count: approvedCount },
      { status: "pending", amount: money(pendingAmount), count: pendingCount },
      { status: "cancelled", amount: money(cancelledAmount), count: cancelledCount },
    ],
    topDestinations: [],
  };
  f.topDestinations = [...dest]
    .map(([destination, v]) => ({ destination, count: v.count, amount: money(v.amount) }))
    .sort((a, b) => b.amount - a.amount || a.destination.localeCompare(b.destination))
    .slice(0, 5);
  return f;
}

export type FlightsAnalytics = {
  dailySales: number;
  todayTickets: number;
  totalBookings: number;
  bookingsDaily: number;
  bookingsWeekly: number;
  bookingsMonthly: number;
  bookingsYearly: number;
  totalRevenue: number;
  weeklySales: number;
  monthlySales: number;
  yearlySales: number;
  approved: number;
  pending: number;
  cancelled: number;
  topDestinations: { destination: string; flights: number }[];
};

/**
 * Flights Analytics: daily sales and today's tickets (passengers of today's
 * approved bookings), booking counts per window, revenue and sales per window (approved, at the
 * flight price), the status panel, and the top 5 destinations by number of flights. The weekly
 * window is the last 7 days including today.
 */
export function flightsAnalytics(
  bookings: readonly BookingFact[],
  flights: readonly FlightFact[],
  now: Date,
): FlightsAnalytics {
  const p = karachiParts(now);
  const today = iso(karachiMidnight(p.year, p.month, p.day));
  const week = iso(karachiMidnight(p.year, p.month, p.day - 6));
  const month = iso(karachiMidnight(p.year, p.month, 1));
  const year = iso(karachiMidnight(p.year, 1, 1));
  const a: FlightsAnalytics = {
    dailySales: 0,
    todayTickets: 0,
    totalBookings: 0,
    bookingsDaily: 0,
    bookingsWeekly: 0,
    bookingsMonthly: 0,
    bookingsYearly: 0,
    totalRevenue: 0,
    weeklySales: 0,
    monthlySales: 0,
    yearlySales: 0,
    approved: 0,
    pending: 0,
    cancelled: 0,
    topDestinations: [],
  };
  for (const b of bookings) {
    if (b.kind !== "flight") continue;
    a.totalBookings++;
    a[b.status]++;
    const isToday = b.createdAt >= today;
    const inWeek = b.createdAt >= week;
    const inMonth = b.createdAt >= month;
    const inYear = b.createdAt >= year;
    if (isToday) a.bookingsDaily++;
    if (inWeek) a.bookingsWeekly++;
    if (inMonth) a.bookingsMonthly++;
    if (inYear) a.bookingsYearly++;
    if (b.status !== "approved") continue;
    a.totalRevenue += b.amount;
    if (isToday) {
      a.dailySales += b.amount;
      a.todayTickets += b.seats;
    }
    if (inWeek) a.weeklySales += b.amount;
    if (inMonth) a.monthlySales += b.amount;
    if (inYear) a.yearlySales += b.amount;
  }
  const dest = new Map<string, number>();
  for (const f of flights) dest.set(f.destination, (dest.get(f.destination) ?? 0) + 1);
  a.topDestinations = [...dest]
    .map(([destination, n]) => ({ destination, flights: n }))
    .sort((x, y) => y.flights - x.flights || x.destination.localeCompare(y.destination))
    .slice(0, 5);
  for (const k of ["dailySales", "totalRevenue", "weeklySales", "monthlySales", "yearlySales"] as const)
    a[k] = money(a[k]);
  return a;
}

/** How many newest bookings a dashboard lists. */
export const RECENT_BOOKINGS_LIMIT = 5;

/** Newer first, for a stable sort: equal instants keep the list's order. */
export const newerFirst = (a: { createdAt: string }, b: { createdAt: string }): number =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

/** The newest `n` items (records must carry an ISO createdAt). */
export function newest<T extends { createdAt: string }>(rows: readonly T[], n: number): T[] {
  const out: T[] = [];
  for (const r of rows) {
    if (out.length < n) {
      out.push(r);
      out.sort(newerFirst);
    } else if (r.createdAt > out[n - 1]!.createdAt) {
      out[n - 1] = r;
      out.sort(newerFirst);
    }
  }
  return out;
}
