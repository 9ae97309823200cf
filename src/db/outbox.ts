/**
 * The outbox (docs/ARCHITECTURE.md §5, issue 9): every write a user can make offline goes through
 * `sendOrQueue`. The write is first stored in Dexie's `outbox` table with its Idempotency-Key, then
 * the queue is replayed in order under the `safar-outbox` Web Lock (outbox-core.ts has the rules):
 * - online and the server answers: the caller gets the answer, as with a plain call (the spec's
 *   429 retries included); a refusal or a server error (4xx, 5xx) is taken out of the outbox
 *   again: the form that sent it shows the server's message and the user decides (never a silent
 *   later write);
 * - offline, or no answer (the network, or the request's 15 s deadline): the entry stays and the
 *   caller gets `{ queued: true }` (the screens show it as 'Queued' and the top bar counts it); so
 *   does a write that waits behind older queued ones;
 * - queued entries are replayed by one retry policy (outbox-core.ts: back-off with jitter,
 *   Retry-After, the queue waits while the server keeps failing): after their back-off, on
 *   `online` (then ignoring the back-off of entries that got no answer, not of those the server
 *   failed), when the page becomes visible or starts, and on the service worker's Background Sync,
 *   registered when a write is queued and when the page goes away with writes waiting (the
 *   worker asks the open pages to flush, which keeps the back-off, or flushes itself, also keeping
 *   it, when none is open). 'Retry now' and a new write ignore the back-off once;
 * - a replay the server refuses stays in the outbox as failed with the server's message, until the
 *   user retries or discards it; a 412 (the record changed meanwhile) can be resent with the
 *   server's version ('Keep mine').
 * A landed write's answer is stored in the mirror at once (`applyServerRows`; a DELETE removes the
 * row) and the tables it touches are pulled again. Another tab that sent this tab's write tells it
 * the answer over a BroadcastChannel.
 */
import { api, makeClient } from "../api/client.ts";
import { newKey } from "../api/idempotency.ts";
import { getSession, type SessionUser, setUser, takeFreshSignIn } from "../api/session.ts";
import type { ApiWrite } from "../api/writes.ts";
import { COUNTER_FIELDS, rebasePatch } from "../domain/merge-patch.ts";
import { toast } from "../ui/toast.ts";
import {
  classify,
  errorText,
  messageOf,
  parseRetryAfter,
  type ReplayReport,
  replayQueue,
  requestBackgroundSync,
  resetOutboxLockForTests,
  type SendAnswer,
  type Transport,
  type Verdict,
  waitingCount,
  withOutboxLock,
} from "./outbox-core.ts";
import { db, type MirrorRows, type MirrorTable, type OutboxEntry } from "./schema.ts";
import { applyServerRows, syncNow } from "./sync.ts";

export { OUTBOX_LOCK, OUTBOX_SYNC_TAG } from "./outbox-core.ts";

/** What screens say about a write that waits in the outbox. */
export const QUEUED_TEXT = {
  offline: "Queued — will send when you are back online",
  retry: "Queued — the server did not answer; will try again shortly",
  behind: "Queued — it will be sent after the changes waiting before it",
  paused: "Queued — sign in again to send it",
  elsewhere: "Sent — it will show once the list refreshes",
} as const;

/**
 * A write for `sendOrQueue`: an operation of openapi.yaml (`ApiWrite`: the method, the API path
 * without the base, e.g. `/bookings/<id>/approve`, and that operation's body), and how the outbox
 * keeps it.
 */
export type WriteRequest = ApiWrite & WriteOptions;

type WriteOptions = {
  /** The version the edit started from (sent as `If-Match`). */
  ifMatch?: string | number;
  /** The mirror table and row the write touches (its 'Queued' badge; a DELETE removes the row). */
  table?: MirrorTable;
  recordId?: string;
  /** A short description for the outbox panel ('Approve booking SF-7K2Q9MXA'). */
  label: string;
  /** Tables to pull again once it landed (default: `table`). */
  sync?: MirrorTable[];
  /** The caller's own Idempotency-Key (a form that retries the very same request reuses it). */
  key?: string;
};

export type WriteResult<T> =
  /** The server accepted it; `data` is its answer. */
  | { ok: true; status: number; data: T }
  /** Kept in the outbox: it will be sent later (`message` says why). */
  | { ok: false; queued: true; status: 0; message: string; key: string }
  /** The server refused it (status ≥ 400, e.g. 409 sold out, 412 changed meanwhile). */
  | { ok: false; queued?: false; status: number; body: unknown; message: string };

