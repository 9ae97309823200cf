/**
 * `Idempotency-Key` (IETF httpapi draft; Stripe's semantics). The first request with a key runs and
 * its answer is kept for 7 days under (caller, key); a replay gets that answer again (with
 * `Idempotent-Replayed: true`), the same key with another request is 422, and a duplicate arriving
 * while the first is still running is 409. Keys are scoped to the caller, so nobody can read another
 * caller's answer by guessing a key. 5xx, 429 and 401 answers are not kept (the client may retry).
 *
 * In flight: nothing is kept in a process's memory. Whether a key is taken is settled in the
 * database by both ways below, so a duplicate is treated alike whichever server process it reaches
 * (docs/ARCHITECTURE.md §6.5).
 *
 * Two ways to keep the answer:
 * - by default, a claim row (no answer yet) is committed before the route runs and the answer is
 *   written into it afterwards. A claim left unanswered because the process died mid-request would
 *   otherwise answer 409 for 7 days (and a client outbox, which retries 409 later, would stall), so
 *   once it is older than `STALE_CLAIM_MS` a request with the same key and body takes it over
 *   (one conditional UPDATE, so only one retry wins) and runs. A request still running is far
 *   younger than that, so its claim answers 409;
 * - `idempotent(deps, { inTransaction: true })`, for routes whose work is one transaction (creating
 *   a booking): the route writes the key and its answer inside that transaction
 *   (`keepAnswerInTransaction`), so the work and its answer commit together or not at all (a crash
 *   between the two can never leave a booking whose retry books again, nor a claim that answers 409
 *   for 7 days), and the request costs one commit instead of three. The kept answer is looked up
 *   in the transaction's first statement (`keptAnswerSlot`, read with the customer's row lock, then
 *   `replayKeptAnswer`) before any work, so a replay rolls back untouched and gets the first answer
 *   whatever has changed since; a request refused before that statement (a 400 on its body) is
 *   looked up afterwards, so it too gets the kept answer, or 422 for another request. A refused
 *   answer (thrown, so rolled back) is kept afterwards in a commit of its own. Duplicates sent
 *   together, to one process or several, take the customer's row lock one after the other: the
 *   first to commit books, and a later one finds its answer in the lookup, or, should it have got
 *   past the lookup before that commit, finds the key taken when it writes its answer, rolls its
 *   work back and gets the first answer, like a replay. An expired
 *   kept answer is overwritten by the new one in the same statement.
 */
import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { DbOrTx } from "../db/client.ts";
import { activityLogs, idempotencyKeys } from "../db/schema.ts";
import { clientIp } from "./client-ip.ts";
import type { AppEnv, Deps, IdempotencyClaim } from "./env.ts";
import { badRequest } from "./errors.ts";
import { accountStands } from "./guards.ts";
import { runWithClaim } from "./idempotency-claim.ts";
import { AnsweredMeanwhile, answerFromRow, jsonOf, keeps } from "./idempotency-replies.ts";
import {
  IDEMPOTENCY_TTL_MS,
  type KeyedRequest,
  keepAnswerStatement,
  keyRow,
  withWrites,
} from "./idempotency-store.ts";
import { rawBody } from "./input.ts";

// The pieces the routes and tests reach through this module: the route side of `{ inTransaction:
// true }` (its first statement's lookup, its last statement's keep) and the takeover age.
export { STALE_CLAIM_MS } from "./idempotency-claim.ts";
export { keepAnswerInTransaction } from "./idempotency-keep.ts";
export { keptAnswerSlot, keptAnswerValues, replayKeptAnswer } from "./idempotency-lookup.ts";

const KEY_RE = /^[\x21-\x7e]{1,200}$/;

/** What a request is recognised by: its method, path and body (sha256, hex). */
export function requestHashOf(method: string, path: string, body: string): string {
  return createHash("sha256").update(`${method} ${path}\n`).update(body).digest("hex");
}

export function idempotent(deps: Deps, options: { inTransaction?: boolean } = {}): MiddlewareHandler<AppEnv> {
  const { db } = deps;
  let lastPurge = 0;
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (key === undefined) return next();
    if (!KEY_RE.test(key)) throw badRequest("Idempotency-Key must be 1 to 200 visible ASCII characters");
    const caller = c.get("caller");
    const scope = caller ? `u:${caller.id}` : c.get("apiClient") ? "apikey" : `ip:${clientIp(c)}`;
    const path = new URL(c.req.url).pathname;
    const requestHash = requestHashOf(c.req.method, path, await rawBody(c));
    const now = deps.now();
    if (now.getTime() - lastPurge > 60 * 60 * 1000) {
      lastPurge = now.getTime();
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now));
    }
    const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
    const values = {
      scope,
      key,
      method: c.req.method,
      path,
      requestHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
    };
    const keyed = { where, values, requestHash, now };
    if (options.inTransaction) return await inTransaction(c, next, keyed);
    return await runWithClaim(db, c, next, keyed);
  };

  /** `{ inTransaction: true }`: the route keeps its answer in its own transaction. */
  async function inTransaction(
    c: Context<AppEnv>,
    next: () => Promise<void>,
    k: KeyedRequest,
  ): Promise<Response | undefined> {
    const { where, values, requestHash, now } = k;
    const { createdAt: _c, expiresAt: _e, ...claimValues } = values;
    const claim: IdempotencyClaim = { ...claimValues, now, recorded: false, looked: false };
    c.set("idempotency", claim);
    await next();
    // A caller let in before its account was read (server/http/guards.ts, requireCustomerAtLock)
    // whose token no longer stands gets a 401 from its guard: nothing is kept or replayed for it.
    if (!(await accountStands(deps, c))) return;
    if (c.error instanceof AnsweredMeanwhile) {
      // The key was found taken: this request's work was rolled back.
      const row = c.error.kept ?? (await db.select().from(idempotencyKeys).where(where).limit(1))[0];
      if (row) c.res = answerFromRow(c, row, requestHash);
      return;
    }
    if (claim.recorded) return;
    if (!claim.looked) {
      // Refused before its transaction looked the key up (a 400 on the body): a kept answer wins.
      const [row] = await db.select().from(idempotencyKeys).where(where).limit(1);
      if (row && row.expiresAt > now) {
        c.res = answerFromRow(c, row, requestHash);
        return;
      }
    }
    if (!keeps(c.res.status)) return;
    await keepAnswer(db, claim, c.res.status, await jsonOf(c.res));
    return;
  }
}

/**
 * Writes the kept answer of `claim`, over an expired one; false when a live one is there.
 * `also` (an activity row) and `writes` are inserted by the same statement.
 */
async function keepAnswer(
  db: DbOrTx,
  claim: IdempotencyClaim,
  status: number,
  body: unknown,
  also?: typeof activityLogs.$inferInsert,
): Promise<boolean> {
  const base = withWrites(db, also ? [db.insert(activityLogs).values(also)] : []);
  return (await keepAnswerStatement(base, keyRow(claim, status, body), claim.now)).length > 0;
}
