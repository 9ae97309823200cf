/**
 * The sync engine (pull side of DESIGN §5): fills the Dexie mirror from the API's list calls.
 *
 * - Which lists a role syncs, and how to read the rows out of each answer, is data (`SYNC_TABLES`).
 * - A table without a cursor gets a full pull: its rows are replaced (new and changed rows put, rows
 *   the server no longer lists deleted) and the answer's `X-Sync-Cursor` is kept. With a cursor the
 *   call sends `?since=<cursor>` and applies the `DeltaPage` { changed, deleted, cursor }; a plain
 *   answer to it counts as a full pull, and a 400/410 to it (a cursor the server no longer accepts)
 *   is retried at once as a full pull.
 * - A delta page (the changes since the cursor, the deletions and the new cursor) is applied in one
 *   Dexie transaction: all of it or nothing.
 * - A full pull lands in one transaction too (its rows, the deletions and the cursor), the puts
 *   issued a slice at a time, up to `WRITES_AHEAD` slices ahead of the one being written, so the
 *   main thread is free between slices (the first mirror of 10k flights must not freeze the page:
 *   no task over 50 ms) and a commit is paid once, not once per slice (40 commits took most of a
 *   first mirror's time). A slice is sized by the clock, not by a fixed count (`nextSliceRows`):
 *   a put costs its row's structured clone and index keys on the main thread, 30 µs on a quiet
 *   desktop and 200 µs on a busy one, so a fixed 250 rows took 8 ms on one and 60 ms on the other.
 *   Big bodies are read as a stream (decoded chunk by chunk as they arrive, not in one task at the
 *   end) and parsed in slices (sliced-json.ts). Screens never see a table half filled, and a pull
 *   stopped half-way writes nothing (the next round pulls again). Meta waits for that transaction
 *   (a second or two for a first mirror of 10k rows): the cursor never lands apart from its rows.
 * - A row never goes back in time: a row whose local `version` is higher than the server's (stored
 *   from a write's own answer while an older pull was in flight) is kept.
 * - One table failing (network, 404, 5xx, a malformed answer) is written into its meta state
 *   (`lastError`) and never stops the other tables nor throws to the caller; a 401 stops the round
 *   (the API client has cleared the session by then, which wipes the mirror).
 * - A table never mirrored before that the open screen shows (by its path, `screenTable`) is
 *   pulled before the round's other tables start, so they do not compete with it for the server
 *   and the main thread; a round of delta pulls asks for every table at once.
 * - Rounds never overlap: a request during a round queues one follow-up round (covering every table
 *   asked for meanwhile); `syncNow` resolves when the round that covers its request is done.
 * - `stopSync` aborts the round in flight (AbortController) and bumps a generation counter that every
 *   write transaction checks, so nothing fetched for a previous session lands after a wipe.
 */
import { api, errorMessage, isAbort } from "../api/client.ts";
import type { paths } from "../api/schema.gen.ts";
import { getSession } from "../api/session.ts";
import {
  db,
  EMPTY_SYNC_STATE,
  MIRROR_TABLES,
  type MirrorRows,
  type MirrorTable,
  type SyncState,
  syncKey,
} from "./schema.ts";
import { parseJsonSliced, readTextPieces } from "./sliced-json.ts";

export type Role = "admin" | "customer";
export type ApiClient = typeof api;

type ListPath = Extract<
  keyof paths,
  | "/flights"
  | "/packages"
  | "/bookings"
  | "/bookings/me"
  | "/package-bookings/me"
  | "/package-bookings/all"
  | "/customers"
  | "/direct-bookings"
  | "/direct-package-bookings"
  | "/web/gds-bookings"
  | "/logs/recent-activity"
>;

/** Where one role gets one table from. */
export type TableSource = {
  path: ListPath;
  /** Fixed query parameters (e.g. `limit`). */
  query?: Record<string, string | number>;
  /** Whether the call takes `?since=<cursor>` (delta sync). */
  delta: boolean;
  /** The rows of a plain answer; throws (with the text to record) when the answer is not usable. */
  rows: (body: unknown) => unknown[];
};

export type TableSync = { table: MirrorTable } & Partial<Record<Role, TableSource>>;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

class MalformedAnswer extends Error {}

/** The bare array (GET /packages, GET /package-bookings/me|all). */
const bareList = (body: unknown): unknown[] => {
  if (Array.isArray(body)) return body;
  throw new MalformedAnswer("Unexpected answer from the server");
};

/** The array under `keys` (e.g. `{ flights }`, `{ success, data: { bookings } }`). */
const listAt =
  (...keys: string[]) =>
  (body: unknown): unknown[] => {
    let v: unknown = body;
    for (const k of keys) v = isObject(v) ? v[k] : undefined;
    if (Array.isArray(v)) return v;
    throw new MalformedAnswer("Unexpected answer from the server");
  };

