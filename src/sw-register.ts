/**
 * Registers /sw.js (scope /) with workbox-window. On a first visit (no worker in charge yet) it
 * waits until the page has loaded and gone quiet (3 s after `load`, in an idle moment): the
 * install downloads the whole app for offline use, which would otherwise compete with the first
 * paint on a slow connection. A page a worker already controls registers at once (that only looks
 * for an update).
 *
 * When a new worker takes control while an older one was in charge, the page reloads once so it
 * runs the new build — never in a loop: a reload happens at most once per page load and only for a
 * controller change after the page started. The change is watched from the start, so an update
 * the browser found on its own during the navigation is caught too.
 */
import { Workbox } from "workbox-window";

const FIRST_INSTALL_AFTER_LOAD_MS = 3000;

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox("/sw.js", { scope: "/" });
  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloaded = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (reloaded || !hadController) return;
    reloaded = true;
    window.location.reload();
  });
  const register = () =>
    void wb
      .register({ immediate: true })
      .catch((err: unknown) => console.warn("Service worker registration failed", err));
  if (hadController) register();
  else {
    const later = () =>
      setTimeout(() => {
        if ("requestIdleCallback" in window) window.requestIdleCallback(register, { timeout: 2000 });
        else register();
      }, FIRST_INSTALL_AFTER_LOAD_MS);
    if (document.readyState === "complete") later();
    else window.addEventListener("load", later, { once: true });
  }
  // Look for a new version when the app comes back to the foreground.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void wb.update().catch(() => {});
  });
}
