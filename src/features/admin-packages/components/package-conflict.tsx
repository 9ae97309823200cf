/**
 * The package form's conflict view after a 412: the fields the saved version and the admin's edit
 * differ in, with 'Use saved version' and 'Keep my changes' (in the shared SaveConflict frame).
 */
import { ConflictChoices, SaveConflict } from "../../../ui/form/save-conflict.tsx";
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
        <ConflictChoices differences={differences} onUseSaved={onUseSaved} onKeepMine={onKeepMine} />
      )}
    </SaveConflict>
  );
}
