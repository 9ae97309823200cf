/**
 * The dashboard's choices live in the URL (?period=yearly, ?month=2026-03), so a reload or a link
 * keeps them. This module is what the route file loads up front: it imports nothing heavy (the
 * figures, formats and charts load with the page's own chunk).
 */
import type { DashboardPeriod } from "../../domain/analytics.ts";

export const PERIOD_VALUES: readonly DashboardPeriod[] = ["daily", "monthly", "yearly", "all"];
export const DEFAULT_PERIOD: DashboardPeriod = "monthly";

export type DashboardSearch = { period?: DashboardPeriod; month?: string };

/** The month selector's value 'YYYY-MM' split into the month and year parameters; {} for 'All Months'. */
export function splitMonthValue(value: string): { month?: number; year?: number } {
  const m = /^(\d{4})-(\d{2})$/.exec(value);
  if (!m) return {};
  const month = Number(m[2]);
  if (month < 1 || month > 12) return {};
  return { month, year: Number(m[1]) };
}

/** ?period=…&month=YYYY-MM; unknown values are dropped, the default period is left out. */
export function parseDashboardSearch(raw: Record<string, unknown>): DashboardSearch {
  const out: DashboardSearch = {};
  const period = PERIOD_VALUES.find((p) => p === raw.period);
  if (period && period !== DEFAULT_PERIOD) out.period = period;
  if (typeof raw.month === "string" && splitMonthValue(raw.month).month) out.month = raw.month;
  return out;
}
