import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { api, setUnauthorizedHandler } from "./api/client.ts";
import { getSession, restoreSession, subscribeSession, watchOtherTabs } from "./api/session.ts";
import { router } from "./router.tsx";
import { registerServiceWorker } from "./sw-register.ts";
import { watchDeviceTheme } from "./ui/theme.ts";
import "./styles.css";

setUnauthorizedHandler(() => {
  void router.navigate({ to: "/login", replace: true });
});

void restoreSession(async () => {
  try {
    const { data, response } = await api.GET("/auth/me");
    if (data) return data.user;
    return response.status === 401 ? null : "offline";
  } catch {
    return "offline";
  }
});

// The offline mirror (IndexedDB through Dexie) loads in its own chunk and follows the session from
// whatever state it finds. Signed in, it starts at once. Signed out, the sign-in page does not need
// it: it loads at the sign-in, or once the page has loaded and gone quiet (it then wipes what a
// session that ended while the app was closed left behind).
let mirrorRequested = false;
function startMirrorOnce(): void {
  if (mirrorRequested) return;
  mirrorRequested = true;
  void import("./db/start.ts").then((m) => m.startMirror());
}
if (getSession().status === "signed-in") startMirrorOnce();
else {
  const stop = subscribeSession(() => {
    if (getSession().status !== "signed-in") return;
    stop();
    startMirrorOnce();
  });
  const later = () =>
    setTimeout(() => {
      if ("requestIdleCallback" in window) window.requestIdleCallback(startMirrorOnce, { timeout: 5000 });
      else startMirrorOnce();
    }, 2000);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
watchOtherTabs();
watchDeviceTheme();
registerServiceWorker();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
