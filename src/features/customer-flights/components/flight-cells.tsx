/**
 * The cells of Available Flights' tables and cards: the seats left (or the flight's state), the
 * route, a time with its date, and the price.
 */
import { ArrowRight } from "lucide-react";
import type { FlightRow } from "../../../db/schema.ts";
import { flightAvailability } from "../../../domain/bookings.ts";
import { formatDate, formatRupees } from "../../../domain/format.ts";

/** A flight as one card or row of the list: its Book button opens the booking modal. */
export type FlightItemProps = { flight: FlightRow; today: string; onBook: () => void };

/** The seats left while the flight can be booked on `today`, else Departed, Delayed or Sold out. */
export function FlightState({ flight, today }: { flight: FlightRow; today: string }) {
  const state = flightAvailability(flight, today);
  if (state === "departed") return <span className="badge badge-neutral badge-sm">Departed</span>;
  if (state === "delayed") return <span className="badge badge-warning badge-sm">Delayed</span>;
  if (state === "sold-out") return <span className="badge badge-error badge-sm">Sold out</span>;
  return (
    <span className="text-sm">
      <span className="font-semibold">{flight.seatsAvailable}</span>{" "}
      <span className="text-base-content/75">seat{flight.seatsAvailable === 1 ? "" : "s"} left</span>
    </span>
  );
}

export function RouteCell({ flight }: { flight: FlightRow }) {
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

export function When({ date, time }: { date: string; time: string }) {
  return (
    <span className="block whitespace-nowrap">
      <span className="block font-medium">{time}</span>
      <span className="block text-base-content/75 text-xs">{formatDate(date)}</span>
    </span>
  );
}

export function Price({ flight }: { flight: FlightRow }) {
  return (
    <span className="block whitespace-nowrap">
      <span className="block font-semibold">{formatRupees(flight.price)}</span>
      <span className="block text-base-content/75 text-xs">per person</span>
    </span>
  );
}
