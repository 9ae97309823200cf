/**
 * The sign-in screen as static markup, rendered at build time from the real components (the Vite
 * plugin in vite.config.ts puts it in index.html): /login paints after the HTML and the stylesheet,
 * before any script, and the React screen replaces it when it mounts (src/features/auth/boot-markup.ts).
 */
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { LoginScreen } from "./components/login-form.tsx";

export async function renderSignInMarkup(): Promise<string> {
  const router = createRouter({
    routeTree: createRootRoute({ component: LoginScreen }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}
