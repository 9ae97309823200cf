/**
 * Pieces of the flight form: a titled group of fields, a plain select bound by name, and a
 * two-way choice shown as a segmented control.
 */
import { type ReactNode, useId } from "react";

export function Section({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h3
        id={id}
        className="flex items-center gap-2 font-semibold text-base-content/80 text-sm uppercase tracking-wide"
      >
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A select with its label and message; `id` is the field's id in the form. */
export function PlainSelect({
  id,
  label,
  name,
  value,
  onChange,
  options,
  error,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
  error?: string | undefined;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={`select h-11 w-full text-base ${error ? "select-error" : ""}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Two choices as a segmented control (radio buttons). */
export function Toggle({
  legend,
  value,
  onChange,
  off,
  on,
}: {
  legend: string;
  value: boolean;
  onChange: (value: boolean) => void;
  off: string;
  on: string;
}) {
  const name = useId();
  return (
    <fieldset className="join w-full sm:w-auto">
      <legend className="sr-only">{legend}</legend>
      {[
        [false, off],
        [true, on],
      ].map(([v, label]) => (
        <input
          key={String(v)}
          type="radio"
          name={name}
          className="join-item btn btn-sm h-11 flex-1 border-base-300 sm:h-9 sm:flex-none sm:px-5"
          aria-label={label as string}
          checked={value === v}
          onChange={() => onChange(v as boolean)}
        />
      ))}
    </fieldset>
  );
}
