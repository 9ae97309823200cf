/**
 * A 412 (the record changed on the server since the edit started, DESIGN §5): both versions side by
 * side, field by field, and the admin's choice — keep theirs (resend it on the server's version)
 * or take the server's. `ConflictCompare` is the table and the two buttons (the flight form shows
 * it inline); `ConflictDialog` wraps it for an edit that failed in the outbox.
 */
import { useEffect, useState } from "react";
import { discardEntry, keepMine, serverCopy } from "../../db/outbox.ts";
import type { OutboxEntry } from "../../db/schema.ts";
import { Modal } from "../modal.tsx";

/** 'seatsAvailable' → 'Seats available'. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as a short text: lists joined, yes/no, '—' for nothing. */
export function valueText(v: unknown): string {
  if (v === null || v === undefined || v === "") return "—";
  if (typeof v === "boolean") return v ? "Yes" : "No";
  if (Array.isArray(v)) return v.length ? v.map(valueText).join(", ") : "—";
  if (typeof v === "object") return JSON.stringify(v);
  return String(v);
}

const same = (a: unknown, b: unknown) => valueText(a) === valueText(b);

export type FieldDiff = { key: string; label: string; mine: string; server: string };

/** The fields of `mine` whose value differs from the server's copy. */
export function diffFields(mine: Record<string, unknown>, server: Record<string, unknown>): FieldDiff[] {
  return Object.keys(mine)
    .filter((k) => !same(mine[k], server[k]))
    .map((k) => ({ key: k, label: fieldLabel(k), mine: valueText(mine[k]), server: valueText(server[k]) }));
}

export function ConflictCompare({
  mine,
  server,
  onKeepMine,
  onTakeServer,
  busy = false,
  takeLabel = "Take the server's",
}: {
  mine: Record<string, unknown>;
  server: Record<string, unknown>;
  onKeepMine: () => void;
  onTakeServer: () => void;
  busy?: boolean;
  takeLabel?: string;
}) {
  const diffs = diffFields(mine, server);
  return (
    <div className="flex flex-col gap-3" data-testid="conflict-compare">
      <p className="text-sm">
        Someone else saved this record after you started. Compare the two versions and choose which to keep.
      </p>
      {diffs.length ? (
        <div className="overflow-x-auto rounded-box border border-base-300">
          <table className="table table-sm">
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Your version</th>
                <th scope="col">On the server now</th>
              </tr>
            </thead>
            <tbody>
              {diffs.map((d) => (
                <tr key={d.key} data-testid="conflict-row">
                  <th scope="row" className="font-medium">
                    {d.label}
                  </th>
                  <td className="break-words">{d.mine}</td>
                  <td className="break-words">{d.server}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-base-content/75 text-sm">
          The other change touched fields you did not edit: your values and the server's are the same.
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          className="btn btn-sm btn-ghost border-base-300 max-lg:min-h-11"
          onClick={onTakeServer}
          disabled={busy}
        >
          {takeLabel}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-primary max-lg:min-h-11"
          onClick={onKeepMine}
          disabled={busy}
        >
          Keep mine
        </button>
      </div>
    </div>
  );
}

/** The conflict of an outbox edit that the server refused with 412 (null: closed). */
export function ConflictDialog({ entry, onClose }: { entry: OutboxEntry | null; onClose: () => void }) {
  const [server, setServer] = useState<Record<string, unknown> | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!entry) return;
    let live = true;
    setServer(undefined);
    void serverCopy(entry).then((row) => {
      if (live) setServer(row ?? null);
    });
    return () => {
      live = false;
    };
  }, [entry]);

  if (!entry) return null;
  const mine = (entry.body && typeof entry.body === "object" ? entry.body : {}) as Record<string, unknown>;
  const finish = async (task: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Modal open onClose={onClose} title="Changed by someone else" description={entry.label} size="lg">
      {server === undefined ? (
        <p className="flex items-center gap-2 text-sm">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          Loading the server's version…
        </p>
      ) : server === null ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm">
            This record is no longer on the server (it was deleted, or you are offline).
          </p>
          <div className="flex justify-end">
            <button
              type="button"
              className="btn btn-sm btn-error max-lg:min-h-11"
              onClick={() => void finish(() => discardEntry(entry.seq))}
              disabled={busy}
            >
              Discard my change
            </button>
          </div>
        </div>
      ) : (
        <ConflictCompare
          mine={mine}
          server={server}
          busy={busy}
          onKeepMine={() => void finish(() => keepMine(entry.seq, String(server.version ?? "")))}
          onTakeServer={() => void finish(() => discardEntry(entry.seq))}
        />
      )}
    </Modal>
  );
}
