/**
 * The Status filter of a booking list (pure): its options ('All …' first, then each status by its
 * name) and the DataList filter that keeps the bookings of the chosen status.
 */
import { BOOKING_STATUSES, type BookingStatus } from "../../domain/bookings.ts";
import type { DataListFilter, FilterOption } from "../data-list-model.ts";

/** A booking status by its name. */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  cancelled: "Cancelled",
};

/** The options of a Status filter: `allLabel` ('All Status', 'All Bookings', …), then each status. */
export function statusOptions(allLabel: string): readonly FilterOption[] {
  return [
    { value: "all", label: allLabel },
    ...BOOKING_STATUSES.map((s) => ({ value: s, label: BOOKING_STATUS_LABELS[s] })),
  ];
}

/** The Status filter of a booking list. */
export function statusFilter<B extends { status: string }>(
  options: DataListFilter<B>["options"],
  value: string,
  onChange: (status: string) => void,
): DataListFilter<B> {
  return { id: "status", label: "Status", options, value, onChange, predicate: (b, v) => b.status === v };
}
