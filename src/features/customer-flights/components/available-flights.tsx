/**
 * Available Flights (/customer/flights): the upcoming flights from the mirror in the shared list
 * (a table on wide screens, a compact table on medium ones, cards on phones), sortable by
 * departure, price and duration at every width (header clicks in both tables, the 'Sort by' select
 * over the cards), filtered by availability and sector and by the global search;
 * Refresh; Book Now opens the booking modal, and a booking ends in the 'Booking Confirmed!' dialog
 * while the list refreshes. A failed load is only logged: the list shows what the device has.
 */
import { ArrowRight, PlaneTakeoff, SearchX } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import type { FlightRow } from "../../../db/schema.ts";
import { canBookFlight } from "../../../domain/bookings.ts";
import { formatDate, formatRupees, karachiDate } from "../../../domain/format.ts";
import { ActionButton, BookNowButton } from "../../../ui/buttons.tsx";
import type { DataListColumn, DataListFilter } from "../../../ui/data-list.tsx";
import { DataList } from "../../../ui/data-list.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { FreshnessLine } from "../../../ui/freshness-line.tsx";
import { Page } from "../../../ui/page.tsx";
import { PaymentSuccessDialog } from "../../../ui/payment-success-dialog.tsx";
import { setGlobalSearch, useGlobalSearch } from "../../../ui/search.ts";
import { refreshFlights, useFlights, useSyncStatus } from "../data.ts";
import {
  ALL_SECTORS,
  AVAILABILITY_OPTIONS,
  departureKey,
  durationMinutes,
  flightSearchFields,
  matchesAvailability,
  sectorOf,
  sectorOptions,
  upcomingFlights,
} from "../flight-list.ts";
import { AirlineMark } from "./airline-mark.tsx";
import { BookingModal } from "./booking-modal.tsx";

/**
 * The shared table's header text (base-content at 60 %) measures 4.31:1 on white, under AA's
 * 4.5:1: the headers of this table are drawn a little darker until the shared list is fixed.
 */
const HEAD = "[&:is(th)]:text-base-content/80";

export type FlightFilters = { availability: string; sector: string };

export const BOOKING_CONFIRMED = {
  title: "Booking Confirmed!",
  message: "Your booking has been submitted successfully. You will receive a confirmation email shortly.",
};

function FlightState({ flight }: { flight: FlightRow }) {
  if (flight.status === "delayed") return <span className="badge badge-warning badge-sm">Delayed</span>;
  if (!canBookFlight(flight)) return <span className="badge badge-error badge-sm">Sold out</span>;
  return (
    <span className="text-sm">
      <span className="font-semibold">{flight.seatsAvailable}</span>{" "}
      <span className="text-base-content/75">seat{flight.seatsAvailable === 1 ? "" : "s"} left</span>
    </span>
  );
}

function RouteCell({ flight }: { flight: FlightRow }) {
  return (
    <span className="block min-w-0">
      <span className="inline-flex items-center gap-1.5 whitespace-nowrap font-semibold">
        {flight.departure}
        <ArrowRight className="size-3.5 shrink-0 text-base-content/60" aria-label="to" />
        {flight.destination}
      </span>
      {(flight.isStopover || flight.isReturnFlight) && (
        <span className="block text-base-content/75 text-xs">
          {flight.isStopover && flight.stopoverLocation
            ? `via ${flight.stopoverLocation}${flight.stopoverLayover ? ` (${flight.stopoverLayover})` : ""}`
            : ""}
          {flight.isStopover && flight.isReturnFlight ? " · " : ""}
          {flight.isReturnFlight
            ? `Return ${flight.returnDepartureDate ? formatDate(flight.returnDepartureDate) : ""}`.trim()
            : ""}
        </span>
      )}
    </span>
  );
}

function When({ date, time }: { date: string; time: string }) {
  return (
    <span className="block whitespace-nowrap">
      <span className="block font-medium">{time}</span>
      <span className="block text-base-content/75 text-xs">{formatDate(date)}</span>
    </span>
  );
}

function Price({ flight }: { flight: FlightRow }) {
  return (
    <span className="block whitespace-nowrap">
      <span className="block font-semibold">{formatRupees(flight.price)}</span>
      <span className="block text-base-content/75 text-xs">per person</span>
    </span>
  );
}

/**
 * One row of the compact table (640–1023 px): the airline with the route under it, departure,
 * duration, price, and Book with the seats left under it, so that the three sortable columns fit
 * without scrolling sideways.
 */
function CompactRow({ flight, onBook }: { flight: FlightRow; onBook: () => void }) {
  return (
    <>
      <td className="max-w-40">
        <AirlineMark airlineName={flight.airlineName} flightNumber={flight.flightNumber} size="sm" />
        <span className="mt-1 block pl-[2.625rem]">
          <RouteCell flight={flight} />
        </span>
      </td>
      <td>
        <When date={flight.departureDate} time={flight.departureTime} />
      </td>
      <td>
        <span className="whitespace-nowrap">{flight.duration || "—"}</span>
      </td>
      <td className="text-right">
        <Price flight={flight} />
      </td>
      <td className="text-right">
        <BookNowButton
          available={canBookFlight(flight)}
          onClick={onBook}
          className="btn-sm whitespace-nowrap"
        />
        {/* 'Sold Out' is on the button already. */}
        {(canBookFlight(flight) || flight.status === "delayed") && (
          <span className="mt-1 block whitespace-nowrap">
            <FlightState flight={flight} />
          </span>
        )}
      </td>
    </>
  );
}

