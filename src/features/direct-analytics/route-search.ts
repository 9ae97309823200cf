/**
 * The analytics page keeps its choices in the URL (?period=yearly&days=90), so a reload or a link
 * keeps them. The route file loads this module with the first paint: it imports nothing heavy.
 */
import { DASHBOARD_PERIODS, type DashboardPeriod, isOneOf } from "../../domain/constants.ts";

export const DEFAULT_PERIOD: DashboardPeriod = "monthly";
/** The website section's ranges, in days (today included). */
export const RANGE_DAYS = [7, 30, 90] as const;
export type RangeDays = (typeof RANGE_DAYS)[number];
export const DEFAULT_DAYS: RangeDays = 30;

export type DirectAnalyticsSearch = { period?: DashboardPeriod; days?: RangeDays };

/** ?period=…&days=…; unknown values are dropped and the defaults left out. */
export function parseDirectAnalyticsSearch(raw: Record<string, unknown>): DirectAnalyticsSearch {
  const out: DirectAnalyticsSearch = {};
  if (isOneOf(DASHBOARD_PERIODS, raw.period) && raw.period !== DEFAULT_PERIOD) out.period = raw.period;
  const days = RANGE_DAYS.find((d) => d === raw.days || String(d) === raw.days);
  if (days !== undefined && days !== DEFAULT_DAYS) out.days = days;
  return out;
}
