/**
 * The cells of the GDS bookings shared by the table and the cards: reference and PNR with
 * the booked time, the flight (route, number, airline, departure), the passenger and the amount.
 */
import { formatCurrency, formatDate, formatTime12 } from "../../../domain/format.ts";
import {
  currencyOf,
  departureOf,
  firstFlight,
  type GdsBooking,
  gdsRoute,
  leadPassenger,
  wallClock,
} from "../gds-view.ts";

export function Reference({ b }: { b: GdsBooking }) {
  return (
    <span className="flex flex-col whitespace-nowrap leading-tight">
      <span className="flex items-center gap-1.5">
        <span className="badge badge-ghost badge-xs">PNR</span>
        <span className="font-mono font-semibold tracking-wide">{b.bookingId}</span>
      </span>
      <span className="mt-0.5 text-base-content/70 text-xs">
        Booked {formatDate(b.createdAt)}, {formatTime12(b.createdAt)}
      </span>
    </span>
  );
}

/** Route, then flight number and airline (with '+N more' for a multi-city trip), then the departure. */
export function FlightCell({ b }: { b: GdsBooking }) {
  const f = firstFlight(b);
  const legs = b.isMultiCity ? (b.multiCityFlights?.length ?? 0) : 0;
  const departs = wallClock(departureOf(b));
  return (
    <span className="flex min-w-0 flex-col leading-tight">
      <span className="font-medium">{gdsRoute(b) || "—"}</span>
      <span className="mt-0.5 flex min-w-0 flex-wrap items-center gap-x-1.5 text-sm">
        <span className="whitespace-nowrap font-mono">{f.flightNumber}</span>
        <span className="truncate text-base-content/70 text-xs">{f.airline}</span>
        {legs > 1 && <span className="badge badge-ghost badge-xs whitespace-nowrap">+{legs - 1} more</span>}
      </span>
      {departs && (
        <span className="text-base-content/70 text-xs">
          Departs {formatDate(departs.date)}
          {departs.time ? ` · ${departs.time}` : ""}
        </span>
      )}
    </span>
  );
}

export function Passenger({ b }: { b: GdsBooking }) {
  const lead = leadPassenger(b);
  return (
    <span className="flex min-w-0 flex-col leading-tight">
      <span className="truncate">{lead.name}</span>
      {lead.more > 0 && <span className="text-base-content/70 text-xs">+{lead.more} more</span>}
    </span>
  );
}

export function Amount({ b }: { b: GdsBooking }) {
  return (
    <span className="whitespace-nowrap font-medium tabular-nums" data-testid="gds-amount">
      {formatCurrency(b.totalAmount, currencyOf(b))}
    </span>
  );
}
