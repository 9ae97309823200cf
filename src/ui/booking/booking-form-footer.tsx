/**
 * The booking modal's footer: Cancel, Confirm Booking (busy while the booking is sent) and the
 * total, travellers × price per traveller.
 */
import { Send } from "lucide-react";
import { bookingTotal } from "../../domain/bookings.ts";
import { formatRupees } from "../../domain/format.ts";
import { DismissButton, SubmitButton } from "../modal.tsx";

export function BookingFormFooter({
  formId,
  busy,
  onClose,
  count,
  noun,
  price,
}: {
  formId: string;
  busy: boolean;
  onClose: () => void;
  /** How many travellers the form holds. */
  count: number;
  /** 'passenger' or 'participant'. */
  noun: string;
  /** The price per traveller. */
  price: number;
}) {
  return (
    <>
      <DismissButton onClick={onClose} className="max-sm:flex-none!" />
      <SubmitButton
        form={formId}
        busy={busy}
        label="Confirm Booking"
        busyLabel="Booking..."
        icon={<Send className="size-4" aria-hidden="true" />}
        className="whitespace-nowrap"
        testId="confirm-booking"
      />
      <p
        className="flex w-full flex-wrap items-baseline justify-between gap-x-3 max-sm:basis-full! sm:order-first sm:mr-auto sm:w-auto sm:flex-col sm:items-start sm:justify-center"
        aria-live="polite"
        data-testid="booking-total"
      >
        <span className="text-base-content/75 text-sm">
          {count} {noun}
          {count === 1 ? "" : "s"} × {formatRupees(price)}
        </span>
        <span className="font-bold text-lg">Total {formatRupees(bookingTotal(price, count))}</span>
      </p>
    </>
  );
}
