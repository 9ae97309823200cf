/** The admin dashboard (tag: dashboard): figures, the month selector and the sales trend. */
import { and, desc, gte, lt } from "drizzle-orm";
import { Hono } from "hono";
import { adminRange, salesBuckets } from "../../src/domain/analytics.ts";
import { karachiDate } from "../../src/domain/format.ts";
import { trendWindows } from "../../src/domain/periods.ts";
import { dashboardQuery, parseQuery } from "../../src/domain/queries.ts";
import { activityLogs } from "../db/schema.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { requireAdmin } from "../http/guards.ts";
import { orThrow } from "../http/input.ts";
import { adminFiguresSql, availableMonthsSql, salesTrendSql } from "../services/analytics.ts";
import { expireFlightBookings } from "../services/bookings.ts";
import { adminTrendsSql, otherCurrencySalesSql } from "../services/dashboard-trends.ts";
import { toLog } from "../services/logs.ts";
import { expirePackageBookings } from "../services/packages.ts";

export const RECENT_ACTIVITY_LIMIT = 10;

export function dashboardRoutes(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  // Mounted at the API root (/sales sits beside /dashboard): guard each route, never "*".
  const admin = requireAdmin(deps);

  r.get("/dashboard/analytics", admin, async (c) => {
    const q = orThrow(parseQuery(dashboardQuery, c.req.queries()));
    const now = deps.now();
    await expireFlightBookings(db, now);
    await expirePackageBookings(db, now);
    const range = adminRange(q.period, now, q.month, q.year);
    const windows = trendWindows(range, now);
    const [figures, otherCurrencySales, recent] = await Promise.all([
      adminFiguresSql(db, range, karachiDate(now)),
      otherCurrencySalesSql(db, range),
      db
        .select()
        .from(activityLogs)
        .where(
          range
            ? and(gte(activityLogs.createdAt, range.start), lt(activityLogs.createdAt, range.end))
            : undefined,
        )
        .orderBy(desc(activityLogs.createdAt))
        .limit(RECENT_ACTIVITY_LIMIT),
    ]);
    const trend = windows ? await adminTrendsSql(db, windows, figures) : null;
    return c.json({ ...figures, otherCurrencySales, trend, recentActivity: recent.map(toLog) });
  });

  r.get("/dashboard/available-months", admin, async (c) => {
    return c.json({ availableMonths: await availableMonthsSql(db) });
  });

  r.get("/sales", admin, async (c) => {
    const q = orThrow(parseQuery(dashboardQuery, c.req.queries()));
    const buckets = salesBuckets(q.period, deps.now(), q.month, q.year);
    return c.json({ salesData: await salesTrendSql(db, buckets) });
  });

  return r;
}
