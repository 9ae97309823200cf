/**
 * A notification opens the booking it is about with `?booking=<id>` on the list that shows it
 * (docs/ARCHITECTURE.md §13.5). This is the parameter's parsing, which every such route's
 * `validateSearch` uses. Like the route-search modules, it imports nothing heavy: the route files
 * load it up front.
 */

/** A booking's `_id` (the mirror's key): a uuid. */
const BOOKING_ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type BookingLinkSearch = { booking?: string };

/** `?booking=<uuid>`, lower-cased; anything else is dropped (never an error page). */
export function parseBookingLink(raw: Record<string, unknown>): BookingLinkSearch {
  const value = typeof raw.booking === "string" ? raw.booking.trim().toLowerCase() : "";
  return BOOKING_ID_RE.test(value) ? { booking: value } : {};
}

/** The search params without `booking` (a closed booking is not opened again by Back or a reload). */
export function withoutBookingLink<S extends BookingLinkSearch>(search: S): Omit<S, "booking"> {
  const { booking: _, ...rest } = search;
  return rest;
}
