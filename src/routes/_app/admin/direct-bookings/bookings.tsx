import { createFileRoute } from "@tanstack/react-router";
import { Page } from "../../../../ui/page.tsx";

export const Route = createFileRoute("/_app/admin/direct-bookings/bookings")({
  staticData: { title: "Direct Flight Bookings", search: "Search by customer, flight or status..." },
  component: DirectFlightBookingsPage,
});

function DirectFlightBookingsPage() {
  return <Page title="Direct Flight Bookings" />;
}
