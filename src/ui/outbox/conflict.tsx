/**
 * The conflict of an outbox edit the server refused with 412 (docs/ARCHITECTURE.md §5): the server's
 * copy is fetched, then compared with the edit (conflict-compare.tsx) for the admin to choose.
 */
import { useEffect, useState } from "react";
import { discardEntry, keepMine, serverCopy } from "../../db/outbox.ts";
import type { OutboxEntry } from "../../db/schema.ts";
import { COUNTER_FIELDS } from "../../domain/merge-patch.ts";
import { Modal } from "../modal.tsx";
import { ConflictCompare } from "./conflict-compare.tsx";

export { ConflictCompare } from "./conflict-compare.tsx";
export { diffFields } from "./conflict-diff.ts";

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
  // Only a patch (the admin's fields) is compared against its base; an old full record is not.
  const base = entry.method === "PATCH" ? entry.base : undefined;
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
          base={base}
          mine={mine}
          server={server}
          counters={entry.table ? (COUNTER_FIELDS[entry.table] ?? []) : []}
          busy={busy}
          onKeepMine={() => void finish(() => keepMine(entry.seq, String(server.version ?? ""), server))}
          onTakeServer={() => void finish(() => discardEntry(entry.seq))}
        />
      )}
    </Modal>
  );
}
