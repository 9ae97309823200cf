/**
 * Registers /sw.js (scope /) with workbox-window, once the page has loaded and gone quiet (3 s after
 * `load`, in an idle moment): on a first visit its install downloads the whole app for offline use,
 * which would otherwise compete with the page's own first paint on a slow connection. When a new worker takes control while an older one
 * was in charge, the page reloads once so it runs the new build — never in a loop: a reload happens
 * at most once per page load and only for a controller change after the page started.
 */
import { Workbox } from "workbox-window";

const AFTER_LOAD_MS = 3000;

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
  const register = () =>
    void wb
      .register({ immediate: true })
      .catch((err: unknown) => console.warn("Service worker registration failed", err));
  const later = () =>
    setTimeout(() => {
      if ("requestIdleCallback" in window) window.requestIdleCallback(register, { timeout: 2000 });
      else register();
    }, AFTER_LOAD_MS);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
  // Look for a new version when the app comes back to the foreground.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void wb.update().catch(() => {});
  });
}
