import { createFileRoute, redirect } from "@tanstack/react-router";

// /customer alone is the customer's home: its dashboard (it was an empty page).
export const Route = createFileRoute("/_app/customer/")({
  beforeLoad: () => {
    throw redirect({ to: "/customer/dashboard", replace: true });
  },
});
