import { createFileRoute } from "@tanstack/react-router";
import { DirectPackageBookings } from "../../../../features/direct-bookings/components/direct-package-bookings.tsx";

export const Route = createFileRoute("/_app/admin/direct-bookings/package-bookings")({
  staticData: { title: "Direct Package Bookings", search: "Search by customer, package or passenger..." },
  component: DirectPackageBookings,
});
