/**
 * Pieces of the customer's booking cards (My Bookings, My Packages): the card's handlers, the
 * travellers line and the total.
 */
import { formatRupees } from "../../domain/format.ts";

/** What a customer's booking card is told to do. */
export type BookingCardProps<B> = {
  booking: B;
  onDetails: () => void;
  onPrint: () => void;
  onPay: () => void;
  /** The pending booking's hold ran out. */
  onExpire: () => void;
  /** The customer cancels the pending booking (asked first by the screen). */
  onCancel?: () => void;
};

/** '3 passengers: ALI KHAN, …' (the names only when there are some). */
export function TravellerNames({ count, noun, names }: { count: number; noun: string; names: string }) {
  return (
    <span className="min-w-0 break-words">
      <span className="font-medium">
        {count} {noun}
        {count === 1 ? "" : "s"}
      </span>
      {names && <span className="text-base-content/75">: {names}</span>}
    </span>
  );
}

/** 'Total' over the amount in rupees; `className` sets the paragraph, `size` the amount's text. */
export function BookingTotal({
  amount,
  className,
  size,
}: {
  amount: number;
  className?: string;
  size: string;
}) {
  return (
    <p className={className}>
      <span className="block text-base-content/75 text-xs">Total</span>
      <span className={`font-bold ${size}`} data-testid="booking-total">
        {formatRupees(amount)}
      </span>
    </p>
  );
}
