// A dialog footer's two buttons: the way out ('Cancel' or 'Close') and the submit of the dialog's
// form, busy while it is sent.
import type { ReactNode } from "react";
import { BUSY_LOOK } from "./buttons.tsx";

/** A footer's way out ('Cancel' or 'Close'): ghost, beside the dialog's own action. */
export function DismissButton({
  onClick,
  label = "Cancel",
  className = "",
  disabled,
}: {
  onClick: () => void;
  label?: string;
  className?: string;
  /** While a send the dialog waits for is under way. */
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={`btn btn-ghost border-base-300 max-lg:min-h-11 ${className}`}
      onClick={onClick}
      disabled={disabled}
    >
      {label}
    </button>
  );
}

/**
 * A footer's submit button for the dialog's form (`form` is its id): primary, disabled and spinning
 * while `busy` (`busyLabel` then), else its icon; `disabled` for other reasons to hold back.
 */
export function SubmitButton({
  form,
  busy,
  label,
  busyLabel,
  icon,
  className = "",
  testId,
  disabled = false,
}: {
  form: string;
  busy: boolean;
  label: string;
  busyLabel: string;
  icon?: ReactNode;
  className?: string;
  testId?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      form={form}
      className={`btn btn-primary ${BUSY_LOOK.primary} max-lg:min-h-11 ${className}`}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      data-testid={testId}
    >
      {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : icon}
      {busy ? busyLabel : label}
    </button>
  );
}
