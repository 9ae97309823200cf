import { createFileRoute } from "@tanstack/react-router";
import { Page } from "../../../../ui/page.tsx";

export const Route = createFileRoute("/_app/admin/packages/")({
  staticData: { title: "Package Management", search: "Search by name, destination or price..." },
  component: PackageManagementPage,
});

function PackageManagementPage() {
  return <Page title="Package Management" subtitle="Create and manage Umrah & Tour packages" />;
}