/** `{ success, data, error }` of GET /web/gds-bookings: `success: false` is a failure, not "no rows". */
const gdsList = (body: unknown): unknown[] => {
  if (isObject(body) && body.success === false)
    throw new MalformedAnswer(
      typeof body.error === "string" && body.error ? body.error : "The GDS feed failed",
    );
  return listAt("data")(body);
};

const flights: TableSource = { path: "/flights", delta: true, rows: listAt("flights") };
const packages: TableSource = { path: "/packages", delta: true, rows: bareList };

/** Which lists each role mirrors (DESIGN §5). The order is the order of a round's requests. */
export const SYNC_TABLES: readonly TableSync[] = [
  { table: "flights", admin: flights, customer: flights },
  { table: "packages", admin: packages, customer: packages },
  {
    table: "bookings",
    customer: { path: "/bookings/me", delta: true, rows: listAt("bookings") },
    admin: { path: "/bookings", query: { limit: 1000 }, delta: true, rows: listAt("bookings") },
  },
  {
    table: "packageBookings",
    customer: { path: "/package-bookings/me", delta: true, rows: bareList },
    admin: { path: "/package-bookings/all", delta: true, rows: bareList },
  },
  { table: "customers", admin: { path: "/customers", delta: true, rows: listAt("customers") } },
  { table: "directBookings", admin: { path: "/direct-bookings", delta: true, rows: listAt("data") } },
  {
    table: "directPackageBookings",
    admin: { path: "/direct-package-bookings", delta: true, rows: listAt("data", "bookings") },
  },
  { table: "gdsBookings", admin: { path: "/web/gds-bookings", delta: true, rows: gdsList } },
  // The newest 50 activity logs for the dashboard offline: a delta brings the logs written since
  // and drops the ones they pushed out of the 50.
  {
    table: "logs",
    admin: {
      path: "/logs/recent-activity",
      query: { limit: 50, period: "all" },
      delta: true,
      rows: listAt("logs"),
    },
  },
];

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

export type TableResult =
  | { table: MirrorTable; ok: true; mode: "full" | "delta"; put: number; deleted: number }
  | { table: MirrorTable; ok: false; error: string; status: number | null };

export type SyncReport = {
  results: TableResult[];
  /** Why the round stopped early or did not run; null when it ran to the end. */
  stopped: null | "signed-out" | "unauthorized" | "aborted";
};

/** What is in flight right now (not persisted: a reload never shows a stale "syncing"). */
export type SyncActivity = { running: boolean; tables: readonly MirrorTable[] };

// ─────────────────────────── meta state ───────────────────────────

export async function readSyncState(table: MirrorTable): Promise<SyncState> {
  const row = await db.meta.get(syncKey(table));
  return row ? { ...EMPTY_SYNC_STATE, ...(row.value as SyncState) } : { ...EMPTY_SYNC_STATE };
}

async function writeSyncState(table: MirrorTable, patch: Partial<SyncState>): Promise<void> {
  const current = await readSyncState(table);
  await db.meta.put({ key: syncKey(table), value: { ...current, ...patch } });
}

// ─────────────────────────── applying rows ───────────────────────────

type Row = { _id: string; version?: unknown };

function asRows(list: unknown[]): Row[] {
  for (const r of list)
    if (!isObject(r) || typeof r._id !== "string" || !r._id)
      throw new MalformedAnswer("Unexpected answer from the server (a row without _id)");
  return list as Row[];
}

/** The incoming rows minus those whose stored copy is newer (a higher `version`). */
async function notOlder(table: MirrorTable, rows: Row[]): Promise<Row[]> {
  if (!rows.length) return rows;
  const t = db.mirror(table);
  const stored = (await t.bulkGet(rows.map((r) => r._id))) as (Row | undefined)[];
  return rows.filter((r, i) => {
    const old = stored[i];
    return !(
      old &&
      typeof old.version === "number" &&
      typeof r.version === "number" &&
      old.version > r.version
    );
  });
}

/**
 * Stores rows the server has just returned (e.g. the booking a POST answered with) so the screens
 * show them before the next pull. Never put optimistic rows here: queued writes live in the outbox.
 */
export async function applyServerRows<T extends MirrorTable>(table: T, rows: MirrorRows[T][]): Promise<void> {
  const t = db.mirror(table);
  await db.transaction("rw", t, async () => {
    const fresh = await notOlder(table, asRows(rows));
    await t.bulkPut(fresh as MirrorRows[T][]);
  });
}

