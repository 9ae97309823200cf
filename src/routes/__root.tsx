import { createRootRoute, Navigate, Outlet, useMatches } from "@tanstack/react-router";
import { useEffect, useLayoutEffect } from "react";
import { sessionReady } from "../api/session.ts";
import { dropBootMarkup } from "../features/auth/boot-markup.ts";
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

/** The static sign-in screen of index.html gives way to any other screen (the sign-in one replaces it). */
function BootMarkup() {
  const signIn = useMatches({ select: (matches) => matches.some((m) => m.routeId === "/login") });
  useLayoutEffect(() => {
    if (!signIn) dropBootMarkup();
  }, [signIn]);
  return null;
}

export const Route = createRootRoute({
  // Every route waits for the session to be restored; the spinner shows meanwhile.
  beforeLoad: () => sessionReady(),
  pendingComponent: () => <Spinner fullScreen label="Restoring your session…" />,
  component: () => (
    <>
      <DocumentTitle />
      <BootMarkup />
      <Outlet />
      <Toaster />
    </>
  ),
  // Unknown paths go to '/', which sends each user to their home.
  notFoundComponent: () => <Navigate to="/" replace />,
});
