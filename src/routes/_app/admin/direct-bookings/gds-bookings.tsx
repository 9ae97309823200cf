import { createFileRoute } from "@tanstack/react-router";
import { Page } from "../../../../ui/page.tsx";

export const Route = createFileRoute("/_app/admin/direct-bookings/gds-bookings")({
  staticData: { title: "GDS Bookings", search: "Search by PNR, passenger or route..." },
  component: GdsBookingsPage,
});

function GdsBookingsPage() {
  return <Page title="GDS Bookings" />;
}
