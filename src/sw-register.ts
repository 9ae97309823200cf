/**
 * Registers /sw.js (scope /). On a first visit (no worker in charge yet) it waits until the page has
 * loaded and gone quiet (3 s after `load`, in an idle moment): the install downloads the whole app
 * for offline use, which would otherwise compete with the first paint on a slow connection. A page a
 * worker already controls registers at once (that only looks for an update).
 *
 * A new version is handed to update/update.ts, which decides when the page takes it (never while
 * work would be lost; at most one reload per page load):
 * - a new worker that has installed and waits (found now, on a later check, or already waiting when
 *   the page loaded) → `newVersionWaiting`;
 * - a change of controller on a page that was already controlled → `newVersionControlling`. Whether
 *   the page is controlled is followed as it changes, not read once at load: a tab opened on the very
 *   first visit becomes controlled when the first worker claims it (no reload: it runs that build),
 *   and then takes the next version like any other tab.
 *
 * Plain service-worker events rather than workbox-window's: its `isUpdate` is fixed when `register()`
 * runs (false for a first-visit tab forever), and it stops listening for updates after the first
 * one it takes for external.
 */
import { newVersionControlling, newVersionWaiting } from "./update/update.ts";

const FIRST_INSTALL_AFTER_LOAD_MS = 3000;

/** Reports `worker` once it has installed and waits behind an active one (an update, not the first install). */
function whenWaiting(registration: ServiceWorkerRegistration, worker: ServiceWorker): void {
  const check = () => {
    if (worker.state === "installed" && registration.waiting === worker && registration.active) {
      worker.removeEventListener("statechange", check);
      newVersionWaiting(worker);
    }
  };
  worker.addEventListener("statechange", check);
  check();
}

function watchUpdates(registration: ServiceWorkerRegistration): void {
  if (registration.waiting) whenWaiting(registration, registration.waiting);
  if (registration.installing) whenWaiting(registration, registration.installing);
  registration.addEventListener("updatefound", () => {
    if (registration.installing) whenWaiting(registration, registration.installing);
  });
}

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  const container = navigator.serviceWorker;
  // Watched from the start, so an update the browser found on its own during the navigation counts.
  let controlled = Boolean(container.controller);
  container.addEventListener("controllerchange", () => {
    const wasControlled = controlled;
    controlled = Boolean(container.controller);
    if (wasControlled) newVersionControlling();
  });
  let registration: ServiceWorkerRegistration | null = null;
  const register = () =>
    void container.register("/sw.js", { scope: "/" }).then(
      (reg: ServiceWorkerRegistration | undefined) => {
        // A browser resolves with the registration; a stubbed `register` (service workers blocked,
        // as in the e2e project without them) resolves to nothing, and there is nothing to watch.
        if (!reg) return;
        registration = reg;
        watchUpdates(reg);
      },
      (err: unknown) => console.warn("Service worker registration failed", err),
    );
  if (controlled) register();
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
    if (document.visibilityState === "visible") void registration?.update().catch(() => {});
  });
}

/**
 * After a sign-out whose answer asked the browser to clear this site's storage (which unregisters
 * the service worker, src/db/sign-out.ts): registers it again, so the app still opens offline.
 * Nothing happens where the worker is still registered, or where there is none to have.
 */
export function ensureServiceWorker(): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator) || import.meta.env.DEV) return;
  const container = navigator.serviceWorker;
  void container
    .getRegistration("/")
    .then((reg) => reg ?? container.register("/sw.js", { scope: "/" }))
    .catch(() => {});
}
