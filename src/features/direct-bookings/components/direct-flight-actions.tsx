/**
 * A website flight booking's buttons in the list: what the lifecycle gives an admin
 * (docs/ARCHITECTURE.md §10), view, and an email link to the customer; and what each does.
 */
import { BookingActions, handlersFor } from "../../../ui/booking/actions.tsx";
import { bookingRef, type DirectBooking, mailtoCustomer } from "../direct-view.ts";
import { IconLink, ROW_ACTIONS_CLASS } from "./parts.tsx";

export type Actions = {
  onApprove: (b: DirectBooking) => void;
  onCancel: (b: DirectBooking) => void;
  onView: (b: DirectBooking) => void;
  onDelete: (b: DirectBooking) => void;
  busy: (b: DirectBooking) => boolean;
};

/** The row's buttons: what the lifecycle gives an admin (docs/ARCHITECTURE.md §10), view and email. */
export function RowActions({ b, actions }: { b: DirectBooking; actions: Actions }) {
  return (
    <BookingActions
      kind="direct-flight"
      status={b.status}
      reference={bookingRef(b)}
      className={ROW_ACTIONS_CLASS}
      tooltipLeft
      locked={actions.busy(b)}
      on={handlersFor(actions, b)}
      extra={
        b.customerEmail && (
          <IconLink href={mailtoCustomer(b)} label={`Email ${b.customerName || "the customer"}`} />
        )
      }
    />
  );
}
