/**
 * My Bookings (/customer/bookings): the customer's flight bookings from the mirror as cards,
 * filtered by status and by the flight's departure date (Karachi's calendar) and by the global
 * search (flight and status), 'Showing X of Y bookings', Clear Filters and the empty states; the
 * details modal, printing of approved bookings, the pending countdown and 'Mark as Paid'.
 */
import { Link } from "@tanstack/react-router";
import { PlaneTakeoff, Ticket } from "lucide-react";
import { useMemo, useState } from "react";
import type { PaymentInput } from "../../../domain/bookings.ts";
import { karachiDate } from "../../../domain/format.ts";
import { can } from "../../../domain/lifecycle.ts";
import { NoMatchingBookings } from "../../../ui/booking/list-parts.tsx";
import { ActionButton } from "../../../ui/buttons.tsx";
import type { DataListColumn, DataListFilter } from "../../../ui/data-list.tsx";
import { DataList } from "../../../ui/data-list.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { FreshnessLine } from "../../../ui/freshness-line.tsx";
import { MarkPaidDialog, type PayableBooking, type PaymentOutcome } from "../../../ui/mark-paid-dialog.tsx";
import { EmptyUnlessQueued, QueuedCreates } from "../../../ui/outbox/outbox-ui.tsx";
import { Page } from "../../../ui/page.tsx";
import { setGlobalSearch, useGlobalSearch } from "../../../ui/search.ts";
import {
  bookingFlight,
  bookingSearchFields,
  DATE_OPTIONS,
  inDateWindow,
  type MyBooking,
  STATUS_OPTIONS,
} from "../booking-list.ts";
import { markAsPaid, refreshBookings, useMyBookings, useSyncStatus } from "../data.ts";
import { departureKey } from "../flight-list.ts";
import { BookingCard } from "./booking-card.tsx";
import { BookingDetailsModal } from "./booking-details-modal.tsx";
import { usePrintBooking } from "./booking-parts.tsx";

export type BookingFilters = { status: string; date: string };

export function MyBookings({
  filters,
  onFiltersChange,
}: {
  filters: BookingFilters;
  onFiltersChange: (next: Partial<BookingFilters>) => void;
}) {
  const { rows, loading } = useMyBookings();
  const sync = useSyncStatus("bookings");
  const searchTerm = useGlobalSearch();
  const today = karachiDate();
  const print = usePrintBooking();
  const [viewing, setViewing] = useState<string | null>(null);
  const [paying, setPaying] = useState<string | null>(null);
  const find = (id: string | null) => (id ? (rows.find((b) => b._id === id) ?? null) : null);
  const viewed = find(viewing);
  const payFor = find(paying);

  const listFilters = useMemo<DataListFilter<MyBooking>[]>(
    () => [
      {
        id: "status",
        label: "Status",
        options: STATUS_OPTIONS,
        value: filters.status,
        onChange: (status) => onFiltersChange({ status }),
        predicate: (b, v) => b.status === v,
      },
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

  const columns = useMemo<DataListColumn<MyBooking>[]>(
    () => [
      {
        key: "created",
        header: "Booking date",
        sortValue: (b) => b.createdAt,
        render: (b) => b.createdAt,
      },
      {
        key: "departure",
        header: "Departure",
        sortValue: (b) => departureKey(bookingFlight(b)),
        render: (b) => bookingFlight(b).departureDate,
      },
      { key: "total", header: "Total", sortValue: (b) => b.totalAmount, render: (b) => b.totalAmount },
    ],
    [],
  );

  const clearAll = () => {
    onFiltersChange({ status: "all", date: "all" });
    setGlobalSearch("");
  };
  const neverLoaded = !sync.lastSyncedAt && Boolean(sync.lastError);

  return (
    <Page
      title="My Bookings"
      subtitle="Follow your flight bookings, pay pending ones and print approved ones."
    >
      <FreshnessLine
        noun="bookings"
        lastSyncedAt={sync.lastSyncedAt}
        failed={Boolean(sync.lastError)}
        syncing={sync.syncing}
        loading={sync.loading}
      />
      <QueuedCreates table="bookings" title="Bookings waiting to be sent" />
      <DataList
        layout="cards"
        rows={rows}
        columns={columns}
        getKey={(b) => b._id}
        filters={listFilters}
        searchTerm={searchTerm}
        searchFields={bookingSearchFields}
        initialSort={{ key: "created", direction: "desc" }}
        newColumnDirection="desc"
        countLabel="bookings"
        loading={loading || (sync.syncing && !sync.lastSyncedAt)}
        error={neverLoaded ? "Failed to fetch bookings" : null}
        onRetry={() => void refreshBookings()}
        toolbar={
          <ActionButton
            variant="refresh"
            size="sm"
            busy={sync.syncing}
            onClick={() => void refreshBookings()}
            data-testid="refresh-bookings"
          />
        }
        renderCard={(b) => (
          <BookingCard
            booking={b}
            onView={() => setViewing(b._id)}
            onPrint={() => print(b)}
            onMarkPaid={() => setPaying(b._id)}
            onExpire={() => void refreshBookings()}
          />
        )}
        emptyState={
          <EmptyUnlessQueued table="bookings">
            <EmptyState
              icon={Ticket}
              title="No bookings yet"
              message="Book a flight and it will appear here, with its status and the time left to pay."
              action={
                <Link to="/customer/flights" className="btn btn-primary max-lg:min-h-11">
                  <PlaneTakeoff className="size-4" aria-hidden="true" />
                  Browse Available Flights
                </Link>
              }
            />
          </EmptyUnlessQueued>
        }
        noMatchState={
          <NoMatchingBookings message="Try another status or date, or clear the search." onClear={clearAll} />
        }
      />
      <BookingDetailsModal booking={viewed} onClose={() => setViewing(null)} />
      <MarkPaidDialog
        booking={payFor && can("owner", "markPaid", "flight", payFor.status) ? payFor : null}
        onClose={() => setPaying(null)}
        send={sendPayment}
      />
    </Page>
  );
}

/** Mark as Paid for a flight booking: POST /bookings/{id}/payment. */
async function sendPayment(b: PayableBooking, body: PaymentInput, key: string): Promise<PaymentOutcome> {
  const out = await markAsPaid(b._id, body, key);
  return out.ok ? { ok: true } : out;
}
