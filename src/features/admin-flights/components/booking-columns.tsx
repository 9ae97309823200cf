/**
 * The columns of Customer Bookings' full table: customer, flight, passengers, amount, status, date
 * and the row's actions; all but the amount sortable.
 */
import { formatDate, formatRupees } from "../../../domain/format.ts";
import type { DataListColumn } from "../../../ui/data-list.tsx";
import { type AdminBooking, bookingFlight, customerNameOf, passengerCountOf } from "../booking-view.ts";
import { CELL, Customer, FlightCell, Status } from "./booking-cells.tsx";
import { Actions, type BookingActions } from "./booking-row-actions.tsx";

export function columns(actions: BookingActions): DataListColumn<AdminBooking>[] {
  return [
    {
      key: "customer",
      header: "Customer",
      render: (b) => <Customer b={b} />,
      sortValue: (b) => customerNameOf(b),
      className: `${CELL} pl-3`,
      compact: true,
    },
    {
      key: "flight",
      header: "Flight",
      render: (b) => <FlightCell b={b} />,
      sortValue: (b) => bookingFlight(b)?.flightNumber ?? null,
      className: CELL,
      compact: true,
    },
    {
      key: "passengers",
      header: "Passengers",
      render: (b) => <span className="tabular-nums">{passengerCountOf(b)}</span>,
      sortValue: (b) => passengerCountOf(b),
      className: `${CELL} text-center`,
      compact: true,
    },
    {
      key: "amount",
      header: "Amount",
      render: (b) => <span className="whitespace-nowrap tabular-nums">{formatRupees(b.totalAmount)}</span>,
      className: `${CELL} text-right`,
    },
    {
      key: "status",
      header: "Status",
      render: (b) => <Status b={b} />,
      sortValue: (b) => b.status,
      className: CELL,
      compact: true,
    },
    {
      key: "date",
      header: "Date",
      render: (b) => <span className="whitespace-nowrap">{formatDate(b.createdAt)}</span>,
      sortValue: (b) => b.createdAt,
      className: CELL,
      compact: true,
    },
    {
      key: "actions",
      header: "Actions",
      render: (b) => <Actions b={b} actions={actions} layout="table" />,
      className: `${CELL} pr-3 text-right`,
      compact: true,
    },
  ];
}
