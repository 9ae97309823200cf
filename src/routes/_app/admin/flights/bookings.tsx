import { createFileRoute } from "@tanstack/react-router";
import { Page } from "../../../../ui/page.tsx";

export const Route = createFileRoute("/_app/admin/flights/bookings")({
  staticData: { title: "Customer Bookings", search: "Search by customer, flight or status..." },
  component: CustomerBookingsPage,
});

function CustomerBookingsPage() {
  return <Page title="Customer Bookings" subtitle="Manage and review customer bookings" />;
}
