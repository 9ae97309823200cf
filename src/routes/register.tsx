import { createFileRoute } from "@tanstack/react-router";
import { requireSignedOut } from "./-guards.ts";

export const Route = createFileRoute("/register")({
  beforeLoad: () => requireSignedOut(),
  staticData: { title: "Create account" },
  component: () => <h1>Create account</h1>,
});
