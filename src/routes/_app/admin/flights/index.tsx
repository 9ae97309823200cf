import { createFileRoute } from "@tanstack/react-router";
import { Page } from "../../../../ui/page.tsx";

export const Route = createFileRoute("/_app/admin/flights/")({
  staticData: { title: "Flight Management", search: "Search by airline, route or PNR..." },
  component: FlightManagementPage,
});

function FlightManagementPage() {
  return <Page title="Flight Management" subtitle="Create and manage flight tickets" />;
}
