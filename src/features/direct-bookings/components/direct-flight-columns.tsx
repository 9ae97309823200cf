/**
 * The columns of the direct flight bookings' table: customer, flight, passengers (with the amount
 * under the count), status, date and the row's actions, all sortable but the actions.
 *
 * The table fits its box from 1280 px screens up, so Delete is never past a scrollbar at the
 * table's foot: the customer and flight cells have a width cap (a cap on a cell's content holds,
 * one on the cell does not), and the actions wrap to a second line when the box is narrow
 * (ROW_ACTIONS_CLASS in parts.tsx).
 */
import { formatRupees } from "../../../domain/format.ts";
import { actionsColumn, statusColumn } from "../../../ui/booking/list-parts.tsx";
import { withNarrowCells } from "../../../ui/booking-parts.tsx";
import type { DataListColumn } from "../../../ui/data-list.tsx";
import { DIRECT_SORT_VALUES, type DirectBooking, passengerCount } from "../direct-view.ts";
import { type Actions, RowActions } from "./direct-flight-actions.tsx";
import { Booked, Customer, FlightCell } from "./direct-flight-cells.tsx";

export function columns(actions: Actions): DataListColumn<DirectBooking>[] {
  return withNarrowCells([
    {
      key: "customer",
      header: "Customer",
      render: (b) => <Customer b={b} className="max-w-48" />,
      sortValue: DIRECT_SORT_VALUES.customer,
      compact: true,
    },
    {
      key: "flight",
      header: "Flight",
      render: (b) => <FlightCell b={b} className="max-w-52" />,
      sortValue: DIRECT_SORT_VALUES.flight,
      compact: true,
    },
    {
      key: "passengers",
      header: "Passengers",
      // The amount rides under the count: seven columns and five row actions fit 1024 px then.
      render: (b) => (
        <span className="flex flex-col whitespace-nowrap leading-tight">
          <span className="font-medium tabular-nums">{passengerCount(b)}</span>
          <span className="text-base-content/70 text-xs tabular-nums">
            {formatRupees(b.bookingDetails?.totalAmount)} total
          </span>
        </span>
      ),
      sortValue: DIRECT_SORT_VALUES.passengers,
      className: "text-right",
      compact: true,
    },
    statusColumn("directBookings", DIRECT_SORT_VALUES.status),
    {
      key: "date",
      header: "Date",
      render: (b) => <Booked at={b.createdAt} />,
      sortValue: DIRECT_SORT_VALUES.date,
      compact: true,
    },
    actionsColumn((b) => <RowActions b={b} actions={actions} />),
  ]);
}
