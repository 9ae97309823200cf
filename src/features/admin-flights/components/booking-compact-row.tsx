/**
 * One row of Customer Bookings' compact table: the flight and the date on three short lines, the
 * amount under the passengers, the actions three to a line.
 */
import { formatDate, formatRupees } from "../../../domain/format.ts";
import { type AdminBooking, bookingFlight, passengerCountOf, routeOf } from "../booking-view.ts";
import { CELL, Customer, Status } from "./booking-cells.tsx";
import { Actions, type BookingActions } from "./booking-row-actions.tsx";

export function CompactRow({ b, actions }: { b: AdminBooking; actions: BookingActions }) {
  const f = bookingFlight(b);
  const [day, month, year] = formatDate(b.createdAt).split(" ");
  return (
    <>
      <td className={`${CELL} pl-3`}>
        <Customer b={b} narrow />
      </td>
      <td className={CELL}>
        {f ? (
          <span className="flex flex-col leading-tight">
            <span className="whitespace-nowrap font-medium">
              <span className="font-mono">{f.flightNumber}</span>
            </span>
            <span className="whitespace-nowrap">{routeOf(f)}</span>
            <span className="whitespace-nowrap text-base-content/70 text-xs">
              {formatDate(f.departureDate)}
            </span>
          </span>
        ) : (
          <span className="text-base-content/70">Unknown Flight</span>
        )}
      </td>
      <td className={`${CELL} text-center tabular-nums`}>
        {passengerCountOf(b)}
        <span className="block whitespace-nowrap text-base-content/70 text-xs">
          {formatRupees(b.totalAmount)}
        </span>
      </td>
      <td className={CELL}>
        <Status b={b} narrow />
      </td>
      <td className={`${CELL} text-xs`}>
        <span className="flex flex-col whitespace-nowrap">
          <span>
            {day} {month}
          </span>
          <span className="text-base-content/70">{year}</span>
        </span>
      </td>
      <td className={`${CELL} pr-3`}>
        <Actions b={b} actions={actions} layout="compact" />
      </td>
    </>
  );
}
