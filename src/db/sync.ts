/**
 * The sync engine (pull side of docs/ARCHITECTURE.md §5): fills the Dexie mirror from the API's list calls, one
 * table's pull at a time as pull.ts describes it (full pulls, delta pages, a row never going back
 * in time, failures recorded in the table's sync state).
 *
 * - In a browser each pull runs in the pull worker (src/db/pull.worker.ts): the GET, the body's
 *   parse and the rows' puts into IndexedDB happen off the main thread, so a first mirror of 10k
 *   flights does not hold up the screens. Where no worker can run (Node tests, a client injected
 *   for tests) or the worker fails to start, the pull runs on the page in slices instead.
 * - One table failing (network, 404, 5xx, a malformed answer) never stops the other tables nor
 *   throws to the caller; a 401 stops the round and ends the session (which wipes the mirror).
 * - A table never mirrored before that the open screen shows (by its path, `screenTable`) is
 *   pulled before the round's other tables start, so they do not compete with it for the server
 *   and the database; a round of delta pulls asks for every table at once.
 * - Rounds never overlap: a request during a round queues one follow-up round (covering every table
 *   asked for meanwhile); `syncNow` resolves when the round that covers its request is done.
 * - `stopSync` aborts the round in flight (AbortController), bumps a generation counter that every
 *   write transaction on the page checks, and terminates the pull worker (its open transaction
 *   aborts), so nothing fetched for a previous session lands after a wipe.
 */
import { api, expireSessionAsking, isAbort } from "../api/client.ts";
import type { ApiClient } from "../api/fetch.ts";
import { getSession } from "../api/session.ts";
import { type Pull, pullTable, readSyncState, type TableResult } from "./pull.ts";
import { canPullInWorker, pullInWorker, stopPullWorker, WorkerFailed } from "./pull-client.ts";
import { type Role, SYNC_TABLES, type TableSource } from "./pull-tables.ts";
import { db, type MetaRow, MIRROR_TABLES, type MirrorTable, syncKey } from "./schema.ts";

export { readSyncState, type TableResult } from "./pull.ts";
export { applyServerRows } from "./pull-rows.ts";
export { nextSliceRows, SLICE_TARGET_MS, WRITE_CHUNK } from "./pull-slices.ts";
export { type Role, SYNC_TABLES } from "./pull-tables.ts";
export type { ApiClient };

/**
 * The list each screen shows, by its path (the longest prefix wins). On a table's first mirror
 * (no cursor yet) the open screen's list is pulled before the others start: a first mirror of 10k
 * flights otherwise shares the server and the main thread with eight more lists nobody is looking
 * at.
 */
const SCREEN_TABLES: readonly (readonly [prefix: string, table: MirrorTable])[] = [
  ["/admin/flights/bookings", "bookings"],
  ["/admin/flights", "flights"],
  ["/admin/packages/bookings", "packageBookings"],
  ["/admin/packages", "packages"],
  ["/admin/customers", "customers"],
  ["/admin/direct-bookings/bookings", "directBookings"],
  ["/admin/direct-bookings/package-bookings", "directPackageBookings"],
  ["/admin/direct-bookings/gds-bookings", "gdsBookings"],
  ["/customer/flights", "flights"],
  ["/customer/bookings", "bookings"],
  ["/customer/packages/my", "packageBookings"],
  ["/customer/packages", "packages"],
];

/** The list the screen at `pathname` shows (see SCREEN_TABLES), or null. */
export function screenTable(pathname: string): MirrorTable | null {
  let best: (typeof SCREEN_TABLES)[number] | null = null;
  for (const entry of SCREEN_TABLES) {
    const [prefix] = entry;
    const matches = pathname === prefix || pathname.startsWith(`${prefix}/`);
    if (matches && (!best || prefix.length > best[0].length)) best = entry;
  }
  return best ? best[1] : null;
}

const currentPath = (): string =>
  typeof location === "undefined" || typeof location.pathname !== "string" ? "" : location.pathname;

/** The tables a role mirrors. */
export function tablesFor(role: Role): MirrorTable[] {
  return SYNC_TABLES.filter((t) => t[role]).map((t) => t.table);
}

export type SyncReport = {
  results: TableResult[];
  /** Why the round stopped early or did not run; null when it ran to the end. */
  stopped: null | "signed-out" | "unauthorized" | "aborted";
};

/** What is in flight right now (not persisted: a reload never shows a stale "syncing"). */
export type SyncActivity = { running: boolean; tables: readonly MirrorTable[] };

// ─────────────────────────── engine state ───────────────────────────

let client: ApiClient = api;
let generation = 0;
let controller = new AbortController();
let running: Promise<SyncReport> | null = null;
let lastRoundStartedAt = 0;
type Pending = {
  tables: Set<MirrorTable> | null;
  promise: Promise<SyncReport>;
  resolve: (r: SyncReport) => void;
};
let pending: Pending | null = null;

let activity: SyncActivity = { running: false, tables: [] };
const activityListeners = new Set<() => void>();

