import { createFileRoute } from "@tanstack/react-router";
import { GdsBookings } from "../../../../features/gds-bookings/components/gds-bookings.tsx";
import { type BookingLinkSearch, parseBookingLink } from "../../../../ui/booking-link.ts";

export const Route = createFileRoute("/_app/admin/direct-bookings/gds-bookings")({
  staticData: { title: "GDS Bookings", search: "Search by PNR, passenger or route..." },
  // The booking a notification opens (?booking=<id>, docs/ARCHITECTURE.md §13.5).
  validateSearch: (raw: Record<string, unknown>): BookingLinkSearch => parseBookingLink(raw),
  component: GdsBookings,
});
