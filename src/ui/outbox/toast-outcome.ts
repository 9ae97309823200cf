// One toast per outcome of a write the user asked for: success once the server has accepted it,
// 'Queued' when the outbox kept it for later, else the server's reason (the caller's text only
// when the server gave none). Never a success toast before the answer.
import { toast } from "../toast.ts";
import { toastQueued } from "./outbox-text.ts";

/** What a screen's write answered (src/api/outcome.ts `Outcome`, any data). */
export type WriteOutcome = { ok: true } | { ok: false; message: string; queued?: boolean; aborted?: boolean };

/** The toast for `out`: `success` when accepted; the outcome's own message otherwise. */
export function toastOutcome(out: WriteOutcome, success: string): void {
  if (out.ok) toast.success(success);
  else if (out.queued) toastQueued(out.message);
  else if (!out.aborted) toast.error(out.message);
}
