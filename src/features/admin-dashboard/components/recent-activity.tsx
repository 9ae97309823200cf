/**
 * Recent Activity: the newest activity logs of the period (10), with their count, a 'Live' mark
 * while the list is being fetched again, and 'No Recent Activity' when there are none. When the
 * list did not load (`logs` null), `children` (the error) stands in its place.
 */
import { Activity } from "lucide-react";
import type { ReactNode } from "react";
import { formatDateTime } from "../../../domain/format.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { activityTitle, activityTone, BADGE_CLASS } from "../activity-badge.ts";
import type { ActivityLog } from "../model.ts";

export function RecentActivity({
  logs,
  live,
  children,
}: {
  logs: readonly ActivityLog[] | null;
  live: boolean;
  children?: ReactNode;
}) {
  return (
    <section
      className="card border border-base-300 bg-base-100"
      aria-labelledby="recent-activity-title"
      data-testid="recent-activity"
    >
      <div className="card-body gap-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="recent-activity-title" className="flex items-center gap-2 font-semibold text-base">
            Recent Activity
            {logs && (
              <span className="badge badge-ghost badge-sm" data-testid="activity-count">
                {logs.length} {logs.length === 1 ? "entry" : "entries"}
              </span>
            )}
          </h2>
          {live && (
            <span className="flex items-center gap-1.5 font-medium text-sm" role="status" data-testid="live">
              <span className="relative flex size-2.5" aria-hidden="true">
                <span className="absolute inline-flex size-full motion-safe:animate-ping rounded-full bg-success opacity-75" />
                <span className="relative inline-flex size-2.5 rounded-full bg-success" />
              </span>
              Live
            </span>
          )}
        </div>
        {!logs ? (
          children
        ) : logs.length === 0 ? (
          <EmptyState
            icon={Activity}
            title="No Recent Activity"
            message="Nothing was logged in this period."
          />
        ) : (
          <ol className="divide-y divide-base-300">
            {logs.map((log) => (
              <li
                key={log._id}
                className="flex items-start justify-between gap-3 py-3"
                data-testid="activity-entry"
              >
                <div className="min-w-0">
                  <p className="font-medium">{activityTitle(log.action)}</p>
                  {log.details && <p className="break-words text-base-content/75 text-sm">{log.details}</p>}
                  <p className="mt-0.5 text-base-content/70 text-xs">
                    <time dateTime={log.createdAt}>{formatDateTime(log.createdAt || log.timestamp)}</time>
                    {log.userName ? ` · ${log.userName}` : ""}
                  </p>
                </div>
                <span
                  className={`badge badge-sm shrink-0 capitalize ${BADGE_CLASS[activityTone(log.status)]}`}
                >
                  {log.status || "unknown"}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
