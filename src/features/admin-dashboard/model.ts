/**
 * The pure part of the Admin Dashboard (back-office §2, §7, §8, §9): the periods, the month
 * selector's options and value, the five stat cards, the recent-activity entries, and the
 * all-zero figures a failed call falls back to.
 */
import type { components } from "../../api/schema.gen.ts";
import type { AdminFigures, DashboardPeriod, SalesPoint } from "../../domain/analytics.ts";
import { FULL_MONTHS } from "../../domain/analytics.ts";
import { formatRupees, titleCaseAction } from "../../domain/format.ts";
import { splitMonthValue } from "./route-search.ts";

export type ActivityLog = components["schemas"]["ActivityLog"];

export const PERIODS: readonly { value: DashboardPeriod; label: string }[] = [
  { value: "daily", label: "Daily" },
  { value: "monthly", label: "Monthly" },
  { value: "yearly", label: "Yearly" },
  { value: "all", label: "All" },
];

// ─────────────────────────── the month selector ───────────────────────────

export type MonthEntry = { year: number; month: number; monthName?: string; hasData?: boolean };
export type MonthOption = { value: string; label: string };

export const ALL_MONTHS: MonthOption = { value: "", label: "All Months" };

/** When GET /dashboard/available-months fails: September to December 2024 (back-office §7, §9). */
export const FALLBACK_MONTHS: readonly MonthEntry[] = [9, 10, 11, 12].map((month) => ({ year: 2024, month }));

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** 'YYYY-MM'. */
export function monthValue(m: Pick<MonthEntry, "year" | "month">): string {
  return `${m.year}-${pad2(m.month)}`;
}

/**
 * The selector's options: 'All Months' first, then one 'Month Year' per entry in the order given
 * (the server's: newest first). Without entries (null: the call failed) the fallback months.
 */
export function monthOptions(months: readonly MonthEntry[] | null): MonthOption[] {
  const list = months ?? FALLBACK_MONTHS;
  const seen = new Set<string>();
  const out: MonthOption[] = [ALL_MONTHS];
  for (const m of list) {
    if (!Number.isInteger(m.year) || !Number.isInteger(m.month) || m.month < 1 || m.month > 12) continue;
    const value = monthValue(m);
    if (seen.has(value)) continue;
    seen.add(value);
    out.push({ value, label: `${FULL_MONTHS[m.month - 1]} ${m.year}` });
  }
  return out;
}

export type DashboardQuery = { period: DashboardPeriod; month?: number; year?: number };

/** The query of the three calls: the period, and the chosen month when there is one. */
export function dashboardQuery(period: DashboardPeriod, monthSelection: string): DashboardQuery {
  return { period, ...splitMonthValue(monthSelection) };
}

// ─────────────────────────── the figures ───────────────────────────

export const ZERO_FIGURES: AdminFigures = {
  totalSales: 0,
  flightSales: 0,
  packageSales: 0,
  directFlightSales: 0,
  directPackageSales: 0,
  gdsFlightSales: 0,
  availableFlightTickets: 0,
  totalAvailableSeats: 0,
  totalBookedSeats: 0,
  totalPendingSeats: 0,
  totalCustomers: 0,
  flightApproved: 0,
  flightPending: 0,
  flightCancelled: 0,
  packageApproved: 0,
  packagePending: 0,
  packageCancelled: 0,
};

/** The analytics response's numbers, missing ones as 0 (back-office §3). */
export function figuresOf(
  body: Partial<Record<keyof AdminFigures, unknown>> | null | undefined,
): AdminFigures {
  const out = { ...ZERO_FIGURES };
  if (!body) return out;
  for (const k of Object.keys(ZERO_FIGURES) as (keyof AdminFigures)[]) {
    const v = body[k];
    out[k] = typeof v === "number" && Number.isFinite(v) ? v : 0;
  }
  return out;
}

