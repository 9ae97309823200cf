import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { AdminDashboard } from "../../../features/admin-dashboard/components/admin-dashboard.tsx";
import { FlightsAnalyticsPanel } from "../../../features/admin-dashboard/components/flights-analytics-panel.tsx";
import {
  type DashboardSearch,
  parseDashboardSearch,
} from "../../../features/admin-dashboard/route-search.ts";

export const Route = createFileRoute("/_app/admin/dashboard")({
  staticData: { title: "Admin Dashboard" },
  validateSearch: (raw: Record<string, unknown>): DashboardSearch => parseDashboardSearch(raw),
  component: AdminDashboardPage,
});

function AdminDashboardPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: DashboardSearch) =>
      void navigate({ search: parseDashboardSearch(next as Record<string, unknown>), replace: true }),
    [navigate],
  );
  return (
    <AdminDashboard search={search} onSearchChange={onSearchChange}>
      <FlightsAnalyticsPanel />
    </AdminDashboard>
  );
}
