import { createFileRoute, redirect } from "@tanstack/react-router";
import { homeFor, requireSignedIn } from "./-guards.ts";

export const Route = createFileRoute("/")({
  beforeLoad: async () => {
    const user = await requireSignedIn();
    throw redirect({ to: homeFor(user.role), replace: true });
  },
});
