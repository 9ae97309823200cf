import { createFileRoute } from "@tanstack/react-router";
import { Page } from "../../../ui/page.tsx";

export const Route = createFileRoute("/_app/admin/logs")({
  staticData: { title: "Activity Logs" },
  component: ActivityLogsPage,
});

function ActivityLogsPage() {
  return <Page title="Activity Logs" />;
}
