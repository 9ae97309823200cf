/**
 * Wires the mirror to the session (call `startMirror()` once, at app start):
 * - signed in: the mirror is checked to be this user's (another user's or role's data is wiped
 *   first), the token is mirrored into meta for the service worker, and sync starts;
 * - token refreshed: the mirrored token follows;
 * - signed out (or restored signed out): sync stops and the mirror tables and token are wiped
 *   (the outbox is kept: it belongs to a user and is replayed only for them);
 * - `clearSession()` (sign-out, or a 401 with reason 'expired'): the mirror is wiped; on a sign-out
 *   the user's own unsent writes too (the UI asks first), never another user's (a shared desk); an
 *   expired session keeps them, and the user is told at once that they wait for the next sign-in.
 * - the outbox (outbox.ts) starts with the mirror: a signed-in session (app start, a new sign-in)
 *   resumes the user's writes paused by a 401 and replays the queue.
 * Session reactions run one after another, so a quick sign-out then sign-in never interleaves.
 */
import {
  getSession,
  onSessionCleared,
  type Session,
  type SessionUser,
  subscribeSession,
  takeUnheardClear,
} from "../api/session.ts";
import { TOAST_MS, toast } from "../ui/toast.ts";
import { changesText } from "./outbox-notices.ts";
import { outboxSignedIn, startOutbox, stopOutbox } from "./outbox-triggers.ts";
import { dropUserOutbox, unsentCount } from "./outbox-users.ts";
import { db, type MetaRow } from "./schema.ts";
import { type ApiClient, clearMirrorTables, isSyncStarted, startSync, stopSync, wipeMirror } from "./sync.ts";

let persistRequest: Promise<boolean> | null = null;

/** Asks the browser to keep the mirror under storage pressure (once; false when unsupported). */
export function requestPersistentStorage(): Promise<boolean> {
  if (!persistRequest) {
    const storage = typeof navigator !== "undefined" ? navigator.storage : undefined;
    persistRequest = Promise.resolve()
      .then(() => storage?.persist?.() ?? false)
      .catch(() => false);
  }
  return persistRequest;
}

const ownerOf = (s: Session) => (s.user ? `${s.user._id}:${s.user.role}` : null);

async function metaValue(key: "token" | "owner"): Promise<string | null> {
  const row = (await db.meta.get(key)) as MetaRow | undefined;
  return row && typeof row.value === "string" ? row.value : null;
}

async function follow(session: Session): Promise<void> {
  if (session.status === "restoring") return;
  const owner = ownerOf(session);
  if (session.status === "signed-in" && owner && session.token) {
    const [ownerNow, tokenNow] = await Promise.all([metaValue("owner"), metaValue("token")]);
    if (ownerNow !== owner) {
      stopSync();
      await clearMirrorTables([
        { key: "owner", value: owner },
        { key: "token", value: session.token },
      ]);
    } else if (tokenNow !== session.token) await db.meta.put({ key: "token", value: session.token });
    if (!isSyncStarted()) {
      startSync(options);
      void requestPersistentStorage();
    }
    // The outbox replays after the mirror is set up for this user (app start, a new sign-in).
    startOutbox(options);
    void outboxSignedIn(session.user!._id, session.token);
    return;
  }
  await wipeMirror({ keepOutbox: true });
}

let options: { client?: ApiClient } = {};
let chain: Promise<void> = Promise.resolve();
let stop: (() => void) | null = null;

function enqueue(task: () => Promise<void>): Promise<void> {
  const next = chain.then(task).catch(() => {
    // a failed reaction (storage full, database closed) must not block the next one
  });
  chain = next;
  return next;
}

/**
 * Starts following the session (idempotent). Returns a function that stops following it (and sync).
 */
export function startMirror(opts: { client?: ApiClient } = {}): () => void {
  if (stop) return stop;
  options = opts;
  const offSession = subscribeSession(() => {
    const s = getSession();
    void enqueue(() => follow(s));
  });
  const onCleared = (reason: "signout" | "expired", user: SessionUser | null) =>
    enqueue(async () => {
      await wipeMirror({ keepOutbox: true });
      if (!user) return;
      if (reason === "signout") await dropUserOutbox(user._id);
      else {
        const n = await unsentCount(user._id);
        if (n > 0)
          toast.warning(
            `Your session has ended. ${changesText(n)} ${n === 1 ? "is" : "are"} kept on this device: sign in again as ${user.email} to send ${n === 1 ? "it" : "them"}.`,
            { title: "Unsent changes", duration: TOAST_MS.flightDetail },
          );
      }
    });
  const offCleared = onSessionCleared(onCleared);
  // A session that ended before this code loaded (a 401 at start): handled now, if still signed out.
  const missed = takeUnheardClear();
  if (missed && getSession().status === "signed-out") void onCleared(missed.reason, missed.user);
  const initial = getSession();
  void enqueue(() => follow(initial));
  stop = () => {
    offSession();
    offCleared();
    stopSync();
    stopOutbox();
    stop = null;
  };
  return stop;
}

/** Resolves once every session reaction queued so far has run (for tests and the sign-out screen). */
export function mirrorSettled(): Promise<void> {
  return chain;
}
