/**
 * One page of logs: a dense table on desktops (User, Action, Details, Status, Timestamp, view), a
 * compact one on tablets (details under the action) and cards on phones, by the container's width
 * (the shared DataList's breakpoints). Sorting is the server's: newest first.
 */
import { useRef } from "react";
import { IconButton } from "../../../ui/buttons.tsx";
import { layoutForWidth } from "../../../ui/data-list-model.ts";
import { useElementWidth } from "../../../ui/use-element-width.ts";
import type { ActivityLog } from "../data.ts";
import { actionLabel } from "../log-query.ts";
import { LogCard } from "./log-card.tsx";
import { Details, When, Who } from "./log-cells.tsx";
import { LogStatusBadge } from "./log-status-badge.tsx";

export function LogTable({
  logs,
  onView,
}: {
  logs: readonly ActivityLog[];
  onView: (log: ActivityLog) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const layout = layoutForWidth(useElementWidth(ref));
  const view = (log: ActivityLog) => (
    <IconButton
      icon="view"
      label={`View log: ${actionLabel(log.action)} by ${log.userName || "unknown user"}`}
      onClick={() => onView(log)}
    />
  );
  return (
    <div ref={ref} className="min-w-0" data-layout={layout} data-testid="log-list">
      {layout === "cards" ? (
        <ul className="grid gap-3">
          {logs.map((log) => (
            <li key={log._id} data-log-id={log._id} data-action={log.action}>
              <LogCard log={log} view={view(log)} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
          <table className={`table ${layout === "compact" ? "table-sm" : ""}`} data-testid="log-table">
            <caption className="sr-only">Activity logs</caption>
            {/* daisyUI's 60 % header grey is 4.3:1 on white; 80 % reads at AA. */}
            <thead className="text-base-content/80">
              <tr>
                <th scope="col">User</th>
                <th scope="col">Action</th>
                {layout === "table" && <th scope="col">Details</th>}
                <th scope="col">Status</th>
                <th scope="col">Timestamp</th>
                <th scope="col" className="w-0 text-right">
                  <span className="sr-only">View</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {logs.map((log) => (
                <tr
                  key={log._id}
                  className="hover:bg-base-200/50"
                  data-log-id={log._id}
                  data-action={log.action}
                >
                  <td>
                    <Who log={log} />
                  </td>
                  <td>
                    <span className="whitespace-nowrap font-medium">{actionLabel(log.action)}</span>
                    {layout === "compact" && (
                      <p className="text-base-content/70 text-xs">
                        <Details log={log} />
                      </p>
                    )}
                  </td>
                  {layout === "table" && (
                    <td className="max-w-md break-words">
                      <Details log={log} />
                    </td>
                  )}
                  <td>
                    <LogStatusBadge status={log.status} />
                  </td>
                  <td>
                    <When log={log} />
                  </td>
                  <td className="text-right">{view(log)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
