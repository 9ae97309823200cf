/**
 * Package Bookings' list: the cards under their heading and count ('Customer Package Bookings'),
 * sortable, filtered and searched.
 */
import { CalendarX2, PackageOpen } from "lucide-react";
import { useCallback, useMemo } from "react";
import { NEWEST_FIRST } from "../../../ui/booking/list-parts.tsx";
import type { DataListColumn } from "../../../ui/data-list.tsx";
import { applyFilters, type DataListFilter, searchRows } from "../../../ui/data-list-model.ts";
import { useGlobalSearch } from "../../../ui/search.ts";
import { SearchedList } from "../../../ui/searched-list.tsx";
import {
  BOOKINGS_EMPTY,
  bookingAmountOf,
  bookingCount,
  bookingSearchFields,
  packageNameOf,
  passengerCountOf,
  userNameOf,
} from "../booking-view.ts";
import { type AdminPackageBooking, reloadPackageBookings } from "../data.ts";
import { type BookingAction, type BookingActions, BookingCard } from "./booking-card.tsx";

/** The sorts (the cards' Sort by): the cards render the rows, so the columns render nothing. */
const COLUMNS: DataListColumn<AdminPackageBooking>[] = [
  { key: "createdAt", header: "Booking date", sortValue: (b) => b.createdAt, render: () => null },
  { key: "package", header: "Package", sortValue: packageNameOf, render: () => null },
  { key: "customer", header: "Customer", sortValue: userNameOf, render: () => null },
  { key: "passengers", header: "Passengers", sortValue: passengerCountOf, render: () => null },
  { key: "total", header: "Total", sortValue: bookingAmountOf, render: () => null },
  { key: "status", header: "Status", sortValue: (b) => b.status, render: () => null },
];

const retry = () => void reloadPackageBookings();

/**
 * The count and the cards. The global search is read here, not by the screen: a keystroke
 * re-renders this section alone.
 */
export function BookingsSection({
  bookings,
  listFilters,
  loading,
  error,
  actions,
  busy,
}: {
  bookings: readonly AdminPackageBooking[];
  listFilters: readonly DataListFilter<AdminPackageBooking>[];
  loading: boolean;
  error: string | null;
  actions: BookingActions;
  busy: { id: string; action: BookingAction } | null;
}) {
  const searchTerm = useGlobalSearch();
  const shown = useMemo(
    () => searchRows(applyFilters(bookings, listFilters), searchTerm, bookingSearchFields).length,
    [bookings, listFilters, searchTerm],
  );

  // Stable between keystrokes, so the cards that stay are not rendered again.
  const renderCard = useCallback(
    (b: AdminPackageBooking) => (
      <BookingCard b={b} actions={actions} busy={busy?.id === b._id ? busy.action : null} />
    ),
    [actions, busy],
  );
  return (
    <section aria-labelledby="bookings-title" className="space-y-4">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="bookings-title" className="font-semibold text-lg">
          Customer Package Bookings
        </h2>
        <p className="text-base-content/75 text-sm" data-testid="booking-count" aria-live="polite">
          {bookingCount(shown, bookings.length)}
        </p>
      </header>
      <SearchedList
        rows={bookings}
        columns={COLUMNS}
        filters={listFilters}
        searchFields={bookingSearchFields}
        initialSort={NEWEST_FIRST}
        newColumnDirection="desc"
        countLabel="bookings"
        caption="Package bookings"
        layout="cards"
        loading={loading}
        error={error}
        onRetry={retry}
        renderCard={renderCard}
        empty={{ icon: PackageOpen, title: BOOKINGS_EMPTY.title, message: BOOKINGS_EMPTY.none }}
        noMatch={{ icon: CalendarX2, title: BOOKINGS_EMPTY.title, message: BOOKINGS_EMPTY.noMatch }}
      />
    </section>
  );
}
