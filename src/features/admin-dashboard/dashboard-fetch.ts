/**
 * The Admin Dashboard's server figures: GET /dashboard/analytics, /sales and /logs/recent-activity
 * for the period or the chosen month. A call the server refuses leaves its part null with the
 * server's message (its figures are not shown, docs/ARCHITECTURE.md §5.9); a call that gets no
 * answer (the network is down) makes the whole answer null.
 */
import { api, isAbort } from "../../api/client.ts";
import { loadFailureText } from "../../db/sync-failure.ts";
import type { AdminFigures, AdminTrends, CurrencyAmount, SalesPoint } from "../../domain/analytics.ts";
import { figuresOf } from "./figures.ts";
import { type ActivityLog, type DashboardQuery, isNetworkFailure } from "./model.ts";

export const RECENT_ACTIVITY_LIMIT = 10;

/** The red box's text when a call carried no message of the server's. */
export const DASHBOARD_FAILED = "Failed to fetch data";

/** The dashboard's three calls. */
export type DashboardPart = "analytics" | "sales" | "activity";

export type DashboardData = {
  /** Null when its call failed (then `errors.analytics` says why); so for the other parts. */
  figures: AdminFigures | null;
  /** GDS sales in other currencies, beside the rupee total (never converted). */
  otherCurrencySales: CurrencyAmount[];
  /** The trend chips' changes; null for all time or when the figures could not be had. */
  trend: AdminTrends | null;
  salesData: SalesPoint[] | null;
  recentActivity: ActivityLog[] | null;
  /** The text to show in place of each part that failed. */
  errors: Partial<Record<DashboardPart, string>>;
};

type Part<T> = { ok: true; data: T } | { ok: false; network: boolean; message: string };

function serverMessage(error: unknown): string {
  const m = error && typeof error === "object" && "message" in error ? error.message : null;
  return typeof m === "string" ? m : "";
}

async function settle<T>(
  name: string,
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<Part<T>> {
  try {
    const { data, error, response } = await call;
    if (data !== undefined) return { ok: true, data };
    console.error(`Admin dashboard: ${name} failed (${response.status})`, error);
    const failure = { error: serverMessage(error), status: response.status };
    return {
      ok: false,
      network: false,
      message: loadFailureText(failure, DASHBOARD_FAILED) ?? DASHBOARD_FAILED,
    };
  } catch (err) {
    if (isAbort(err)) throw err;
    console.error(`Admin dashboard: ${name} failed`, err);
    return { ok: false, network: isNetworkFailure(err), message: DASHBOARD_FAILED };
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
  const parts = { analytics: analyticsPart, sales: salesPart, activity: activityPart };
  if (Object.values(parts).some((p) => !p.ok && p.network)) return null;
  const errors: DashboardData["errors"] = {};
  for (const [name, p] of Object.entries(parts)) if (!p.ok) errors[name as DashboardPart] = p.message;
  return {
    figures: analyticsPart.ok ? figuresOf(analyticsPart.data) : null,
    otherCurrencySales: analyticsPart.ok ? (analyticsPart.data.otherCurrencySales ?? []) : [],
    trend: analyticsPart.ok ? (analyticsPart.data.trend ?? null) : null,
    salesData: salesPart.ok ? (salesPart.data.salesData ?? []) : null,
    // Called without `since`: the plain list (the delta page is the mirror's).
    recentActivity: !activityPart.ok ? null : "logs" in activityPart.data ? activityPart.data.logs : [],
    errors,
  };
}

/** No figures: every part failed with `message`. */
export function failedData(message: string): DashboardData {
  return {
    figures: null,
    otherCurrencySales: [],
    trend: null,
    salesData: null,
    recentActivity: null,
    errors: { analytics: message, sales: message, activity: message },
  };
}
