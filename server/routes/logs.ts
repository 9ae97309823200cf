/** Activity logs (tag: logs): the admin's list, stats, CSV export and the dashboard's recent activity. */
import { and, count, desc, eq, gte, ilike, lt, max, ne, or, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import { toCsv } from "../../src/domain/csv.ts";
import { calendarRange, startOfKarachiDay } from "../../src/domain/periods.ts";
import { type LogsQuery, logsQuery, parseQuery, recentActivityQuery } from "../../src/domain/queries.ts";
import { activityLogs } from "../db/schema.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { requireAdmin } from "../http/guards.ts";
import { orThrow } from "../http/input.ts";
import { logActivity } from "../services/activity.ts";
import { csvDownload } from "../services/csv-transfer.ts";

type LogRow = typeof activityLogs.$inferSelect;

export function toLog(l: LogRow) {
  return {
    _id: l.id,
    userId: l.userId,
    userName: l.userName,
    userEmail: l.userEmail,
    userRole: l.userRole,
    action: l.action,
    resource: l.resource,
    resourceId: l.resourceId,
    details: l.details,
    status: l.status,
    ipAddress: l.ipAddress,
    userAgent: l.userAgent,
    metadata: l.metadata,
    timestamp: l.createdAt,
    createdAt: l.createdAt,
  };
}

/** LIKE pattern for a search term: its wildcards are matched literally. */
function contains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/** A date-only end ('2026-03-12') includes that whole day; a date-time is taken as given. */
function endBound(v: string): Date {
  const s = v.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(s)
    ? new Date(Date.parse(`${s}T00:00:00+05:00`) + 24 * 3600 * 1000)
    : new Date(s);
}
function startBound(v: string): Date {
  const s = v.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(s) ? new Date(`${s}T00:00:00+05:00`) : new Date(s);
}

export function logFilters(q: Omit<LogsQuery, "page" | "limit">): SQL | undefined {
  const where: SQL[] = [];
  if (q.search?.trim()) {
    const p = contains(q.search.trim());
    where.push(
      or(
        ilike(activityLogs.userName, p),
        ilike(activityLogs.userEmail, p),
        ilike(activityLogs.action, p),
        ilike(activityLogs.resource, p),
        ilike(activityLogs.details, p),
        ilike(activityLogs.ipAddress, p),
      )!,
    );
  }
  if (q.action?.trim()) where.push(eq(activityLogs.action, q.action.trim()));
  if (q.resource?.trim()) where.push(eq(activityLogs.resource, q.resource.trim()));
  if (q.userRole) where.push(eq(activityLogs.userRole, q.userRole));
  if (q.status) where.push(eq(activityLogs.status, q.status));
  if (q.startDate) where.push(gte(activityLogs.createdAt, startBound(q.startDate)));
  if (q.endDate) where.push(lt(activityLogs.createdAt, endBound(q.endDate)));
  return where.length ? and(...where) : undefined;
}

export const LOG_EXPORT_COLUMNS = [
  { header: "Timestamp", key: "createdAt" },
  { header: "User", key: "userName" },
  { header: "Email", key: "userEmail" },
  { header: "Role", key: "userRole" },
  { header: "Action", key: "action" },
  { header: "Resource", key: "resource" },
  { header: "Resource ID", key: "resourceId" },
  { header: "Details", key: "details" },
  { header: "Status", key: "status" },
  { header: "IP Address", key: "ipAddress" },
  { header: "User Agent", key: "userAgent" },
];
export const LOG_EXPORT_MAX_ROWS = 100_000;

export function logRoutes(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  r.use("*", requireAdmin(deps));

  r.get("/", async (c) => {
    const q = orThrow(parseQuery(logsQuery, c.req.queries()));
    const where = logFilters(q);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(activityLogs).where(where);
    const rows = await db
      .select()
      .from(activityLogs)
      .where(where)
      .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit);
    return c.json({
      logs: rows.map(toLog),
      totalPages: Math.max(1, Math.ceil(total / q.limit)),
      total,
      page: q.page,
    });
  });

  r.get("/stats", async (c) => {
    const today = startOfKarachiDay(deps.now());
    const [totals] = await db
      .select({
        totalLogs: count(),
        todayLogs: sql<number>`count(*) filter (where ${activityLogs.createdAt} >= ${today})`.mapWith(Number),
        errorLogs: sql<number>`count(*) filter (where ${activityLogs.status} = 'error')`.mapWith(Number),
      })
      .from(activityLogs);
    const userActivity = await db
      .select({
        userEmail: activityLogs.userEmail,
        userName: max(activityLogs.userName),
        userRole: max(activityLogs.userRole),
        count: count(),
        lastActivity: max(activityLogs.createdAt),
      })
      .from(activityLogs)
      .where(and(gte(activityLogs.createdAt, today), ne(activityLogs.userEmail, "")))
      .groupBy(activityLogs.userEmail)
      .orderBy(desc(count()))
      .limit(50);
    return c.json({
      totalLogs: totals?.totalLogs ?? 0,
      todayLogs: totals?.todayLogs ?? 0,
      errorLogs: totals?.errorLogs ?? 0,
      userActivity: userActivity.map((u) => ({
        userEmail: u.userEmail,
        userName: u.userName ?? "",
        userRole: u.userRole ?? "",
        count: u.count,
        lastActivity: u.lastActivity ?? today,
      })),
    });
  });

  r.get("/export", async (c) => {
    const { format: _format, ...rest } = c.req.query();
    const q = orThrow(parseQuery(logsQuery, rest));
    const rows = await db
      .select()
      .from(activityLogs)
      .where(logFilters(q))
      .orderBy(desc(activityLogs.createdAt))
      .limit(LOG_EXPORT_MAX_ROWS);
    const now = deps.now();
    const csv = toCsv(
      rows.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
      LOG_EXPORT_COLUMNS,
    );
    await logActivity(
      db,
      c,
      { action: "export_logs", resource: "log", details: `Exported ${rows.length} activity logs to CSV` },
      now,
    );
    return csvDownload(c, csv, "activity_logs", now);
  });

  r.get("/recent-activity", async (c) => {
    const q = orThrow(parseQuery(recentActivityQuery, c.req.queries()));
    const range = calendarRange(q.period, deps.now(), q.month, q.year);
    const rows = await db
      .select()
      .from(activityLogs)
      .where(
        range
          ? and(gte(activityLogs.createdAt, range.start), lt(activityLogs.createdAt, range.end))
          : undefined,
      )
      .orderBy(desc(activityLogs.createdAt))
      .limit(q.limit);
    return c.json({ logs: rows.map(toLog) });
  });

  return r;
}
