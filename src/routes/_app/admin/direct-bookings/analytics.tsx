import { createFileRoute } from "@tanstack/react-router";
import { Page } from "../../../../ui/page.tsx";

export const Route = createFileRoute("/_app/admin/direct-bookings/analytics")({
  staticData: { title: "Direct Bookings Analytics" },
  component: DirectBookingsAnalyticsPage,
});

function DirectBookingsAnalyticsPage() {
  return <Page title="Direct Bookings Analytics" />;
}
