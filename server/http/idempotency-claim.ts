// The default way of keeping an Idempotency-Key answer (server/http/idempotency.ts): a claim row is
// committed before the route runs, a stale one taken over, and the answer written into it after.
import { and, eq, isNull, lt, lte } from "drizzle-orm";
import type { Context } from "hono";
import { idempotencyKeys } from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import type { AppEnv } from "./env.ts";
import { HttpError } from "./errors.ts";
import { answerFromRow, IN_FLIGHT, jsonOf, keeps } from "./idempotency-replies.ts";
import type { KeyedRequest } from "./idempotency-store.ts";

/**
 * How old an unanswered claim must be before a request with the same key and body may take it over:
 * far longer than any request runs (the slowest, a 5,000-row import, takes seconds), so only a claim
 * whose request died with its process is old enough.
 */
export const STALE_CLAIM_MS = 2 * 60 * 1000;

/** Claims the key (or answers from the row that holds it), runs the route, and keeps its answer. */
export async function runWithClaim(
  db: Db,
  c: Context<AppEnv>,
  next: () => Promise<void>,
  k: KeyedRequest,
): Promise<Response | undefined> {
  const { where, values, requestHash, now } = k;
  let claimed = false;
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values(values)
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) {
      claimed = true;
      break;
    }
    const [row] = await db.select().from(idempotencyKeys).where(where).limit(1);
    if (!row) continue; // deleted meanwhile: claim again
    if (row.expiresAt <= now) {
      await db.delete(idempotencyKeys).where(and(where, lte(idempotencyKeys.expiresAt, now)));
      continue;
    }
    const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
    if (row.responseStatus === null && row.requestHash === requestHash && row.createdAt < staleBefore) {
      // Its request died with its process: take the claim over, unless another retry just did.
      const taken = await db
        .update(idempotencyKeys)
        .set({ createdAt: now, expiresAt: values.expiresAt })
        .where(
          and(
            where,
            isNull(idempotencyKeys.responseStatus),
            eq(idempotencyKeys.requestHash, requestHash),
            lt(idempotencyKeys.createdAt, staleBefore),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      if (taken.length > 0) {
        claimed = true;
        break;
      }
      continue;
    }
    return answerFromRow(c, row, requestHash);
  }
  // Claimed and lost three times in a row: another request holds the key.
  if (!claimed) throw new HttpError(409, IN_FLIGHT);
  await next();
  const status = c.res.status;
  if (!keeps(status)) {
    await db.delete(idempotencyKeys).where(where);
    return;
  }
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: await jsonOf(c.res) })
    .where(where);
}