function FlightCard({ flight, onBook }: { flight: FlightRow; onBook: () => void }) {
  return (
    <article
      className="card border border-base-300 bg-base-100"
      aria-label={`${flight.airlineName} ${flight.flightNumber}, ${sectorOf(flight)}`}
    >
      <div className="card-body gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <AirlineMark airlineName={flight.airlineName} flightNumber={flight.flightNumber} />
          <FlightState flight={flight} />
        </div>
        <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3">
          <span className="font-bold text-xl">{flight.departure}</span>
          <span className="flex items-center gap-1 text-base-content/60" aria-hidden="true">
            <span className="h-px flex-1 bg-base-300" />
            <PlaneTakeoff className="size-4 shrink-0" />
            <span className="h-px flex-1 bg-base-300" />
          </span>
          <span className="text-right font-bold text-xl">
            <span className="sr-only">to </span>
            {flight.destination}
          </span>
          <span className="font-medium text-sm">{flight.departureTime}</span>
          <span className="text-center text-base-content/75 text-xs">{flight.duration}</span>
          <span className="text-right font-medium text-sm">{flight.arrivalTime}</span>
        </div>
        <p className="text-base-content/75 text-sm">
          {formatDate(flight.departureDate)}
          {flight.isStopover && flight.stopoverLocation ? ` · via ${flight.stopoverLocation}` : ""}
          {flight.isReturnFlight && flight.returnDepartureDate
            ? ` · Return ${formatDate(flight.returnDepartureDate)}`
            : ""}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-3 border-base-300 border-t pt-3">
          <p>
            <span className="font-bold text-lg">{formatRupees(flight.price)}</span>{" "}
            <span className="text-base-content/75 text-xs">per person</span>
          </p>
          <BookNowButton available={canBookFlight(flight)} onClick={onBook} className="max-sm:w-full" />
        </div>
      </div>
    </article>
  );
}

export function AvailableFlights({
  filters,
  onFiltersChange,
}: {
  filters: FlightFilters;
  onFiltersChange: (next: Partial<FlightFilters>) => void;
}) {
  const { rows, loading } = useFlights();
  const sync = useSyncStatus("flights");
  const searchTerm = useGlobalSearch();
  const today = karachiDate();
  const flights = useMemo(() => upcomingFlights(rows, today), [rows, today]);
  const [bookingId, setBookingId] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const selected = bookingId ? (rows.find((f) => f._id === bookingId) ?? null) : null;

  // The spec's catalogue: a failed flight list load is logged only (the line above says what is shown).
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
        predicate: (f, v) => matchesAvailability(f, v),
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
    [filters.availability, filters.sector, sectors, onFiltersChange],
  );

  const columns = useMemo<DataListColumn<FlightRow>[]>(
    () => [
      {
        key: "airline",
        header: "Airline",
        compact: true,
        className: `min-w-40 max-w-60 ${HEAD}`,
        render: (f) => <AirlineMark airlineName={f.airlineName} flightNumber={f.flightNumber} size="sm" />,
      },
      {
        key: "route",
        header: "Route",
        className: HEAD,
        render: (f) => <RouteCell flight={f} />,
      },
      {
        key: "departure",
        className: HEAD,
        header: "Departure",
        compact: true,
        sortValue: departureKey,
        render: (f) => <When date={f.departureDate} time={f.departureTime} />,
      },
      {
        key: "arrival",
        className: HEAD,
        header: "Arrival",
        render: (f) => <When date={f.arrivalDate} time={f.arrivalTime} />,
      },
      {
        key: "duration",
        className: HEAD,
        header: "Duration",
        compact: true,
        sortValue: (f) => durationMinutes(f.duration),
        render: (f) => <span className="whitespace-nowrap">{f.duration || "—"}</span>,
      },
      {
        key: "price",
        header: "Price",
        compact: true,
        className: `text-right ${HEAD}`,
        sortValue: (f) => f.price,
        render: (f) => <Price flight={f} />,
      },
      {
        key: "seats",
        header: "Seats",
        className: HEAD,
        render: (f) => <FlightState flight={f} />,
      },
      {
        key: "book",
        header: "Book",
        compact: true,
        className: `text-right ${HEAD}`,
        render: (f) => (
          <BookNowButton
            available={canBookFlight(f)}
            onClick={() => setBookingId(f._id)}
            className="btn-sm whitespace-nowrap"
          />
        ),
      },
    ],
    [],
  );

  const clearAll = () => {
    onFiltersChange({ availability: "all", sector: ALL_SECTORS });
    setGlobalSearch("");
  };

  return (
    <Page
      title="Available Flights"
      subtitle="Group fares from Pakistan. Book for up to 9 passengers; your seats are held for 2 hours."
    >
      <FreshnessLine
        noun="flights"
        lastSyncedAt={sync.lastSyncedAt}
        failed={Boolean(sync.lastError)}
        syncing={sync.syncing}
        loading={sync.loading}
      />
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
        renderCard={(f) => <FlightCard flight={f} onBook={() => setBookingId(f._id)} />}
        renderCompactRow={(f) => <CompactRow flight={f} onBook={() => setBookingId(f._id)} />}
        toolbar={
          <ActionButton
            variant="refresh"
            size="sm"
            busy={sync.syncing}
            onClick={() => void refreshFlights()}
            data-testid="refresh-flights"
          />
        }
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
      <BookingModal
        flight={selected}
        onClose={() => setBookingId(null)}
        onBooked={(id) => {
          setBookingId(null);
          setConfirmed(id);
        }}
      />
      <PaymentSuccessDialog
        open={confirmed !== null}
        onClose={() => setConfirmed(null)}
        title={BOOKING_CONFIRMED.title}
        message={BOOKING_CONFIRMED.message}
        bookingId={confirmed}
      />
    </Page>
  );
}
