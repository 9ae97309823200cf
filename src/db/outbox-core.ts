/**
 * The outbox's replay loop and its retry policy (docs/ARCHITECTURE.md §5), shared by the page
 * (src/db/outbox.ts) and the service worker (sw/sw.ts). It holds no React, no session and no fetch
 * of its own: the caller passes whose queue to replay and how to send one entry (`Transport`), so
 * each side adds the token its own way at send time (the page from the session, the worker from
 * the Dexie meta mirror).
 *
 * Replay rules, one entry at a time in `seq` order (only the given user's entries):
 * - 2xx: the write landed; the entry is deleted and `onDone` gets the server's answer.
 * - no answer (network, or the request's deadline passed), 5xx, 429, 408, or 409 'still being
 *   processed' (Idempotency-Key): the outcome is unknown, so the entry stays queued with the same
 *   key, `attempts` + 1 and a back-off (`nextAttemptAt`, see `retryAt`); the run stops there, so
 *   later writes never overtake it, and nothing more is sent until the back-off has passed: while
 *   the server keeps failing the whole queue waits (the circuit is open) and the screens say when
 *   the next try is.
 * - except for the `interactive` entry (a write the user is waiting for in a dialog): its 5xx, 429
 *   and 408 are final, like a refusal; the user sees the server's answer and decides, and the
 *   entry never turns into a silent later write. Only 'no answer' keeps it queued.
 * - 401: this entry and every queued one of the user are paused until that user signs in again.
 * - any other 4xx (a refusal: sold out, 404, 409, 412 …): the entry is marked failed with the
 *   server's message and answer (never dropped), and the run goes on with the next entry.
 * - failed entries are skipped; a paused one stops the run; an entry left 'sending' by a page that
 *   closed mid-send is sent again (the server answers a repeated key once).
 * Callers hold the `safar-outbox` Web Lock around `replayQueue` so one tab (or the worker) sends.
 */
import { db, type OutboxEntry } from "./schema.ts";

/** The Web Lock every replay holds, and the Background Sync tag that asks for one. */
export const OUTBOX_LOCK = "safar-outbox";
export const OUTBOX_SYNC_TAG = "safar-outbox";

/** The first retry waits 2–4 s; each one after it up to twice as long; never more than 5 min. */
export const BACKOFF_BASE_MS = 2000;
export const BACKOFF_CAP_MS = 5 * 60_000;
/** The longest `Retry-After` honoured (a bigger one is read as this). */
export const RETRY_AFTER_CAP_MS = 30 * 60_000;

/**
 * The wait after failed attempt `attempts` (1-based), jittered so that many desks that lost the
 * server together do not come back at the same instant: a random point of the upper half of a
 * window that doubles, 4 s, 8 s, 16 s … capped at 5 min, so 2–4 s, 4–8 s, 8–16 s … 2.5–5 min. The
 * lower half is left out on purpose: with full jitter a run of short draws could send a write
 * every second while the server is down; with this one an entry is sent at most 6 times in a
 * minute of failures (at 0, ≥ 2, ≥ 6, ≥ 14, ≥ 30 and ≥ 62 s), whatever the draws.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const window = Math.min(2 * BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_CAP_MS);
  const half = window / 2;
  return Math.round(half + random() * half);
}

/** `Retry-After` (seconds, or an HTTP date) as milliseconds from `now`; null when absent or bad. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  if (!value) return null;
  const v = value.trim();
  let ms: number;
  if (/^\d+$/.test(v)) ms = Number(v) * 1000;
  else {
    const at = Date.parse(v);
    if (Number.isNaN(at)) return null;
    ms = at - now;
  }
  return Math.min(Math.max(0, ms), RETRY_AFTER_CAP_MS);
}

/** When a write whose attempt number `attempts` failed may be sent again (ms since the epoch). */
export function retryAt(
  attempts: number,
  now: number,
  retryAfterMs: number | null = null,
  random: () => number = Math.random,
): number {
  return now + Math.max(backoffDelay(attempts, random), retryAfterMs ?? 0);
}

/**
 * What one send got back: the HTTP status and the parsed body (null when none), and the server's
 * `Retry-After` in ms when it sent one.
 */
export type SendAnswer = { status: number; body: unknown; retryAfterMs?: number | null };

/**
 * Sends one entry (adding the token and its headers); throws when no answer came (network, or the
 * deadline passed). `interactive`: the user waits for this one (the spec's 429 retries apply).
 */
