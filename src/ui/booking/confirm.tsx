/**
 * The one confirmation of a booking's destructive actions (cancel, delete), the same dialog on every
 * booking screen (src/ui/confirm-dialog.tsx). `ask(action, booking)` opens it; Confirm
 * runs the screen's action, Keep Booking / Cancel leaves the booking as it was.
 */
import { type ReactNode, useCallback, useState } from "react";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import type { ConfirmTexts } from "./confirm-texts.ts";

export type Destructive = "cancel" | "delete";

export function useBookingConfirm<B>({
  texts,
  run,
  busy = false,
}: {
  /** The dialog's texts for this booking and action (confirm-texts.ts). */
  texts: (action: Destructive, booking: B) => ConfirmTexts;
  /** The action itself; the dialog closes once it resolves (at once when it does not wait). */
  run: (action: Destructive, booking: B) => undefined | Promise<unknown>;
  /** Confirm waits while true (the screen's write for this booking is under way). */
  busy?: boolean;
}): { ask: (action: Destructive, booking: B) => void; dialog: ReactNode; asking: B | null } {
  const [asked, setAsked] = useState<{ action: Destructive; booking: B } | null>(null);
  // Stable, so the screens' memoised row actions keep their identity.
  const ask = useCallback((action: Destructive, booking: B) => setAsked({ action, booking }), []);
  const t = asked ? texts(asked.action, asked.booking) : null;
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={t?.title}
      message={t?.message}
      confirmLabel={t?.confirmLabel}
      cancelLabel={t?.cancelLabel}
      action={asked?.action}
      busy={busy && asked !== null}
      onCancel={() => setAsked(null)}
      onConfirm={() => {
        if (!asked) return;
        const done = run(asked.action, asked.booking);
        if (done instanceof Promise) void done.finally(() => setAsked(null));
        else setAsked(null);
      }}
    />
  );
  return { ask, dialog, asking: asked?.booking ?? null };
}
