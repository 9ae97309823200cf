// The last write of a route mounted with `idempotent(deps, { inTransaction: true })`: the answer
// kept in the statement that writes the activity row and the route's last rows.
import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { DbOrTx, Tx } from "../db/client.ts";
import { PrebuiltByShape, placeholderRows } from "../db/prebuilt.ts";
import { activityLogs } from "../db/schema.ts";
import type { AppEnv } from "./env.ts";
import { AnsweredMeanwhile } from "./idempotency-replies.ts";
import { keepAnswerStatement, keyRow, withWrites } from "./idempotency-store.ts";

/** Rows a route's last statement also inserts (e.g. a booking's passengers), as a WITH clause. */
export type AlsoRows = { table: PgTable; rows: readonly Record<string, unknown>[] };

/**
 * The statements that keep an answer in a route's transaction, one per shape (Prebuilt: built once,
 * filled in per request; server/db/prebuilt.ts): the busiest write of the API builds none.
 */
const lastStatements = new PrebuiltByShape<{ key: string }>();

/**
 * For routes mounted with `{ inTransaction: true }`: inside the route's transaction, as its last
 * write, keeps `body` as the answer to the request's Idempotency-Key, in the statement that writes
 * `log` (the activity row; only the row without a key) and `writes` (the route's last rows, e.g. a
 * booking's passengers: one statement fewer). When another request with the key committed
 * meanwhile, throws, which rolls the work back; the request then gets that request's answer.
 */
export async function keepAnswerInTransaction(
  tx: Tx,
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  body: unknown,
  log: typeof activityLogs.$inferInsert,
  writes: AlsoRows[] = [],
): Promise<void> {
  const claim = c.get("idempotency");
  const values: Record<string, unknown> = {};
  const logRow = placeholderRows("log", [log], values);
  const also = writes.map((w, i) => placeholderRows(`w${i}_`, w.rows, values));
  let shape = logRow.shape;
  for (const [i, w] of writes.entries()) shape += `|${getTableName(w.table)}:${also[i]!.shape}`;
  // The route's rows, as WITH clauses. A table of the route's choosing: its rows' columns were
  // checked when the route made them.
  const routeRows = (db: DbOrTx) => writes.map((w, i) => db.insert(w.table).values(also[i]!.rows as never));
  if (!claim) {
    const logLast = (db: DbOrTx) =>
      withWrites(db, routeRows(db)).insert(activityLogs).values(logRow.rows[0]!);
    await lastStatements.run(tx, `log|${shape}`, logLast, values);
    return;
  }
  // The answer as the client receives it: its JSON text (dates as ISO strings), which is what the
  // jsonb column's encoder writes.
  const key = placeholderRows("k", [keyRow(claim, status, body)], values);
  values.k_now = claim.now.toISOString();
  const keep = (db: DbOrTx) =>
    keepAnswerStatement(
      withWrites(db, [db.insert(activityLogs).values(logRow.rows[0]!), ...routeRows(db)]),
      key.rows[0]!,
      sql`${sql.placeholder("k_now")}::timestamptz`,
    );
  const kept = await lastStatements.run(tx, `keep|${shape}|${key.shape}`, keep, values);
  if (kept.length === 0) throw new AnsweredMeanwhile();
  claim.recorded = true;
}
