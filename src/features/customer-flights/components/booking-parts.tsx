/** Small pieces shared by the booking card and the details modal: the status badge and texts. */
import type { BookingStatus } from "../../../domain/bookings.ts";
import { type MyBooking, STATUS_LABELS } from "../booking-list.ts";

const BADGES: Record<BookingStatus, string> = {
  pending: "badge-warning",
  approved: "badge-success",
  cancelled: "badge-error",
};

export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span className={`badge badge-sm font-medium ${BADGES[status]}`} data-status={status}>
      {STATUS_LABELS[status]}
    </span>
  );
}

export const PRINT_DISABLED_HINT = "Printing is available once the booking is approved";

/** 'Expired — not paid in time' or 'Cancelled'. */
export function cancelText(b: Pick<MyBooking, "cancelReason">): string {
  return b.cancelReason === "expired" ? "Expired — not approved within 2 hours" : "Cancelled by the agency";
}
