/** The role select of the Create User form: Customer (the default) or Admin, styled as the shared fields. */
import type { BoundField } from "../../../ui/form/use-form.ts";
import { ROLE_LABELS, type UserRole } from "../user-view.ts";

const ROLES: readonly UserRole[] = ["customer", "admin"];

export function RoleField({ label, hint, ...field }: BoundField & { label: string; hint?: string }) {
  const { id, error } = field;
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        className={`select h-11 w-full text-base ${error ? "select-error" : ""}`}
        aria-invalid={Boolean(error)}
        aria-describedby={described || undefined}
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-error">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-base-content/75">
          {hint}
        </p>
      )}
    </div>
  );
}
