import { createFileRoute } from "@tanstack/react-router";
import { Page } from "../../../ui/page.tsx";

export const Route = createFileRoute("/_app/admin/dashboard")({
  staticData: { title: "Admin Dashboard" },
  component: AdminDashboardPage,
});

function AdminDashboardPage() {
  return <Page title="Admin Dashboard" />;
}
