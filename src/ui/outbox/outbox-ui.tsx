/**
 * How the screens show writes that wait in the outbox (issue 9): a 'Queued' badge on a row with a
 * pending change, the list of queued new records above a list (a booking made offline), one entry
 * with its state and Retry / Discard, and the toast for a write that was kept for later.
 */
import { CircleAlert, Clock3, RefreshCw, Trash2, Undo2 } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { discardEntry, retryEntry } from "../../db/outbox.ts";
import { useOutbox, useOutboxCreates } from "../../db/outbox-hooks.ts";
import type { MirrorTable, OutboxEntry } from "../../db/schema.ts";
import { formatDateTime } from "../../domain/format.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { EmptyState } from "../empty-state.tsx";
import { toast } from "../toast.ts";
import { useOnline } from "../use-online.ts";
import { ConflictDialog } from "./conflict.tsx";

/** 'Queued — will send when you are back online' (or why it waits), as an information toast. */
export function toastQueued(message: string): void {
  toast.info(message, { title: "Queued" });
}

/** '1 unsent change', '3 unsent changes'. */
export function unsentText(n: number): string {
  return `${n} unsent change${n === 1 ? "" : "s"}`;
}

/** What an entry is waiting for, in a few plain words. */
export function entryStatusText(e: OutboxEntry, online: boolean): string {
  switch (e.status) {
    case "sending":
      return "Sending…";
    case "paused":
      return "Waiting for you to sign in again";
    case "failed":
      return e.lastStatus === 412
        ? "Not sent: someone else changed this record meanwhile"
        : `Not sent: ${e.lastError || "the server refused it"}`;
    default:
      if (!online) return "Queued — will send when you are back online";
      return e.lastError ? `Queued — ${e.lastError}` : "Queued — sending shortly";
  }
}

/** The badge's look per state. */
const BADGE: Record<OutboxEntry["status"], string> = {
  queued: "badge-warning",
  sending: "badge-info",
  paused: "badge-warning",
  failed: "badge-error",
};

const BADGE_TEXT: Record<OutboxEntry["status"], string> = {
  queued: "Queued",
  sending: "Sending",
  paused: "Queued",
  failed: "Not sent",
};

/** The worst state among entries: failed before paused before queued before sending. */
function worst(entries: readonly OutboxEntry[]): OutboxEntry {
  const rank = { failed: 3, paused: 2, queued: 1, sending: 0 } as const;
  return entries.reduce((a, b) => (rank[b.status] > rank[a.status] ? b : a));
}

/** 'Queued' on a row that has an unsent change (nothing when it has none). */
export function QueuedBadge({ table, id }: { table: MirrorTable; id: string }) {
  const entries = useOutbox();
  // A write on its way right now is the screen's own business (its button is busy): the badge is
  // for what waits (queued, paused) or was refused.
  const mine = useMemo(
    () => entries.filter((e) => e.table === table && e.recordId === id && e.status !== "sending"),
    [entries, table, id],
  );
  const online = useOnline();
  if (!mine.length) return null;
  const top = worst(mine);
  const detail = mine.map((e) => `${e.label ?? "Change"}: ${entryStatusText(e, online)}`).join(". ");
  return (
    <span
      className={`badge badge-sm ${BADGE[top.status]} gap-1 whitespace-nowrap font-medium`}
      title={detail}
      data-testid="queued-badge"
      data-outbox-status={top.status}
    >
      <Clock3 className="size-3" aria-hidden="true" />
      {BADGE_TEXT[top.status]}
      <span className="sr-only">: {detail}</span>
    </span>
  );
}

