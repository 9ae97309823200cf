/**
 * The package form's conflict view after a 412: the fields the saved version and the admin's edit
 * differ in, with 'Use saved version' and 'Keep my changes' (in the shared SaveConflict frame).
 */
import { SaveConflict } from "../../../ui/form/save-conflict.tsx";
import type { packageDifferences } from "../package-form.ts";

export function ConflictPanel({
  message,
  deleted,
  waiting,
  differences,
  onUseSaved,
  onKeepMine,
}: {
  message: string | null;
  deleted: boolean;
  waiting: boolean;
  differences: ReturnType<typeof packageDifferences>;
  onUseSaved: () => void;
  onKeepMine: () => void;
}) {
  return (
    <SaveConflict
      look="warning"
      testId="package-conflict"
      message={deleted ? "This package was deleted by someone else. Your changes cannot be saved." : message}
      waiting={waiting ? <p className="mt-2 text-base-content/75">Loading the saved version…</p> : null}
    >
      {!deleted && (
        <>
          {differences.length > 0 ? (
            <div className="mt-3 overflow-x-auto">
              <table className="table-xs table">
                <thead>
                  <tr>
                    <th scope="col">Field</th>
                    <th scope="col">Saved version</th>
                    <th scope="col">Your change</th>
                  </tr>
                </thead>
                <tbody>
                  {differences.map((d) => (
                    <tr key={d.field}>
                      <th scope="row" className="whitespace-nowrap">
                        {d.label}
                      </th>
                      <td className="max-w-56 break-words">{d.saved}</td>
                      <td className="max-w-56 break-words">
                        {d.mine ?? <span className="text-base-content/75">Not changed by you</span>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="mt-2 text-base-content/75">The saved version has the same values as yours.</p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className="btn btn-sm btn-outline max-lg:min-h-11" onClick={onUseSaved}>
              Use saved version
            </button>
            <button type="button" className="btn btn-sm btn-primary max-lg:min-h-11" onClick={onKeepMine}>
              Keep my changes
            </button>
          </div>
        </>
      )}
    </SaveConflict>
  );
}
