/**
 * The columns of the flights' full table: every field of the spec, all sortable but the stopover,
 * and the row's actions kept in view at the right edge.
 */
import { formatBaggage, formatRupees } from "../../../domain/format.ts";
import type { DataListColumn } from "../../../ui/data-list.tsx";
import { QueuedBadge } from "../../../ui/outbox/outbox-ui.tsx";
import type { Flight } from "../data.ts";
import { AirlineBadge, FlightStatusBadge } from "./airline-badge.tsx";
import { CELL, Route, Schedule, Seats } from "./flight-cells.tsx";
import { type FlightActions, RowActions } from "./flight-row-actions.tsx";

export function columns(actions: FlightActions): DataListColumn<Flight>[] {
  return [
    {
      key: "airline",
      header: "Airline",
      render: (f) => <AirlineBadge name={f.airlineName} compact />,
      sortValue: (f) => f.airlineName,
      className: `${CELL} pl-3`,
      compact: true,
    },
    {
      key: "flightNumber",
      header: "Flight",
      render: (f) => <span className="whitespace-nowrap font-mono">{f.flightNumber}</span>,
      sortValue: (f) => f.flightNumber,
      className: CELL,
    },
    {
      key: "route",
      header: "Route",
      render: (f) => <Route f={f} />,
      sortValue: (f) => f.departure,
      compact: true,
      className: CELL,
    },
    {
      key: "schedule",
      header: "Schedule",
      render: (f) => <Schedule date={f.departureDate} from={f.departureTime} to={f.arrivalTime} />,
      sortValue: (f) => `${f.departureDate}T${f.departureTime}`,
      compact: true,
      className: CELL,
    },
    {
      key: "return",
      header: "Return",
      render: (f) =>
        f.isReturnFlight && f.returnDepartureDate ? (
          <Schedule date={f.returnDepartureDate} from={f.returnDepartureTime} to={f.returnArrivalTime} />
        ) : (
          <span className="text-base-content/70 text-sm">One way</span>
        ),
      sortValue: (f) => (f.isReturnFlight ? f.returnDepartureDate : null),
      className: CELL,
    },
    {
      key: "price",
      header: "Price",
      render: (f) => <span className="whitespace-nowrap tabular-nums">{formatRupees(f.price)}</span>,
      sortValue: (f) => f.price,
      className: `${CELL} text-right`,
      compact: true,
    },
    {
      key: "seats",
      header: "Seats",
      render: (f) => <Seats n={f.seatsAvailable} />,
      sortValue: (f) => f.seatsAvailable,
      className: `${CELL} text-right`,
    },
    {
      key: "pnr",
      header: "PNR",
      render: (f) => <span className="inline-block max-w-24 break-all font-mono">{f.pnr || "—"}</span>,
      sortValue: (f) => f.pnr,
      className: CELL,
    },
    {
      key: "meal",
      header: "Meal",
      render: (f) => (f.defaultMeal === "yes" ? "Yes" : "No"),
      sortValue: (f) => f.defaultMeal,
      className: CELL,
    },
    {
      key: "baggage",
      header: "Baggage",
      render: (f) => <span className="inline-block max-w-24">{formatBaggage(f.defaultBaggage) || "—"}</span>,
      sortValue: (f) => f.defaultBaggage,
      className: CELL,
    },
    {
      key: "stopover",
      header: "Stopover",
      render: (f) =>
        f.isStopover ? (
          <span className="flex max-w-28 flex-col leading-tight">
            <span>{f.stopoverLocation || "Stopover"}</span>
            {f.stopoverLayover && <span className="text-base-content/70 text-xs">{f.stopoverLayover}</span>}
          </span>
        ) : (
          <span className="text-base-content/70">Direct</span>
        ),
      className: CELL,
    },
    {
      key: "status",
      header: "Status",
      render: (f) => (
        <span className="inline-flex flex-wrap items-center gap-1">
          <FlightStatusBadge f={f} />
          <QueuedBadge table="flights" id={f._id} />
        </span>
      ),
      sortValue: (f) => f.status,
      compact: true,
      className: CELL,
    },
    {
      key: "actions",
      header: "Actions",
      render: (f) => <RowActions f={f} actions={actions} />,
      // Always reachable, even when long values make the table scroll sideways.
      className: `${CELL} sticky right-0 bg-base-100 pr-3 text-right`,
      compact: true,
    },
  ];
}
