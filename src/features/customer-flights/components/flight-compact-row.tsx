/** A row of Available Flights' compact table (640–1023 px). */
import { flightAvailability } from "../../../domain/bookings.ts";
import { BookNowButton } from "../../../ui/buttons.tsx";
import { AirlineMark } from "./airline-mark.tsx";
import { type FlightItemProps, FlightState, Price, RouteCell, When } from "./flight-cells.tsx";

/**
 * One row of the compact table (640–1023 px): the airline with the route under it, departure,
 * duration, price, and Book with the seats left under it, so that the three sortable columns fit
 * without scrolling sideways.
 */
export function CompactRow({ flight, today, onBook }: FlightItemProps) {
  const availability = flightAvailability(flight, today);
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
        <BookNowButton availability={availability} onClick={onBook} className="btn-sm whitespace-nowrap" />
        {/* Why it cannot be booked is on the button already. */}
        {availability === "bookable" && (
          <span className="mt-1 block whitespace-nowrap">
            <FlightState flight={flight} today={today} />
          </span>
        )}
      </td>
    </>
  );
}
