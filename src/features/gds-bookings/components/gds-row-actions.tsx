/**
 * A GDS booking's buttons in the list: view, and what the lifecycle gives an admin
 * (docs/ARCHITECTURE.md §10), the row's write spinning until the server answers.
 */
import { BookingActions, BUTTON_OF_WRITE, handlersFor } from "../../../ui/booking/actions.tsx";
import type { GdsBooking } from "../gds-view.ts";

export type Change = "approved" | "cancelled";

export type Actions = {
  onView: (b: GdsBooking) => void;
  onStatus: (b: GdsBooking, status: Change) => void;
  onCancel: (b: GdsBooking) => void;
  onDelete: (b: GdsBooking) => void;
  updating: ReadonlyMap<string, Change>;
};

export function RowActions({ b, actions }: { b: GdsBooking; actions: Actions }) {
  const mine = actions.updating.get(b._id) ?? null;
  return (
    <BookingActions
      kind="gds"
      status={b.status}
      reference={b.bookingId}
      tooltipLeft
      busy={mine && BUTTON_OF_WRITE[mine]}
      on={{ ...handlersFor(actions, b), approve: () => actions.onStatus(b, "approved") }}
    />
  );
}
