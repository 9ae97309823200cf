/**
 * The columns of the direct package bookings' table, all sortable but the actions. Like the flight
 * bookings' table it fits its box from 1280 px screens up: capped cells, wrapping row buttons.
 */
import { formatDate, formatRupees } from "../../../domain/format.ts";
import { actionsColumn, statusColumn } from "../../../ui/booking/list-parts.tsx";
import { withNarrowCells } from "../../../ui/booking-parts.tsx";
import type { DataListColumn } from "../../../ui/data-list.tsx";
import { bookingRef, type DirectPackageBooking } from "../direct-view.ts";
import { type Actions, RowActions } from "./direct-package-actions.tsx";
import { CustomerCell, PackageCell, passengersText } from "./direct-package-cells.tsx";
import { sourceLabel } from "./parts.tsx";

export function columns(actions: Actions): DataListColumn<DirectPackageBooking>[] {
  return withNarrowCells([
    {
      key: "booking",
      header: "Booking",
      render: (b) => (
        <span className="flex flex-col leading-tight">
          <span className="whitespace-nowrap font-medium font-mono">{bookingRef(b)}</span>
          <span className="text-base-content/70 text-xs">
            {formatDate(b.createdAt)} · {sourceLabel(b.source)}
          </span>
        </span>
      ),
      sortValue: (b) => b.createdAt,
      compact: true,
    },
    {
      key: "customer",
      header: "Customer",
      render: (b) => <CustomerCell b={b} className="max-w-44" />,
      sortValue: (b) => b.customerName?.toLowerCase(),
      compact: true,
    },
    {
      key: "package",
      header: "Package",
      render: (b) => <PackageCell b={b} className="max-w-52" />,
      sortValue: (b) => b.packageDetails?.name?.toLowerCase(),
      compact: true,
    },
    {
      key: "total",
      header: "Total",
      render: (b) => (
        <span className="flex flex-col whitespace-nowrap leading-tight">
          <span className="tabular-nums">{formatRupees(b.totalAmount)}</span>
          <span className="text-base-content/70 text-xs">
            {passengersText(b.passengerDetails?.length ?? 0)}
          </span>
        </span>
      ),
      sortValue: (b) => b.totalAmount,
      className: "text-right",
      compact: true,
    },
    statusColumn("directPackageBookings", (b) => b.status),
    actionsColumn((b) => <RowActions b={b} actions={actions} />),
  ]);
}
