/** The Design tab: the website's colours (with a preview), logo and browser icon. */
import { TextField } from "../../../ui/form/fields.tsx";
import { fieldId } from "../../../ui/form/use-form.ts";
import { DEFAULT_WEBSITE_SETTINGS } from "../settings.ts";
import { pickerColor } from "../site-view.ts";
import { ColorField } from "./color-field.tsx";
import { Panel } from "./fields.tsx";
import type { SettingsForm } from "./use-settings-form.ts";

export function DesignTab({ form }: { form: SettingsForm }) {
  const { primaryColor, secondaryColor } = form.values;
  const color = (name: "primaryColor" | "secondaryColor", label: string) => (
    <ColorField
      id={fieldId(form.id, name)}
      label={label}
      value={form.values[name]}
      fallback={DEFAULT_WEBSITE_SETTINGS.design[name]}
      error={form.bind(name).error}
      onChange={(v) => form.set(name, v)}
    />
  );
  const url = (name: "logoUrl" | "faviconUrl", label: string, placeholder: string) => (
    <TextField
      label={label}
      type="url"
      inputMode="url"
      placeholder={placeholder}
      autoCapitalize="none"
      spellCheck={false}
      {...form.bind(name)}
    />
  );
  return (
    <Panel title="Design" description="The website's colours, logo and browser icon.">
      <div className="grid gap-4 sm:grid-cols-2">
        {color("primaryColor", "Primary colour")}
        {color("secondaryColor", "Secondary colour")}
        {url("logoUrl", "Logo URL", "https://www.example.pk/logo.svg")}
        {url("faviconUrl", "Favicon URL", "https://www.example.pk/favicon.ico")}
      </div>
      <div className="rounded-box border border-base-300 p-4" aria-label="Colour preview" role="img">
        <p className="mb-3 text-base-content/70 text-sm">Preview</p>
        <div className="flex flex-wrap gap-3">
          <span
            className="rounded-field px-4 py-2 font-medium text-sm text-white"
            style={{ backgroundColor: pickerColor(primaryColor, "#3B82F6") }}
          >
            Book Now
          </span>
          <span
            className="rounded-field px-4 py-2 font-medium text-sm text-white"
            style={{ backgroundColor: pickerColor(secondaryColor, "#1E40AF") }}
          >
            View Packages
          </span>
        </div>
      </div>
    </Panel>
  );
}
