/**
 * My Bookings (/customer/bookings): the customer's flight bookings from the mirror as cards,
 * filtered by status and by the flight's departure date (Karachi's calendar) and by the global
 * search (flight and status), 'Showing X of Y bookings', Clear Filters and the empty states; the
 * details modal, printing of approved bookings, the pending countdown and 'Mark as Paid'.
 */
import { Link } from "@tanstack/react-router";
import { PlaneTakeoff, Ticket } from "lucide-react";
import { useMemo } from "react";
import { neverLoadedText } from "../../../db/sync-failure.ts";
import { can } from "../../../domain/lifecycle.ts";
import { statusFilter } from "../../../ui/booking/status-filter.ts";
import { bookingListSetup, paymentSender } from "../../../ui/customer/booking-list.ts";
import {
  type OwnBookingActions,
  OwnBookingList,
  useBookingDetails,
  useOpenBooking,
  usePrintReceipt,
} from "../../../ui/customer/booking-list-parts.tsx";
import { useCancelOwn } from "../../../ui/customer/cancel-own.tsx";
import { ListPage, RefreshButton, useListScreen } from "../../../ui/customer/list-screen.tsx";
import type { DataListFilter } from "../../../ui/data-list.tsx";
import { MarkPaidDialog } from "../../../ui/mark-paid-dialog.tsx";
import { QueuedCreates } from "../../../ui/outbox/outbox-ui.tsx";
import {
  bookingFlight,
  bookingSearchFields,
  DATE_OPTIONS,
  inDateWindow,
  type MyBooking,
  STATUS_OPTIONS,
} from "../booking-list.ts";
import { cancelMyBooking, markAsPaid, refreshBookings, useMyBookings } from "../data.ts";
import { departureKey } from "../flight-list.ts";
import type { FiltersProps } from "../route-search.ts";
import { BookingCard } from "./booking-card.tsx";
import { BookingDetailsModal } from "./booking-details-modal.tsx";

export type BookingFilters = { status: string; date: string };

const LIST = bookingListSetup<MyBooking>(
  { key: "created", header: "Booking date" },
  (b) => departureKey(bookingFlight(b)),
  (b) => bookingFlight(b).departureDate,
);

/** Mark as Paid for a flight booking: POST /bookings/{id}/payment. */
const sendPayment = paymentSender(markAsPaid);

export function MyBookings({ filters, onFiltersChange }: FiltersProps<BookingFilters>) {
  const { rows, loading } = useMyBookings();
  const { sync, searchTerm, today, clearAll } = useListScreen("bookings", () =>
    onFiltersChange({ status: "all", date: "all" }),
  );
  const print = usePrintReceipt();
  const cancel = useCancelOwn<MyBooking>("flight", cancelMyBooking, (b) => b.passengerCount);
  const details = useBookingDetails("bookings", rows, loading);
  const paying = useOpenBooking(rows);
  const on: OwnBookingActions<MyBooking> = {
    details: details.open,
    print,
    pay: paying.open,
    expire: () => void refreshBookings(),
    cancel: cancel.ask,
  };

  const listFilters = useMemo<DataListFilter<MyBooking>[]>(
    () => [
      statusFilter(STATUS_OPTIONS, filters.status, (status) => onFiltersChange({ status })),
      {
        id: "date",
        label: "Departure",
        options: DATE_OPTIONS,
        value: filters.date,
        onChange: (date) => onFiltersChange({ date }),
        predicate: (b, v) => inDateWindow(bookingFlight(b).departureDate, v, today),
      },
    ],
    [filters.status, filters.date, onFiltersChange, today],
  );

  return (
    <ListPage
      title="My Bookings"
      subtitle="Follow your flight bookings, pay pending ones and print approved ones."
      noun="bookings"
      sync={sync}
      refresh={<RefreshButton sync={sync} onRefresh={refreshBookings} testId="refresh-bookings" />}
    >
      <QueuedCreates table="bookings" title="Bookings waiting to be sent" />
      <OwnBookingList
        {...LIST}
        rows={rows}
        filters={listFilters}
        searchTerm={searchTerm}
        searchFields={bookingSearchFields}
        loading={loading || (sync.syncing && !sync.lastSyncedAt)}
        // The server's own message when it sent one (docs/ARCHITECTURE.md §5.9), as My Packages shows.
        error={neverLoadedText(sync, "Failed to fetch bookings")}
        onRetry={() => void refreshBookings()}
        Card={BookingCard}
        on={on}
        empty={{
          table: "bookings",
          icon: Ticket,
          title: "No bookings yet",
          message: "Book a flight and it will appear here, with its status and the time left to pay.",
          action: (
            <Link to="/customer/flights" className="btn btn-primary max-lg:min-h-11">
              <PlaneTakeoff className="size-4" aria-hidden="true" />
              Browse Available Flights
            </Link>
          ),
        }}
        tryInstead="Try another status or date, or clear the search."
        onClear={clearAll}
      />
      <BookingDetailsModal
        booking={details.booking}
        onClose={details.close}
        onCancel={details.closeThen(cancel.ask)}
      />
      {cancel.dialog}
      <MarkPaidDialog
        booking={
          paying.booking && can("owner", "markPaid", "flight", paying.booking.status) ? paying.booking : null
        }
        onClose={paying.close}
        send={sendPayment}
      />
    </ListPage>
  );
}
