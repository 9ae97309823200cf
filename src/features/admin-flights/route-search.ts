/**
 * Customer Bookings keeps its status filter in the URL (?status=pending), so a reload, the back
 * button or a link keeps it. Unknown values are dropped, never an error page; 'all' is left out.
 */
import { type } from "arktype";
import { BOOKING_STATUS_FILTERS, type BookingStatusFilter } from "./booking-view.ts";

const status = type.enumerated(...BOOKING_STATUS_FILTERS);

export type AdminBookingsSearch = { status?: Exclude<BookingStatusFilter, "all"> };

export function parseAdminBookingsSearch(raw: Record<string, unknown>): AdminBookingsSearch {
  return status.allows(raw.status) && raw.status !== "all" ? { status: raw.status } : {};
}
