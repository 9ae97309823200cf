/**
 * Log Details: every field of one log, and its metadata made readable: the before/after values as
 * a table (changed rows marked), other values as a list, nested objects as nested lists; the raw
 * JSON stays one click away.
 */
import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { formatDateTime } from "../../../domain/format.ts";
import { Modal } from "../../../ui/modal.tsx";
import type { ActivityLog } from "../data.ts";
import { actionLabel } from "../log-query.ts";
import { type Changes, formatMetaValue, humanizeKey, isPlainObject, readableMetadata } from "../metadata.ts";
import { LogStatusBadge } from "./log-status-badge.tsx";

function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? "sm:col-span-2" : ""}`}>
      <dt className="text-base-content/70 text-xs font-medium uppercase tracking-wide">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

const none = <span className="text-base-content/75">—</span>;
const text = (v: string | null | undefined) => (v?.trim() ? v : none);

function Value({ value, depth }: { value: unknown; depth: number }) {
  if (isPlainObject(value) && depth < 3) {
    const entries = Object.entries(value);
    if (entries.length === 0) return none;
    return (
      <dl className="mt-1 grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1 border-base-300 border-l-2 pl-3 text-sm">
        {entries.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-base-content/70">{humanizeKey(k)}</dt>
            <dd className="min-w-0 break-words">
              <Value value={v} depth={depth + 1} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  const shown = formatMetaValue(value);
  return shown === "—" ? none : shown;
}

function ChangesTable({ changes }: { changes: Changes }) {
  const both = changes.hasBefore && changes.hasAfter;
  const title = both ? "Changes" : changes.hasAfter ? "Values (after)" : "Values (before)";
  return (
    <div className="min-w-0">
      <h4 className="mb-2 font-medium text-sm">{title}</h4>
      <div className="overflow-x-auto rounded-box border border-base-300">
        <table className="table table-sm" data-testid="metadata-changes">
          <thead className="text-base-content/80">
            <tr>
              <th scope="col">Field</th>
              {changes.hasBefore && <th scope="col">Before</th>}
              {changes.hasAfter && <th scope="col">After</th>}
            </tr>
          </thead>
          <tbody>
            {changes.rows.map((r) => (
              <tr key={r.field} className={r.changed ? "bg-warning/10" : undefined}>
                <th scope="row" className="whitespace-nowrap font-medium">
                  {r.label}
                </th>
                {changes.hasBefore && (
                  <td className="break-words">
                    <Value value={r.before} depth={1} />
                  </td>
                )}
                {changes.hasAfter && (
                  <td className="break-words">
                    <Value value={r.after} depth={1} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {both && changes.rows.some((r) => r.changed) && (
        <p className="mt-1 text-base-content/75 text-xs">Highlighted rows changed.</p>
      )}
    </div>
  );
}

export function LogDetailsModal({ log, onClose }: { log: ActivityLog | null; onClose: () => void }) {
  const meta = log ? readableMetadata(log.metadata) : null;
  const empty = !meta || (!meta.changes && meta.entries.length === 0);
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
            <Item label="Timestamp">
              <time dateTime={log.createdAt} title={log.createdAt}>
                {formatDateTime(log.createdAt)}
              </time>
            </Item>
            <Item label="Action">
              {actionLabel(log.action)}{" "}
              <span className="font-mono text-base-content/75 text-xs">({log.action})</span>
            </Item>
            <Item label="User">{text(log.userName)}</Item>
            <Item label="Email">
              <span className="break-all">{text(log.userEmail)}</span>
            </Item>
            <Item label="Role">{text(log.userRole)}</Item>
            <Item label="User ID">
              <span className="break-all font-mono text-xs">{text(log.userId)}</span>
            </Item>
            <Item label="Resource">{text(log.resource)}</Item>
            <Item label="Resource ID">
              <span className="break-all font-mono text-xs">{text(log.resourceId)}</span>
            </Item>
            <Item label="Details" wide>
              {text(log.details)}
            </Item>
            <Item label="IP address">
              <span className="font-mono text-sm">{text(log.ipAddress)}</span>
            </Item>
            <Item label="Log ID">
              <span className="break-all font-mono text-xs">{log._id}</span>
            </Item>
            <Item label="User agent" wide>
              <span className="text-sm">{text(log.userAgent)}</span>
            </Item>
          </dl>
          <section aria-labelledby="log-metadata-title" className="flex flex-col gap-3">
            <h3 id="log-metadata-title" className="border-base-300 border-b pb-2 font-semibold text-sm">
              Metadata
            </h3>
            {empty && <p className="text-base-content/70 text-sm">No metadata for this entry.</p>}
            {meta.changes && <ChangesTable changes={meta.changes} />}
            {meta.entries.length > 0 && (
              <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="metadata-list">
                {meta.entries.map((e) => (
                  <Item key={e.key} label={e.label} wide={isPlainObject(e.value)}>
                    <Value value={e.value} depth={1} />
                  </Item>
                ))}
              </dl>
            )}
            {!empty && (
              <details className="group rounded-box border border-base-300">
                <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 px-3 text-sm lg:min-h-9 [&::-webkit-details-marker]:hidden">
                  <ChevronRight
                    className="size-4 motion-safe:transition-transform group-open:rotate-90"
                    aria-hidden="true"
                  />
                  Raw JSON
                </summary>
                <pre className="max-h-64 overflow-auto border-base-300 border-t px-3 py-2 text-xs">
                  {JSON.stringify(log.metadata, null, 2)}
                </pre>
              </details>
            )}
          </section>
        </section>
      )}
    </Modal>
  );
}
