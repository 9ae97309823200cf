import { createFileRoute } from "@tanstack/react-router";
import { Page } from "../../../ui/page.tsx";

export const Route = createFileRoute("/_app/customer/dashboard")({
  staticData: { title: "My Dashboard", search: "Search your recent bookings..." },
  component: MyDashboardPage,
});

function MyDashboardPage() {
  return <Page title="My Dashboard" />;
}
