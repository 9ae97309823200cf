/**
 * A labelled select whose options have their own labels (a passenger's title and age type), with
 * its message under it.
 */
import type { ChangeEvent } from "react";

export function ChoiceField({
  id,
  label,
  value,
  options,
  error,
  onChange,
  onBlur,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  onChange: (e: ChangeEvent<HTMLSelectElement>) => void;
  onBlur: () => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-medium text-sm">
        {label}
      </label>
      <select
        id={id}
        className={`select h-11 w-full text-base ${error ? "select-error" : ""}`}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
