/**
 * The customer's cancel of their own pending booking (docs/ARCHITECTURE.md §10, the cancel row's
 * owner rule): the Cancel Booking button of their cards and details, and the confirmation the
 * agency's screens ask too, then the toast, the queued note offline, or the server's refusal.
 */
import { Ban } from "lucide-react";
import { useState } from "react";
import type { Outcome } from "../../api/outcome.ts";
import type { BookingKind } from "../../domain/lifecycle.ts";
import { useBookingConfirm } from "../booking/confirm.tsx";
import { cancelConfirmTexts } from "../booking/confirm-texts.ts";
import { toastQueued } from "../outbox/outbox-ui.tsx";
import { toast } from "../toast.ts";

type Cancellable = { _id: string; bookingId: string; passengerCount?: number };

/** `ask(booking)` opens the confirmation; `dialog` is placed once on the screen. */
export function useCancelOwn<B extends Cancellable>(
  kind: BookingKind,
  cancel: (id: string) => Promise<Outcome<unknown>>,
  count: (b: B) => number,
) {
  const [busy, setBusy] = useState(false);
  const { ask, dialog } = useBookingConfirm<B>({
    busy,
    texts: (_action, b) => cancelConfirmTexts(kind, b.bookingId, { count: count(b) }),
    run: async (_action, b) => {
      setBusy(true);
      const out = await cancel(b._id);
      setBusy(false);
      if (out.ok) toast.success("The booking has been cancelled.", { title: "Cancelled Successfully!" });
      else if (out.queued) toastQueued(out.message);
      else if (!out.aborted) toast.error(out.message || "Failed to cancel booking");
    },
  });
  return { ask: (b: B) => ask("cancel", b), dialog };
}

/** A pending booking's Cancel Booking button (`reference` ends its accessible name). */
export function CancelOwnButton({ onClick, reference }: { onClick: () => void; reference: string }) {
  return (
    <button
      type="button"
      className="btn btn-error btn-sm self-start max-lg:min-h-11 max-sm:w-full"
      onClick={onClick}
      data-testid="cancel-own"
    >
      <Ban className="size-4" aria-hidden="true" />
      Cancel Booking<span className="sr-only"> {reference}</span>
    </button>
  );
}
