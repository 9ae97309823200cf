/**
 * Customer Bookings as a DataList: the status filter, columns sortable by customer, flight,
 * passengers, status and date (newest first by default), three layouts by width. Each row offers
 * what the booking lifecycle gives an admin (approve while pending; cancel while pending or
 * approved, in every layout: docs/ARCHITECTURE.md §10), then view, print and delete.
 */
import { Inbox, SearchX } from "lucide-react";
import { useCallback, useMemo } from "react";
import { NEWEST_FIRST } from "../../../ui/booking/list-parts.tsx";
import { statusFilter } from "../../../ui/booking/status-filter.ts";
import type { DataListFilter } from "../../../ui/data-list.tsx";
import { SearchedList } from "../../../ui/searched-list.tsx";
import {
  type AdminBooking,
  BOOKING_STATUS_FILTERS,
  BOOKING_STATUS_LABELS,
  type BookingStatusFilter,
  bookingSearchFields,
} from "../booking-view.ts";
import { BookingCard } from "./booking-card.tsx";
import { columns } from "./booking-columns.tsx";
import { CompactRow } from "./booking-compact-row.tsx";
import type { BookingActions } from "./booking-row-actions.tsx";

const NONE_YET = { icon: Inbox, title: "No bookings found", message: "No bookings have been made yet." };

export function BookingList({
  rows,
  loading,
  error,
  onRetry,
  status,
  onStatusChange,
  actions,
}: {
  rows: readonly AdminBooking[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  status: BookingStatusFilter;
  onStatusChange: (status: BookingStatusFilter) => void;
  actions: BookingActions;
}) {
  const cols = useMemo(() => columns(actions), [actions]);
  // Stable between keystrokes, so the rows that stay are not rendered again.
  const renderCompactRow = useCallback(
    (b: AdminBooking) => <CompactRow b={b} actions={actions} />,
    [actions],
  );
  const renderCard = useCallback((b: AdminBooking) => <BookingCard b={b} actions={actions} />, [actions]);
  const filters: DataListFilter<AdminBooking>[] = useMemo(
    () => [
      statusFilter(
        BOOKING_STATUS_FILTERS.map((s) => ({ value: s, label: BOOKING_STATUS_LABELS[s] })),
        status,
        (v) => onStatusChange(v as BookingStatusFilter),
      ),
    ],
    [status, onStatusChange],
  );
  return (
    <SearchedList
      rows={rows}
      columns={cols}
      filters={filters}
      searchFields={bookingSearchFields}
      initialSort={NEWEST_FIRST}
      countLabel="entries"
      caption="Customer bookings"
      loading={loading}
      error={error}
      onRetry={onRetry}
      renderCompactRow={renderCompactRow}
      renderCard={renderCard}
      empty={NONE_YET}
      noMatch={(searching) =>
        searching
          ? {
              icon: SearchX,
              title: "No bookings match your search",
              message: "Try a different search term or clear filters",
            }
          : status !== "all"
            ? { icon: Inbox, title: "No bookings found", message: `No ${status} bookings found.` }
            : NONE_YET
      }
    />
  );
}
