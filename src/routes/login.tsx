import { createFileRoute } from "@tanstack/react-router";
import { LoginScreen } from "../features/auth/components/login-form.tsx";
import { requireSignedOut } from "./-guards.ts";

export const Route = createFileRoute("/login")({
  beforeLoad: () => requireSignedOut(),
  staticData: { title: "Sign in" },
  component: LoginScreen,
});
