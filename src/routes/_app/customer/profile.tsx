import { createFileRoute } from "@tanstack/react-router";
import { Page } from "../../../ui/page.tsx";

export const Route = createFileRoute("/_app/customer/profile")({
  staticData: { title: "Profile Settings" },
  component: () => <Page title="Profile Settings" />,
});
