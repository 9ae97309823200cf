/**
 * An edit form's save failure shown inline, and after a 412 (someone saved the record meanwhile,
 * docs/ARCHITECTURE.md §5) its conflict view: the message, then, once the saved version is read,
 * what each side changed with the admin's choices (`children`), else what shows meanwhile
 * (`waiting`). The flight and package forms both show it, each with its own comparison; the
 * package form and Website Settings list theirs in `ConflictChoices`.
 */
import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

export function SaveConflict({
  message,
  look,
  waiting = null,
  testId,
  children = null,
}: {
  message: ReactNode;
  /** 'error': a red alert, the message beside the icon; 'warning': an amber panel, the message on top. */
  look: "error" | "warning";
  /** Shown instead of `children` while the saved version is not yet known. */
  waiting?: ReactNode;
  testId?: string;
  children?: ReactNode;
}) {
  const body = waiting ?? children;
  if (look === "error")
    return (
      <div
        role="alert"
        className="alert alert-error alert-soft flex flex-wrap items-start text-sm"
        data-testid={testId}
      >
        <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
        <span className="min-w-0 flex-1 basis-48">{message}</span>
        {body}
      </div>
    );
  return (
    <div
      role="alert"
      className="rounded-box border border-warning/60 bg-warning/10 p-4 text-sm"
      data-testid={testId}
    >
      <p className="flex items-start gap-2 font-medium">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {message}
      </p>
      {body}
    </div>
  );
}

/** One field the saved version and the form differ in; `mine` null when the user left it as it was. */
export type FieldDifference = { field: string; label: string; saved: string; mine: string | null };

/** The differing fields (name, saved version, the user's change) and the two ways out. */
export function ConflictChoices({
  differences,
  onUseSaved,
  onKeepMine,
}: {
  differences: readonly FieldDifference[];
  onUseSaved: () => void;
  onKeepMine: () => void;
}) {
  return (
    <>
      {differences.length > 0 ? (
        <div className="mt-3 overflow-x-auto">
          <table className="table-xs table">
            <thead className="text-base-content/90">
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
  );
}
