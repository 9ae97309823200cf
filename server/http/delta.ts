/**
 * Delta sync (docs/ARCHITECTURE.md §5, §5.10): a list called with `?since=<cursor>` answers only the
 * rows changed since then and the ids deleted since then (from the tombstones), with a new cursor.
 * Every plain list answer carries the cursor in `X-Sync-Cursor`.
 *
 * The cursor is a transaction snapshot, never a time: every synced row (and tombstone) holds in
 * `sync_txid` the id of the transaction that last wrote it (a trigger, migration 0009), and the
 * cursor names what the snapshot taken before the list is read could not see: the transactions
 * still running and every one from its xmax on. The next delta answers the rows those wrote, so a
 * row is never skipped, whatever the clocks and however long its transaction took. Rows sent twice
 * are harmless: clients upsert.
 */
import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Context } from "hono";
import { parseQuery, sinceQuery } from "../../src/domain/queries.ts";
import type { DbOrTx } from "../db/client.ts";
import { tombstones } from "../db/schema.ts";
import type { AppEnv } from "./env.ts";
import { HttpError } from "./errors.ts";
import { orThrow } from "./input.ts";

/** Tombstones are kept this long: an older cursor gets a 400 and the client reloads the list. */
export const CURSOR_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** A transaction id as PostgreSQL's xid8 prints it: decimal, below 2^63. */
const MAX_TXID = 2n ** 63n - 1n;
/** What `?since` may hold (src/domain/queries.ts): a longer cursor is issued in its short form. */
const MAX_CURSOR_LENGTH = 100;

/**
 * What a cursor stands for: every row written by a transaction whose id is `from` or more, or one
 * of `also` (the transactions still running below `from` when the list was read).
 */
export type Since = { from: bigint; also: bigint[] };

/**
 * `c2.<from, decimal>.<the time it was issued, ms in base 36>[.<from - id, base 36>-…]`; opaque to
 * clients. From a snapshot: `from` its xmax and `also` its running transactions; when they do not
 * fit, the short form, `from` its xmin and no `also` (every running transaction is at least xmin,
 * so the short form answers a superset).
 */
export function encodeCursor(snapshot: { xmin: bigint; xmax: bigint; xip: bigint[] }, at: Date): string {
  const time = at.getTime().toString(36);
  const short = `c2.${snapshot.xmin}.${time}`;
  if (snapshot.xip.some((x) => x >= snapshot.xmax)) return short;
  const offsets = snapshot.xip.map((x) => (snapshot.xmax - x).toString(36));
  if (offsets.some((o) => o.length > 8)) return short;
  const full = `c2.${snapshot.xmax}.${time}${offsets.length ? `.${offsets.join("-")}` : ""}`;
  return full.length <= MAX_CURSOR_LENGTH ? full : short;
}

export function decodeCursor(cursor: string): { since: Since; at: Date } | null {
  const m = /^c2\.([0-9]{1,19})\.([0-9a-z]{1,12})(?:\.([0-9a-z]{1,8}(?:-[0-9a-z]{1,8})*))?$/.exec(cursor);
  if (!m) return null;
  const from = BigInt(m[1]!);
  const also = m[3] ? m[3].split("-").map((o) => from - BigInt(Number.parseInt(o, 36))) : [];
  // Twelve base-36 digits reach far past the last time a Date can hold (an Invalid Date).
  const at = new Date(Number.parseInt(m[2]!, 36));
  if (from > MAX_TXID || also.some((x) => x < 0n) || Number.isNaN(at.getTime())) return null;
  return { since: { from, also }, at };
}

/** `since`: what the request's cursor stands for (null for a plain list). */
export type Delta = { since: Since | null; cursor: string };

const expired = () =>
  new HttpError(400, "This sync cursor has expired: load the full list again", {
    since: "Expired sync cursor",
  });

/**
 * Reads `?since` and takes the new cursor, before the caller reads its rows (whatever that later
 * read does not see, this snapshot did not see either, so the cursor only errs towards sending a row
 * again). 400 for a malformed cursor, and for one that can no longer be served: older than
 * CURSOR_MAX_AGE_MS, ahead of this database's transactions (another database's), of the time-based
 * kind (`c1.`) this server no longer issues, or (deletedSince) at or below a purged tombstone.
 */
