/** A flight of Available Flights as a card (phones): airline, route with times, date, price, Book Now. */
import { PlaneTakeoff } from "lucide-react";
import { flightAvailability } from "../../../domain/bookings.ts";
import { formatDate } from "../../../domain/format.ts";
import { BookNowButton } from "../../../ui/buttons.tsx";
import { PerPerson } from "../../../ui/customer/per-person.tsx";
import { sectorOf } from "../flight-list.ts";
import { AirlineMark } from "./airline-mark.tsx";
import { type FlightItemProps, FlightState } from "./flight-cells.tsx";

export function FlightCard({ flight, today, onBook }: FlightItemProps) {
  return (
    <article
      className="card border border-base-300 bg-base-100"
      aria-label={`${flight.airlineName} ${flight.flightNumber}, ${sectorOf(flight)}`}
    >
      <div className="card-body gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <AirlineMark airlineName={flight.airlineName} flightNumber={flight.flightNumber} />
          <FlightState flight={flight} today={today} />
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
          <PerPerson price={flight.price} small />
          <BookNowButton
            availability={flightAvailability(flight, today)}
            onClick={onBook}
            className="max-sm:w-full"
          />
        </div>
      </div>
    </article>
  );
}
