/** A tab's panel of Website Settings, and its select (which keeps a stored value the list lacks). */
import type { ReactNode } from "react";
import type { BoundField } from "../../../ui/form/use-form.ts";

export function Select({
  label,
  options,
  id,
  name,
  value,
  onChange,
  onBlur,
}: BoundField & { label: string; options: readonly string[] }) {
  const all = options.includes(value) ? options : [value, ...options];
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-medium text-sm">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="select h-11 w-full text-base"
        value={value}
        onChange={onChange}
        onBlur={onBlur}
      >
        {all.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
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
