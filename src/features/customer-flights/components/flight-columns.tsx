/** The columns of Available Flights' full table (1024 px and wider), three of them sortable. */
import type { FlightRow } from "../../../db/schema.ts";
import { flightAvailability } from "../../../domain/bookings.ts";
import { BookNowButton } from "../../../ui/buttons.tsx";
import type { DataListColumn } from "../../../ui/data-list.tsx";
import { departureKey, durationMinutes } from "../flight-list.ts";
import { AirlineMark } from "./airline-mark.tsx";
import { FlightState, Price, RouteCell, When } from "./flight-cells.tsx";

/**
 * The shared table's header text (base-content at 60 %) measures 4.31:1 on white, under AA's
 * 4.5:1: the headers of this table are drawn a little darker until the shared list is fixed.
 */
const HEAD = "[&:is(th)]:text-base-content/80";

/** `onBook` opens the booking modal for a flight (its id); `today` is Karachi's date. */
export function flightColumns(onBook: (id: string) => void, today: string): DataListColumn<FlightRow>[] {
  return [
    {
      key: "airline",
      header: "Airline",
      compact: true,
      className: `min-w-40 max-w-60 ${HEAD}`,
      render: (f) => <AirlineMark airlineName={f.airlineName} flightNumber={f.flightNumber} size="sm" />,
    },
    { key: "route", header: "Route", className: HEAD, render: (f) => <RouteCell flight={f} /> },
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
      render: (f) => <FlightState flight={f} today={today} />,
    },
    {
      key: "book",
      header: "Book",
      compact: true,
      className: `text-right ${HEAD}`,
      render: (f) => (
        <BookNowButton
          availability={flightAvailability(f, today)}
          onClick={() => onBook(f._id)}
          className="btn-sm whitespace-nowrap"
        />
      ),
    },
  ];
}
