import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { DirectAnalyticsDashboard } from "../../../../features/direct-analytics/components/direct-analytics.tsx";
import {
  type DirectAnalyticsSearch,
  parseDirectAnalyticsSearch,
} from "../../../../features/direct-analytics/route-search.ts";

export const Route = createFileRoute("/_app/admin/direct-bookings/analytics")({
  staticData: { title: "Direct Bookings Analytics" },
  validateSearch: (raw: Record<string, unknown>): DirectAnalyticsSearch => parseDirectAnalyticsSearch(raw),
  component: DirectBookingsAnalyticsPage,
});

function DirectBookingsAnalyticsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: DirectAnalyticsSearch) =>
      void navigate({ search: parseDirectAnalyticsSearch(next as Record<string, unknown>), replace: true }),
    [navigate],
  );
  return <DirectAnalyticsDashboard search={search} onSearchChange={onSearchChange} />;
}
