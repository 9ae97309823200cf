import { createFileRoute, redirect } from "@tanstack/react-router";

// /admin alone is the admin's home: its dashboard (it was an empty page).
export const Route = createFileRoute("/_app/admin/")({
  beforeLoad: () => {
    throw redirect({ to: "/admin/dashboard", replace: true });
  },
});
