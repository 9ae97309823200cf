/**
 * A 412 (the record changed on the server since the edit started, docs/ARCHITECTURE.md §5): what each side changed
 * since the edit's base — the admin's own fields (their patch) and the fields the server changed
 * (its copy against the base) — and the admin's choice: keep theirs (their fields re-applied on the
 * server's version, src/domain/merge-patch.ts) or take the server's. A field the admin did not touch
 * is never shown as theirs. `ConflictCompare` is the table and the two buttons (the flight form shows
 * it inline); `ConflictDialog` (conflict.tsx) wraps it for an edit that failed in
 * the outbox.
 */
import { rebasePatch } from "../../domain/merge-patch.ts";
import { type ChangedBy, changeRows, fieldLabel, same, valueText } from "./conflict-diff.ts";
import { LegacyCompare } from "./legacy-compare.tsx";

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
