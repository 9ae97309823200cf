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
 * The lists and their readers are pull-tables.ts, the rows' checks pull-rows.ts, a full pull's
 * slices pull-slices.ts.
 */
import { type ApiClient, errorMessage, isAbort } from "../api/fetch.ts";
import { asRows, isObject, MalformedAnswer, notOlder, StaleRound } from "./pull-rows.ts";
import { type PullSite, replaceRows } from "./pull-slices.ts";
import type { TableSource } from "./pull-tables.ts";
import {
  db,
  EMPTY_SYNC_STATE,
  type MirrorRows,
  type MirrorTable,
  type SyncState,
  syncKey,
} from "./schema.ts";
import { parseJsonSliced, readTextPieces } from "./sliced-json.ts";

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

// ─────────────────────────── one table ───────────────────────────

const nowIso = () => new Date().toISOString();

/** A refused pull in words: the server's own message when it sent one (a 5xx too), else ours. */
function failureText(status: number, body: unknown): string {
  if (status === 404) return "This server does not offer this list yet (404)";
  if (status >= 500) return errorMessage(body, `Server error (${status})`);
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
