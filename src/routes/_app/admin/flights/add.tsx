import { createFileRoute } from "@tanstack/react-router";
import { Page } from "../../../../ui/page.tsx";

export const Route = createFileRoute("/_app/admin/flights/add")({
  staticData: { title: "Add New Flight", search: "Search by airline, route or PNR..." },
  component: AddNewFlightPage,
});

function AddNewFlightPage() {
  return <Page title="Add New Flight" subtitle="Create flight tickets" />;
}
