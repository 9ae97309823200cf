/** The activity log as the API shows it: a log row, and the columns of its CSV export. */
import type { activityLogs } from "../db/schema.ts";

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
