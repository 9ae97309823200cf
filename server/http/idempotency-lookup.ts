// The first statement of a route mounted with `idempotent(deps, { inTransaction: true })`: it reads
// the answer kept for the request's Idempotency-Key, and a kept one rolls the route back to replay.
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import { idempotencyKeys } from "../db/schema.ts";
import type { AppEnv } from "./env.ts";
import { AnsweredMeanwhile, type Kept } from "./idempotency-replies.ts";

/**
 * For routes mounted with `{ inTransaction: true }`: a scalar SQL expression reading the answer kept
 * for the request's Idempotency-Key (null when none is live), with placeholders `kept_scope`,
 * `kept_key` and `kept_now` (`keptAnswerValues`), for the first statement of the route's
 * transaction (a Prebuilt one); what it reads goes to `replayKeptAnswer`.
 */
export const keptAnswerSlot: SQL = (() => {
  const k = idempotencyKeys;
  return sql`(select json_build_object('requestHash', ${k.requestHash}, 'responseStatus', ${k.responseStatus}, 'responseBody', ${k.responseBody}) from ${k} where ${and(eq(k.scope, sql.placeholder("kept_scope")), eq(k.key, sql.placeholder("kept_key")), sql`${k.expiresAt} > ${sql.placeholder("kept_now")}::timestamptz`)})`;
})();

/** The values of `keptAnswerSlot` for this request; null without an Idempotency-Key. */
export function keptAnswerValues(c: Context<AppEnv>): Record<string, string> | null {
  const claim = c.get("idempotency");
  if (!claim) return null;
  return { kept_scope: claim.scope, kept_key: claim.key, kept_now: claim.now.toISOString() };
}

/**
 * With what `keptAnswerSlot` read: when an answer is kept for the key, throws, which rolls the
 * route's transaction back (nothing was done yet); the request then gets that answer (or 422/409).
 */
export function replayKeptAnswer(c: Context<AppEnv>, kept: unknown): void {
  const claim = c.get("idempotency");
  if (!claim) return;
  claim.looked = true;
  if (kept) throw new AnsweredMeanwhile(kept as Kept);
}
