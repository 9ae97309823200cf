/**
 * Booking from a customer's list: which row's booking modal is open, and the booking to confirm
 * ('Booking Confirmed!') once the modal has booked it.
 */
import { useState } from "react";

export type BookingFlow = {
  /** The row whose booking modal is open. */
  bookingId: string | null;
  book: (id: string) => void;
  close: () => void;
  /** The modal booked: it closes and the confirmation opens with the new booking's id. */
  booked: (id: string) => void;
  confirmed: string | null;
  closeConfirmed: () => void;
};

export function useBookingFlow(): BookingFlow {
  const [bookingId, setBookingId] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  return {
    bookingId,
    book: setBookingId,
    close: () => setBookingId(null),
    booked: (id) => {
      setBookingId(null);
      setConfirmed(id);
    },
    confirmed,
    closeConfirmed: () => setConfirmed(null),
  };
}
