/**
 * A booking as a card in Customer Bookings' narrow layout: who booked, the flight, passengers,
 * total and date, the payment claimed, and when a pending booking expires.
 */
import { CalendarClock } from "lucide-react";
import { formatDate, formatDateTime, formatRupees } from "../../../domain/format.ts";
import { expires } from "../../../domain/lifecycle.ts";
import { Fact } from "../../../ui/booking/details.tsx";
import { ListCard } from "../../../ui/list-card.tsx";
import { QueuedBadge } from "../../../ui/outbox/outbox-ui.tsx";
import { bookingReference } from "../../../ui/print/booking-receipt.ts";
import { type AdminBooking, passengerCountOf, paymentClaim } from "../booking-view.ts";
import { StatusBadge } from "./airline-badge.tsx";
import { Customer, FlightCell } from "./booking-cells.tsx";
import { Actions, type BookingActions } from "./booking-row-actions.tsx";
import { PaymentClaimBadge } from "./payment-claim-badge.tsx";

export function BookingCard({ b, actions }: { b: AdminBooking; actions: BookingActions }) {
  return (
    <ListCard
      label={`Booking ${bookingReference(b)}`}
      head={<Customer b={b} />}
      badges={
        <>
          <StatusBadge status={b.status} />
          <QueuedBadge table="bookings" id={b._id} />
        </>
      }
      actions={<Actions b={b} actions={actions} layout="card" />}
    >
      <div className="mt-3">
        <FlightCell b={b} />
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
        <Fact label="Passengers">{passengerCountOf(b)}</Fact>
        <Fact label="Total">
          <span className="font-semibold tabular-nums">{formatRupees(b.totalAmount)}</span>
        </Fact>
        <Fact label="Booked">{formatDate(b.createdAt)}</Fact>
      </dl>
      {paymentClaim(b) && (
        <div className="mt-3">
          <PaymentClaimBadge b={b} />
        </div>
      )}
      {/* A recorded payment does not expire: its badge says it waits for the check. */}
      {expires(b) && b.expiresAt && (
        <p className="mt-2 flex items-center gap-1 text-base-content/70 text-xs">
          <CalendarClock className="size-3.5" aria-hidden="true" />
          Expires {formatDateTime(b.expiresAt)}
        </p>
      )}
    </ListCard>
  );
}
