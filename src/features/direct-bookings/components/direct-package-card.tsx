/** A website package booking as a card in the narrow layout, with the row's buttons. */
import { formatDate, formatRupees } from "../../../domain/format.ts";
import { Fact, StatusBadge } from "../../../ui/booking-parts.tsx";
import { ListCard } from "../../../ui/list-card.tsx";
import { QueuedBadge } from "../../../ui/outbox/outbox-ui.tsx";
import { bookingRef, type DirectPackageBooking } from "../direct-view.ts";
import { type Actions, RowActions } from "./direct-package-actions.tsx";
import { CustomerCell, PackageCell } from "./direct-package-cells.tsx";

export function PackageCard({ b, actions }: { b: DirectPackageBooking; actions: Actions }) {
  return (
    <ListCard
      label={`Booking ${bookingRef(b)}`}
      head={<PackageCell b={b} />}
      badges={
        <>
          <StatusBadge status={b.status} />
          <QueuedBadge table="directPackageBookings" id={b._id} />
        </>
      }
      actions={<RowActions b={b} actions={actions} />}
    >
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Fact label="Customer" wide>
          <CustomerCell b={b} />
        </Fact>
        <Fact label="Booking">
          <span className="font-mono">{bookingRef(b)}</span>
        </Fact>
        <Fact label="Booked">{formatDate(b.createdAt)}</Fact>
        <Fact label="Passengers">{b.passengerDetails?.length ?? 0}</Fact>
        <Fact label="Total">
          <span className="font-semibold tabular-nums">{formatRupees(b.totalAmount)}</span>
        </Fact>
      </dl>
    </ListCard>
  );
}
