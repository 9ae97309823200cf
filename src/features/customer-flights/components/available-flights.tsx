/**
 * Available Flights (/customer/flights): the upcoming flights from the mirror in the shared list
 * (a table on wide screens, a compact table on medium ones, cards on phones), sortable by
 * departure, price and duration at every width (header clicks in both tables, the 'Sort by' select
 * over the cards), filtered by availability and sector and by the global search;
 * Refresh; Book Now opens the booking modal, and a booking ends in the 'Booking Confirmed!' dialog
 * while the list refreshes. A failed load is logged; until the list has loaded once, it shows the
 * server's message (else 'Failed to fetch flights') and Try Again instead of an empty list.
 */
import { PlaneTakeoff, SearchX } from "lucide-react";
import { useEffect, useMemo } from "react";
import type { FlightRow } from "../../../db/schema.ts";
import { loadFailureText } from "../../../db/sync-failure.ts";
import { BookingConfirmed } from "../../../ui/booking/booking-form-confirmed.tsx";
import { lazyDialog } from "../../../ui/booking/lazy-dialog.tsx";
import { BookIntent } from "../../../ui/buttons.tsx";
import { useBookingFlow } from "../../../ui/customer/booking-flow.ts";
import { ListPage, RefreshButton, useListScreen } from "../../../ui/customer/list-screen.tsx";
import type { DataListFilter } from "../../../ui/data-list.tsx";
import { DataList } from "../../../ui/data-list.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { refreshFlights, useFlights } from "../data.ts";
import {
  ALL_SECTORS,
  AVAILABILITY_OPTIONS,
  flightSearchFields,
  matchesAvailability,
  sectorOf,
  sectorOptions,
  upcomingFlights,
} from "../flight-list.ts";
import type { FiltersProps } from "../route-search.ts";
import { FlightCard } from "./flight-card.tsx";
import { flightColumns } from "./flight-columns.tsx";
import { CompactRow } from "./flight-compact-row.tsx";

export type FlightFilters = { availability: string; sector: string };

/** The booking dialog, loaded when it is first asked for (ui/booking/lazy-dialog.tsx). */
const booking = lazyDialog(() => import("./booking-modal.tsx").then((m) => m.BookingModal), "Book Flight");

export function AvailableFlights({ filters, onFiltersChange }: FiltersProps<FlightFilters>) {
  const { rows, loading } = useFlights();
  const { sync, searchTerm, today, clearAll } = useListScreen("flights", () =>
    onFiltersChange({ availability: "all", sector: ALL_SECTORS }),
  );
  const flights = useMemo(() => upcomingFlights(rows, today), [rows, today]);
  const flow = useBookingFlow();
  const { book } = flow;
  const selected = flow.bookingId ? (rows.find((f) => f._id === flow.bookingId) ?? null) : null;

  // A failed flight list load is logged; the screen shows it only until the list has loaded once.
  useEffect(() => {
    if (sync.lastError) console.error(`Failed to load flights: ${sync.lastError}`);
  }, [sync.lastError]);

  const sectors = useMemo(() => {
    const options = sectorOptions(flights);
    if (filters.sector !== ALL_SECTORS && !options.some((o) => o.value === filters.sector))
      options.push({ value: filters.sector, label: filters.sector });
    return options;
  }, [flights, filters.sector]);

  const listFilters = useMemo<DataListFilter<FlightRow>[]>(
    () => [
      {
        id: "availability",
        label: "Availability",
        options: AVAILABILITY_OPTIONS,
        value: filters.availability,
        onChange: (availability) => onFiltersChange({ availability }),
        predicate: (f, v) => matchesAvailability(f, v, today),
      },
      {
        id: "sector",
        label: "Sector",
        options: sectors,
        value: filters.sector,
        onChange: (sector) => onFiltersChange({ sector }),
        predicate: (f, v) => sectorOf(f) === v,
      },
    ],
    [filters.availability, filters.sector, sectors, onFiltersChange, today],
  );

  const columns = useMemo(() => flightColumns(book, today), [book, today]);
  const neverLoaded = !sync.lastSyncedAt && Boolean(sync.lastError);

  return (
    <BookIntent.Provider value={booking.prepare}>
      <ListPage
        title="Available Flights"
        subtitle="Group fares from Pakistan. Book for up to 9 passengers; your seats are held for 2 hours."
        noun="flights"
        sync={sync}
        refresh={<RefreshButton sync={sync} onRefresh={refreshFlights} testId="refresh-flights" />}
      >
        <DataList
          rows={flights}
          columns={columns}
          getKey={(f) => f._id}
          filters={listFilters}
          searchTerm={searchTerm}
          searchFields={flightSearchFields}
          initialSort={{ key: "departure", direction: "asc" }}
          countLabel="flights"
          caption="Available flights"
          loading={loading || (sync.syncing && !sync.lastSyncedAt)}
          // Never an empty list for a load that failed (docs/ARCHITECTURE.md §5.9).
          error={neverLoaded ? loadFailureText(sync.errors[0], "Failed to fetch flights") : null}
          onRetry={() => void refreshFlights()}
          renderCard={(f) => <FlightCard flight={f} today={today} onBook={() => book(f._id)} />}
          renderCompactRow={(f) => <CompactRow flight={f} today={today} onBook={() => book(f._id)} />}
          emptyState={
            <EmptyState
              icon={PlaneTakeoff}
              title="No flights available"
              message="New group fares are added every week. Refresh to check for the latest."
            />
          }
          noMatchState={
            <EmptyState
              icon={SearchX}
              title="No flights match your filters"
              message="Try another sector or availability, or clear the search."
              action={
                <button type="button" className="btn btn-sm btn-primary max-lg:min-h-11" onClick={clearAll}>
                  Clear Filters
                </button>
              }
            />
          }
        />
        {selected && <booking.Dialog flight={selected} onClose={flow.close} onBooked={flow.booked} />}
        <BookingConfirmed bookingId={flow.confirmed} onClose={flow.closeConfirmed} />
      </ListPage>
    </BookIntent.Provider>
  );
}
