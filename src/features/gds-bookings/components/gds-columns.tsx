/**
 * The columns of the GDS bookings' table: booking / PNR, flight / route, passenger, amount,
 * status and the row's actions.
 */
import { actionsColumn, statusColumn } from "../../../ui/booking/list-parts.tsx";
import { withNarrowCells } from "../../../ui/booking-parts.tsx";
import type { DataListColumn } from "../../../ui/data-list.tsx";
import type { GdsBooking } from "../gds-view.ts";
import { Amount, FlightCell, Passenger, Reference } from "./gds-cells.tsx";
import { type Actions, RowActions } from "./gds-row-actions.tsx";

export function columns(actions: Actions): DataListColumn<GdsBooking>[] {
  return withNarrowCells([
    { key: "reference", header: "Booking / PNR", render: (b) => <Reference b={b} />, compact: true },
    {
      key: "flight",
      header: "Flight / Route",
      render: (b) => <FlightCell b={b} />,
      className: "min-w-44 max-w-64",
      compact: true,
    },
    {
      key: "passenger",
      header: "Passenger",
      render: (b) => <Passenger b={b} />,
      className: "max-w-48",
      compact: true,
    },
    {
      key: "amount",
      header: "Amount",
      render: (b) => <Amount b={b} />,
      className: "text-right",
      compact: true,
    },
    statusColumn("gdsBookings"),
    actionsColumn((b) => <RowActions b={b} actions={actions} />),
  ]);
}
