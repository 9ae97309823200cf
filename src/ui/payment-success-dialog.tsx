/** The dialog after a booking or payment: a tick, the message, the booking ID when given, and Continue. */
import { CircleCheckBig } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { Modal } from "./modal.tsx";

export function PaymentSuccessDialog({
  open,
  onClose,
  title = "Payment Successful",
  message = "We've processed your payment. Thank you for your order!",
  buttonLabel = "Continue",
  bookingId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title?: string;
  message?: string;
  buttonLabel?: string;
  bookingId?: string | null;
  /** More under the booking ID (the booking form's offer of notifications). */
  children?: ReactNode;
}) {
  const continueRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      initialFocus={continueRef}
      footer={
        <button ref={continueRef} type="button" className="btn btn-primary max-lg:min-h-11" onClick={onClose}>
          {buttonLabel}
        </button>
      }
    >
      <div className="flex flex-col items-center gap-3 py-2 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-success/15 text-success">
          <CircleCheckBig className="size-9" aria-hidden="true" />
        </span>
        <p className="text-base-content/80">{message}</p>
        {bookingId && (
          <p className="rounded-box bg-base-200 px-4 py-2">
            <span className="block text-base-content/75 text-xs uppercase tracking-wide">Booking ID</span>
            <span className="select-all font-mono font-semibold text-lg" data-testid="booking-id">
              {bookingId}
            </span>
          </p>
        )}
        {children}
      </div>
    </Modal>
  );
}
