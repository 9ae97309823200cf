/**
 * Website Settings' conflict view after a 412 (another admin saved meanwhile): the fields in which
 * the saved copy and this form differ, with 'Use saved version' and 'Keep my changes' (the shared
 * SaveConflict frame, as the flight and package forms show it).
 */
import { ConflictChoices, SaveConflict } from "../../../ui/form/save-conflict.tsx";
import type { WebsiteSettings } from "../settings.ts";
import { settingsDifferences } from "../settings-form.ts";
import type { Conflict } from "./use-settings-form.ts";

export function SettingsConflict({
  conflict,
  mine,
  base,
  onUseSaved,
  onKeepMine,
}: {
  conflict: Conflict;
  mine: WebsiteSettings;
  base: WebsiteSettings;
  onUseSaved: () => void;
  onKeepMine: () => void;
}) {
  const { latest } = conflict;
  const rows = latest ? settingsDifferences(latest.settings, mine, base) : [];
  return (
    <SaveConflict
      look="warning"
      testId="settings-conflict"
      message={conflict.message}
      waiting={latest ? null : <p className="mt-2 text-base-content/75">Loading the saved version…</p>}
    >
      {latest?.updatedBy && <p className="mt-2 text-base-content/75">Saved by {latest.updatedBy}.</p>}
      <ConflictChoices differences={rows} onUseSaved={onUseSaved} onKeepMine={onKeepMine} />
    </SaveConflict>
  );
}
