/**
 * The Admin Dashboard's server figures: GET /dashboard/analytics, /sales and /logs/recent-activity
 * for the period or the chosen month. A call the server refuses is logged and its part shows zeros
 * or nothing; a call that gets no answer (the network is down) makes the whole answer null.
 */
import { api, isAbort } from "../../api/client.ts";
import type { AdminFigures, AdminTrends, CurrencyAmount, SalesPoint } from "../../domain/analytics.ts";
import { figuresOf, ZERO_FIGURES } from "./figures.ts";
import { type ActivityLog, type DashboardQuery, isNetworkFailure } from "./model.ts";

export const RECENT_ACTIVITY_LIMIT = 10;

export type DashboardData = {
  figures: AdminFigures;
  /** GDS sales in other currencies, beside the rupee total (never converted). */
  otherCurrencySales: CurrencyAmount[];
  /** The trend chips' changes; null for all time or when the figures could not be had. */
  trend: AdminTrends | null;
  salesData: SalesPoint[];
  recentActivity: ActivityLog[];
};

type Part<T> = { ok: true; data: T } | { ok: false; network: boolean };

async function settle<T>(
  name: string,
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<Part<T>> {
  try {
    const { data, error, response } = await call;
    if (data !== undefined) return { ok: true, data };
    // The spec: dashboard fetch failures are only logged; the part shows zeros / nothing.
    console.error(`Admin dashboard: ${name} failed (${response.status})`, error);
    return { ok: false, network: false };
  } catch (err) {
    if (isAbort(err)) throw err;
    console.error(`Admin dashboard: ${name} failed`, err);
    return { ok: false, network: isNetworkFailure(err) };
  }
}

/** The three calls of one period; null when any of them got no answer (the network is down). */
export async function fetchDashboard(q: DashboardQuery, signal: AbortSignal): Promise<DashboardData | null> {
  const query = { period: q.period, month: q.month, year: q.year };
  const [analyticsPart, salesPart, activityPart] = await Promise.all([
    settle("analytics", api.GET("/dashboard/analytics", { params: { query }, signal })),
    settle("sales", api.GET("/sales", { params: { query }, signal })),
    settle(
      "recent activity",
      api.GET("/logs/recent-activity", {
        params: { query: { ...query, limit: RECENT_ACTIVITY_LIMIT } },
        signal,
      }),
    ),
  ]);
  const parts = [analyticsPart, salesPart, activityPart];
  if (parts.some((p) => !p.ok && p.network)) return null;
  return {
    figures: analyticsPart.ok ? figuresOf(analyticsPart.data) : { ...ZERO_FIGURES },
    otherCurrencySales: analyticsPart.ok ? (analyticsPart.data.otherCurrencySales ?? []) : [],
    trend: analyticsPart.ok ? (analyticsPart.data.trend ?? null) : null,
    salesData: salesPart.ok ? (salesPart.data.salesData ?? []) : [],
    // Called without `since`: the plain list (the delta page is the mirror's).
    recentActivity: activityPart.ok && "logs" in activityPart.data ? activityPart.data.logs : [],
  };
}

/** No figures: zeros, no sales points, no activity. */
export function emptyData(): DashboardData {
  return {
    figures: { ...ZERO_FIGURES },
    otherCurrencySales: [],
    trend: null,
    salesData: [],
    recentActivity: [],
  };
}
