/**
 * Signing this device out (docs/ARCHITECTURE.md §4.1): the server is told (it revokes the session
 * and answers `Clear-Site-Data: "cache", "storage"`, on which the browser drops its HTTP cache,
 * this site's IndexedDB, localStorage, Cache Storage and service worker), then the app wipes what
 * is its own to wipe whether or not the browser did (a browser may ignore the header, or the server
 * may be out of reach): the token and user (clearSession), the mirror and this user's unsent writes
 * (the session hooks in start.ts), and the runtime caches of the service worker.
 *
 * Other users' unsent writes (a shared desk, docs/ARCHITECTURE.md §5) are read before the call and
 * put back after it, so the browser's wipe does not lose them; the service worker is registered
 * again, so the app still opens offline.
 */
import type { SessionUser } from "../api/session.ts";
import { clearSession } from "../api/session.ts";
import { ensureServiceWorker } from "../sw-register.ts";
import { db, type OutboxEntry } from "./schema.ts";
import { mirrorSettled } from "./start.ts";

/** The service worker's own caches (the app's files: the same for everyone) are kept. */
const PRECACHE = /^workbox-precache/;

/** Deletes the runtime caches (pictures, logos): a profile picture is the user's. */
async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => !PRECACHE.test(n)).map((n) => caches.delete(n)));
}

/**
 * Signs `user` out of this device: `tellServer` ends the session on the server; its failure or lack
 * of an answer does not keep anyone signed in, unless it answers `false` (signing out everywhere
 * must reach the server: the user stays signed in and is told). Everything of the user's on this
 * device goes. True once signed out.
 */
export async function signOutHere(
  user: SessionUser | null,
  tellServer: () => Promise<unknown>,
): Promise<boolean> {
  let kept: OutboxEntry[] = [];
  try {
    kept = await db.outbox.filter((e) => e.userId !== user?._id).toArray();
  } catch {
    // no mirror: nothing to keep
  }
  try {
    if ((await tellServer()) === false) return false;
  } catch {
    // offline or failing: signed out here all the same
  }
  await clearSession("signout");
  await mirrorSettled();
  try {
    if (kept.length > 0) await db.outbox.bulkPut(kept);
  } catch {
    // storage gone for good (quota, private mode): nothing more to do
  }
  try {
    await clearRuntimeCaches();
  } catch {
    // Cache Storage unavailable
  }
  ensureServiceWorker();
  return true;
}
