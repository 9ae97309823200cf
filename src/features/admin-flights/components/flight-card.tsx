/**
 * A flight as a card in the flights list's narrow layout: airline, route and number, then its
 * schedule, price, seats, PNR and allowance.
 */

import { formatBaggage, formatDate, formatRupees } from "../../../domain/format.ts";
import { Fact } from "../../../ui/booking-parts.tsx";
import { ListCard } from "../../../ui/list-card.tsx";
import { QueuedBadge } from "../../../ui/outbox/outbox-ui.tsx";
import type { Flight } from "../data.ts";
import { stopoverLabel } from "../flight-view.ts";
import { AirlineBadge, FlightStatusBadge } from "./airline-badge.tsx";
import { Route, Seats } from "./flight-cells.tsx";
import { type FlightActions, RowActions } from "./flight-row-actions.tsx";

export function FlightCard({ f, actions }: { f: Flight; actions: FlightActions }) {
  return (
    <ListCard
      label={`Flight ${f.flightNumber}`}
      head={<AirlineBadge name={f.airlineName} />}
      badges={
        <>
          <FlightStatusBadge f={f} />
          <QueuedBadge table="flights" id={f._id} />
        </>
      }
      actions={<RowActions f={f} actions={actions} />}
    >
      <p className="mt-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="text-lg">
          <Route f={f} />
        </span>
        <span className="font-mono text-sm">{f.flightNumber}</span>
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Fact label="Departs">
          {formatDate(f.departureDate)} {f.departureTime}
        </Fact>
        <Fact label="Arrives">
          {formatDate(f.arrivalDate)} {f.arrivalTime}
        </Fact>
        <Fact label="Return">
          {f.isReturnFlight && f.returnDepartureDate
            ? `${formatDate(f.returnDepartureDate)} ${f.returnDepartureTime ?? ""}`
            : "One way"}
        </Fact>
        <Fact label="Stopover">{stopoverLabel(f)}</Fact>
        <Fact label="Price">
          <span className="font-semibold tabular-nums">{formatRupees(f.price)}</span>
        </Fact>
        <Fact label="Seats">
          <Seats n={f.seatsAvailable} />
        </Fact>
        <Fact label="PNR">
          <span className="font-mono">{f.pnr || "—"}</span>
        </Fact>
        <Fact label="Meal · Baggage">
          {f.defaultMeal === "yes" ? "Yes" : "No"} · {formatBaggage(f.defaultBaggage) || "—"}
        </Fact>
      </dl>
    </ListCard>
  );
}