export type Transport = (
  entry: OutboxEntry,
  signal?: AbortSignal,
  interactive?: boolean,
) => Promise<SendAnswer>;

export type Verdict = "done" | "retry" | "paused" | "failed";

/** The server's message from an error body, else `fallback`. */
export function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === "object") {
    const b = body as { message?: unknown; error?: unknown; errors?: unknown };
    if (typeof b.message === "string" && b.message.trim()) return b.message;
    if (typeof b.error === "string" && b.error.trim()) return b.error;
    if (b.errors && typeof b.errors === "object") {
      const first = Object.values(b.errors as Record<string, unknown>)[0];
      if (typeof first === "string" && first) return first;
    }
  }
  return fallback;
}

/**
 * How an answer is handled (see the rules above). Status 0 is 'no answer'. `interactive`: the user
 * is waiting for this write, so a server error is theirs to see (final), not retried later.
 */
export function classify(status: number, body: unknown, interactive = false): Verdict {
  if (status >= 200 && status < 300) return "done";
  if (status === 401) return "paused";
  if (status === 0) return "retry";
  if (status === 409 && /idempotency/i.test(messageOf(body, ""))) return "retry";
  if (status >= 500 || status === 429 || status === 408) return interactive ? "failed" : "retry";
  return "failed";
}

/** Whether an entry waits because the server answered with an error (not for want of a network). */
export function isServerTrouble(status: number | null | undefined): boolean {
  return typeof status === "number" && (status >= 500 || status === 429 || status === 408);
}

/** The text kept on an entry for an answer that is retried or refused. */
export function errorText(status: number, body: unknown): string {
  if (status === 0) return "No connection to the server";
  if (status >= 500) return `The server had a problem (${status}); will try again`;
  if (status === 429) return "The server is busy; will try again";
  if (status === 401) return "Sign in again to send this";
  return messageOf(body, `The server refused this change (${status})`);
}

export type ReplayOptions = {
  /** Whose entries to replay (a queue is only ever sent for its own user). */
  userId: string;
  transport: Transport;
  /**
   * Ignore the back-off: `true` for every entry (the user pressed Retry now, or made a new write);
   * `"network"` only for an entry that waits because it got no answer (the connection just came
   * back), not for one the server answered with an error (the server is not better for that).
   */
  force?: boolean | "network";
  /** Whether the user is waiting for the write with this Idempotency-Key (see `classify`). */
  interactive?: (id: string) => boolean;
  /** Only entries up to this seq (a new write waits for the older ones, not for newer ones). */
  upToSeq?: number;
  now?: () => number;
  /** Called after a landed write was removed from the outbox (store the answer, pull tables). */
  onDone?: (entry: OutboxEntry, answer: SendAnswer) => void | Promise<void>;
  /** Called after each entry's outcome was written (sent, failed, retrying, paused). */
  onSettled?: (entry: OutboxEntry, verdict: Verdict, answer: SendAnswer) => void;
  /** Checked before each send: true stops the run (signed out, page going away). */
  shouldStop?: () => boolean;
  signal?: AbortSignal;
};

export type ReplayReport = {
  /** Idempotency-Keys that landed, in order. */
  sent: string[];
  /** Idempotency-Keys refused by the server in this run. */
  failed: string[];
  /** Why the run stopped before the end of the queue. */
  stopped: null | "retry" | "backoff" | "paused" | "stopped";
  /** The earliest instant a queued entry may be tried again (ms), null when none waits. */
  nextAttemptAt: number | null;
  /** Entries of the user still waiting to be sent (queued or paused), after the run. */
  remaining: number;
};

const isAbort = (e: unknown) => e instanceof DOMException && e.name === "AbortError";

async function nextEntry(userId: string, after: number, upTo: number | undefined) {
  const list = await db.outbox.where("userId").equals(userId).sortBy("seq");
  return list.find((e) => e.seq > after && (upTo === undefined || e.seq <= upTo) && e.status !== "failed");
}

/** How many of `userId`'s writes still wait to be sent (queued, sending or paused; not failed). */
export async function waitingCount(userId: string): Promise<number> {
  return db.outbox
    .where("userId")
    .equals(userId)
    .filter((e) => e.status !== "failed")
    .count();
}

