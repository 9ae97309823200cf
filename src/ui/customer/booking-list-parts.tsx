/**
 * Parts of the customer's two booking lists (My Bookings, My Packages): the list of cards with their
 * buttons and its two empty states ('No … bookings yet' unless a booking waits in the outbox; 'No
 * bookings match your filters'), the booking a dialog is open on, and printing a receipt for the
 * signed-in customer.
 */
import type { LucideIcon } from "lucide-react";
import { type ComponentType, type ReactNode, useState } from "react";
import { useSession } from "../../api/session.ts";
import type { MirrorTable } from "../../db/schema.ts";
import { NoMatchingBookings } from "../booking/list-parts.tsx";
import { DataList, type DataListProps } from "../data-list.tsx";
import { EmptyState } from "../empty-state.tsx";
import { EmptyUnlessQueued } from "../outbox/outbox-ui.tsx";
import { printBookingReceipt, type ReceiptBooking } from "../print/booking-receipt.ts";
import { useBookingLink } from "../use-booking-link.ts";
import type { BookingCardProps } from "./booking-card-parts.tsx";

type NoBookingsYetProps = {
  table: MirrorTable;
  icon: LucideIcon;
  title: string;
  message: string;
  action: ReactNode;
};

/** The empty list ('No bookings yet' and where to book), unless a booking waits to be sent. */
function NoBookingsYet(props: NoBookingsYetProps) {
  const { table, ...empty } = props;
  return (
    <EmptyUnlessQueued table={table}>
      <EmptyState {...empty} />
    </EmptyUnlessQueued>
  );
}

/** Prints an approved booking's receipt with the signed-in customer (the receipt refuses anything else). */
export function usePrintReceipt(): (booking: ReceiptBooking) => void {
  const { user } = useSession();
  return (booking) => {
    printBookingReceipt(booking, { customer: { name: user?.name ?? null, email: user?.email ?? null } });
  };
}

/** What the screen does for a card's buttons, each told the card's booking. */
export type OwnBookingActions<B> = {
  details: (b: B) => void;
  print: (b: B) => void;
  pay: (b: B) => void;
  /** The pending booking's hold ran out. */
  expire: (b: B) => void;
  cancel: (b: B) => void;
};

/**
 * The customer's own bookings as a DataList of `Card`s (set up by bookingListSetup, spread in):
 * each card's buttons call `on`; no bookings at all is NoBookingsYet (`empty`); bookings that the
 * filters hide all is NoMatchingBookings (`tryInstead`, Clear Filters calling `onClear`).
 */
export function OwnBookingList<B extends { _id: string }>({
  Card,
  on,
  empty,
  tryInstead,
  onClear,
  ...list
}: Omit<DataListProps<B>, "getKey" | "renderCard" | "emptyState" | "noMatchState"> & {
  Card: ComponentType<BookingCardProps<B>>;
  on: OwnBookingActions<B>;
  empty: NoBookingsYetProps;
  tryInstead: string;
  onClear: () => void;
}) {
  return (
    <DataList
      {...list}
      getKey={keyOf}
      renderCard={(b) => (
        <Card
          booking={b}
          onDetails={() => on.details(b)}
          onPrint={() => on.print(b)}
          onPay={() => on.pay(b)}
          onExpire={() => on.expire(b)}
          onCancel={() => on.cancel(b)}
        />
      )}
      emptyState={<NoBookingsYet {...empty} />}
      noMatchState={<NoMatchingBookings message={tryInstead} onClear={onClear} />}
    />
  );
}

const keyOf = (b: { _id: string }) => b._id;

/**
 * The booking a dialog is open on (details, Mark as Paid), kept by id so that it follows the list
 * as it syncs; null when closed or when the booking has left the list. `closeThen(next)` closes the
 * dialog and hands its booking on (the details' Cancel Booking, asked after the details close);
 * `openId` opens a booking by its id (a link's, ../use-booking-link.ts).
 */
export function useOpenBooking<B extends { _id: string }>(rows: readonly B[]) {
  const [id, setId] = useState<string | null>(null);
  const booking = id ? (rows.find((b) => b._id === id) ?? null) : null;
  const close = () => setId(null);
  const closeThen = (next: (b: B) => void) => (b: B) => {
    close();
    next(b);
  };
  return { booking, open: (b: B) => setId(b._id), openId: setId, close, closeThen };
}

/** The details dialog's booking (useOpenBooking), opened too by a link's `?booking=<id>` (useBookingLink). */
export function useBookingDetails<B extends { _id: string }>(
  table: MirrorTable,
  rows: readonly B[],
  loading: boolean,
) {
  const details = useOpenBooking(rows);
  useBookingLink({ table, rows, loading, openId: details.booking?._id ?? null, open: details.openId });
  return details;
}
