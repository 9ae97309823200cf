import { createFileRoute } from "@tanstack/react-router";
import { RegisterScreen } from "../features/auth/components/register-form.tsx";
import { requireSignedOut } from "./-guards.ts";

export const Route = createFileRoute("/register")({
  beforeLoad: () => requireSignedOut(),
  staticData: { title: "Create account" },
  component: RegisterScreen,
});
