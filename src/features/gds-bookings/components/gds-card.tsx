/**
 * A GDS booking as a card in the narrow layout: reference, route, flight, airline, departure,
 * amount and passenger, with the row's buttons.
 */
import { formatDate } from "../../../domain/format.ts";
import { Fact, StatusBadge } from "../../../ui/booking-parts.tsx";
import { ListCard } from "../../../ui/list-card.tsx";
import { QueuedBadge } from "../../../ui/outbox/outbox-ui.tsx";
import { departureOf, firstFlight, type GdsBooking, gdsRoute, wallClock } from "../gds-view.ts";
import { Amount, Passenger, Reference } from "./gds-cells.tsx";
import { type Actions, RowActions } from "./gds-row-actions.tsx";

export function GdsCard({ b, actions }: { b: GdsBooking; actions: Actions }) {
  const f = firstFlight(b);
  const departs = wallClock(departureOf(b));
  return (
    <ListCard
      label={`GDS booking ${b.bookingId}`}
      head={<Reference b={b} />}
      badges={
        <>
          <StatusBadge status={b.status} />
          <QueuedBadge table="gdsBookings" id={b._id} />
        </>
      }
      actions={<RowActions b={b} actions={actions} />}
    >
      <p className="mt-3 font-medium text-lg leading-snug">{gdsRoute(b) || "—"}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Fact label="Flight">
          <span className="font-mono">{f.flightNumber}</span>
          {b.isMultiCity && (b.multiCityFlights?.length ?? 0) > 1 && (
            <span className="text-base-content/70"> +{(b.multiCityFlights?.length ?? 1) - 1} more</span>
          )}
        </Fact>
        <Fact label="Airline">{f.airline || "—"}</Fact>
        <Fact label="Departure">
          {departs ? `${formatDate(departs.date)}${departs.time ? ` · ${departs.time}` : ""}` : "—"}
        </Fact>
        <Fact label="Amount">
          <Amount b={b} />
        </Fact>
        <Fact label="Passenger" wide>
          <Passenger b={b} />
        </Fact>
      </dl>
    </ListCard>
  );
}
