/**
 * A 412 (the record changed on the server since the edit started, docs/ARCHITECTURE.md §5): what each side changed
 * since the edit's base — the admin's own fields (their patch) and the fields the server changed
 * (its copy against the base) — and the admin's choice: keep theirs (their fields re-applied on the
 * server's version, src/domain/merge-patch.ts) or take the server's. A field the admin did not touch
 * is never shown as theirs. `ConflictCompare` is the table and the two buttons (the flight form shows
 * it inline); `ConflictDialog` wraps it for an edit that failed in the outbox.
 */
import { type ReactNode, useEffect, useState } from "react";
import { discardEntry, keepMine, serverCopy } from "../../db/outbox.ts";
import type { OutboxEntry } from "../../db/schema.ts";
import { COUNTER_FIELDS, rebasePatch, serverChanges } from "../../domain/merge-patch.ts";
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

/** The fields of `mine` whose value differs from the server's copy (an edit without a base). */
export function diffFields(mine: Record<string, unknown>, server: Record<string, unknown>): FieldDiff[] {
  return Object.keys(mine)
    .filter((k) => !same(mine[k], server[k]))
    .map((k) => ({ key: k, label: fieldLabel(k), mine: valueText(mine[k]), server: valueText(server[k]) }));
}

/** Who changed a field since the edit started: the admin, the server (someone else), or both. */
export type ChangedBy = "mine" | "server" | "both";
export type ChangeRow = {
  key: string;
  label: string;
  changedBy: ChangedBy;
  /** The value when the edit started. */
  base: string;
  /** The admin's value (null: they did not change this field). */
  mine: string | null;
  /** The value on the server now. */
  server: string;
};

/**
 * What each side changed since `base` (where the edit started): the admin's own fields (`mine`, their
 * patch) first, then the fields the server changed that the admin did not touch.
 */
export function changeRows(
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  server: Record<string, unknown>,
): ChangeRow[] {
  const theirs = new Set(serverChanges(base, server));
  const row = (k: string, changedBy: ChangedBy): ChangeRow => ({
    key: k,
    label: fieldLabel(k),
    changedBy,
    base: valueText(base[k]),
    mine: k in mine ? valueText(mine[k]) : null,
    server: valueText(server[k]),
  });
  return [
    ...Object.keys(mine).map((k) => row(k, theirs.has(k) ? "both" : "mine")),
    ...[...theirs].filter((k) => !(k in mine)).map((k) => row(k, "server")),
  ];
}

const CHANGED_BY_TEXT: Record<ChangedBy, string> = {
  mine: "You",
  server: "Someone else",
  both: "Both",
};

export function ConflictCompare({
  base,
  mine,
  server,
  counters = [],
  onKeepMine,
  onTakeServer,
  busy = false,
  takeLabel = "Take the server's",
}: {
  /** Where the edit started; without it (an old queued edit) the two versions are compared as such. */
  base?: Record<string, unknown> | undefined;
  /** The admin's edit: with `base`, only the fields they changed. */
  mine: Record<string, unknown>;
  server: Record<string, unknown>;
  /** Counts the server moves itself: 'Keep mine' applies the admin's difference to them. */
  counters?: readonly string[];
  onKeepMine: () => void;
  onTakeServer: () => void;
  busy?: boolean;
  takeLabel?: string;
}) {
  const buttons = (
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
  );
  if (!base) return <LegacyCompare mine={mine} server={server} counters={counters} buttons={buttons} />;
  const rows = changeRows(base, mine, server);
  const rebased = rebasePatch(mine, base, server, counters);
  const moved = counters.filter(
    (k) => k in mine && typeof rebased[k] === "number" && !same(rebased[k], mine[k]),
  );
  return (
    <div className="flex flex-col gap-3" data-testid="conflict-compare">
      <p className="text-sm">
        Someone else saved this record after you started. Here is what each of you changed. 'Keep mine'
        applies your changes to the saved version and keeps the other changes.
      </p>
      <div className="overflow-x-auto rounded-box border border-base-300">
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Changed by</th>
              <th scope="col">When you started</th>
              <th scope="col">Your change</th>
              <th scope="col">On the server now</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} data-testid="conflict-row" data-changed-by={r.changedBy}>
                <th scope="row" className="font-medium">
                  {r.label}
                </th>
                <td>{CHANGED_BY_TEXT[r.changedBy]}</td>
                <td className="break-words">{r.base}</td>
                <td className="break-words" data-testid="conflict-mine">
                  {r.mine ?? <span className="text-base-content/75">Not changed by you</span>}
                </td>
                <td className="break-words" data-testid="conflict-server">
                  {r.server}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {moved.map((k) => {
        const delta = Number(mine[k]) - Number(base[k]);
        return (
          <p key={k} className="text-base-content/75 text-sm" data-testid="conflict-counter">
            {fieldLabel(k)}: you changed it by {delta > 0 ? `+${delta}` : delta}. 'Keep mine' makes it{" "}
            {valueText(rebased[k])} (the server's {valueText(server[k])}, changed by yours).
          </p>
        );
      })}
      {buttons}
    </div>
  );
}

/** An edit queued before edits kept their base: the two versions, field by field. */
function LegacyCompare({
  mine,
  server,
  counters,
  buttons,
}: {
  mine: Record<string, unknown>;
  server: Record<string, unknown>;
  counters: readonly string[];
  buttons: ReactNode;
}) {
  const diffs = diffFields(mine, server);
  const kept = diffs.filter((d) => counters.includes(d.key));
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
                <th scope="col">In your queued change</th>
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
      {kept.map((d) => (
        <p key={d.key} className="text-base-content/75 text-sm" data-testid="conflict-counter">
          {d.label}: 'Keep mine' keeps the server's {d.server}, as bookings change it.
        </p>
      ))}
      {buttons}
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
