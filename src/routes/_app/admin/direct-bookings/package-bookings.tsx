import { createFileRoute } from "@tanstack/react-router";
import { DirectPackageBookings } from "../../../../features/direct-bookings/components/direct-package-bookings.tsx";
import { type BookingLinkSearch, parseBookingLink } from "../../../../ui/booking-link.ts";

export const Route = createFileRoute("/_app/admin/direct-bookings/package-bookings")({
  staticData: { title: "Direct Package Bookings", search: "Search by customer, package or passenger..." },
  // The booking a notification opens (?booking=<id>, docs/ARCHITECTURE.md §13.5).
  validateSearch: (raw: Record<string, unknown>): BookingLinkSearch => parseBookingLink(raw),
  component: DirectPackageBookings,
});
