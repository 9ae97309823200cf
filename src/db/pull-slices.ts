// A full pull's rows written in slices in the caller's transaction (sized by the clock on the page).
import { notOlder, type Row, StaleRound } from "./pull-rows.ts";
import { db, type MirrorRows, type MirrorTable } from "./schema.ts";

/** Where a pull runs: on the page (sharing the main thread with the screens) or in the pull worker. */
export type PullSite = "page" | "worker";

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
 * `SLICE_TARGET_MS`, at most doubling at once (one quick slice is no proof), within [SLICE_MIN_ROWS,
 * SLICE_MAX_ROWS].
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
export async function replaceRows(
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
