import { createFileRoute } from "@tanstack/react-router";
import { requireSignedOut } from "./-guards.ts";

export const Route = createFileRoute("/login")({
  beforeLoad: () => requireSignedOut(),
  staticData: { title: "Sign in" },
  component: () => <h1>Sign in</h1>,
});