/** One outbox entry: what it is, its state, and Retry / Discard (Compare for a 412). */
export function OutboxEntryItem({ entry, compact = false }: { entry: OutboxEntry; compact?: boolean }) {
  const online = useOnline();
  const [confirming, setConfirming] = useState(false);
  const [comparing, setComparing] = useState(false);
  const [busy, setBusy] = useState(false);
  const failed = entry.status === "failed";
  const conflict = failed && entry.lastStatus === 412 && Boolean(entry.table && entry.recordId);
  const canRetry = failed || (entry.status === "queued" && Boolean(entry.lastError) && online);

  const retry = async () => {
    setBusy(true);
    try {
      await retryEntry(entry.seq);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li
      className={`flex flex-col gap-1.5 rounded-box border p-3 text-sm ${
        failed ? "border-error/40 bg-error/5" : "border-base-300 bg-base-100"
      }`}
      data-testid="outbox-entry"
      data-outbox-status={entry.status}
    >
      <div className="flex items-start gap-2">
        {failed ? (
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-error" aria-hidden="true" />
        ) : (
          <Clock3 className="mt-0.5 size-4 shrink-0 text-base-content/70" aria-hidden="true" />
        )}
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words">{entry.label ?? `${entry.method} ${entry.path}`}</p>
          <p className={failed ? "text-error" : "text-base-content/75"} data-testid="outbox-entry-status">
            {entryStatusText(entry, online)}
          </p>
          {!compact && (
            // The app's date format in the agency's time zone, whatever the device's (format.ts).
            <p className="text-base-content/75 text-xs" data-testid="outbox-entry-made">
              Made <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              {entry.attempts > 0 ? ` · ${entry.attempts} attempt${entry.attempts === 1 ? "" : "s"}` : ""}
            </p>
          )}
        </div>
      </div>
      {(canRetry || entry.status !== "sending") && (
        <div className="flex flex-wrap justify-end gap-2">
          {conflict && (
            <button
              type="button"
              className="btn btn-xs btn-primary max-lg:min-h-9"
              onClick={() => setComparing(true)}
            >
              Compare versions
            </button>
          )}
          {canRetry && !conflict && (
            <button
              type="button"
              className="btn btn-xs btn-outline max-lg:min-h-9"
              onClick={() => void retry()}
              disabled={busy}
            >
              <RefreshCw className={`size-3.5 ${busy ? "animate-spin" : ""}`} aria-hidden="true" />
              Retry
            </button>
          )}
          {entry.status !== "sending" && (
            <button
              type="button"
              className="btn btn-xs btn-ghost text-error max-lg:min-h-9"
              onClick={() => setConfirming(true)}
            >
              <Trash2 className="size-3.5" aria-hidden="true" />
              Discard
            </button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Discard this change?"
        message={`'${entry.label ?? "This change"}' will not be sent. This cannot be undone.`}
        confirmLabel="Discard"
        action="delete"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void discardEntry(entry.seq);
        }}
      />
      {conflict && <ConflictDialog entry={comparing ? entry : null} onClose={() => setComparing(false)} />}
    </li>
  );
}

/**
 * New records made offline that are not on the server yet (e.g. a booking), above a list:
 * 'Queued — will send when you are back online', or the server's refusal with Retry / Discard.
 */
export function QueuedCreates({ table, title }: { table: MirrorTable; title: string }) {
  const all = useOutboxCreates(table);
  // One being sent right now is the form's own business (its button is busy).
  const entries = useMemo(() => all.filter((e) => e.status !== "sending"), [all]);
  if (!entries.length) return null;
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-2 rounded-box border border-warning/50 bg-warning/10 p-3"
      data-testid="queued-creates"
    >
      <h2 className="flex items-center gap-2 font-semibold text-sm">
        <Undo2 className="size-4 rotate-180" aria-hidden="true" />
        {title}
      </h2>
      <ul className="flex flex-col gap-2">
        {entries.map((e) => (
          <OutboxEntryItem key={e.seq} entry={e} compact />
        ))}
      </ul>
    </section>
  );
}

/**
 * A list's empty state when the only records are new ones still in the outbox (shown above the
 * list by QueuedCreates): not 'No bookings yet' under a booking the user has just made.
 */
export function EmptyUnlessQueued({ table, children }: { table: MirrorTable; children: ReactNode }) {
  const queued = useOutboxCreates(table).length;
  if (!queued) return <>{children}</>;
  return (
    <EmptyState
      icon={Clock3}
      title="Nothing confirmed by the server yet"
      message={`The ${queued === 1 ? "change" : `${queued} changes`} waiting above will appear here once the server has them.`}
    />
  );
}
