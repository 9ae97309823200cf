/**
 * One row of the flights' compact table: the airline's logo with the flight number, the route
 * (and stopover), the schedule (and return), the price with the seats, status, and the actions.
 */
import { airlineLogo } from "../../../domain/airlines.ts";
import { formatDate, formatRupees } from "../../../domain/format.ts";
import { QueuedBadge } from "../../../ui/outbox/outbox-ui.tsx";
import type { Flight } from "../data.ts";
import { FlightStatusBadge } from "./airline-badge.tsx";
import { CELL, Route, Schedule, Seats } from "./flight-cells.tsx";
import { type FlightActions, RowActions } from "./flight-row-actions.tsx";

/** The reduced table: airline with the flight number, seats under the price, two actions a line. */
export function CompactRow({ f, actions }: { f: Flight; actions: FlightActions | null }) {
  return (
    <>
      <td className={`${CELL} pl-3`}>
        <span className="flex items-center gap-2" title={f.airlineName}>
          <img
            src={airlineLogo(f.airlineName)}
            alt=""
            width={28}
            height={28}
            className="size-7 shrink-0 rounded-md"
          />
          <span className="whitespace-nowrap font-mono">{f.flightNumber}</span>
          <span className="sr-only">{f.airlineName}</span>
        </span>
      </td>
      <td className={CELL}>
        <Route f={f} />
        {f.isStopover && <span className="block text-base-content/70 text-xs">via {f.stopoverLocation}</span>}
      </td>
      <td className={CELL}>
        <Schedule date={f.departureDate} from={f.departureTime} to={f.arrivalTime} />
        {f.isReturnFlight && f.returnDepartureDate && (
          <span className="block whitespace-nowrap text-base-content/70 text-xs">
            Return {formatDate(f.returnDepartureDate)}
          </span>
        )}
      </td>
      <td className={`${CELL} text-right`}>
        <span className="block whitespace-nowrap tabular-nums">{formatRupees(f.price)}</span>
        <span className="block whitespace-nowrap text-xs">
          <Seats n={f.seatsAvailable} /> <span className="text-base-content/70">seats</span>
        </span>
      </td>
      <td className={CELL}>
        <span className="inline-flex flex-wrap items-center gap-1">
          <FlightStatusBadge f={f} />
          <QueuedBadge table="flights" id={f._id} />
        </span>
      </td>
      {actions && (
        <td className={`${CELL} pr-3`}>
          <RowActions f={f} actions={actions} wrap />
        </td>
      )}
    </>
  );
}
