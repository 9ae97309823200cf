/**
 * Labelled form fields, shared by every form (sign-in, register, profile, password): the label is
 * tied to the control, the message sits under it (`aria-invalid`, `aria-describedby`), controls are
 * 44 px tall with 16 px text (no zoom on iOS). The form sets `noValidate`: the shared rules, not
 * the browser, word the messages.
 */
import { CircleExclamationPoint, Eye, EyeOff } from "lucide-react";
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useState } from "react";

type Common = { id: string; label: string; error?: string | undefined; hint?: ReactNode; className?: string };

function describedBy(id: string, error: string | undefined, hint: ReactNode): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function Messages({ id, error, hint }: { id: string; error?: string | undefined; hint?: ReactNode }) {
  return (
    <>
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
    </>
  );
}

function Label({ id, label }: { id: string; label: string }) {
  return (
    <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
      {label}
    </label>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">;

export function TextField({ id, label, error, hint, className, ...input }: Common & InputProps) {
  return (
    <div className={className}>
      <Label id={id} label={label} />
      <input
        id={id}
        className={`input h-11 w-full text-base ${error ? "input-error" : ""}`}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

/** An email address: the email keyboard and autofill, no capitals, no spell check. */
export function EmailField(props: Common & InputProps) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** A mobile number in international form: the phone keypad and autofill, an example as placeholder. */
export function PhoneField(props: Common & InputProps) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" placeholder="+923001234567" {...props} />;
}

/** A password input with a show/hide toggle (`aria-pressed` tells whether it is shown). */
export function PasswordField({ id, label, error, hint, className, ...input }: Common & InputProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className={className}>
      <Label id={id} label={label} />
      <div className="relative">
        <input
          id={id}
          type={shown ? "text" : "password"}
          className={`input h-11 w-full pr-12 text-base ${error ? "input-error" : ""}`}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, error, hint)}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className="btn btn-ghost btn-square btn-sm absolute top-1/2 right-1 z-[1] size-9 -translate-y-1/2 text-base-content/70"
          aria-label={shown ? "Hide password" : "Show password"}
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? (
            <EyeOff className="size-5" aria-hidden="true" />
          ) : (
            <Eye className="size-5" aria-hidden="true" />
          )}
        </button>
      </div>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className">;

export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  placeholder,
  options,
  ...select
}: Common & SelectProps & { placeholder: string; options: readonly string[] }) {
  return (
    <div className={className}>
      <Label id={id} label={label} />
      <select
        id={id}
        className={`select h-11 w-full text-base [&>option]:text-base-content ${error ? "select-error" : ""} ${
          select.value ? "" : "text-base-content/75"
        }`}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

/** The failure banner above a form: one `role="alert"` region, read out when it appears. */
export function ErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="alert alert-error alert-soft mb-5 items-start text-sm">
      <CircleExclamationPoint className="size-5 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}
