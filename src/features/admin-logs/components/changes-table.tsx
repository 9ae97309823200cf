/** A log's before/after values as a table, the changed rows marked. */
import type { Changes } from "../metadata.ts";
import { Value } from "./metadata-value.tsx";

export function ChangesTable({ changes }: { changes: Changes }) {
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
