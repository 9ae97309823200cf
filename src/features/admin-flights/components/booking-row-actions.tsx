/**
 * A booking's buttons in Customer Bookings (the booking kit's BookingActions), and what each does
 * (the screen's handlers).
 */
import { BookingActions as BookingActionButtons, handlersFor } from "../../../ui/booking/actions.tsx";
import { bookingReference } from "../../../ui/print/booking-receipt.ts";
import type { AdminBooking } from "../booking-view.ts";

export type BookingActions = {
  onApprove: (b: AdminBooking) => void;
  onCancel: (b: AdminBooking) => void;
  onView: (b: AdminBooking) => void;
  onPrint: (b: AdminBooking) => void;
  onDelete: (b: AdminBooking) => void;
};

/** The row actions: what the lifecycle gives an admin on this booking, then view, print and delete. */
export function Actions({
  b,
  actions,
  layout,
}: {
  b: AdminBooking;
  actions: BookingActions;
  layout: "table" | "compact" | "card";
}) {
  return (
    <BookingActionButtons
      kind="flight"
      status={b.status}
      reference={bookingReference(b)}
      tooltipLeft
      className={
        layout === "compact"
          ? // Three to a line: the compact table has no room for five in a row.
            "ml-auto flex max-w-[6.5rem] flex-wrap items-center justify-end gap-0.5 max-lg:max-w-[8.75rem]"
          : "flex flex-nowrap items-center justify-end gap-0.5"
      }
      on={handlersFor(actions, b)}
    />
  );
}
