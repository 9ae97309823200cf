import { createFileRoute } from "@tanstack/react-router";
import { Page } from "../../../ui/page.tsx";

export const Route = createFileRoute("/_app/admin/customers")({
  staticData: { title: "User Management", search: "Search by name, email or company..." },
  component: UserManagementPage,
});

function UserManagementPage() {
  return <Page title="User Management" />;
}
