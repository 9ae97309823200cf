// The Direct-bookings analytics from the mirror's three direct lists (website flights, packages, GDS).
import type { DashboardPeriod } from "../../domain/analytics.ts";
import {
  type DirectAnalytics,
  directAnalytics,
  directRange,
  type WebsiteActivity,
  websiteActivity,
} from "../../domain/direct-analytics.ts";
import { type DirectMirror, directFacts } from "./direct-facts.ts";

export type DirectDashboardQuery = { period: DashboardPeriod; days: number };

export type DirectDashboardData = {
  figures: DirectAnalytics;
  /** The period's window as ISO instants (null: all time). */
  range: { start: string; end: string } | null;
  activity: WebsiteActivity;
};

/**
 * The Direct-bookings analytics from the mirror: the period's figures and the website's bookings
 * over the last `days` days. A list that failed to load is simply empty here.
 */
export function directDashboard(
  m: Partial<DirectMirror>,
  q: DirectDashboardQuery,
  now: number = Date.now(),
): DirectDashboardData {
  const at = new Date(now);
  const facts = directFacts(m);
  const range = directRange(q.period, at);
  return {
    figures: directAnalytics(facts, range),
    range: range ? { start: range.start.toISOString(), end: range.end.toISOString() } : null,
    activity: websiteActivity(facts, q.days, at),
  };
}
