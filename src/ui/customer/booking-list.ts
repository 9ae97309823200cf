/**
 * The setup the customer's two booking lists (My Bookings, My Packages) share: the list's layout
 * and sort columns, and Mark as Paid's call for the payment dialog (their Status filter is the
 * booking kit's, ../booking/status-filter.ts).
 */
import type { Outcome } from "../../api/outcome.ts";
import type { PaymentInput } from "../../domain/bookings.ts";
import type { DataListColumn, DataListProps } from "../data-list.tsx";
import type { PayableBooking, PaymentOutcome } from "../mark-paid-dialog.tsx";

type Booking = { status: string; createdAt: string; totalAmount: number };

export type BookingListSetup<B> = Pick<
  DataListProps<B>,
  "layout" | "columns" | "initialSort" | "newColumnDirection" | "countLabel" | "virtualizeAbove"
>;

/**
 * A booking card is tall and busy (buttons, tooltips, a countdown ticking each second): past this
 * many the list renders only the cards near the viewport, as every long list does (src/ui/data-list.tsx).
 */
export const BOOKING_CARDS_IN_FULL = 20;

/**
 * The list as cards, newest first, counted in bookings; sortable by when booked (`created` names
 * the column), the departure date and the total, a new sort column starting from the highest;
 * windowed past BOOKING_CARDS_IN_FULL cards.
 */
export function bookingListSetup<B extends Booking>(
  created: { key: string; header: string },
  departureSort: (b: B) => string,
  departureDate: (b: B) => string,
): BookingListSetup<B> {
  const columns: DataListColumn<B>[] = [
    { ...created, sortValue: (b) => b.createdAt, render: (b) => b.createdAt },
    { key: "departure", header: "Departure", sortValue: departureSort, render: departureDate },
    { key: "total", header: "Total", sortValue: (b) => b.totalAmount, render: (b) => b.totalAmount },
  ];
  return {
    layout: "cards",
    columns,
    initialSort: { key: created.key, direction: "desc" },
    newColumnDirection: "desc",
    countLabel: "bookings",
    virtualizeAbove: BOOKING_CARDS_IN_FULL,
  };
}

/** Mark as Paid's call for MarkPaidDialog from the feature's write (POST …/{id}/payment). */
export function paymentSender(
  mark: (id: string, body: PaymentInput, key: string) => Promise<Outcome<unknown>>,
): (b: PayableBooking, body: PaymentInput, key: string) => Promise<PaymentOutcome> {
  return async (b, body, key) => {
    const out = await mark(b._id, body, key);
    return out.ok ? { ok: true } : out;
  };
}
