/**
 * A website package booking's buttons in the list (what the lifecycle gives an admin, and
 * view), what each does, and the write under way.
 */
import { BookingActions, BUTTON_OF_WRITE, handlersFor } from "../../../ui/booking/actions.tsx";
import type { StatusChange } from "../data.ts";
import { bookingRef, type DirectPackageBooking } from "../direct-view.ts";
import { ROW_ACTIONS_CLASS } from "./parts.tsx";

export type Busy = { id: string; action: StatusChange | "deleted" } | null;

export type Actions = {
  onView: (b: DirectPackageBooking) => void;
  onApprove: (b: DirectPackageBooking) => void;
  onCancel: (b: DirectPackageBooking) => void;
  onDelete: (b: DirectPackageBooking) => void;
  busy: Busy;
};

/** The row's buttons: what the lifecycle gives an admin (docs/ARCHITECTURE.md §10), and view. */
export function RowActions({ b, actions }: { b: DirectPackageBooking; actions: Actions }) {
  const mine = actions.busy?.id === b._id ? actions.busy.action : null;
  return (
    <BookingActions
      kind="direct-package"
      status={b.status}
      reference={bookingRef(b)}
      className={ROW_ACTIONS_CLASS}
      tooltipLeft
      busy={mine && BUTTON_OF_WRITE[mine]}
      on={handlersFor(actions, b)}
    />
  );
}
