/**
 * The end of a customer's booking form: the 'Booking Confirmed!' dialog with the new booking's id,
 * and the offer to be notified on this device when it is approved.
 */
import { NotifyMe } from "../notifications/notify-me.tsx";
import { PaymentSuccessDialog } from "../payment-success-dialog.tsx";

export const BOOKING_CONFIRMED = {
  title: "Booking Confirmed!",
  message: "Your booking has been submitted successfully. You will receive a confirmation email shortly.",
};

/** Open while `bookingId` is set (the booking just made); `onClose` clears it. */
export function BookingConfirmed({ bookingId, onClose }: { bookingId: string | null; onClose: () => void }) {
  return (
    <PaymentSuccessDialog
      open={bookingId !== null}
      onClose={onClose}
      title={BOOKING_CONFIRMED.title}
      message={BOOKING_CONFIRMED.message}
      bookingId={bookingId}
    >
      <NotifyMe />
    </PaymentSuccessDialog>
  );
}
