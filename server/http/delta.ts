/**
 * Delta sync (docs/ARCHITECTURE.md §5): a list called with `?since=<cursor>` answers only the rows changed since
 * then and the ids deleted since then (from the tombstones), with a new cursor. Every plain list
 * answer carries the cursor in `X-Sync-Cursor`.
 *
 * The cursor is the time the list was read, less a safety margin: a write that was still being
 * committed while the list was read has an `updatedAt` before that time, and the margin makes the
 * next delta include it again (clients upsert, so a row sent twice is harmless).
 */
import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { Context } from "hono";
import { parseQuery, sinceQuery } from "../../src/domain/queries.ts";
import type { DbOrTx } from "../db/client.ts";
import { tombstones } from "../db/schema.ts";
import type { AppEnv } from "./env.ts";
import { HttpError } from "./errors.ts";
import { orThrow } from "./input.ts";

export const CURSOR_MARGIN_MS = 10_000;
/** Tombstones are kept this long: an older cursor gets a 400 and the client reloads the list. */
export const CURSOR_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export function encodeCursor(at: Date): string {
  return `c1.${(at.getTime() - CURSOR_MARGIN_MS).toString(36)}`;
}

export function decodeCursor(cursor: string): Date | null {
  const m = /^c1\.([0-9a-z]{1,12})$/.exec(cursor);
  if (!m) return null;
  // Twelve base-36 digits reach far past the last time a Date can hold (an Invalid Date).
  const at = new Date(Number.parseInt(m[1]!, 36));
  return Number.isNaN(at.getTime()) ? null : at;
}

export type Delta = { since: Date | null; cursor: string };

/** Reads `?since`: null for a plain list; 400 for a malformed cursor or one too old to serve. */
export function deltaRequest(c: Context<AppEnv>, now: Date): Delta {
  const q = orThrow(parseQuery(sinceQuery, { since: c.req.query("since") }));
  const cursor = encodeCursor(now);
  if (!q.since) return { since: null, cursor };
  const since = decodeCursor(q.since.trim());
  if (!since) throw new HttpError(400, "Invalid sync cursor", { since: "Invalid sync cursor" });
  if (now.getTime() - since.getTime() > CURSOR_MAX_AGE_MS) {
    throw new HttpError(400, "This sync cursor has expired: load the full list again", {
      since: "Expired sync cursor",
    });
  }
  return { since, cursor };
}

/** Ids of `table` deleted since the cursor (for per-user tables, only the caller's). */
export async function deletedSince(
  db: DbOrTx,
  table: string,
  since: Date,
  ownerId?: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: tombstones.rowId })
    .from(tombstones)
    .where(
      and(
        eq(tombstones.tableName, table),
        gt(tombstones.deletedAt, since),
        ownerId ? or(eq(tombstones.ownerId, ownerId), isNull(tombstones.ownerId)) : undefined,
      ),
    );
  return rows.map((r) => r.id);
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
