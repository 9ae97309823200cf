/** A log as a card, for phones: the action, when, the status, the details, who, and the view button. */
import type { ReactNode } from "react";
import type { ActivityLog } from "../data.ts";
import { actionLabel } from "../log-query.ts";
import { Details, When, Who } from "./log-cells.tsx";
import { LogStatusBadge } from "./log-status-badge.tsx";

export function LogCard({ log, view }: { log: ActivityLog; view: ReactNode }) {
  return (
    <article
      className="rounded-box border border-base-300 bg-base-100 p-4"
      aria-label={actionLabel(log.action)}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">{actionLabel(log.action)}</p>
          <p className="text-base-content/70 text-xs">
            <When log={log} />
          </p>
        </div>
        <LogStatusBadge status={log.status} />
      </div>
      <p className="mt-2 break-words text-sm">
        <Details log={log} />
      </p>
      <div className="mt-2 flex items-center justify-between gap-2 border-base-300 border-t pt-2">
        <Who log={log} />
        {view}
      </div>
    </article>
  );
}
