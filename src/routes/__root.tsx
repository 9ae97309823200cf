import { createRootRoute, Navigate, Outlet, useMatches } from "@tanstack/react-router";
import { useEffect } from "react";
import { sessionReady } from "../api/session.ts";
import { Spinner } from "../ui/spinner.tsx";
import { Toaster } from "../ui/toaster.tsx";

export const APP_NAME = "Safar";

function DocumentTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => m.staticData?.title)?.staticData.title;
  useEffect(() => {
    document.title = title ? `${title} - ${APP_NAME}` : APP_NAME;
  }, [title]);
  return null;
}

export const Route = createRootRoute({
  // Every route waits for the session to be restored; the spinner shows meanwhile.
  beforeLoad: () => sessionReady(),
  pendingComponent: () => <Spinner fullScreen label="Restoring your session…" />,
  component: () => (
    <>
      <DocumentTitle />
      <Outlet />
      <Toaster />
    </>
  ),
  // Unknown paths go to '/', which sends each user to their home.
  notFoundComponent: () => <Navigate to="/" replace />,
});
