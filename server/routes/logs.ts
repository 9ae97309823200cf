/** Activity logs (tag: logs): the admin's list, stats, CSV export and the dashboard's recent activity. */
import { and, count, desc, eq, gte, lt, max, ne, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import { toCsv } from "../../src/domain/csv.ts";
import { calendarRange } from "../../src/domain/periods.ts";
import { logsQuery, parseQuery, recentActivityQuery } from "../../src/domain/queries.ts";
import { activityLogs } from "../db/schema.ts";
import { changedSince, deltaRequest } from "../http/delta.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { requireAdmin } from "../http/guards.ts";
import { orThrow } from "../http/input.ts";
import { logActivityBy } from "../services/activity.ts";
import { csvAttachment } from "../services/csv-export.ts";
import { keptCount, keptKey, logFilters } from "../services/log-filters.ts";
import { LOG_EXPORT_COLUMNS, LOG_EXPORT_MAX_ROWS, toLog } from "../services/logs.ts";
import { whoOf } from "./who.ts";

export function logRoutes(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  r.use("*", requireAdmin(deps));

  r.get("/", async (c) => {
    const q = orThrow(parseQuery(logsQuery, c.req.queries()));
    const where = logFilters(q);
    const offset = (q.page - 1) * q.limit;
    const order = [desc(activityLogs.createdAt), desc(activityLogs.id)];
    const kept = keptKey(q);
    // The page's ids first, then their rows: the ids of a deep page are read off the
    // (created_at, id) index alone, and only the page's own rows are fetched. When the triggers
    // keep no count for these filters, the ids carry the count of every match (a window over the
    // same scan), so the matches are read once, not once for the page and once for the total.
    const page = db
      .select({
        id: activityLogs.id,
        matches: (kept === null ? sql<number>`count(*) over ()` : sql<number>`0`).as("matches"),
      })
      .from(activityLogs)
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset(offset)
      .as("page");
    const found = await db
      .select({ log: activityLogs, matches: page.matches })
      .from(activityLogs)
      .innerJoin(page, eq(activityLogs.id, page.id))
      .orderBy(...order);
    const rows = found.map((f) => f.log);
    // A part-filled page is the last one and tells the total, as does the window; with no filter
    // or one equality filter the triggers keep it; past the last page the matches are counted.
    const total =
      rows.length > 0 && rows.length < q.limit
        ? offset + rows.length
        : kept === null && found[0]
          ? Number(found[0].matches)
          : offset === 0 && rows.length === 0
            ? 0
            : kept !== null
              ? await keptCount(db, kept)
              : ((await db.select({ n: count() }).from(activityLogs).where(where))[0]?.n ?? 0);
    return c.json({
      logs: rows.map(toLog),
      totalPages: Math.max(1, Math.ceil(total / q.limit)),
      total,
      page: q.page,
    });
  });

  r.get("/stats", async (c) => {
    // The total and the errors are kept by triggers; today's rows are a range of the time index,
    // bounded on both sides: a planner without statistics (PGlite runs no autovacuum, so no
    // ANALYZE) takes a closed range for a narrow one and reads the index, an open one for a third of
    // the table and reads all of it.
    const { start: today, end: tomorrow } = calendarRange("daily", deps.now())!;
    const isToday = and(gte(activityLogs.createdAt, today), lt(activityLogs.createdAt, tomorrow));
    const totalLogs = await keptCount(db, "");
    const errorLogs = await keptCount(db, "status:error");
    const [todayRow] = await db.select({ n: count() }).from(activityLogs).where(isToday);
    const userActivity = await db
      .select({
        userEmail: activityLogs.userEmail,
        userName: max(activityLogs.userName),
        userRole: max(activityLogs.userRole),
        count: count(),
        lastActivity: max(activityLogs.createdAt),
      })
      .from(activityLogs)
      .where(and(isToday, ne(activityLogs.userEmail, "")))
      .groupBy(activityLogs.userEmail)
      .orderBy(desc(count()))
      .limit(50);
    return c.json({
      totalLogs,
      todayLogs: todayRow?.n ?? 0,
      errorLogs,
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
    await logActivityBy(
      db,
      whoOf(c),
      { action: "export_logs", resource: "log", details: `Exported ${rows.length} activity logs to CSV` },
      now,
    );
    const file = csvAttachment(csv, "activity_logs", now);
    return c.body(file.text, 200, file.headers);
  });

  /**
   * The newest `limit` logs of a period; with `?since=<cursor>` a delta page (the dashboard's
   * offline mirror keeps the newest 50). The log is append-only, so what changed since the cursor is
   * the rows written since, and what the client must drop is the rows those pushed out of the
   * window: with k rows new, the rows ranked limit+1 … limit+k now (every row the client held sat in
   * the newest `limit` then). More than `limit` new rows and the window has moved on entirely: the
   * plain list answers, and the client replaces its copy. A period's start moving on (daily,
   * weekly…) is not reported as deletions: mirrors read period `all`.
   */
  r.get("/recent-activity", async (c) => {
    const q = orThrow(parseQuery(recentActivityQuery, c.req.queries()));
    const now = deps.now();
    const delta = await deltaRequest(c, db, now);
    const range = calendarRange(q.period, now, q.month, q.year);
    const inRange = range
      ? and(gte(activityLogs.createdAt, range.start), lt(activityLogs.createdAt, range.end))
      : undefined;
    const newest = (where: SQL | undefined, limit: number) =>
      db
        .select()
        .from(activityLogs)
        .where(where)
        .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
        .limit(limit);
    c.header("X-Sync-Cursor", delta.cursor);
    if (!delta.since) return c.json({ logs: (await newest(inRange, q.limit)).map(toLog) });
    // A URL with a one-time cursor: never stored, never revalidated (as listAnswer does).
    c.header("Cache-Control", "no-store");
    const fresh = await newest(and(inRange, changedSince(activityLogs, delta.since)), q.limit + 1);
    if (fresh.length > q.limit) return c.json({ logs: fresh.slice(0, q.limit).map(toLog) });
    const pushedOut = fresh.length
      ? await db
          .select({ id: activityLogs.id })
          .from(activityLogs)
          .where(inRange)
          .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
          .limit(fresh.length)
          .offset(q.limit)
      : [];
    return c.json({ changed: fresh.map(toLog), deleted: pushedOut.map((r) => r.id), cursor: delta.cursor });
  });

  return r;
}
