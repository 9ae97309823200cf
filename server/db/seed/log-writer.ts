// What the demo's activity-log generators share: the row type, the function that appends a row,
// and a row's actor columns taken from an account.
import type { activityLogs } from "../schema.ts";
import type { Account } from "./users.ts";

export type LogRow = typeof activityLogs.$inferInsert;

/** Appends a row; its status is 'success' unless it says otherwise. */
export type Log = (entry: Omit<LogRow, "status"> & { status?: LogRow["status"] }) => void;

/** The actor columns of a row written by `c`. */
export const actor = (c: Account) => ({
  userId: c.row.id,
  userName: c.row.name,
  userEmail: c.row.email,
  userRole: c.row.role ?? "customer",
  ipAddress: c.ip,
  userAgent: c.agent,
});