export type StatCard = {
  id: "total-sales" | "flight-sales" | "package-sales" | "available-tickets" | "total-customers";
  label: string;
  value: string;
  /** A line under the value. */
  detail: string;
  /** The fixed trend text of the specification ('+12.5%'): not computed from any data. */
  fixedTrend: string | null;
};

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-PK")} ${n === 1 ? one : many}`;

/**
 * The five stat cards. The trend percentages are fixed text in the specification (+12.5, +8.2,
 * +15.3, +5.7 on Total Sales, Flight Sales, Package Sales and Total Customers); they are shown
 * labelled as fixed, never as a measured change.
 */
export function statCards(f: AdminFigures): StatCard[] {
  return [
    {
      id: "total-sales",
      label: "Total Sales",
      value: formatRupees(f.totalSales),
      detail: "Approved bookings of every kind",
      fixedTrend: "+12.5%",
    },
    {
      id: "flight-sales",
      label: "Flight Sales",
      value: formatRupees(f.flightSales + f.directFlightSales),
      detail: `Portal ${formatRupees(f.flightSales)} · Website ${formatRupees(f.directFlightSales)}`,
      fixedTrend: "+8.2%",
    },
    {
      id: "package-sales",
      label: "Package Sales",
      value: formatRupees(f.packageSales + f.directPackageSales),
      detail: `Portal ${formatRupees(f.packageSales)} · Website ${formatRupees(f.directPackageSales)}`,
      fixedTrend: "+15.3%",
    },
    {
      id: "available-tickets",
      label: "Available Tickets",
      value: f.totalAvailableSeats.toLocaleString("en-PK"),
      detail: `${plural(f.totalAvailableSeats, "seat")} across ${plural(f.availableFlightTickets, "flight")}`,
      fixedTrend: null,
    },
    {
      id: "total-customers",
      label: "Total Customers",
      value: f.totalCustomers.toLocaleString("en-PK"),
      detail: "Registered customer accounts",
      fixedTrend: "+5.7%",
    },
  ];
}

/** Whether the sales trend has anything to draw ('No sales data available' otherwise). */
export function hasSales(points: readonly SalesPoint[]): boolean {
  return points.some((p) => p.sales > 0);
}

/** The dashed line: the mean of the points (0 for none). */
export function averageSales(points: readonly SalesPoint[]): number {
  if (points.length === 0) return 0;
  return Math.round((points.reduce((n, p) => n + p.sales, 0) / points.length) * 100) / 100;
}

// ─────────────────────────── recent activity ───────────────────────────

export type BadgeTone = "success" | "warning" | "error";

/** The status badge: approved or success green, pending or warning yellow, anything else red. */
export function activityTone(status: string | null | undefined): BadgeTone {
  const s = (status ?? "").toLowerCase();
  if (s === "approved" || s === "success") return "success";
  if (s === "pending" || s === "warning") return "warning";
  return "error";
}

export const BADGE_CLASS: Record<BadgeTone, string> = {
  success: "badge-success",
  warning: "badge-warning",
  error: "badge-error",
};

/** 'approve_booking' → 'Approve Booking' (underscores as spaces, title-cased). */
export function activityTitle(action: string | null | undefined): string {
  return titleCaseAction(action) || "Activity";
}

// ─────────────────────────── failures ───────────────────────────

/** A call that got no answer at all (offline, DNS, refused connection), as opposed to an HTTP error. */
export function isNetworkFailure(err: unknown): boolean {
  if (err instanceof DOMException && err.name === "AbortError") return false;
  return err instanceof TypeError || (typeof navigator !== "undefined" && navigator.onLine === false);
}

const compact = new Intl.NumberFormat("en-PK", { notation: "compact", maximumFractionDigits: 1 });

/** '₨ 1.3M' for chart axes. */
export function compactRupees(n: number): string {
  return `₨ ${compact.format(Number.isFinite(n) ? n : 0)}`;
}
