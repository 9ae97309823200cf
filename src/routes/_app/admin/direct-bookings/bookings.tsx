import { createFileRoute } from "@tanstack/react-router";
import { DirectFlightBookings } from "../../../../features/direct-bookings/components/direct-flight-bookings.tsx";
import { type BookingLinkSearch, parseBookingLink } from "../../../../ui/booking-link.ts";

export const Route = createFileRoute("/_app/admin/direct-bookings/bookings")({
  staticData: { title: "Direct Flight Bookings", search: "Search by customer, flight or status..." },
  // The booking a notification opens (?booking=<id>, docs/ARCHITECTURE.md §13.5).
  validateSearch: (raw: Record<string, unknown>): BookingLinkSearch => parseBookingLink(raw),
  component: DirectFlightBookings,
});
