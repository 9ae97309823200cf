/// <reference lib="webworker" />
/**
 * Safar's service worker: precaches the built shell, answers every navigation with it (so the app
 * opens offline), keeps airline logos and icons cache-first, and leaves API calls to the network
 * (the app's own IndexedDB mirror holds the data).
 *
 * Background Sync of the outbox (docs/ARCHITECTURE.md §5, tag `safar-outbox`, registered by the page when a
 * write is kept for later and when it goes away with writes waiting): with a page of the app open,
 * the worker only asks the pages to flush (they hold the session, store the answers in the mirror
 * and show them; the ask keeps the outbox's back-off). With no page open the worker replays the
 * queue itself, with the same rules, the same back-off and under the same Web Lock
 * (outbox-core.ts), adding the token it reads from the Dexie meta mirror at send time, for the
 * mirror's owner only. It stores nothing else: the page pulls the lists when it opens. A replay
 * that must wait fails the sync event, so the browser fires it again later, on its own schedule
 * (minutes apart in Chromium).
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { WRITE_DEADLINE_MS } from "../src/api/deadline.ts";
import {
  OUTBOX_SYNC_TAG,
  parseRetryAfter,
  replayQueue,
  type Transport,
  withOutboxLock,
} from "../src/db/outbox-core.ts";
import { db, type MetaRow } from "../src/db/schema.ts";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// A new version waits until a page says it may take over (src/update/update.ts sends SKIP_WAITING
// once nothing on that page would be lost), so a page busy with a form keeps the files of its own
// build meanwhile. With no page open the browser activates it when the last old one closes. The
// first install has nothing to wait for and claims the open page at once.
self.addEventListener("message", (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
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

const API_BASE: string = (import.meta.env?.VITE_API_BASE as string | undefined) ?? "/api";

async function metaText(key: "token" | "owner"): Promise<string | null> {
  const row = (await db.meta.get(key)) as MetaRow | undefined;
  return row && typeof row.value === "string" ? row.value : null;
}

/** Sends one outbox entry with the token the page mirrored into meta (read at send time). */
const workerTransport: Transport = async (entry) => {
  const token = await metaText("token");
  const headers = new Headers({ "Idempotency-Key": entry.id });
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (entry.ifMatch) headers.set("If-Match", entry.ifMatch);
  let body: string | undefined;
  if (entry.body !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(entry.body);
  }
  const res = await fetch(`${API_BASE}${entry.path}`, {
    method: entry.method,
    headers,
    body,
    signal: AbortSignal.timeout(WRITE_DEADLINE_MS),
  });
  let parsed: unknown = null;
  try {
    parsed = await res.json();
  } catch {
    parsed = null;
  }
  return {
    status: res.status,
    body: parsed,
    retryAfterMs: parseRetryAfter(res.headers.get("Retry-After"), Date.now()),
  };
};

/** Replays the mirror owner's outbox from the worker (no page open). Rejects to be retried later. */
async function flushFromWorker(): Promise<void> {
  const owner = await metaText("owner");
  const userId = owner?.split(":")[0];
  if (!userId || !(await metaText("token"))) return;
  // The browser fires a sync when the connection is back: entries that got no answer go now, those
  // the server failed keep their back-off.
  const report = await withOutboxLock(() =>
    replayQueue({ userId, transport: workerTransport, force: "network" }),
  );
  if (report.stopped === "retry" || report.stopped === "backoff")
    throw new Error("Outbox: some writes are still waiting; the browser will sync again");
}

self.addEventListener("sync", (event: Event) => {
  const e = event as Event & { tag: string; waitUntil(p: Promise<unknown>): void };
  if (e.tag !== OUTBOX_SYNC_TAG) return;
  e.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((clients) => {
      if (!clients.length) return flushFromWorker();
      for (const c of clients) c.postMessage({ type: "flush-outbox" });
      return undefined;
    }),
  );
});

// ─────────────────────────── push (docs/ARCHITECTURE.md §13.6) ───────────────────────────

/** A push's payload as the server sends it: `{ id, type, title, body, url }`. */
type PushNotice = { id: string; type: string; title: string; body: string; url: string };

/** Only an app path opens: a payload can never send the user to another site. */
function appPath(url: unknown): string {
  return typeof url === "string" && url.startsWith("/") && !url.startsWith("//") ? url : "/";
}

function readNotice(data: PushMessageData | null): PushNotice | null {
  try {
    const v = data?.json() as Partial<PushNotice> | undefined;
    if (!v || typeof v.title !== "string" || typeof v.id !== "string") return null;
    return {
      id: v.id,
      type: typeof v.type === "string" ? v.type : "",
      title: v.title,
      body: typeof v.body === "string" ? v.body : "",
      url: appPath(v.url),
    };
  } catch {
    return null;
  }
}

self.addEventListener("push", (event: PushEvent) => {
  const notice = readNotice(event.data);
  if (!notice) return;
  event.waitUntil(
    (async () => {
      // One notification per notice (its id is the tag: a repeat replaces it, never doubles).
      await self.registration.showNotification(notice.title, {
        body: notice.body,
        tag: notice.id,
        icon: "/icons/icon-192.png",
        badge: "/icons/icon-192.png",
        data: { id: notice.id, url: notice.url },
      });
      // Open pages pull the list now, so the bell counts it without waiting for the next round.
      const pages = await self.clients.matchAll({ type: "window" });
      for (const c of pages) c.postMessage({ type: "notification-arrived", id: notice.id });
    })(),
  );
});

self.addEventListener("notificationclick", (event: NotificationEvent) => {
  const data = event.notification.data as { id?: unknown; url?: unknown } | null;
  const url = appPath(data?.url);
  const id = typeof data?.id === "string" ? data.id : null;
  event.notification.close();
  event.waitUntil(
    (async () => {
      // An open page of the app navigates in place (its router, no reload) and marks it read;
      // with none, a new window opens at the path.
      const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const page = pages.find((c) => new URL(c.url).origin === self.location.origin);
      if (page) {
        await page.focus();
        page.postMessage({ type: "open-notification", id, url });
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
