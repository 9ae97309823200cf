/**
 * `Idempotency-Key` (IETF httpapi draft; Stripe's semantics). The first request with a key runs and
 * its answer is kept for 7 days under (caller, key); a replay gets that answer again, the same key
 * with another request is 422, and a replay while the first is still running is 409. Keys are scoped
 * to the caller, so nobody can read another caller's answer by guessing a key. 5xx answers are not
 * kept (the client may retry them).
 *
 * Two ways to keep the answer:
 * - by default, a claim row is committed before the route runs (so a duplicate arriving meanwhile
 *   sees it and gets 409) and the answer is written into it afterwards;
 * - `idempotent(deps, { inTransaction: true })`, for routes whose work is one transaction (creating
 *   a booking): the route writes the key and its answer inside that transaction
 *   (`keepAnswerInTransaction`), so the work and its answer commit together or not at all (a crash
 *   between the two can never leave a booking whose retry books again, nor a claim that answers 409
 *   for 7 days), and the request costs one commit instead of three. A duplicate arriving while the
 *   first runs waits for it (the customer's row lock of assertHoldRoom serialises one customer's
 *   bookings) and then gets the first answer, like a replay; a refused answer (thrown, so rolled
 *   back) is kept afterwards in a commit of its own.
 */
import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { DbOrTx } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema.ts";
import { clientIp } from "./client-ip.ts";
import type { AppEnv, Deps, IdempotencyClaim } from "./env.ts";
import { badRequest, HttpError } from "./errors.ts";
import { rawBody } from "./input.ts";

export const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const KEY_RE = /^[\x21-\x7e]{1,200}$/;
const IN_FLIGHT = "A request with this Idempotency-Key is still being processed";

/** Thrown inside a route's transaction when another request with the key committed first. */
class AnsweredMeanwhile extends HttpError {
  constructor() {
    super(409, IN_FLIGHT);
  }
}

type Row = typeof idempotencyKeys.$inferSelect;

/** The answer to a request whose key is already taken: the kept answer, 422 or 409. */
function answerFromRow(c: Context<AppEnv>, row: Row, requestHash: string): Response {
  if (row.requestHash !== requestHash) {
    throw new HttpError(422, "This Idempotency-Key was already used for a different request");
  }
  if (row.responseStatus === null) throw new HttpError(409, IN_FLIGHT);
  c.header("Idempotent-Replayed", "true");
  return c.json(row.responseBody as object, row.responseStatus as ContentfulStatusCode);
}

/** Whether an answer is kept: 5xx, 429 and 401 are not (the client should try again). */
const keeps = (status: number) => !(status >= 500 || status === 429 || status === 401);

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
    const requestHash = createHash("sha256")
      .update(`${c.req.method} ${path}\n`)
      .update(await rawBody(c))
      .digest("hex");
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

    if (options.inTransaction) {
      const [kept] = await db.select().from(idempotencyKeys).where(where).limit(1);
      if (kept && kept.expiresAt > now) return answerFromRow(c, kept, requestHash);
      if (kept) await db.delete(idempotencyKeys).where(where);
      const claim: IdempotencyClaim = { ...values, now, recorded: false };
      c.set("idempotency", claim);
      await next();
      if (c.error instanceof AnsweredMeanwhile) {
        const [row] = await db.select().from(idempotencyKeys).where(where).limit(1);
        if (row) c.res = answerFromRow(c, row, requestHash);
        return;
      }
      if (claim.recorded || !keeps(c.res.status)) return;
      await db
        .insert(idempotencyKeys)
        .values({ ...values, responseStatus: c.res.status, responseBody: await jsonOf(c.res) })
        .onConflictDoNothing();
      return;
    }

    for (let attempt = 0; attempt < 2; attempt++) {
      const claimed = await db
        .insert(idempotencyKeys)
        .values(values)
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) break;
      const [row] = await db.select().from(idempotencyKeys).where(where).limit(1);
      if (!row) continue; // deleted meanwhile: claim again
      if (row.expiresAt <= now) {
        await db.delete(idempotencyKeys).where(where);
        continue;
      }
      return answerFromRow(c, row, requestHash);
    }
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
  };
}

async function jsonOf(res: Response): Promise<unknown> {
  try {
    return await res.clone().json();
  } catch {
    return null;
  }
}

/**
 * For routes mounted with `{ inTransaction: true }`: inside the route's transaction, as its last
 * write, keeps `body` as the answer to the request's Idempotency-Key (nothing without a key). When
 * another request with the key committed meanwhile, throws, which rolls the work back; the request
 * then gets that request's answer.
 */
export async function keepAnswerInTransaction(
  tx: DbOrTx,
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  body: unknown,
): Promise<void> {
  const claim = c.get("idempotency");
  if (!claim) return;
  const { now, recorded: _, ...values } = claim;
  const kept = await tx
    .insert(idempotencyKeys)
    .values({
      ...values,
      createdAt: now,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
      responseStatus: status,
      // What the client receives: the JSON text's values (dates as ISO strings), not the objects.
      responseBody: JSON.parse(JSON.stringify(body)),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (kept.length === 0) throw new AnsweredMeanwhile();
  claim.recorded = true;
}
