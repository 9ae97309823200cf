import { createFileRoute } from "@tanstack/react-router";
import { MyPackages } from "../../../../features/customer-packages/components/my-packages.tsx";

export const Route = createFileRoute("/_app/customer/packages/my")({
  staticData: { title: "My Packages", search: "Search by package or status..." },
  component: MyPackages,
});