class StaleRound extends Error {}

/** Rows in a full pull's first slice; the next ones are sized by the clock (`nextSliceRows`). */
export const WRITE_CHUNK = 100;
/** Main-thread time one slice's puts may take (several slices can share a task: see replaceRows). */
export const SLICE_TARGET_MS = 8;
const SLICE_MIN_ROWS = 20;
const SLICE_MAX_ROWS = 2000;
/** Slices issued before the oldest one must be written (the database works while the page waits). */
const WRITES_AHEAD = 2;

/**
 * The next slice's size after `rows` rows took `tookMs` of main-thread time to issue: scaled toward
 * `SLICE_TARGET_MS`, at most doubling at once (one quick slice is no proof), within
 * [SLICE_MIN_ROWS, SLICE_MAX_ROWS].
 */
export function nextSliceRows(rows: number, tookMs: number): number {
  const scaled = tookMs > 0 ? (rows * SLICE_TARGET_MS) / tookMs : rows * 2;
  const next = Math.floor(Math.min(scaled, rows * 2));
  return Math.max(SLICE_MIN_ROWS, Math.min(SLICE_MAX_ROWS, next));
}

/**
 * A full pull's rows, in the caller's transaction: puts `rows` a slice at a time (each slice issued
 * while the ones before it are written; the main thread is free whenever it waits for one),
 * skipping rows whose stored copy is newer, and deletes the rows the answer no longer lists.
 * Checks before each slice that the round still counts (a stale round aborts the transaction: none
 * of it lands).
 *
 * Dexie clones a slice's rows inside `bulkPut`, so the time that call takes is the slice's
 * main-thread cost, and the next slice is sized from it. A wait for an older slice that has already
 * been written does not give the main thread back, so up to `WRITES_AHEAD` + 1 slices can run in
 * one task: 3 × 8 ms keeps it well under 50 ms.
 */
async function replaceRows(
  table: MirrorTable,
  rows: Row[],
  isCurrent: () => boolean,
): Promise<{ put: number; deleted: number }> {
  const t = db.mirror(table);
  // Nothing else writes the table while this transaction holds it: an empty table (a first
  // mirror) has no newer rows to keep and nothing to delete.
  const empty = (await t.count()) === 0;
  let put = 0;
  const writing: Promise<unknown>[] = [];
  let size = WRITE_CHUNK;
  for (let from = 0; from < rows.length; ) {
    if (!isCurrent()) throw new StaleRound();
    const slice = rows.slice(from, from + size);
    from += slice.length;
    const fresh = empty ? slice : await notOlder(table, slice);
    const started = performance.now();
    const written = t.bulkPut(fresh as MirrorRows[typeof table][]);
    if (fresh.length === slice.length) size = nextSliceRows(slice.length, performance.now() - started);
    put += fresh.length;
    // Stopping while a slice is being written aborts the transaction: that slice fails with it.
    written.catch(() => undefined);
    writing.push(written);
    if (writing.length > WRITES_AHEAD) await writing.shift();
  }
  await Promise.all(writing);
  if (!isCurrent()) throw new StaleRound();
  let deleted = 0;
  if (!empty) {
    const keep = new Set(rows.map((r) => r._id));
    const stale = (await t.toCollection().primaryKeys()).filter((k) => !keep.has(k));
    await t.bulkDelete(stale);
    deleted = stale.length;
  }
  return { put, deleted };
}

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

const nowIso = () => new Date().toISOString();

function failureText(status: number, body: unknown): string {
  if (status === 404) return "This server does not offer this list yet (404)";
  if (status >= 500) return `Server error (${status})`;
  if (status === 429) return "Too many requests; will try again later (429)";
  return errorMessage(body, `The server refused the sync (${status})`);
}

type Pull = TableResult | "unauthorized" | "aborted";

/** The answer's body as JSON, parsed in slices; a body that is not JSON is a malformed answer. */
async function parseBody(body: ReadableStream<Uint8Array> | null | undefined): Promise<unknown> {
  // Reading the body fails only with the connection (or an abort): that is not a malformed answer.
  const pieces = await readTextPieces(body);
  try {
    return await parseJsonSliced(pieces);
  } catch {
    throw new MalformedAnswer("Unexpected answer from the server (not JSON)");
  }
}