export async function deltaRequest(c: Context<AppEnv>, db: DbOrTx, now: Date): Promise<Delta> {
  const q = orThrow(parseQuery(sinceQuery, { since: c.req.query("since") }));
  const text = q.since?.trim();
  const parsed = text ? decodeCursor(text) : null;
  if (text && !parsed) {
    if (/^c1\.[0-9a-z]{1,12}$/.test(text)) throw expired();
    throw new HttpError(400, "Invalid sync cursor", { since: "Invalid sync cursor" });
  }
  if (parsed && now.getTime() - parsed.at.getTime() > CURSOR_MAX_AGE_MS) throw expired();
  const res = await db.execute(sql`
    select pg_snapshot_xmin(s)::text as xmin, pg_snapshot_xmax(s)::text as xmax,
      array_to_string(array(select x::text from pg_snapshot_xip(s) as x), ',') as xip
    from pg_current_snapshot() as s`);
  const row = (res as unknown as { rows: { xmin: string; xmax: string; xip: string }[] }).rows[0]!;
  const snapshot = {
    xmin: BigInt(row.xmin),
    xmax: BigInt(row.xmax),
    xip: row.xip ? row.xip.split(",").map((x) => BigInt(x)) : [],
  };
  const cursor = encodeCursor(snapshot, now);
  if (!parsed) return { since: null, cursor };
  // A cursor ahead of every transaction this database has begun was issued by another database.
  if (parsed.since.from > snapshot.xmax) throw expired();
  return { since: parsed.since, cursor };
}

/** The rows of `table` written since the cursor; undefined (every row) without one. */
export function changedSince(table: PgTable, since: Since | null | undefined): SQL | undefined {
  if (!since) return undefined;
  const from = sql`${table}."sync_txid" >= ${since.from.toString()}::bigint`;
  if (since.also.length === 0) return from;
  const also = `{${since.also.join(",")}}`;
  return sql`(${from} or ${table}."sync_txid" = any(${also}::bigint[]))`;
}

/**
 * Ids of `table` deleted since the cursor (for per-user tables, only the caller's), read in one
 * statement with `sync_floor`: a purge that committed before it shows in the floor, one after it
 * left the tombstones in place, so a cursor is answered with every deletion or refused (400).
 */
export async function deletedSince(
  db: DbOrTx,
  table: string,
  since: Since,
  ownerId?: string,
): Promise<string[]> {
  const t = tombstones;
  const mine = ownerId ? sql`and (${t.ownerId} = ${ownerId}::uuid or ${t.ownerId} is null)` : sql``;
  const res = await db.execute(sql`
    select f.purged_txid::text as floor, f.purge_xmax::text as purge, ${t.rowId}::text as id
    from sync_floor as f
    left join ${t} on ${t.tableName} = ${table} and ${changedSince(t, since)} ${mine}`);
  const rows = (res as unknown as { rows: { floor: string; purge: string; id: string | null }[] }).rows;
  if (purgedFrom(since, BigInt(rows[0]?.floor ?? "0"), BigInt(rows[0]?.purge ?? "0"))) throw expired();
  return rows.flatMap((r) => (r.id ? [r.id] : []));
}

/**
 * Whether a purge may have removed a tombstone the cursor needs. A purge removes only tombstones
 * committed before its snapshot (xmax `purge`). A cursor whose `from` is above that was taken after
 * that snapshot: it saw those commits, so needs none of them. Otherwise it needs none as long as
 * everything it stands for lies above the highest id purged (`floor`).
 */
function purgedFrom(since: Since, floor: bigint, purge: bigint): boolean {
  if (since.from > purge) return false;
  const lowest = since.also.reduce((a, b) => (b < a ? b : a), since.from);
  return lowest <= floor;
}

/**
 * Purges the tombstones older than CURSOR_MAX_AGE_MS and, in the same statement (one snapshot),
 * raises `sync_floor` past them, whatever the clock that stamped `deleted_at` said.
 */
export async function purgeTombstones(db: DbOrTx, now: Date): Promise<void> {
  const before = new Date(now.getTime() - CURSOR_MAX_AGE_MS).toISOString();
  await db.execute(sql`
    with gone as (
      delete from ${tombstones} where ${tombstones.deletedAt} < ${before}::timestamptz returning "sync_txid"
    )
    update sync_floor set purged_txid = greatest(purged_txid, (select max("sync_txid") from gone)),
      purge_xmax = pg_snapshot_xmax(pg_current_snapshot())::text::bigint
    where exists (select 1 from gone)`);
}

/**
 * Answers a list: the plain shape (`plain(rows)`) with `X-Sync-Cursor` (revalidatable: ETag,
 * `no-store`), or the delta page `{ changed, deleted, cursor }` when the request had a cursor.
 */
export async function listAnswer<T>(
  c: Context<AppEnv>,
  db: DbOrTx,
  delta: Delta,
  table: string,
  rows: T[],
  plain: (rows: T[]) => unknown,
  ownerId?: string,
): Promise<Response> {
  c.header("X-Sync-Cursor", delta.cursor);
  if (!delta.since) return c.json(plain(rows) as object);
  // A delta page's URL carries a one-time cursor and its body a new one: no later request can
  // revalidate it, so it is neither stored by the browser nor given an ETag (server/http/wire.ts).
  c.header("Cache-Control", "no-store");
  return c.json({
    changed: rows,
    deleted: await deletedSince(db, table, delta.since, ownerId),
    cursor: delta.cursor,
  });
}
