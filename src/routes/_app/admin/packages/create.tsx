import { createFileRoute } from "@tanstack/react-router";
import { Page } from "../../../../ui/page.tsx";

export const Route = createFileRoute("/_app/admin/packages/create")({
  staticData: { title: "Create Package", search: "Search by name, destination or price..." },
  component: CreatePackagePage,
});

function CreatePackagePage() {
  return <Page title="Create Package" subtitle="Create and manage Umrah & Tour packages" />;
}
