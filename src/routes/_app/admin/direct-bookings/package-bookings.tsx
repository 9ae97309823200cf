import { createFileRoute } from "@tanstack/react-router";
import { Page } from "../../../../ui/page.tsx";

export const Route = createFileRoute("/_app/admin/direct-bookings/package-bookings")({
  staticData: { title: "Direct Package Bookings", search: "Search by customer, package or passenger..." },
  component: DirectPackageBookingsPage,
});

function DirectPackageBookingsPage() {
  return <Page title="Direct Package Bookings" />;
}
