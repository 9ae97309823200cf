import { createFileRoute } from "@tanstack/react-router";
import { Page } from "../../../../ui/page.tsx";

export const Route = createFileRoute("/_app/customer/packages/my")({
  staticData: { title: "My Packages", search: "Search by package or status..." },
  component: MyPackagesPage,
});

function MyPackagesPage() {
  return <Page title="My Packages" />;
}
