/** The router: file routes from src/routes, typed, with the session in its context. */
import { createRouter } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen.ts";
import { Spinner } from "./ui/spinner.tsx";

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** The page name: the document title reads '<title> - Safar'. */
    title?: string;
    /** The top-bar search placeholder on this page. */
    search?: string;
  }
}

export const router = createRouter({
  routeTree,
  defaultPreload: "intent",
  defaultPendingComponent: () => <Spinner label="Loading…" />,
  defaultPendingMs: 150,
  scrollRestoration: true,
});
