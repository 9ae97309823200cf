/**
 * Customer Bookings keeps its status filter in the URL (?status=pending), so a reload, the back
 * button or a link keeps it. Unknown values are dropped, never an error page; 'all' is left out.
 * Like every route-search module, this one imports nothing heavy: the route files load it up front.
 */
import { BOOKING_STATUSES, type BookingStatus, isOneOf } from "../../domain/constants.ts";
import { type BookingLinkSearch, parseBookingLink } from "../../ui/booking-link.ts";

export const BOOKING_STATUS_FILTERS = ["all", ...BOOKING_STATUSES] as const;
export type BookingStatusFilter = (typeof BOOKING_STATUS_FILTERS)[number];

/** The status filter, and the booking a notification opens (?booking=<id>, ui/booking-link.ts). */
export type AdminBookingsSearch = { status?: BookingStatus } & BookingLinkSearch;

export function parseAdminBookingsSearch(raw: Record<string, unknown>): AdminBookingsSearch {
  return {
    ...(isOneOf(BOOKING_STATUSES, raw.status) ? { status: raw.status } : {}),
    ...parseBookingLink(raw),
  };
}
