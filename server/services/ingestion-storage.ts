/**
 * Storing a booking that arrives from the website or the GDS: its transaction, whose failure never
 * carries the passengers' data to the error log, and the copy of what the sender left out.
 */
import type { Db, DbOrTx } from "../db/client.ts";
import { pgErrorCode } from "../db/helpers.ts";
import { HttpError } from "../http/errors.ts";

/**
 * A failed write of an incoming booking as the error log may show it: what was being stored and the
 * database's error code, never the statement's parameters (the passengers' names and passport
 * numbers) that the driver's error carries (docs/ARCHITECTURE.md §4.5). An HTTP answer stays as is.
 */
export function withoutPassengers(what: string, err: unknown): unknown {
  if (err instanceof HttpError) return err;
  return new Error(`${what} could not be stored (database error ${pgErrorCode(err) ?? "unknown"})`);
}

/** `db.transaction(work)`, failing with `withoutPassengers`. */
export async function storing<T>(what: string, db: Db, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    throw withoutPassengers(what, err);
  }
}

/** A copy without null or undefined values (nested objects too): what the website left out stays out. */
export function compact(v: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    if (x === null || x === undefined) continue;
    out[k] = x && typeof x === "object" && !Array.isArray(x) ? compact(x as Record<string, unknown>) : x;
  }
  return out;
}
