import { createFileRoute } from "@tanstack/react-router";
import { Page } from "../../../../ui/page.tsx";

export const Route = createFileRoute("/_app/admin/direct-bookings/website")({
  staticData: { title: "Website Settings" },
  component: WebsiteSettingsPage,
});

function WebsiteSettingsPage() {
  return <Page title="Website Settings" />;
}
