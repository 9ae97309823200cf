/**
 * The flight at the top of the booking modal: airline, route, date, duration, baggage, meal, the
 * price per person and the seats left.
 */
import { CalendarDays, Clock3, Luggage, Plane, Users, UtensilsCrossed } from "lucide-react";
import type { FlightRow } from "../../../db/schema.ts";
import { formatBaggage, formatDate } from "../../../domain/format.ts";
import { PerPerson } from "../../../ui/customer/per-person.tsx";
import { sectorOf } from "../flight-list.ts";
import { AirlineMark } from "./airline-mark.tsx";

export function FlightSummary({ flight }: { flight: FlightRow }) {
  return (
    <div className="grid gap-3 rounded-box bg-base-200 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="flex min-w-0 flex-col gap-2">
        <AirlineMark airlineName={flight.airlineName} flightNumber={flight.flightNumber} />
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <li className="inline-flex items-center gap-1.5">
            <Plane className="size-4 shrink-0" aria-hidden="true" />
            {sectorOf(flight)}
            {flight.isStopover && flight.stopoverLocation ? ` via ${flight.stopoverLocation}` : ""}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            {formatDate(flight.departureDate)}, {flight.departureTime}
          </li>
          {flight.duration && (
            <li className="inline-flex items-center gap-1.5">
              <Clock3 className="size-4 shrink-0" aria-hidden="true" />
              {flight.duration}
            </li>
          )}
          <li className="inline-flex items-center gap-1.5">
            <Luggage className="size-4 shrink-0" aria-hidden="true" />
            {formatBaggage(flight.defaultBaggage) || "Baggage as per airline"}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <UtensilsCrossed className="size-4 shrink-0" aria-hidden="true" />
            {flight.defaultMeal === "yes" ? "Meal included" : "No meal"}
          </li>
        </ul>
      </div>
      <div className="flex items-baseline justify-between gap-3 sm:flex-col sm:items-end">
        <PerPerson price={flight.price} />
        <p className="inline-flex items-center gap-1.5 text-base-content/75 text-sm">
          <Users className="size-4" aria-hidden="true" />
          {flight.seatsAvailable} seat{flight.seatsAvailable === 1 ? "" : "s"} left
        </p>
      </div>
    </div>
  );
}
