/**
 * A form's submit button: disabled while the form sends (no double submits), with a spinner in
 * place of its icon and the busy wording (`busyLabel`) in place of its label.
 */
import type { LucideIcon } from "lucide-react";

export function SubmitButton({
  busy,
  label,
  busyLabel,
  icon: Icon,
  className,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** Shown while idle; without one, the button shows only the spinner while busy. */
  icon?: LucideIcon;
  className: string;
}) {
  return (
    // data-busy-label: the static sign-in screen shows it while it holds a sign-in (src/theme-boot.ts).
    <button type="submit" className={className} disabled={busy} data-busy-label={busyLabel}>
      {busy ? (
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
      ) : (
        Icon && <Icon className="size-5" aria-hidden="true" />
      )}
      {busy ? busyLabel : label}
    </button>
  );
}
