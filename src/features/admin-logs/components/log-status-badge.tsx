/** A log's status (Success, Error, Warning) as a badge; a status the app does not know shows as sent. */
import type { LogStatus } from "../log-query.ts";

const STATUS_BADGES: Record<LogStatus, string> = {
  success: "badge-success",
  error: "badge-error",
  warning: "badge-warning",
};
export const STATUS_LABELS: Record<LogStatus, string> = {
  success: "Success",
  error: "Error",
  warning: "Warning",
};

export function LogStatusBadge({ status }: { status: string }) {
  const known = status in STATUS_BADGES ? (status as LogStatus) : null;
  return (
    <span
      className={`badge badge-sm whitespace-nowrap font-medium ${known ? STATUS_BADGES[known] : "badge-ghost"}`}
      data-status={status}
    >
      {known ? STATUS_LABELS[known] : status}
    </span>
  );
}
