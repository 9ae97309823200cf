import { createFileRoute, Outlet } from "@tanstack/react-router";
import { requireRole } from "../../-guards.ts";

export const Route = createFileRoute("/_app/admin")({
  beforeLoad: () => requireRole("admin"),
  component: Outlet,
});
