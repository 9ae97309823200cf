// The statement that writes a kept Idempotency-Key answer (server/http/idempotency.ts): over an
// expired one, never over a live one, with other inserts riding along as WITH clauses.
import { type and, lte, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { TypedQueryBuilder } from "drizzle-orm/query-builders/query-builder";
import type { DbOrTx } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema.ts";
import type { IdempotencyClaim } from "./env.ts";

export const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A request's key as the middleware read it: the row it is kept under and the row's values. */
export type KeyedRequest = {
  where: ReturnType<typeof and>;
  values: Omit<IdempotencyClaim, "now" | "recorded" | "looked"> & { createdAt: Date; expiresAt: Date };
  requestHash: string;
  now: Date;
};

/** An INSERT (built, not run) that a statement keeping an answer also runs, as a WITH clause. */
export type AlsoInsert = TypedQueryBuilder<undefined, unknown, unknown>;

/** `db`, or `db` with each of `writes` as a WITH clause of the next statement it builds. */
export function withWrites(db: DbOrTx, writes: AlsoInsert[]) {
  return writes.length === 0 ? db : db.with(...writes.map((w, i) => db.$with(`also_${i}`).as(w)));
}

/** The idempotency row that keeps `body` as the answer to `claim`'s request, for 7 days. */
export function keyRow(claim: IdempotencyClaim, status: number, body: unknown) {
  const { now, recorded: _r, looked: _l, ...values } = claim;
  return {
    ...values,
    createdAt: now,
    expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
    responseStatus: status,
    responseBody: body,
  };
}

type KeyRow = typeof idempotencyKeys.$inferInsert;
type Slots<T> = { [K in keyof T]: T[K] | Placeholder };

/**
 * The statement that keeps an answer, on `base` (a handle, or one with WITH clauses): inserts the
 * key's row, or overwrites one that expired by `now`; returns the key when it did either (nothing
 * when a live answer is kept under the key).
 */
export function keepAnswerStatement(
  base: ReturnType<typeof withWrites>,
  row: Slots<KeyRow>,
  now: Date | SQL,
) {
  const excluded = (column: string) => sql.raw(`excluded."${column}"`);
  return base
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: {
        method: excluded("method"),
        path: excluded("path"),
        requestHash: excluded("request_hash"),
        createdAt: excluded("created_at"),
        expiresAt: excluded("expires_at"),
        responseStatus: excluded("response_status"),
        responseBody: excluded("response_body"),
      },
      setWhere: lte(idempotencyKeys.expiresAt, now),
    })
    .returning({ key: idempotencyKeys.key });
}
