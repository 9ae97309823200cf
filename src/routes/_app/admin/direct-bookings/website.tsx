import { createFileRoute } from "@tanstack/react-router";
import { WebsiteSettingsScreen } from "../../../../features/website-settings/components/website-settings.tsx";

export const Route = createFileRoute("/_app/admin/direct-bookings/website")({
  staticData: { title: "Website Settings" },
  component: WebsiteSettingsScreen,
});
