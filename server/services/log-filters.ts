/**
 * The activity log's filters (search, action, resource, role, status, dates) as SQL, and the counts
 * the triggers keep, which answer a list with no filter or a single kept one without counting rows.
 */
import { and, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type { LogsQuery } from "../../src/domain/queries.ts";
import type { DbOrTx } from "../db/client.ts";
import { activityLogCounts, activityLogSearchText, activityLogs } from "../db/schema.ts";

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
    // The six columns in one string first: its trigram index finds the candidates (a match in any
    // column is a match in the string); then each column, so a term spanning two is no match.
    where.push(
      and(
        ilike(activityLogSearchText(activityLogs), p),
        or(
          ilike(activityLogs.userName, p),
          ilike(activityLogs.userEmail, p),
          ilike(activityLogs.action, p),
          ilike(activityLogs.resource, p),
          ilike(activityLogs.details, p),
          ilike(activityLogs.ipAddress, p),
        ),
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

/**
 * How many logs the triggers have counted under `key` (schema.ts, activityLogCounts): '' for all of
 * them, or `action:…`, `resource:…`, `role:…`, `status:…`.
 */
export async function keptCount(db: DbOrTx, key: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${activityLogCounts.n}), 0)`.mapWith(Number) })
    .from(activityLogCounts)
    .where(eq(activityLogCounts.key, key));
  return row?.n ?? 0;
}

/** The kept count that answers these filters, when they are none or a single kept equality. */
export function keptKey(q: Omit<LogsQuery, "page" | "limit">): string | null {
  if (q.search?.trim() || q.startDate || q.endDate) return null;
  const set = [
    q.action?.trim() ? `action:${q.action.trim()}` : null,
    q.resource?.trim() ? `resource:${q.resource.trim()}` : null,
    q.userRole ? `role:${q.userRole}` : null,
    q.status ? `status:${q.status}` : null,
  ].filter((k) => k !== null);
  return set.length === 0 ? "" : set.length === 1 ? set[0]! : null;
}
