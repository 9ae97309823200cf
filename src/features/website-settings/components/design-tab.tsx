/** The Design tab: the website's colours (with a preview), logo and browser icon. */
import { TextField } from "../../../ui/form/fields.tsx";
import { DEFAULT_WEBSITE_SETTINGS, pickerColor } from "../settings.ts";
import type { SettingsEditor } from "./editor.ts";
import { ColorField, Panel } from "./fields.tsx";

export function DesignTab({ draft, fid, setDesign }: Pick<SettingsEditor, "draft" | "fid" | "setDesign">) {
  return (
    <Panel title="Design" description="The website's colours, logo and browser icon.">
      <div className="grid gap-4 sm:grid-cols-2">
        <ColorField
          id={fid("primaryColor")}
          label="Primary colour"
          value={draft.design.primaryColor}
          fallback={DEFAULT_WEBSITE_SETTINGS.design.primaryColor}
          onChange={(v) => setDesign("primaryColor", v)}
        />
        <ColorField
          id={fid("secondaryColor")}
          label="Secondary colour"
          value={draft.design.secondaryColor}
          fallback={DEFAULT_WEBSITE_SETTINGS.design.secondaryColor}
          onChange={(v) => setDesign("secondaryColor", v)}
        />
        <TextField
          id={fid("logoUrl")}
          label="Logo URL"
          type="url"
          inputMode="url"
          placeholder="https://www.example.pk/logo.svg"
          value={draft.design.logoUrl}
          onChange={(e) => setDesign("logoUrl", e.target.value)}
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          id={fid("faviconUrl")}
          label="Favicon URL"
          type="url"
          inputMode="url"
          placeholder="https://www.example.pk/favicon.ico"
          value={draft.design.faviconUrl}
          onChange={(e) => setDesign("faviconUrl", e.target.value)}
          autoCapitalize="none"
          spellCheck={false}
        />
      </div>
      <div className="rounded-box border border-base-300 p-4" aria-label="Colour preview" role="img">
        <p className="mb-3 text-base-content/70 text-sm">Preview</p>
        <div className="flex flex-wrap gap-3">
          <span
            className="rounded-field px-4 py-2 font-medium text-sm text-white"
            style={{ backgroundColor: pickerColor(draft.design.primaryColor, "#3B82F6") }}
          >
            Book Now
          </span>
          <span
            className="rounded-field px-4 py-2 font-medium text-sm text-white"
            style={{ backgroundColor: pickerColor(draft.design.secondaryColor, "#1E40AF") }}
          >
            View Packages
          </span>
        </div>
      </div>
    </Panel>
  );
}
