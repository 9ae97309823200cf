import { createFileRoute } from "@tanstack/react-router";
import { Page } from "../../../ui/page.tsx";

export const Route = createFileRoute("/_app/customer/bookings")({
  staticData: { title: "My Bookings", search: "Search by flight or status..." },
  component: MyBookingsPage,
});

function MyBookingsPage() {
  return <Page title="My Bookings" />;
}
