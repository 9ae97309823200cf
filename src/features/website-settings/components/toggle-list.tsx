/** The on/off switches of Website Settings: each with its label and a line saying what it does. */
import { useId } from "react";
import type { SwitchName } from "../settings-form.ts";
import type { SettingsForm } from "./use-settings-form.ts";

export type SwitchItem = { name: SwitchName; label: string; hint: string };

export function ToggleList({ form, items }: { form: SettingsForm; items: readonly SwitchItem[] }) {
  return (
    <div className="divide-y divide-base-300">
      {items.map((item) => (
        <Toggle
          key={item.name}
          {...item}
          checked={form.values[item.name]}
          onChange={(on) => form.set(item.name, on)}
        />
      ))}
    </div>
  );
}

function Toggle({
  label,
  hint,
  checked,
  onChange,
  name,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  name: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <label htmlFor={id} className="min-w-0 cursor-pointer">
        <span className="block font-medium">{label}</span>
        <span className="block text-base-content/70 text-sm">{hint}</span>
      </label>
      <input
        id={id}
        name={name}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="toggle toggle-primary shrink-0"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
    </div>
  );
}
