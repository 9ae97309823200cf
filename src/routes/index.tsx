import { createFileRoute, redirect } from "@tanstack/react-router";
import { requireSignedIn } from "./-guards.ts";
import { homeFor } from "./-home.ts";

export const Route = createFileRoute("/")({
  beforeLoad: async () => {
    const user = await requireSignedIn();
    throw redirect({ to: homeFor(user.role), replace: true });
  },
});
