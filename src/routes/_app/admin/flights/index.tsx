import { createFileRoute } from "@tanstack/react-router";
import { FlightManagement } from "../../../../features/admin-flights/components/flight-management.tsx";

export const Route = createFileRoute("/_app/admin/flights/")({
  staticData: { title: "Flight Management", search: "Search by airline, route or PNR..." },
  component: FlightManagement,
});
