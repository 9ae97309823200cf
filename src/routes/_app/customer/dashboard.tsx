import { createFileRoute } from "@tanstack/react-router";
import { MyDashboard } from "../../../features/customer-dashboard/components/my-dashboard.tsx";

export const Route = createFileRoute("/_app/customer/dashboard")({
  staticData: { title: "My Dashboard", search: "Search your recent bookings..." },
  component: MyDashboard,
});
