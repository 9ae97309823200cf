import { createFileRoute, Navigate, Outlet } from "@tanstack/react-router";
import { useSession } from "../api/session.ts";
import { AppLayout } from "../ui/layout/app-layout.tsx";
import { requireSignedIn } from "./-guards.ts";

/** Every signed-in screen: the sidebar, the top bar and the page. */
export const Route = createFileRoute("/_app")({
  beforeLoad: () => requireSignedIn(),
  component: SignedInLayout,
});

function SignedInLayout() {
  // Signed out meanwhile (here, in another tab, or a refused token): back to the sign-in page.
  if (useSession().status === "signed-out") return <Navigate to="/login" replace />;
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}
