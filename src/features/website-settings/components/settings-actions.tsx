/** The foot of the Website Settings form: Restore Defaults and Save Settings. */
import { RotateCcw, Save } from "lucide-react";

export function SettingsActions({
  loaded,
  saving,
  onRestore,
}: {
  loaded: boolean;
  saving: boolean;
  onRestore: () => void;
}) {
  return (
    <div className="flex flex-wrap-reverse items-center justify-between gap-2 border-base-300 border-t p-3 max-sm:[&>*]:w-full">
      <button
        type="button"
        className="btn btn-ghost border-base-300 max-lg:min-h-11"
        onClick={onRestore}
        disabled={!loaded || saving}
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        Restore Defaults
      </button>
      <button
        type="submit"
        className="btn btn-primary max-lg:min-h-11"
        disabled={saving || !loaded}
        aria-busy={saving || undefined}
        data-testid="save-settings"
      >
        {saving ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : (
          <Save className="size-4" aria-hidden="true" />
        )}
        Save Settings
      </button>
    </div>
  );
}
