import { createFileRoute, Outlet } from "@tanstack/react-router";
import { AppLayout } from "../ui/layout/app-layout.tsx";
import { requireSignedIn } from "./-guards.ts";

/** Every signed-in screen: the sidebar, the top bar and the page. */
export const Route = createFileRoute("/_app")({
  beforeLoad: () => requireSignedIn(),
  component: () => (
    <AppLayout>
      <Outlet />
    </AppLayout>
  ),
});
