/**
 * The inputs of the Activity Logs filters: a labelled select or date, small on desktops and 44 px
 * tall on touch screens, two to a row on phones. `name` marks the input for the tests (data-filter).
 */
import { type ReactNode, useId } from "react";

export type Option = { value: string; label: string };

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1 max-sm:flex-1 max-sm:basis-[calc(50%-0.75rem)]">
      <label htmlFor={id} className="text-base-content/70 text-xs font-medium">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

type Common = { label: string; name: string; value: string; onChange: (v: string) => void };

export function FilterSelect({
  label,
  name,
  value,
  onChange,
  options,
}: Common & { options: readonly Option[] }) {
  return (
    <Field label={label}>
      {(id) => (
        <select
          id={id}
          className="select select-sm w-full min-w-36 max-lg:h-11 sm:w-auto"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-filter={name}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function DateInput({
  label,
  name,
  value,
  onChange,
  min,
  max,
}: Common & { min?: string | undefined; max?: string | undefined }) {
  return (
    <Field label={label}>
      {(id) => (
        <input
          id={id}
          type="date"
          className="input input-sm w-full min-w-36 max-lg:h-11 sm:w-auto"
          value={value}
          min={min || undefined}
          max={max || undefined}
          onChange={(e) => onChange(e.target.value)}
          data-filter={name}
        />
      )}
    </Field>
  );
}