function setActivity(next: SyncActivity): void {
  activity = next;
  for (const l of activityListeners) l();
}

export function getSyncActivity(): SyncActivity {
  return activity;
}

export function subscribeSyncActivity(listener: () => void): () => void {
  activityListeners.add(listener);
  return () => activityListeners.delete(listener);
}

// ─────────────────────────── one table ───────────────────────────

/**
 * One table's pull: in the pull worker where one can run, on the page otherwise (and when the
 * worker could not run this one: it failed to load or died).
 */
async function pullOne(
  table: MirrorTable,
  source: TableSource,
  role: Role,
  signal: AbortSignal,
  isCurrent: () => boolean,
): Promise<Pull> {
  const onPage = () => pullTable(table, source, { client, signal, isCurrent, where: "page" });
  const token = getSession().token;
  if (client !== api || !token || !canPullInWorker()) return onPage();
  let pulled: Pull;
  try {
    pulled = await pullInWorker({ table, role, token }, signal);
  } catch (e) {
    if (isAbort(e) || !isCurrent()) return "aborted";
    // A worker that could not run the pull sends it to the page; an error of the pull itself is
    // the round's, as on the page.
    if (e instanceof WorkerFailed) return onPage();
    throw e;
  }
  // The page's own client ends the session on a 401; the worker's cannot (and cannot tell the
  // server's reason: asked again on the page). A job that carried an older token (a new sign-in
  // since) does not end the newer session.
  if (pulled === "unauthorized" && getSession().token === token) await expireSessionAsking();
  return pulled;
}

// ─────────────────────────── rounds ───────────────────────────

async function runRound(requested: Set<MirrorTable> | null): Promise<SyncReport> {
  const session = getSession();
  const role = session.user?.role;
  if (session.status !== "signed-in" || !role) return { results: [], stopped: "signed-out" };

  const gen = generation;
  const round = new AbortController();
  const outer = controller.signal;
  const onOuterAbort = () => round.abort(outer.reason);
  if (outer.aborted) return { results: [], stopped: "aborted" };
  outer.addEventListener("abort", onOuterAbort, { once: true });
  const isCurrent = () => gen === generation && !round.signal.aborted;

  const work = SYNC_TABLES.flatMap((t) => {
    const source = t[role];
    return source && (!requested || requested.has(t.table)) ? [{ table: t.table, source }] : [];
  });
  const inFlight = new Set(work.map((w) => w.table));
  setActivity({ ...activity, running: true, tables: [...inFlight] });

  let unauthorized = false;
  const pull = async ({ table, source }: (typeof work)[number]): Promise<Pull> => {
    const r = await pullOne(table, source, role, round.signal, isCurrent);
    if (r === "unauthorized") {
      unauthorized = true;
      round.abort();
    }
    inFlight.delete(table);
    if (gen === generation) setActivity({ ...activity, running: true, tables: [...inFlight] });
    return r;
  };
  try {
    // The open screen's list first when it has never been mirrored (see SCREEN_TABLES).
    const focus = screenTable(currentPath());
    const focusState =
      focus && work.length > 1 && work.some((w) => w.table === focus)
        ? await readSyncState(focus).catch(() => null)
        : null;
    const first = focusState && !focusState.cursor ? work.filter((w) => w.table === focus) : [];
    const early = await Promise.all(first.map(pull));
    const stop = unauthorized || early.includes("aborted");
    const rest = stop ? [] : await Promise.all(work.filter((w) => !first.includes(w)).map(pull));
    // In the round's table order, whichever went first.
    const byTable = new Map<MirrorTable, Pull>();
    for (const [i, w] of first.entries()) byTable.set(w.table, early[i]!);
    for (const [i, w] of work.filter((x) => !first.includes(x)).entries())
      if (rest[i] !== undefined) byTable.set(w.table, rest[i]!);
    const pulls = work.flatMap((w) => (byTable.has(w.table) ? [byTable.get(w.table)!] : []));
    const results = pulls.filter((p): p is TableResult => typeof p === "object");
    const stopped = unauthorized ? "unauthorized" : pulls.includes("aborted") ? "aborted" : null;
    return { results, stopped };
  } finally {
    outer.removeEventListener("abort", onOuterAbort);
    setActivity({ ...activity, running: false, tables: [] });
  }
}

function startRound(tables: Set<MirrorTable> | null): Promise<SyncReport> {
  lastRoundStartedAt = Date.now();
  const current = runRound(tables).catch(
    // runRound handles its own failures; this is a last guard so the UI never sees a rejection
    (): SyncReport => ({ results: [], stopped: "aborted" }),
  );
  running = current.finally(() => {
    running = null;
    const next = pending;
    pending = null;
    if (next) void startRound(next.tables).then(next.resolve);
  });
  return current;
}

/**
 * Pulls now (all of the role's tables, or just `tables`). During a round it queues one follow-up
 * round and resolves when that is done. Never rejects; resolves at once when signed out.
 */
