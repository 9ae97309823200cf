import { createFileRoute } from "@tanstack/react-router";
import { GdsBookings } from "../../../../features/gds-bookings/components/gds-bookings.tsx";

export const Route = createFileRoute("/_app/admin/direct-bookings/gds-bookings")({
  staticData: { title: "GDS Bookings", search: "Search by PNR, passenger or route..." },
  component: GdsBookings,
});
