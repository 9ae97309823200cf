/**
 * Signing this device out (docs/ARCHITECTURE.md §4.1): the server is told (it revokes the session
 * and answers `Clear-Site-Data: "cache", "storage"`, on which the browser drops its HTTP cache,
 * this site's IndexedDB, localStorage, Cache Storage and service worker), then the app wipes what
 * is its own to wipe whether or not the browser did (a browser may ignore the header, or the server
 * may be out of reach): the token and user (clearSession), the mirror and this user's unsent writes
 * (the session hooks in start.ts), and the runtime caches of the service worker.
 *
 * Other users' unsent writes (a shared desk, docs/ARCHITECTURE.md §5) are read before the call; with
 * any, the call says so (`X-Keep-Local-Writes: 1`) and the server asks the browser to clear its
 * cache only, since its storage wipe would take them too; they are put back after the call all the
 * same (a wipe the browser carried out anyway). The service worker is registered again, so the
 * app still opens offline.
 */

import { pushSignedOut } from "../api/push.ts";
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
 * How long a sign-out waits for the browser to carry out the answer's Clear-Site-Data before it
 * puts back the writes it keeps (a browser that ignores the header costs this wait, once).
 */
const WIPE_WAIT_MS = 2000;

/** How long after a sign-out a wipe the browser carries out late still gets the writes put back. */
const LATE_WIPE_MS = 60_000;

const KEEP_LOCAL_WRITES = { "X-Keep-Local-Writes": "1" };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether a call's answer (openapi-fetch's `{ response }`) asked the browser to clear storage. */
function asksToClear(answer: unknown): boolean {
  const response = (answer as { response?: unknown } | null)?.response;
  return response instanceof Response && /storage/.test(response.headers.get("clear-site-data") ?? "");
}

/** How long a sign-out waits for the emptied database to be deleted (another tab may hold it open). */
const DROP_WAIT_MS = 2000;

/**
 * Deletes the mirror's database when nobody's writes are kept in it. Emptying its tables is not
 * enough: when the browser has already carried out Clear-Site-Data, the emptying (the session's
 * reactions, start.ts) opens the database again, which creates it afresh, and an empty `safar`
 * database stayed behind, a trace of who used the device. The next sign-in creates it again (the
 * instance keeps opening on use). A tab still holding it open closes it when asked (Dexie's
 * versionchange); one that does not only delays the deletion, never the sign-out.
 */
async function dropDatabase(): Promise<void> {
  await Promise.race([db.delete({ disableAutoOpen: false }).catch(() => undefined), sleep(DROP_WAIT_MS)]);
}

/**
 * Signs `user` out of this device: `tellServer` ends the session on the server; its failure or lack
 * of an answer does not keep anyone signed in, unless it answers `false` (signing out everywhere
 * must reach the server: the user stays signed in and is told). Everything of the user's on this
 * device goes. True once signed out.
 */
export async function signOutHere(
  user: SessionUser | null,
  tellServer: (headers: Record<string, string>) => Promise<unknown>,
): Promise<boolean> {
  let kept: OutboxEntry[] = [];
  try {
    kept = await db.outbox.filter((e) => e.userId !== user?._id).toArray();
  } catch {
    // no mirror: nothing to keep
  }
  // The browser carries out Clear-Site-Data after the answer is handed over: the database this
  // page holds open is closed under it when its data is deleted.
  let wipedNow = false;
  let onClose = () => {};
  const wiped = new Promise<void>((resolve) => {
    onClose = () => {
      wipedNow = true;
      resolve();
    };
  });
  db.on("close", onClose);
  // Push to this browser ends first, while the session can still say so (§13.6).
  await pushSignedOut().catch(() => undefined);
  try {
    // With another person's writes here, the server leaves storage to this code (§4.1).
    const answer = await tellServer(kept.length > 0 ? KEEP_LOCAL_WRITES : {});
    if (answer === false) {
      db.on("close").unsubscribe(onClose);
      return false;
    }
    if (asksToClear(answer)) await Promise.race([wiped, sleep(WIPE_WAIT_MS)]);
  } catch {
    // offline or failing: signed out here all the same
  }
  await clearSession("signout");
  await mirrorSettled();
  const restore = async () => {
    try {
      if (kept.length > 0) await db.outbox.bulkPut(kept);
    } catch {
      // storage gone for good (quota, private mode): nothing more to do
    }
  };
  await restore();
  if (kept.length === 0) await dropDatabase();
  if (wipedNow || kept.length === 0) db.on("close").unsubscribe(onClose);
  else {
    // A wipe still to come (the call was given up before its answer): put them back after it too.
    void wiped.then(restore);
    setTimeout(() => db.on("close").unsubscribe(onClose), LATE_WIPE_MS);
  }
  try {
    await clearRuntimeCaches();
  } catch {
    // Cache Storage unavailable
  }
  ensureServiceWorker();
  return true;
}