export function syncNow(tables?: readonly MirrorTable[]): Promise<SyncReport> {
  if (getSession().status !== "signed-in") return Promise.resolve({ results: [], stopped: "signed-out" });
  const wanted = tables ? new Set(tables) : null;
  if (!running) return startRound(wanted);
  if (!pending) {
    let resolve!: (r: SyncReport) => void;
    const promise = new Promise<SyncReport>((r) => {
      resolve = r;
    });
    pending = { tables: wanted, promise, resolve };
  } else if (pending.tables) {
    if (wanted) for (const t of wanted) pending.tables.add(t);
    else pending.tables = null;
  }
  return pending.promise;
}

// ─────────────────────────── triggers ───────────────────────────

export const SYNC_INTERVAL_MS = 60_000;
/** Focus and visibility rounds are skipped when a round started less than this long ago. */
export const EVENT_MIN_GAP_MS = 10_000;

let stopTriggers: (() => void) | null = null;

export type StartSyncOptions = { client?: ApiClient; intervalMs?: number };

/**
 * Runs a round at once, then on window focus, on `online`, when the page becomes visible, every
 * 60 s while it is visible, and for the notifications when the service worker says a push arrived
 * (sw/sw.ts; listened to here, with the mirror, not by the bell, whose code may still be loading
 * when the push comes: the worker's message is not kept for a listener added later). Calling it
 * again only runs a round. Rounds only run while signed in.
 */
export function startSync(options: StartSyncOptions = {}): void {
  if (options.client) client = options.client;
  if (stopTriggers) {
    void syncNow();
    return;
  }
  const soon = () => {
    if (!running && Date.now() - lastRoundStartedAt >= EVENT_MIN_GAP_MS) void syncNow();
  };
  const onOnline = () => void syncNow();
  const onVisibility = () => {
    if (document.visibilityState === "visible") soon();
  };
  const tick = () => {
    if (!running && (typeof document === "undefined" || document.visibilityState === "visible"))
      void syncNow();
  };
  const hasWindow = typeof window !== "undefined" && typeof window.addEventListener === "function";
  if (hasWindow) {
    window.addEventListener("focus", soon);
    window.addEventListener("online", onOnline);
  }
  if (typeof document !== "undefined") document.addEventListener("visibilitychange", onVisibility);
  const worker = typeof navigator !== "undefined" ? navigator.serviceWorker : undefined;
  const onWorkerMessage = (e: MessageEvent) => {
    if ((e.data as { type?: unknown } | null)?.type === "notification-arrived")
      void syncNow(["notifications"]);
  };
  worker?.addEventListener("message", onWorkerMessage);
  const timer = setInterval(tick, options.intervalMs ?? SYNC_INTERVAL_MS);
  stopTriggers = () => {
    clearInterval(timer);
    if (hasWindow) {
      window.removeEventListener("focus", soon);
      window.removeEventListener("online", onOnline);
    }
    if (typeof document !== "undefined") document.removeEventListener("visibilitychange", onVisibility);
    worker?.removeEventListener("message", onWorkerMessage);
  };
  void syncNow();
}

/**
 * Removes the triggers and cancels the round in flight (the pull worker is terminated, its open
 * transaction aborted); nothing it fetched is written afterwards.
 */
export function stopSync(): void {
  stopTriggers?.();
  stopTriggers = null;
  generation++;
  stopPullWorker();
  controller.abort(new DOMException("Sync stopped", "AbortError"));
  controller = new AbortController();
  const queued = pending;
  pending = null;
  queued?.resolve({ results: [], stopped: "aborted" });
}

export function isSyncStarted(): boolean {
  return stopTriggers !== null;
}

/**
 * Empties the mirror tables and the sync state (keeps the outbox), and writes `meta` (the new
 * owner and token) in the same transaction: the mirror never holds one user's rows under another's
 * name, and the screens' live reads run again once for the lot, not once per write.
 */
export async function clearMirrorTables(meta: MetaRow[] = []): Promise<void> {
  await db.transaction("rw", [...MIRROR_TABLES.map((t) => db.mirror(t)), db.meta], async () => {
    await Promise.all(MIRROR_TABLES.map((t) => db.mirror(t).clear()));
    await db.meta.bulkDelete(MIRROR_TABLES.map(syncKey));
    if (meta.length) await db.meta.bulkPut(meta);
  });
}

/**
 * Stops sync and empties the local mirror (a shared agency desktop must not keep the last user's
 * data): every mirror table and all meta (cursors, sync state, the mirrored token), and the outbox
 * unless `keepOutbox` (a session that expired keeps its unsent writes for the same user).
 */
export async function wipeMirror(options: { keepOutbox?: boolean } = {}): Promise<void> {
  stopSync();
  const tables = options.keepOutbox ? db.tables.filter((t) => t.name !== "outbox") : db.tables;
  await db.transaction("rw", tables, async () => {
    await Promise.all(tables.map((t) => t.clear()));
  });
}

/** For tests: forget the engine's memory (not the database). */
export function resetSyncForTests(): void {
  stopSync();
  running = null;
  lastRoundStartedAt = 0;
  client = api;
  setActivity({ running: false, tables: [] });
}
