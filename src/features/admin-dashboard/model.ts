/**
 * The pure part of the Admin Dashboard: the periods, the month
 * selector's options and value, the query they make, and what a call that got no answer is. The
 * figures are in figures.ts, the stat cards' texts in stat-figures.ts, the activity badges in
 * activity-badge.ts.
 */
import type { components } from "../../api/schema.gen.ts";
import type { DashboardPeriod } from "../../domain/analytics.ts";
import { FULL_MONTHS } from "../../domain/analytics.ts";
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

/** When GET /dashboard/available-months fails: September to December 2024. */
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

/** A call that got no answer at all (offline, DNS, refused connection), as opposed to an HTTP error. */
export function isNetworkFailure(err: unknown): boolean {
  if (err instanceof DOMException && err.name === "AbortError") return false;
  return err instanceof TypeError || (typeof navigator !== "undefined" && navigator.onLine === false);
}