async function pullTable(
  table: MirrorTable,
  source: TableSource,
  signal: AbortSignal,
  isCurrent: () => boolean,
): Promise<Pull> {
  const attemptAt = nowIso();
  const fail = async (error: string, status: number | null): Promise<Pull> => {
    try {
      await db.transaction("rw", db.meta, async () => {
        if (!isCurrent()) throw new StaleRound();
        await writeSyncState(table, {
          lastAttemptAt: attemptAt,
          lastError: error,
          lastErrorAt: attemptAt,
          lastErrorStatus: status,
        });
      });
    } catch (e) {
      if (e instanceof StaleRound) return "aborted";
      throw e;
    }
    return { table, ok: false, error, status };
  };

  try {
    const state = await readSyncState(table);
    // The body is read as a stream and parsed in slices (sliced-json.ts): a 10k-row answer read
    // with `text()` is decoded in one long task when its last byte arrives, and parsed at once
    // would be another.
    const call = (since: string | null) =>
      client.GET(source.path, {
        params: { query: { ...source.query, ...(since ? { since } : {}) } },
        signal,
        parseAs: "stream",
      });
    let since = source.delta ? state.cursor : null;
    let res = await call(since);
    if (since && (res.response.status === 400 || res.response.status === 410)) {
      since = null;
      res = await call(null);
    }
    const status = res.response.status;
    if (status === 401) return "unauthorized";
    if (!res.response.ok) return fail(failureText(status, res.error), status);

    const body = await parseBody(res.data);
    const delta =
      isObject(body) &&
      Array.isArray(body.changed) &&
      Array.isArray(body.deleted) &&
      typeof body.cursor === "string";
    const header = res.response.headers.get("X-Sync-Cursor");
    const t = db.mirror(table);

    let put = 0;
    let deleted = 0;
    if (delta) {
      const changed = asRows(body.changed as unknown[]);
      const gone = (body.deleted as unknown[]).filter((id): id is string => typeof id === "string");
      const cursor = body.cursor as string;
      // A delta page lands in one transaction with its cursor, whatever its size.
      await db.transaction("rw", t, db.meta, async () => {
        if (!isCurrent()) throw new StaleRound();
        const fresh = await notOlder(table, changed);
        await t.bulkPut(fresh as MirrorRows[typeof table][]);
        await t.bulkDelete(gone);
        put = fresh.length;
        deleted = gone.length;
        await writeSyncState(table, {
          cursor,
          lastSyncedAt: attemptAt,
          lastAttemptAt: attemptAt,
          lastError: null,
          lastErrorStatus: null,
        });
      });
      return { table, ok: true, mode: "delta", put, deleted };
    }

    const rows = asRows(source.rows(body));
    await db.transaction("rw", t, db.meta, async () => {
      if (!isCurrent()) throw new StaleRound();
      ({ put, deleted } = await replaceRows(table, rows, isCurrent));
      await writeSyncState(table, {
        cursor: source.delta ? header || null : null,
        lastSyncedAt: attemptAt,
        lastAttemptAt: attemptAt,
        lastError: null,
        lastErrorStatus: null,
      });
    });
    return { table, ok: true, mode: "full", put, deleted };
  } catch (e) {
    if (e instanceof StaleRound || isAbort(e) || signal.aborted) return "aborted";
    if (e instanceof MalformedAnswer) return fail(e.message, null);
    const text = e instanceof Error && e.message ? e.message : String(e);
    return fail(`Network error: ${text}`, 0);
  }
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
    const r = await pullTable(table, source, round.signal, isCurrent);
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
 * Runs a round at once, then on window focus, on `online`, when the page becomes visible and every
 * 60 s while it is visible. Calling it again only runs a round. Rounds only run while signed in.
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
  const timer = setInterval(tick, options.intervalMs ?? SYNC_INTERVAL_MS);
  stopTriggers = () => {
    clearInterval(timer);
    if (hasWindow) {
      window.removeEventListener("focus", soon);
      window.removeEventListener("online", onOnline);
    }
    if (typeof document !== "undefined") document.removeEventListener("visibilitychange", onVisibility);
  };
  void syncNow();
}

/** Removes the triggers and cancels the round in flight; nothing it fetched is written afterwards. */
export function stopSync(): void {
  stopTriggers?.();
  stopTriggers = null;
  generation++;
  controller.abort(new DOMException("Sync stopped", "AbortError"));
  controller = new AbortController();
  const queued = pending;
  pending = null;
  queued?.resolve({ results: [], stopped: "aborted" });
}

export function isSyncStarted(): boolean {
  return stopTriggers !== null;
}

/** Empties the mirror tables and the sync state (keeps the token, owner and outbox). */
export async function clearMirrorTables(): Promise<void> {
  await db.transaction("rw", [...MIRROR_TABLES.map((t) => db.mirror(t)), db.meta], async () => {
    await Promise.all(MIRROR_TABLES.map((t) => db.mirror(t).clear()));
    await db.meta.bulkDelete(MIRROR_TABLES.map(syncKey));
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
