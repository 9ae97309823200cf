/**
 * The cells of Customer Bookings shared by its three layouts: who booked (with the reference), the
 * flight, and the status with its 'Queued' and 'Payment claimed' badges.
 */

import { airlineLogo } from "../../../domain/airlines.ts";
import { formatDate } from "../../../domain/format.ts";
import { QueuedBadge } from "../../../ui/outbox/outbox-ui.tsx";
import { bookingReference } from "../../../ui/print/booking-receipt.ts";
import {
  type AdminBooking,
  bookingFlight,
  customerEmailOf,
  customerNameOf,
  routeOf,
} from "../booking-view.ts";
import { StatusBadge } from "./airline-badge.tsx";
import { PaymentClaimBadge } from "./payment-claim-badge.tsx";

/** Dense cells; headers a shade darker than daisyUI's for AA contrast. */
export const CELL = "px-2 text-[13px] [&:is(th)]:text-base-content/80";

export function Customer({ b, narrow = false }: { b: AdminBooking; narrow?: boolean }) {
  return (
    <span className={`flex min-w-0 flex-col leading-tight ${narrow ? "max-w-32" : "max-w-44"}`}>
      <span className="truncate font-medium">{customerNameOf(b)}</span>
      <span className="truncate text-base-content/70 text-xs" title={customerEmailOf(b)}>
        {customerEmailOf(b)}
      </span>
      <span className="mt-0.5 font-mono text-base-content/70 text-xs">{bookingReference(b)}</span>
    </span>
  );
}

export function FlightCell({ b }: { b: AdminBooking }) {
  const f = bookingFlight(b);
  if (!f) return <span className="text-base-content/70">Unknown Flight</span>;
  return (
    <span className="flex min-w-0 items-center gap-2">
      <img
        src={airlineLogo(f.airlineName)}
        alt=""
        width={28}
        height={28}
        className="size-7 shrink-0 rounded-md"
      />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="whitespace-nowrap font-medium">
          <span className="font-mono">{f.flightNumber}</span> · {routeOf(f)}
        </span>
        <span className="whitespace-nowrap text-base-content/70 text-xs">
          {formatDate(f.departureDate)} {f.departureTime}
          <span className="sr-only"> · {f.airlineName}</span>
        </span>
      </span>
    </span>
  );
}

export function Status({ b, narrow = false }: { b: AdminBooking; narrow?: boolean }) {
  return (
    <span className={`flex flex-col items-start gap-1 ${narrow ? "max-w-28" : "max-w-44"}`}>
      <StatusBadge status={b.status} />
      <QueuedBadge table="bookings" id={b._id} />
      <PaymentClaimBadge b={b} />
    </span>
  );
}
