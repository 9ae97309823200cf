/** A colour of Website Settings' Design tab: a colour picker beside the #RRGGBB text it fills. */
import { pickerColor } from "../site-view.ts";

export function ColorField({
  id,
  label,
  value,
  fallback,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  fallback: string;
  /** The save's message for this colour (shown under it until it is edited). */
  error?: string | undefined;
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
          className={`input h-11 w-full min-w-0 font-mono text-base ${error ? "input-error" : ""}`}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          spellCheck={false}
          autoCapitalize="none"
          placeholder={fallback}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