export type Queued = Extract<WriteResult<unknown>, { queued: true }>;

/** Whether an answer was kept in the outbox (for the screens' 'Queued' toast). */
export function isQueued(r: { ok: boolean; queued?: boolean }): r is Queued {
  return !r.ok && r.queued === true;
}

// ─────────────────────────── sending ───────────────────────────

type RawRequest = (
  method: string,
  url: string,
  init: { params: { header: Record<string, string> }; body?: unknown; signal?: AbortSignal },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** The client of a write the user waits for (the spec's 429 retries)… */
let client: typeof api = api;
/** …and of a replay, which the outbox's own back-off paces (one request per attempt). */
let replayClient: typeof api = makeClient(undefined, { retry: false });

/** Sends one entry through the typed client: the token is read from the session now. */
const pageTransport: Transport = async (entry, signal, interactive = true) => {
  const header: Record<string, string> = { "Idempotency-Key": entry.id };
  if (entry.ifMatch !== undefined && entry.ifMatch !== null && entry.ifMatch !== "")
    header["If-Match"] = String(entry.ifMatch);
  const request = (interactive ? client : replayClient).request as unknown as RawRequest;
  const res = await request(entry.method.toLowerCase(), entry.path, {
    params: { header },
    ...(entry.body !== undefined ? { body: entry.body } : {}),
    ...(signal ? { signal } : {}),
  });
  return {
    status: res.response.status,
    body: res.data ?? res.error ?? null,
    retryAfterMs: parseRetryAfter(res.response.headers.get("Retry-After"), Date.now()),
  };
};

const isOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The record in a write's answer: the body itself, or its booking / flight / package / … */
function rowIn(body: unknown): { _id: string } | null {
  if (!isObject(body)) return null;
  if (typeof body._id === "string") return body as { _id: string };
  for (const k of ["booking", "flight", "package", "customer", "data"]) {
    const v = body[k];
    if (isObject(v) && typeof v._id === "string") return v as { _id: string };
  }
  return null;
}

/** Stores a landed write's answer in the mirror and pulls the tables it touched. */
async function applyAnswer(entry: OutboxEntry, answer: SendAnswer): Promise<void> {
  const { table, recordId } = entry;
  if (table) {
    if (entry.method === "DELETE" && recordId) await db.mirror(table).delete(recordId);
    else {
      const row = rowIn(answer.body);
      if (row) await applyServerRows(table, [row as MirrorRows[typeof table]]);
    }
  }
  const user = isObject(answer.body) ? answer.body.user : undefined;
  if (isObject(user) && user._id === getSession().user?._id) setUser(user as SessionUser);
  const tables = entry.sync?.length ? entry.sync : table ? [table] : [];
  if (tables.length) void syncNow(tables);
}

// ─────────────────────────── answers for waiting callers ───────────────────────────

type Settled = { id: string; status: number; body: unknown };
const waiters = new Map<string, (s: Settled) => void>();
let channel: BroadcastChannel | null = null;

function openChannel(): BroadcastChannel {
  if (channel) return channel;
  channel = new BroadcastChannel("safar-outbox");
  channel.onmessage = (e: MessageEvent) => {
    const m = e.data as Partial<Settled> & { type?: string };
    if (m?.type === "sent" && typeof m.id === "string")
      waiters.get(m.id)?.({ id: m.id, status: m.status ?? 200, body: m.body ?? null });
  };
  return channel;
}

function announce(entry: OutboxEntry, verdict: Verdict, answer: SendAnswer): void {
  const settled = { id: entry.id, status: answer.status, body: answer.body };
  waiters.get(entry.id)?.(settled);
  if (verdict === "done") {
    try {
      openChannel().postMessage({ type: "sent", ...settled });
    } catch {
      // an answer that cannot be cloned: the other tab reads the mirror instead
    }
  }
}

function waitForAnswer(id: string) {
  let result: Settled | null = null;
  let wake: (() => void) | null = null;
  waiters.set(id, (s) => {
    if (classify(s.status, s.body) !== "done") return;
    result = s;
    wake?.();
  });
  openChannel();
  return {
    get result() {
      return result;
    },
    /** Waits up to `ms` for an answer from another tab. */
    wait(ms: number): Promise<Settled | null> {
      if (result) return Promise.resolve(result);
      return new Promise((resolve) => {
        const t = setTimeout(() => resolve(result), ms);
        wake = () => {
          clearTimeout(t);
          resolve(result);
        };
      });
    },
    done() {
      waiters.delete(id);
    },
  };
}

// ─────────────────────────── flushing ───────────────────────────

type Force = boolean | "network";
/** The stronger of two `force` asks (true ignores every back-off, "network" only no-answer ones). */
const stronger = (a: Force, b: Force): Force => (a === true || b === true ? true : a || b);

/** Keys of the writes a user is waiting for right now (`sendOrQueue`): their 5xx are final. */
const interactiveKeys = new Set<string>();

/** Whether a dialog of this page waits for the write with this key (its own busy button shows it). */
export function isAwaited(id: string): boolean {
  return interactiveKeys.has(id);
}

let running: Promise<ReplayReport | null> | null = null;
type FollowUp = {
  force: Force;
  promise: Promise<ReplayReport | null>;
  resolve: (r: ReplayReport | null) => void;
};
let followUp: FollowUp | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryAt = 0;

function scheduleRetry(at: number | null): void {
  if (at === null) return;
  if (retryTimer && retryAt <= at) return;
  if (retryTimer) clearTimeout(retryTimer);
  retryAt = at;
  retryTimer = setTimeout(
    () => {
      retryTimer = null;
      retryAt = 0;
      if (isOnline()) void flushOutbox();
    },
    Math.max(0, at - Date.now()),
  );
}

async function runFlush(force: Force): Promise<ReplayReport | null> {
  const session = getSession();
  const userId = session.user?._id;
  if (session.status !== "signed-in" || !userId) return null;
  // Offline nothing is sent: the `online` event (or Background Sync) flushes when it is back.
  if (!isOnline()) return null;
  const report = await withOutboxLock(() =>
    replayQueue({
      userId,
      transport: pageTransport,
      force,
      interactive: (id) => interactiveKeys.has(id),
      onDone: applyAnswer,
      onSettled: announce,
      shouldStop: () => getSession().user?._id !== userId,
    }),
  );
  // The page's own timer sends again after the back-off. Background Sync is not asked for here:
  // with a page open, its event only asks the page to flush, and asking after every failed run
  // made a loop that sent a write many times a second while the server was down.
  scheduleRetry(report.nextAttemptAt);
  return report;
}

function startFlush(force: Force): Promise<ReplayReport | null> {
  const current = runFlush(force).catch((): ReplayReport | null => null);
  running = current.finally(() => {
    running = null;
    const next = followUp;
    followUp = null;
    if (next) void startFlush(next.force).then(next.resolve);
  });
  return current;
}

/**
 * Replays the signed-in user's outbox now (under the Web Lock). During a replay it queues one
 * follow-up replay and resolves when that is done. `force` ignores the back-off (`"network"`: only
 * for entries that got no answer). Never rejects.
 */
export function flushOutbox(options: { force?: Force } = {}): Promise<ReplayReport | null> {
  const force = options.force ?? false;
  if (!running) return startFlush(force);
  if (!followUp) {
    let resolve!: (r: ReplayReport | null) => void;
    const promise = new Promise<ReplayReport | null>((r) => {
      resolve = r;
    });
    followUp = { force, promise, resolve };
  } else followUp.force = stronger(followUp.force, force);
  return followUp.promise;
}

// ─────────────────────────── the write API ───────────────────────────

function refused<T>(status: number, body: unknown): WriteResult<T> {
  return { ok: false, status, body, message: messageOf(body, "") };
}

function queued<T>(key: string, message: string): WriteResult<T> {
  return { ok: false, queued: true, status: 0, message, key };
}

/** A plain send, for when the outbox cannot store anything (no IndexedDB). */
async function sendDirect<T>(key: string, req: WriteRequest): Promise<WriteResult<T>> {
  const entry: OutboxEntry = {
    seq: 0,
    id: key,
    createdAt: new Date().toISOString(),
    status: "sending",
    userId: getSession().user?._id ?? "",
    method: req.method,
    path: req.path,
    body: req.body,
    ...(req.ifMatch !== undefined ? { ifMatch: String(req.ifMatch) } : {}),
    attempts: 1,
  };
  let answer: SendAnswer;
  try {
    answer = await pageTransport(entry);
  } catch {
    return { ok: false, status: 0, body: null, message: "" };
  }
  if (classify(answer.status, answer.body) === "done") {
    await applyAnswer({ ...entry, ...pickTable(req) }, answer).catch(() => undefined);
    return { ok: true, status: answer.status, data: answer.body as T };
  }
  return refused(answer.status, answer.body);
}

const pickTable = (req: WriteRequest) => ({
  ...(req.table ? { table: req.table } : {}),
  ...(req.recordId ? { recordId: req.recordId } : {}),
  ...(req.sync ? { sync: req.sync } : {}),
});

/**
 * Sends a write now, or keeps it in the outbox when it cannot be sent now. Never throws.
 * The answer: `ok` with the server's body; `queued` (shown as 'Queued' until it is sent); or the
 * server's refusal (status and body; nothing is kept then).
 */
export async function sendOrQueue<T = unknown>(req: WriteRequest): Promise<WriteResult<T>> {
  const session = getSession();
  const userId = session.user?._id;
  const key = req.key ?? newKey();
  if (session.status !== "signed-in" || !userId) return sendDirect<T>(key, req);

  let seq: number;
  try {
    const existing = await db.outbox.get({ id: key });
    seq = existing
      ? existing.seq
      : await db.outbox.add({
          id: key,
          createdAt: new Date().toISOString(),
          status: "queued",
          userId,
          userName: session.user?.name,
          method: req.method,
          path: req.path,
          ...(req.body !== undefined ? { body: req.body } : {}),
          ...(req.ifMatch !== undefined ? { ifMatch: String(req.ifMatch) } : {}),
          ...pickTable(req),
          label: req.label,
          attempts: 0,
          nextAttemptAt: null,
          lastError: null,
          lastStatus: null,
        } as OutboxEntry);
  } catch {
    return sendDirect<T>(key, req);
  }

  if (!isOnline()) {
    void requestBackgroundSync();
    return queued(key, QUEUED_TEXT.offline);
  }
  const answer = waitForAnswer(key);
  interactiveKeys.add(key);
  try {
    await flushOutbox({ force: true });
    const mine = answer.result;
    if (mine) return { ok: true, status: mine.status, data: mine.body as T };
    const entry = await db.outbox.get(seq);
    if (!entry) {
      // Sent by another tab (or the worker) meanwhile: it tells us the answer.
      const other = await answer.wait(3000);
      return other
        ? { ok: true, status: other.status, data: other.body as T }
        : queued(key, QUEUED_TEXT.elsewhere);
    }
    if (entry.status === "failed") {
      // Refused, or a server error: the caller shows it; nothing is sent later on its own.
      await db.outbox.delete(seq);
      return refused(entry.lastStatus ?? 400, entry.response ?? { message: entry.lastError ?? "" });
    }
    if (entry.status === "paused") return queued(key, QUEUED_TEXT.paused);
    // Kept for later: Background Sync is asked for once, for this change.
    void requestBackgroundSync();
    if (!isOnline()) return queued(key, QUEUED_TEXT.offline);
    if (entry.attempts === 0) return queued(key, QUEUED_TEXT.behind);
    return queued(key, QUEUED_TEXT.retry);
  } finally {
    interactiveKeys.delete(key);
    answer.done();
  }
}

// ─────────────────────────── the user's actions on entries ───────────────────────────

/**
 * Sends a failed (or waiting) entry again now. A refused entry gets a new Idempotency-Key: the
 * server keeps its refusal under the old key and would only answer it again, and a refusal changed
 * nothing, so the new key cannot make the write happen twice. A waiting entry (its outcome unknown)
 * keeps its key.
 */
export async function retryEntry(seq: number): Promise<void> {
  await db.transaction("rw", db.outbox, async () => {
    const e = await db.outbox.get(seq);
    if (!e || e.status === "sending") return;
    await db.outbox.update(seq, {
      ...(e.status === "failed" ? { id: newKey() } : {}),
      status: "queued",
      nextAttemptAt: null,
      lastError: null,
      lastStatus: null,
      response: null,
    });
  });
  await flushOutbox({ force: true });
}

/** Drops an entry that is not being sent right now. True when it was dropped. */
export async function discardEntry(seq: number): Promise<boolean> {
  const n = await db.outbox
    .where("seq")
    .equals(seq)
    .filter((e) => e.status !== "sending")
    .delete();
  return n > 0;
}

/**
 * 'Keep mine' after a 412: resend the edit as made on the server's current `version`, with a new
 * Idempotency-Key (the old one holds the 412). An edit that keeps its base record (a PATCH of only
 * the admin's fields, `base`) is re-applied on `server`, the server's copy: the admin's fields as
 * they set them, except a count the server moves itself (a flight's seats), which moves by the
 * admin's own difference, so seats sold meanwhile stay sold; `server` becomes its new base. An entry
 * without a base (a whole record, stored before edits kept one) is resent as it is, except for such
 * counts: which of them the admin changed cannot be known, so the server's are kept.
 */
export async function keepMine(
  seq: number,
  version: string | number,
  server?: Record<string, unknown>,
): Promise<void> {
  await db.transaction("rw", db.outbox, async () => {
    const e = await db.outbox.get(seq);
    if (e?.status !== "failed") return;
    const rebase = server && e.base && e.method === "PATCH" && isObject(e.body);
    const counters = e.table ? (COUNTER_FIELDS[e.table] ?? []) : [];
    const whole = server && !e.base && e.method === "PUT" && isObject(e.body);
    const serverCounts = Object.fromEntries(
      counters.filter((k) => typeof server?.[k] === "number").map((k) => [k, server?.[k]]),
    );
    await db.outbox.update(seq, {
      id: newKey(),
      ifMatch: String(version),
      status: "queued",
      nextAttemptAt: null,
      lastError: null,
      lastStatus: null,
      response: null,
      ...(rebase
        ? {
            body: rebasePatch(e.body as Record<string, unknown>, e.base!, server, counters),
            base: server,
          }
        : whole
          ? { body: { ...(e.body as object), ...serverCounts } }
          : {}),
    });
  });
  await flushOutbox({ force: true });
}

/** The server's copy of the record an entry edits (pulled now when online), for a 412. */
export async function serverCopy(entry: OutboxEntry): Promise<Record<string, unknown> | undefined> {
  if (!entry.table || !entry.recordId) return undefined;
  if (isOnline()) await syncNow([entry.table]);
  return (await db.mirror(entry.table).get(entry.recordId)) as Record<string, unknown> | undefined;
}

/** Puts a user's paused entries (a 401) back in the queue: they signed in again. */
export async function resumePaused(userId: string): Promise<number> {
  return db.outbox
    .where("userId")
    .equals(userId)
    .filter((e) => e.status === "paused")
    .modify({ status: "queued", nextAttemptAt: null, lastError: null, lastStatus: null });
}

/** How many writes of `userId` are not sent yet (queued, sending, paused or failed). */
export function unsentCount(userId: string): Promise<number> {
  return db.outbox.where("userId").equals(userId).count();
}

/** Deletes `userId`'s writes (their own sign-out, which asked them first); never anyone else's. */
export function dropUserOutbox(userId: string): Promise<number> {
  return db.outbox.where("userId").equals(userId).delete();
}

/** Other users' unsent writes kept on this device, by whose they are ('Ayesha Khan': 2). */
export async function othersWaiting(userId: string): Promise<Map<string, number>> {
  const byName = new Map<string, number>();
  const rows = await db.outbox.where("userId").notEqual(userId).toArray();
  for (const e of rows) {
    const name = e.userName || "another user";
    byName.set(name, (byName.get(name) ?? 0) + 1);
  }
  return byName;
}

/** 'a change' / '3 changes'. */
export const changesText = (n: number) => (n === 1 ? "1 change" : `${n} changes`);

// ─────────────────────────── triggers ───────────────────────────

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
  if (options.client) {
    client = options.client;
    replayClient = options.client;
  }
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
    // A new sign-in: the user's own changes still here are from their last session (a sign-out
    // deletes them, an ended session keeps them). Told when it ended (start.ts), told again now.
    if (signedInNow) {
      const waiting = await waitingCount(userId).catch(() => 0);
      if (waiting > 0)
        toast.info(
          `${changesText(waiting)} from your last session ${waiting === 1 ? "is" : "are"} being sent now.`,
          { title: "Unsent changes" },
        );
      void tellOthersWaiting(userId);
    }
  }
  await flushOutbox();
}

/** On a shared device: whose changes also wait here (they stay until their owner signs in). */
async function tellOthersWaiting(userId: string): Promise<void> {
  try {
    const others = await othersWaiting(userId);
    for (const [name, n] of others)
      toast.info(
        `This device also keeps ${changesText(n)} of ${name}, not sent yet. ${n === 1 ? "It is" : "They are"} kept until ${name} signs in here again.`,
        { title: "Unsent changes" },
      );
  } catch {
    // no IndexedDB: nothing is kept
  }
}

export function stopOutbox(): void {
  stopTriggers?.();
  stopTriggers = null;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  retryAt = 0;
}

/** For tests: forget the engine's memory (not the database). */
export function resetOutboxForTests(): void {
  stopOutbox();
  running = null;
  followUp = null;
  resumedToken = null;
  waiters.clear();
  interactiveKeys.clear();
  resetOutboxLockForTests();
  channel?.close();
  channel = null;
  client = api;
  replayClient = makeClient(undefined, { retry: false });
}

export { errorText };
