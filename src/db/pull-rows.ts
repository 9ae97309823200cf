// The rows of a pull's answer: each must have an `_id` (otherwise the answer is malformed), and a
// row never goes back in time (a stored copy with a higher `version` is kept). A write's own answer
// is stored through here too (`applyServerRows`). Also the two ways a pull stops short.
import { db, type MirrorRows, type MirrorTable } from "./schema.ts";

type Json = Record<string, unknown>;
export const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** An answer the pull cannot use; its message is what the table's sync state records. */
export class MalformedAnswer extends Error {}

/** A round that no longer counts: its transaction is aborted, none of it lands. */
export class StaleRound extends Error {}

export type Row = { _id: string; version?: unknown };

export function asRows(list: unknown[]): Row[] {
  for (const r of list)
    if (!isObject(r) || typeof r._id !== "string" || !r._id)
      throw new MalformedAnswer("Unexpected answer from the server (a row without _id)");
  return list as Row[];
}

/** The incoming rows minus those whose stored copy is newer (a higher `version`). */
export async function notOlder(table: MirrorTable, rows: Row[]): Promise<Row[]> {
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
