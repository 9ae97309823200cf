/// <reference lib="webworker" />
/**
 * Safar's service worker: precaches the built shell, answers every navigation with it (so the app
 * opens offline), keeps airline logos and icons cache-first, and leaves API calls to the network
 * (the app's own IndexedDB mirror holds the data). A `sync` event only asks open pages to flush
 * their outbox.
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(new NavigationRoute(createHandlerBoundToURL("/index.html"), { denylist: [/^\/api\//] }));

registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin &&
    request.destination === "image" &&
    !url.pathname.startsWith("/api/"),
  new CacheFirst({
    cacheName: "safar-images",
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 60 })],
  }),
);

self.addEventListener("sync", (event: Event) => {
  const e = event as Event & { tag: string; waitUntil(p: Promise<unknown>): void };
  if (e.tag !== "safar-outbox") return;
  e.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((clients) => {
      for (const c of clients) c.postMessage({ type: "flush-outbox" });
    }),
  );
});
