/**
 * The activity log: one row for every sign-in, failed sign-in, sign-out and mutation, with who did
 * it, from where, and what changed.
 */
import { and, eq, gte, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { DbOrTx } from "../db/client.ts";
import { activityLogs } from "../db/schema.ts";
import { clientIp } from "../http/client-ip.ts";
import type { AppEnv, Caller } from "../http/env.ts";

export type LogEntry = {
  action: string;
  resource: string;
  resourceId?: string | null;
  details: string;
  status?: "success" | "error" | "warning";
  metadata?: Record<string, unknown>;
  /** Defaults to the authenticated caller. */
  actor?:
    | Pick<Caller, "id" | "name" | "email" | "role">
    | { id: null; name: string; email: string; role: string };
};

export async function logActivity(db: DbOrTx, c: Context<AppEnv>, entry: LogEntry, now: Date): Promise<void> {
  await db.insert(activityLogs).values(activityRow(c, entry, now));
}

/** The row logActivity writes, for a statement that writes it along with something else. */
export function activityRow(
  c: Context<AppEnv>,
  entry: LogEntry,
  now: Date,
): typeof activityLogs.$inferInsert {
  const actor = entry.actor ?? c.get("caller");
  return {
    userId: actor?.id ?? null,
    userName: actor?.name ?? "",
    userEmail: actor?.email ?? "",
    userRole: actor?.role ?? (c.get("apiClient") ? "system" : "guest"),
    action: entry.action,
    resource: entry.resource,
    resourceId: entry.resourceId ?? null,
    details: entry.details.slice(0, 2000),
    status: entry.status ?? "success",
    ipAddress: clientIp(c),
    userAgent: (c.req.header("user-agent") ?? "").slice(0, 500),
    metadata: entry.metadata ?? {},
    createdAt: now,
  };
}

export const FAILED_SIGNIN_ALERT_THRESHOLD = 5;
export const FAILED_SIGNIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * After a failed sign-in: when this e-mail has failed FAILED_SIGNIN_ALERT_THRESHOLD times within the
 * window and no alert was raised for it in that window yet, write a `security_alert`.
 */
export async function raiseAlertOnRepeatedFailures(
  db: DbOrTx,
  c: Context<AppEnv>,
  email: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - FAILED_SIGNIN_WINDOW_MS);
  const [row] = await db
    .select({
      failures:
        sql<number>`count(*) filter (where ${activityLogs.action} = 'login' and ${activityLogs.status} = 'error')`.mapWith(
          Number,
        ),
      alerts: sql<number>`count(*) filter (where ${activityLogs.action} = 'security_alert')`.mapWith(Number),
    })
    .from(activityLogs)
    .where(and(eq(activityLogs.userEmail, email), gte(activityLogs.createdAt, since)));
  if (!row || row.failures < FAILED_SIGNIN_ALERT_THRESHOLD || row.alerts > 0) return false;
  await logActivity(
    db,
    c,
    {
      action: "security_alert",
      resource: "auth",
      details: `${row.failures} failed sign-in attempts for ${email} within 15 minutes`,
      status: "warning",
      metadata: { email, failures: row.failures, windowMinutes: 15, ip: clientIp(c) },
      actor: { id: null, name: "", email, role: "guest" },
    },
    now,
  );
  return true;
}
