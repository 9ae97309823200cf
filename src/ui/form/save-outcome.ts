/**
 * The failed saves an edit dialog does not show in its form: cancelled (nothing to say), kept in
 * the outbox (the 'Queued' toast; the dialog closes, the list shows the record as queued), or
 * answered after the dialog was closed (the error as a toast, since the save was not abandoned).
 */
import type { Outcome } from "../../api/outcome.ts";
import { toastQueued } from "../outbox/outbox-ui.tsx";
import { toast } from "../toast.ts";

/** True when the failure is dealt with here; false when the form shows it. */
export function failureOffForm(
  out: Extract<Outcome<unknown>, { ok: false }>,
  { detached, onClose, fallback }: { detached: boolean; onClose: () => void; fallback: string },
): boolean {
  if (out.aborted) return true;
  if (out.queued) {
    toastQueued(out.message);
    onClose();
    return true;
  }
  if (detached) {
    toast.error(out.message || fallback);
    return true;
  }
  return false;
}
