import { createFileRoute } from "@tanstack/react-router";
import { UserManagement } from "../../../features/admin-users/components/user-management.tsx";

export const Route = createFileRoute("/_app/admin/customers")({
  staticData: { title: "User Management", search: "Search by name, email or company..." },
  component: UserManagement,
});
