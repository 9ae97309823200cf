import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { ActivityLogs } from "../../../features/admin-logs/components/activity-logs.tsx";
import { type LogsSearch, parseLogsSearch } from "../../../features/admin-logs/route-search.ts";

export const Route = createFileRoute("/_app/admin/logs")({
  staticData: { title: "Activity Logs", search: "Search by user, action or details..." },
  validateSearch: (raw: Record<string, unknown>): LogsSearch => parseLogsSearch(raw),
  component: ActivityLogsPage,
});

function ActivityLogsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: LogsSearch) => void navigate({ search: parseLogsSearch({ ...next }), replace: true }),
    [navigate],
  );
  return <ActivityLogs search={search} onSearchChange={onSearchChange} />;
}
