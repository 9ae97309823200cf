// One outbox entry in a list (the outbox panel, a list's queued new records): what it is, its state,
// and Retry / Discard (Compare for a 412).
import { CircleAlert, Clock3, RefreshCw, Trash2 } from "lucide-react";
import { useState } from "react";
import { discardEntry, retryEntry } from "../../db/outbox.ts";
import type { OutboxEntry } from "../../db/schema.ts";
import { formatDateTime } from "../../domain/format.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { useOnline } from "../use-online.ts";
import { ConflictDialog } from "./conflict.tsx";
import { entryStatusText } from "./outbox-text.ts";

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
