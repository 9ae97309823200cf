/**
 * The activity log: one row for every sign-in, failed sign-in, sign-out and mutation, with who did
 * it, from where, and what changed. The action names are the domain's (src/domain/activity.ts): an
 * action not listed there fails the type check.
 */
import type { LogAction } from "../../src/domain/activity.ts";
import type { DbOrTx } from "../db/client.ts";
import { activityLogs } from "../db/schema.ts";
import type { Caller } from "../http/env.ts";

export type { LogAction };

export type LogEntry = {
  action: LogAction;
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

/**
 * Who did something, as its log row records it: a signed-in user, the website or the GDS (by API
 * key), a guest, or the server on its own (`SYSTEM`). A plain value, so code outside a request (the
 * expiry sweep, the booking lifecycle's service) writes log rows too; a route builds it with `whoOf`.
 */
export type Who = {
  id: string | null;
  name: string;
  email: string;
  role: string;
  ip: string;
  userAgent: string;
};

/** The server acting on its own (the expiry of unapproved bookings). */
export const SYSTEM: Who = { id: null, name: "System", email: "", role: "system", ip: "", userAgent: "" };

/** Writes the log row of `entry` done by `who` (or by `entry.actor`, from where `who` is) at `now`. */
export async function logActivityBy(db: DbOrTx, who: Who, entry: LogEntry, now: Date): Promise<void> {
  await db.insert(activityLogs).values(logRow(who, entry, now));
}

/** The log row of `entry` done by `who` at `now` (`entry.actor`, when given, stands for the person). */
export function logRow(by: Who, entry: LogEntry, now: Date): typeof activityLogs.$inferInsert {
  const who = entry.actor ? { ...by, ...entry.actor } : by;
  return {
    userId: who.id,
    userName: who.name,
    userEmail: who.email,
    userRole: who.role,
    action: entry.action,
    resource: entry.resource,
    resourceId: entry.resourceId ?? null,
    details: entry.details.slice(0, 2000),
    status: entry.status ?? "success",
    ipAddress: who.ip,
    userAgent: who.userAgent,
    metadata: entry.metadata ?? {},
    createdAt: now,
  };
}
