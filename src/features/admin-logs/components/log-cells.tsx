/** What a log shows in each layout of the list: who (name and email), the details (shortened), when. */
import { formatDateTime } from "../../../domain/format.ts";
import type { ActivityLog } from "../data.ts";
import { truncateDetails } from "../log-query.ts";

export function Who({ log }: { log: ActivityLog }) {
  return (
    <div className="min-w-0">
      <p className="font-medium">
        {log.userName || <span className="text-base-content/75">Unknown User</span>}
      </p>
      <p className="break-all text-base-content/70 text-xs">{log.userEmail || "No email"}</p>
    </div>
  );
}

export function Details({ log }: { log: ActivityLog }) {
  const short = truncateDetails(log.details);
  return (
    <span title={short === log.details ? undefined : log.details} data-testid="log-details-cell">
      {short || <span className="text-base-content/75">—</span>}
    </span>
  );
}

export function When({ log }: { log: ActivityLog }) {
  return (
    <time dateTime={log.createdAt} className="whitespace-nowrap tabular-nums">
      {formatDateTime(log.createdAt)}
    </time>
  );
}
