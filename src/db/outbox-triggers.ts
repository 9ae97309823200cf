// When the outbox replays unasked: online, page visible, Background Sync, sign-in (docs/ARCHITECTURE.md §5).
import type { api } from "../api/client.ts";
import { getSession, takeFreshSignIn } from "../api/session.ts";
import { openChannel } from "./outbox-answers.ts";
import { requestBackgroundSync, waitingCount } from "./outbox-core.ts";
import { flushOutbox, stopRetryTimer } from "./outbox-flush.ts";
import { tellLastSession, tellOthersWaiting } from "./outbox-notices.ts";
import { setOutboxClient } from "./outbox-transport.ts";
import { resumePaused } from "./outbox-users.ts";

let stopTriggers: (() => void) | null = null;
let resumedToken: string | null = null;

/** Whether the signed-in user has writes waiting (not failed, not paused). */
async function hasWaiting(): Promise<boolean> {
  const userId = getSession().user?._id;
  return userId ? (await waitingCount(userId).catch(() => 0)) > 0 : false;
}

/**
 * Replays on `online` (ignoring the back-off of writes that got no answer), when the page becomes
 * visible, and when the service worker's Background Sync asks (a `flush-outbox` message: a request
 * that keeps the back-off, never a way around it). When the page is hidden or goes away with
 * writes waiting, Background Sync is asked for, so the worker sends them if no page is open.
 * Idempotent. `client` (tests) replaces both clients.
 */
export function startOutbox(options: { client?: typeof api } = {}): void {
  if (options.client) setOutboxClient(options.client);
  if (stopTriggers) return;
  const onOnline = () => void flushOutbox({ force: "network" });
  const onVisible = () => {
    if (document.visibilityState === "visible") void flushOutbox();
    else void hasWaiting().then((waiting) => waiting && requestBackgroundSync());
  };
  const onWorkerMessage = (e: MessageEvent) => {
    if ((e.data as { type?: string } | null)?.type === "flush-outbox") void flushOutbox();
  };
  const sw = typeof navigator !== "undefined" ? navigator.serviceWorker : undefined;
  if (typeof window !== "undefined" && typeof window.addEventListener === "function")
    window.addEventListener("online", onOnline);
  if (typeof document !== "undefined") document.addEventListener("visibilitychange", onVisible);
  sw?.addEventListener?.("message", onWorkerMessage);
  openChannel();
  stopTriggers = () => {
    if (typeof window !== "undefined" && typeof window.removeEventListener === "function")
      window.removeEventListener("online", onOnline);
    if (typeof document !== "undefined") document.removeEventListener("visibilitychange", onVisible);
    sw?.removeEventListener?.("message", onWorkerMessage);
  };
}

/**
 * The session is signed in (app start, or a new sign-in): a new token for the user resumes their
 * paused writes (a 401 waits for the same user to sign in again), then the queue is replayed,
 * keeping the back-off of writes the server failed (a reload does not bypass it).
 */
export async function outboxSignedIn(userId: string, token: string): Promise<void> {
  if (token !== resumedToken) {
    const signedInNow = takeFreshSignIn();
    resumedToken = token;
    await resumePaused(userId);
    if (signedInNow) {
      await tellLastSession(userId);
      void tellOthersWaiting(userId);
    }
  }
  await flushOutbox();
}

export function stopOutbox(): void {
  stopTriggers?.();
  stopTriggers = null;
  stopRetryTimer();
}

/** For tests: forget the triggers and the token last resumed. */
export function resetTriggersForTests(): void {
  stopOutbox();
  resumedToken = null;
}
