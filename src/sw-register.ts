/**
 * Registers /sw.js (scope /) with workbox-window. When a new worker takes control while an older one
 * was in charge, the page reloads once so it runs the new build — never in a loop: a reload happens
 * at most once per page load and only for a controller change after the page started.
 */
import { Workbox } from "workbox-window";

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox("/sw.js", { scope: "/" });
  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloaded = false;
  wb.addEventListener("controlling", (event) => {
    // isUpdate: this page was controlled when register() ran; isExternal: an update found later.
    if (reloaded || !hadController) return;
    if (event.isUpdate || event.isExternal) {
      reloaded = true;
      window.location.reload();
    }
  });
  void wb.register().catch((err: unknown) => console.warn("Service worker registration failed", err));
  // Look for a new version when the app comes back to the foreground.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void wb.update().catch(() => {});
  });
}
