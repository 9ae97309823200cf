/** A row of Available Flights' compact table (640–1023 px). */
import type { FlightRow } from "../../../db/schema.ts";
import { canBookFlight } from "../../../domain/bookings.ts";
import { BookNowButton } from "../../../ui/buttons.tsx";
import { AirlineMark } from "./airline-mark.tsx";
import { FlightState, Price, RouteCell, When } from "./flight-cells.tsx";

/**
 * One row of the compact table (640–1023 px): the airline with the route under it, departure,
 * duration, price, and Book with the seats left under it, so that the three sortable columns fit
 * without scrolling sideways.
 */
export function CompactRow({ flight, onBook }: { flight: FlightRow; onBook: () => void }) {
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
