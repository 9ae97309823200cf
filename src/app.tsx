import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import type { createRoot as CreateRoot } from "react-dom/client";
import { api, setUnauthorizedHandler } from "./api/client.ts";
import { getSession, restoreSession, subscribeSession, watchOtherTabs } from "./api/session.ts";
import { MIRROR_DB_NAME } from "./db/name.ts";
import { BOOT_MARKUP_ID } from "./features/auth/boot-markup.ts";
import { createAppRouter } from "./router.tsx";
import { registerServiceWorker } from "./sw-register.ts";
import { watchDeviceTheme } from "./ui/theme.ts";
import { UpdateBanner } from "./ui/update-banner.tsx";
import { yieldToMain } from "./ui/yield-to-main.ts";

/**
 * The app's start, after `main.tsx`'s task: the session, the router (matched and loaded before the
 * first render), the offline mirror, the service worker and the first render. Each of the first
 * steps is a task of its own on a slow phone's CPU: evaluating the routes' modules (this module's
 * task), building the router, then the rest (docs/PERFORMANCE.md, "Start-up on a slow phone").
 */
export async function start(createRoot: typeof CreateRoot): Promise<void> {
  // The static sign-in screen of index.html, unless the boot script is showing it (on /login, signed
  // out: the React screen replaces it when it mounts).
  if (document.documentElement.dataset.boot !== "sign-in") document.getElementById(BOOT_MARKUP_ID)?.remove();
  await yieldToMain();
  const router = createAppRouter();
  await yieldToMain();

  setUnauthorizedHandler(() => {
    void router.navigate({ to: "/login", replace: true });
  });

  /** Resolves once the first screen has painted (the router has rendered it and a frame has passed). */
  const firstScreenPainted = new Promise<void>((resolve) => {
    const stop = router.subscribe("onRendered", () => {
      stop();
      requestAnimationFrame(() => setTimeout(resolve, 0));
    });
    setTimeout(resolve, 3000);
  });

  void restoreSession(async () => {
    // With a stored user the app is already signed in and this only refreshes the user's details:
    // it waits for the first screen to paint (nothing on it waits for the answer).
    if (getSession().status === "signed-in") await firstScreenPainted;
    try {
      const { data, response } = await api.GET("/auth/me");
      if (data) return data.user;
      return response.status === 401 ? null : "offline";
    } catch {
      return "offline";
    }
  });

  // The offline mirror (IndexedDB through Dexie) loads in its own chunk and follows the session from
  // whatever state it finds. Signed in, it starts as soon as the first screen has painted.
  // Signed out, the sign-in page does not need it: it loads at the sign-in, or once the page has loaded and gone quiet if this browser holds a
  // mirror (it then wipes what a session that ended while the app was closed left behind; with no
  // mirror there is nothing to wipe, and a first visit loads none of it).
  let mirrorRequested = false;
  function startMirrorOnce(): void {
    if (mirrorRequested) return;
    mirrorRequested = true;
    // Its start in a task of its own, after the chunk's evaluation (docs/PERFORMANCE.md).
    void import("./db/start.ts").then(async (m) => {
      await yieldToMain();
      m.startMirror();
    });
  }
  /** Starts the mirror if this browser holds one (or cannot tell). */
  function startIfMirrored(): void {
    indexedDB.databases().then(
      (dbs) => {
        if (dbs.some((d) => d.name === MIRROR_DB_NAME)) startMirrorOnce();
      },
      () => startMirrorOnce(),
    );
  }
  if (getSession().status === "signed-in") {
    // Once the first screen has painted (its own reads of the mirror need no sync to draw).
    void firstScreenPainted.then(startMirrorOnce);
  } else {
    const stop = subscribeSession(() => {
      if (getSession().status !== "signed-in") return;
      stop();
      startMirrorOnce();
    });
    const later = () =>
      setTimeout(() => {
        if ("requestIdleCallback" in window) window.requestIdleCallback(startIfMirrored, { timeout: 5000 });
        else startIfMirrored();
      }, 2000);
    if (document.readyState === "complete") later();
    else window.addEventListener("load", later, { once: true });
  }
  watchOtherTabs();
  watchDeviceTheme();
  registerServiceWorker();

  // The first render in slices: the page stays responsive meanwhile (on /login the static screen is
  // already showing). The router has matched and loaded the address first (its guards, the screen's
  // chunk, which the boot script is already fetching): rendered before that, the whole app rendered
  // a second time, in one task, when the load ended (docs/PERFORMANCE.md).
  function render(): void {
    startTransition(() => {
      createRoot(document.getElementById("root")!).render(
        <StrictMode>
          <RouterProvider router={router} />
          <UpdateBanner />
        </StrictMode>,
      );
    });
  }
  router.load().then(render, render);
}
