import { createFileRoute } from "@tanstack/react-router";
import { MyPackages } from "../../../../features/customer-packages/components/my-packages.tsx";
import { type BookingLinkSearch, parseBookingLink } from "../../../../ui/booking-link.ts";

export const Route = createFileRoute("/_app/customer/packages/my")({
  staticData: { title: "My Packages", search: "Search by package or status..." },
  // The booking a notification opens (?booking=<id>, docs/ARCHITECTURE.md §13.5).
  validateSearch: (raw: Record<string, unknown>): BookingLinkSearch => parseBookingLink(raw),
  component: MyPackages,
});
