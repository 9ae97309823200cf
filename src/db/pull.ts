/**
 * One table's pull (the sync engine's unit of work, docs/ARCHITECTURE.md §5), where it runs: on the page
 * (sync.ts) or in the pull worker (pull.worker.ts), which shares this module and the mirror's
 * schema. Nothing here reads the session or the page: the caller passes the API client, the
 * abort signal and `isCurrent` (whether the round still counts).
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
 *   issued a slice at a time, up to `WRITES_AHEAD` slices ahead of the one being written, and a
 *   commit is paid once, not once per slice (40 commits took most of a first mirror's time). On the
 *   page (`where: "page"`) a slice is sized by the clock so the main thread is free between slices
 *   (`nextSliceRows`: a put costs its row's structured clone and index keys, 30 µs on a quiet
 *   desktop and 200 µs on a busy one), the body is read as a stream and parsed in slices
 *   (sliced-json.ts); in the worker nothing waits on its thread, so the body is parsed at once and
 *   the slices are big. Screens never see a table half filled, and a pull stopped half-way writes
 *   nothing (the next round pulls again). Meta waits for that transaction: the cursor never lands
 *   apart from its rows.
 * - A row never goes back in time: a row whose local `version` is higher than the server's (stored
 *   from a write's own answer while an older pull was in flight) is kept.
 * - A failure (network, 404, 5xx, a malformed answer) is written into the table's meta state
 *   (`lastError`), never thrown; a 401 is returned as "unauthorized" for the caller to end the
 *   session.
 * - Every write transaction checks `isCurrent` inside it. On the page that is the engine's round
 *   and generation, so nothing fetched for a previous session lands after the mirror is wiped; in
 *   the worker it is the job's cancel, and the engine terminates the worker before a wipe instead.
 */
import { type ApiClient, errorMessage, isAbort } from "../api/fetch.ts";
import type { paths } from "../api/schema.gen.ts";
import {
  db,
  EMPTY_SYNC_STATE,
  type MirrorRows,
  type MirrorTable,
  type SyncState,
  syncKey,
} from "./schema.ts";
import { parseJsonSliced, readTextPieces } from "./sliced-json.ts";

export type Role = "admin" | "customer";

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

/** Which lists each role mirrors (docs/ARCHITECTURE.md §5). The order is the order of a round's requests. */
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

/** Where `role` gets `table` from, if it mirrors it. */
export function sourceOf(table: MirrorTable, role: Role): TableSource | undefined {
  return SYNC_TABLES.find((t) => t.table === table)?.[role];
}

export type TableResult =
  | { table: MirrorTable; ok: true; mode: "full" | "delta"; put: number; deleted: number }
  | { table: MirrorTable; ok: false; error: string; status: number | null };

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
  where: PullSite,
): Promise<{ put: number; deleted: number }> {
  const t = db.mirror(table);
  // Nothing else writes the table while this transaction holds it: an empty table (a first
  // mirror) has no newer rows to keep and nothing to delete.
  const empty = (await t.count()) === 0;
  let put = 0;
  const writing: Promise<unknown>[] = [];
  // In the worker, whose thread no screen waits on, every slice is as big as a slice gets: it only
  // bounds how long a stopped round takes to notice.
  let size = where === "page" ? WRITE_CHUNK : SLICE_MAX_ROWS;
  for (let from = 0; from < rows.length; ) {
    if (!isCurrent()) throw new StaleRound();
    const slice = rows.slice(from, from + size);
    from += slice.length;
    const fresh = empty ? slice : await notOlder(table, slice);
    const started = performance.now();
    const written = t.bulkPut(fresh as MirrorRows[typeof table][]);
    if (where === "page" && fresh.length === slice.length)
      size = nextSliceRows(slice.length, performance.now() - started);
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

// ─────────────────────────── one table ───────────────────────────

const nowIso = () => new Date().toISOString();

function failureText(status: number, body: unknown): string {
  if (status === 404) return "This server does not offer this list yet (404)";
  if (status >= 500) return `Server error (${status})`;
  if (status === 429) return "Too many requests; will try again later (429)";
  return errorMessage(body, `The server refused the sync (${status})`);
}

export type Pull = TableResult | "unauthorized" | "aborted";

/**
 * The answer's body as JSON (on the page read and parsed in slices, in the worker at once); a body
 * that is not JSON is a malformed answer.
 */
async function parseBody(
  body: ReadableStream<Uint8Array> | null | undefined,
  where: PullSite,
): Promise<unknown> {
  // Reading the body fails only with the connection (or an abort): that is not a malformed answer.
  const text = where === "page" ? await readTextPieces(body) : await new Response(body).text();
  try {
    // An empty body reads as no value in both places (the rows then say what is wrong).
    if (typeof text !== "string") return await parseJsonSliced(text);
    return text ? JSON.parse(text) : undefined;
  } catch {
    throw new MalformedAnswer("Unexpected answer from the server (not JSON)");
  }
}

/** Where a pull runs: on the page (sharing the main thread with the screens) or in the pull worker. */
export type PullSite = "page" | "worker";

export type PullContext = {
  client: ApiClient;
  signal: AbortSignal;
  /** Whether the round still counts; checked inside every write transaction. */
  isCurrent: () => boolean;
  where: PullSite;
};

/** Pulls one table into the mirror and records the outcome in its sync state. */
export async function pullTable(
  table: MirrorTable,
  source: TableSource,
  { client, signal, isCurrent, where }: PullContext,
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
    // The body is read as a stream (parseBody): on the page a 10k-row answer read with `text()` is
    // decoded in one long task when its last byte arrives, and parsed at once would be another.
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

    const body = await parseBody(res.data, where);
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
      ({ put, deleted } = await replaceRows(table, rows, isCurrent, where));
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
