// The comparison of an edit queued before edits kept their base: the two versions, field by field
// (what the admin changed cannot be told apart from what the server changed).
import type { ReactNode } from "react";
import { diffFields } from "./conflict-diff.ts";

/** An edit queued before edits kept their base: the two versions, field by field. */
export function LegacyCompare({
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
