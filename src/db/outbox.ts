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
 * The outbox's parts are the outbox-*.ts files beside this one: the replay rules (outbox-core.ts),
 * sending an entry (outbox-transport.ts), flushing (outbox-flush.ts), the answers for waiting
 * callers (outbox-answers.ts), the triggers (outbox-triggers.ts) and the user's actions.
 */
import { newKey } from "../api/idempotency.ts";
import { getSession } from "../api/session.ts";
import { resetAnswersForTests, waitForAnswer } from "./outbox-answers.ts";
import { applyAnswer } from "./outbox-apply.ts";
import {
  classify,
  errorText,
  messageOf,
  requestBackgroundSync,
  resetOutboxLockForTests,
  type SendAnswer,
} from "./outbox-core.ts";
import { flushOutbox, interactiveKeys, resetFlushForTests } from "./outbox-flush.ts";
import { isOnline, pageTransport, setOutboxClient } from "./outbox-transport.ts";
import { resetTriggersForTests } from "./outbox-triggers.ts";
import { QUEUED_TEXT, type WriteRequest, type WriteResult } from "./outbox-write.ts";
import { db, type OutboxEntry } from "./schema.ts";

export { discardEntry, retryEntry } from "./outbox-actions.ts";
export { OUTBOX_LOCK, OUTBOX_SYNC_TAG } from "./outbox-core.ts";
export { flushOutbox, isAwaited } from "./outbox-flush.ts";
export { keepMine, serverCopy } from "./outbox-keep-mine.ts";
export { outboxSignedIn, startOutbox, stopOutbox } from "./outbox-triggers.ts";
export { isQueued, QUEUED_TEXT, type Queued, type WriteRequest, type WriteResult } from "./outbox-write.ts";

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

/** For tests: forget the engine's memory (not the database). */
export function resetOutboxForTests(): void {
  resetTriggersForTests();
  resetFlushForTests();
  resetAnswersForTests();
  resetOutboxLockForTests();
  setOutboxClient();
}

export { errorText };
