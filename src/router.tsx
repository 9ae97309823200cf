/**
 * The router: file routes from src/routes, typed, with the session in its context. It is made by
 * `createAppRouter`, called by the app's start in a task of its own: together with the evaluation
 * of the routes' modules, building the route tree was one task of 250-450 ms on a 6× slowed CPU
 * (profiled); apart they are two of about 140 and 180 ms (docs/PERFORMANCE.md).
 */
import { createRouter } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen.ts";
import { ErrorBox } from "./ui/error-box.tsx";
import { Spinner } from "./ui/spinner.tsx";

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The page name: the document title reads '<title> - Safar'. */
    title?: string;
    /** The top-bar search placeholder on this page. */
    search?: string;
  }
}

export type AppRouter = ReturnType<typeof createAppRouter>;

export function createAppRouter() {
  const router = createRouter({
    routeTree,
    defaultPreload: "intent",
    defaultPendingComponent: () => <Spinner label="Loading…" />,
    // A screen that failed, typically its file out of reach (offline, a busy server: a file a deploy
    // removed reloads the page instead, src/update/update.ts). The router keeps a failed screen
    // failed, so Try Again loads the page again.
    defaultErrorComponent: () => (
      <ErrorBox
        message="This screen could not be loaded. Check your connection and try again."
        onRetry={() => window.location.reload()}
      />
    ),
    defaultPendingMs: 150,
    // The first screen shows the moment it is ready: the spinner before it (on an empty page) is not
    // held for the usual minimum. From then on a spinner stays at least 500 ms (it never flashes).
    defaultPendingMinMs: 0,
    scrollRestoration: true,
  });

  const stopFirstRender = router.subscribe("onRendered", () => {
    stopFirstRender();
    router.update({ ...router.options, defaultPendingMinMs: 500 });
  });
  return router;
}
