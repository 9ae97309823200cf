import { createFileRoute } from "@tanstack/react-router";
import { Page } from "../../../../ui/page.tsx";

export const Route = createFileRoute("/_app/admin/direct-bookings/")({
  staticData: { title: "Direct Bookings" },
  component: DirectBookingsPage,
});

function DirectBookingsPage() {
  return <Page title="Direct Bookings" />;
}
