import { createFileRoute } from "@tanstack/react-router";
import { Page } from "../../../../ui/page.tsx";

export const Route = createFileRoute("/_app/customer/packages/")({
  staticData: { title: "Available Packages", search: "Search by name or destination..." },
  component: AvailablePackagesPage,
});

function AvailablePackagesPage() {
  return <Page title="Available Packages" />;
}