/** Replays `userId`'s outbox once, in order (hold the Web Lock around it). Never throws for HTTP. */
export async function replayQueue(options: ReplayOptions): Promise<ReplayReport> {
  const now = options.now ?? Date.now;
  const report: ReplayReport = { sent: [], failed: [], stopped: null, nextAttemptAt: null, remaining: 0 };
  let after = 0;
  for (;;) {
    if (options.shouldStop?.() || options.signal?.aborted) {
      report.stopped = "stopped";
      break;
    }
    const entry = await nextEntry(options.userId, after, options.upToSeq);
    if (!entry) break;
    after = entry.seq;
    if (entry.status === "paused") {
      report.stopped = "paused";
      break;
    }
    const due = entry.nextAttemptAt ? Date.parse(entry.nextAttemptAt) : 0;
    const forced =
      options.force === true || (options.force === "network" && !isServerTrouble(entry.lastStatus));
    if (!forced && due > now()) {
      report.stopped = "backoff";
      report.nextAttemptAt = due;
      break;
    }

    const attempts = entry.attempts + 1;
    await db.outbox.update(entry.seq, { status: "sending", attempts });
    const interactive = options.interactive?.(entry.id) ?? false;
    let answer: SendAnswer;
    try {
      answer = await options.transport({ ...entry, attempts }, options.signal, interactive);
    } catch (err) {
      if (isAbort(err) || options.signal?.aborted) {
        // Cancelled by us, not refused: back in the queue as it was.
        await db.outbox.update(entry.seq, { status: "queued", attempts: entry.attempts });
        report.stopped = "stopped";
        break;
      }
      answer = { status: 0, body: null };
    }

    const verdict = classify(answer.status, answer.body, interactive);
    const sent = { ...entry, attempts };
    if (verdict === "done") {
      await db.outbox.delete(entry.seq);
      report.sent.push(entry.id);
      options.onSettled?.(sent, verdict, answer);
      try {
        await options.onDone?.(sent, answer);
      } catch {
        // storing the answer locally is a nicety: the next pull brings it anyway
      }
      continue;
    }
    if (verdict === "failed") {
      await db.outbox.update(entry.seq, {
        status: "failed",
        lastStatus: answer.status,
        lastError: errorText(answer.status, answer.body),
        response: answer.body ?? null,
        nextAttemptAt: null,
      });
      report.failed.push(entry.id);
      options.onSettled?.(sent, verdict, answer);
      continue;
    }
    if (verdict === "paused") {
      const text = errorText(401, answer.body);
      await db.transaction("rw", db.outbox, async () => {
        await db.outbox.update(entry.seq, { status: "paused", lastStatus: 401, lastError: text });
        await db.outbox
          .where("userId")
          .equals(options.userId)
          .filter((e) => e.status === "queued" || e.status === "sending")
          .modify({ status: "paused" });
      });
      report.stopped = "paused";
      options.onSettled?.(sent, verdict, answer);
      break;
    }
    // retry: same key, later (the back-off, or the server's Retry-After when longer)
    const at = retryAt(attempts, now(), answer.retryAfterMs ?? null);
    await db.outbox.update(entry.seq, {
      status: "queued",
      lastStatus: answer.status,
      lastError: errorText(answer.status, answer.body),
      nextAttemptAt: new Date(at).toISOString(),
    });
    report.stopped = "retry";
    report.nextAttemptAt = at;
    options.onSettled?.(sent, verdict, answer);
    break;
  }
  report.remaining = await waitingCount(options.userId);
  return report;
}

/**
 * Runs `task` holding the outbox's Web Lock (one sender across tabs and the worker). Without Web
 * Locks the runs of this context are only chained one after another; another tab may then send
 * the same entry at the same time, and the server's Idempotency-Key makes that harmless (the
 * second gets a 409 'still being processed', retried later, then the first answer again).
 */
let localChain: Promise<unknown> = Promise.resolve();

/** For tests: forget the chain of runs without Web Locks (a test that stopped mid-run). */
export function resetOutboxLockForTests(): void {
  localChain = Promise.resolve();
}
export function withOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks && typeof locks.request === "function") {
    return locks.request(OUTBOX_LOCK, { mode: "exclusive" }, () => task()) as Promise<T>;
  }
  const run = localChain.then(task, task);
  localChain = run.catch(() => undefined);
  return run;
}

/** Asks for a Background Sync of the outbox where the browser has it (Chromium); else nothing. */
export async function requestBackgroundSync(
  registration?: ServiceWorkerRegistration | null,
): Promise<boolean> {
  try {
    const reg =
      registration ??
      (typeof navigator !== "undefined" && "serviceWorker" in navigator
        ? await navigator.serviceWorker.getRegistration()
        : undefined);
    const sync = (
      reg as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    )?.sync;
    if (!sync) return false;
    await sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}
