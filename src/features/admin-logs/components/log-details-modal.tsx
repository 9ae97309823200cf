/**
 * Log Details: every field of one log, and its metadata made readable (metadata-section.tsx): the
 * before/after values as a table (changed rows marked), other values as a list, nested objects as
 * nested lists; the raw JSON stays one click away.
 */
import { formatDateTime } from "../../../domain/format.ts";
import { Fact } from "../../../ui/booking-parts.tsx";
import { Modal } from "../../../ui/modal.tsx";
import type { ActivityLog } from "../data.ts";
import { actionLabel } from "../log-query.ts";
import { readableMetadata } from "../metadata.ts";
import { LogStatusBadge } from "./log-status-badge.tsx";
import { MetadataSection } from "./metadata-section.tsx";
import { text } from "./metadata-value.tsx";

export function LogDetailsModal({ log, onClose }: { log: ActivityLog | null; onClose: () => void }) {
  const meta = log ? readableMetadata(log.metadata) : null;
  return (
    <Modal open={log !== null} onClose={onClose} title="Log Details" size="lg">
      {log && meta && (
        <section
          className="flex flex-col gap-5 rounded-box outline-none focus-visible:outline-2 focus-visible:outline-primary"
          data-testid="log-details"
          aria-label="Log entry"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the dialog body scrolls; keyboard users need a focus stop to scroll it (WCAG 2.1.1)
          tabIndex={0}
        >
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-semibold text-lg">{actionLabel(log.action)}</p>
            <LogStatusBadge status={log.status} />
          </div>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Fact label="Timestamp">
              <time dateTime={log.createdAt} title={log.createdAt}>
                {formatDateTime(log.createdAt)}
              </time>
            </Fact>
            <Fact label="Action">
              {actionLabel(log.action)}{" "}
              <span className="font-mono text-base-content/75 text-xs">({log.action})</span>
            </Fact>
            <Fact label="User">{text(log.userName)}</Fact>
            <Fact label="Email">
              <span className="break-all">{text(log.userEmail)}</span>
            </Fact>
            <Fact label="Role">{text(log.userRole)}</Fact>
            <Fact label="User ID">
              <span className="break-all font-mono text-xs">{text(log.userId)}</span>
            </Fact>
            <Fact label="Resource">{text(log.resource)}</Fact>
            <Fact label="Resource ID">
              <span className="break-all font-mono text-xs">{text(log.resourceId)}</span>
            </Fact>
            <Fact label="Details" wide>
              {text(log.details)}
            </Fact>
            <Fact label="IP address">
              <span className="font-mono text-sm">{text(log.ipAddress)}</span>
            </Fact>
            <Fact label="Log ID">
              <span className="break-all font-mono text-xs">{log._id}</span>
            </Fact>
            <Fact label="User agent" wide>
              <span className="text-sm">{text(log.userAgent)}</span>
            </Fact>
          </dl>
          <MetadataSection log={log} meta={meta} />
        </section>
      )}
    </Modal>
  );
}
