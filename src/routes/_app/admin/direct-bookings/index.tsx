import { createFileRoute } from "@tanstack/react-router";
import { DirectOverview } from "../../../../features/direct-bookings/components/direct-overview.tsx";

export const Route = createFileRoute("/_app/admin/direct-bookings/")({
  staticData: { title: "Direct Bookings" },
  component: DirectOverview,
});
