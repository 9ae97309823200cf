/**
 * A website flight booking as a card in the narrow layout: who booked, what, the reference,
 * source, passengers, amount and when, with the row's buttons.
 */
import { formatDate, formatRupees, formatTime12 } from "../../../domain/format.ts";
import { Fact, StatusBadge } from "../../../ui/booking-parts.tsx";
import { ListCard } from "../../../ui/list-card.tsx";
import { QueuedBadge } from "../../../ui/outbox/outbox-ui.tsx";
import { bookingRef, type DirectBooking, passengerCount } from "../direct-view.ts";
import { type Actions, RowActions } from "./direct-flight-actions.tsx";
import { FlightCell } from "./direct-flight-cells.tsx";
import { sourceLabel } from "./parts.tsx";

export function BookingCard({ b, actions }: { b: DirectBooking; actions: Actions }) {
  return (
    <ListCard
      label={`Booking ${bookingRef(b)}`}
      head={
        <span className="flex min-w-0 flex-col leading-tight">
          <span className="truncate font-semibold">{b.customerName || "Unknown User"}</span>
          <span className="truncate text-base-content/70 text-sm">{b.customerEmail || "No email"}</span>
        </span>
      }
      badges={
        <>
          <StatusBadge status={b.status} />
          <QueuedBadge table="directBookings" id={b._id} />
        </>
      }
      actions={<RowActions b={b} actions={actions} />}
    >
      <div className="mt-3">
        <FlightCell b={b} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Fact label="Booking">
          <span className="font-mono">{bookingRef(b)}</span>
        </Fact>
        <Fact label="Source">{sourceLabel(b.source)}</Fact>
        <Fact label="Passengers">{passengerCount(b)}</Fact>
        <Fact label="Amount">
          <span className="font-semibold tabular-nums">{formatRupees(b.bookingDetails?.totalAmount)}</span>
        </Fact>
        <Fact label="Booked" wide>
          {formatDate(b.createdAt)} · {formatTime12(b.createdAt)}
        </Fact>
      </dl>
    </ListCard>
  );
}
