/** The inputs of Website Settings that the shared form fields do not cover, and a tab's panel. */
import { type ReactNode, useId } from "react";
import { pickerColor } from "../settings.ts";

export function Toggle({
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

export function Select({
  id,
  label,
  value,
  options,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  onChange: (v: string) => void;
  hint?: string;
}) {
  const all = options.includes(value) ? options : [value, ...options];
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-medium text-sm">
        {label}
      </label>
      <select
        id={id}
        className="select h-11 w-full text-base"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      >
        {all.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-base-content/75 text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}

export function Panel({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-4">
      <div>
        <h2 className="font-semibold text-lg">{title}</h2>
        <p className="text-base-content/70 text-sm">{description}</p>
      </div>
      {children}
    </div>
  );
}

export function ColorField({
  id,
  label,
  value,
  fallback,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  fallback: string;
  onChange: (v: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-medium text-sm">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          type="color"
          className="h-11 w-14 shrink-0 cursor-pointer rounded-field border border-base-300 bg-base-100 p-1"
          value={pickerColor(value, fallback)}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          aria-label={`${label} picker`}
        />
        <input
          id={id}
          type="text"
          className="input h-11 w-full min-w-0 font-mono text-base"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          spellCheck={false}
          autoCapitalize="none"
          placeholder={fallback}
        />
      </div>
    </div>
  );
}
