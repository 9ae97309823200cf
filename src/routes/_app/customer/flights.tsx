import { createFileRoute } from "@tanstack/react-router";
import { Page } from "../../../ui/page.tsx";

export const Route = createFileRoute("/_app/customer/flights")({
  staticData: { title: "Available Flights", search: "Search by route or airline..." },
  component: AvailableFlightsPage,
});

function AvailableFlightsPage() {
  return <Page title="Available Flights" />;
}
