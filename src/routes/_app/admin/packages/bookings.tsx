import { createFileRoute } from "@tanstack/react-router";
import { Page } from "../../../../ui/page.tsx";

export const Route = createFileRoute("/_app/admin/packages/bookings")({
  staticData: { title: "Package Bookings", search: "Search by customer, package or status..." },
  component: PackageBookingsPage,
});

function PackageBookingsPage() {
  return <Page title="Package Bookings" />;
}
