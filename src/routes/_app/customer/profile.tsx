import { createFileRoute } from "@tanstack/react-router";
import { ProfileSettings } from "../../../features/profile/components/profile-settings.tsx";

export const Route = createFileRoute("/_app/customer/profile")({
  staticData: { title: "Profile Settings" },
  component: ProfileSettings,
});
