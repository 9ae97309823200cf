/**
 * `Idempotency-Key` (IETF httpapi draft; Stripe's semantics). The first request with a key runs and
 * its answer is kept for 7 days under (caller, key); a replay gets that answer again (with
 * `Idempotent-Replayed: true`), the same key with another request is 422, and a duplicate arriving
 * while the first is still running is 409. Keys are scoped to the caller, so nobody can read another
 * caller's answer by guessing a key. 5xx, 429 and 401 answers are not kept (the client may retry).
 *
 * In flight: the server is one process, so the (caller, key) pairs whose request is running are
 * held in memory (`running`, one registry per app); a duplicate is answered 409 from there before
 * the database is asked. The entry goes once the answer is committed, so a later duplicate finds
 * the kept answer.
 *
 * Two ways to keep the answer:
 * - by default, a claim row (no answer yet) is committed before the route runs and the answer is
 *   written into it afterwards. A claim left unanswered because the process died mid-request would
 *   otherwise answer 409 for 7 days (and a client outbox, which retries 409 later, would stall), so
 *   once it is older than `STALE_CLAIM_MS` a request with the same key and body takes it over
 *   (one conditional UPDATE, so only one retry wins) and runs. A claim of a request still running
 *   in this process is never taken over: the in-memory registry answers 409 first;
 * - `idempotent(deps, { inTransaction: true })`, for routes whose work is one transaction (creating
 *   a booking): the route writes the key and its answer inside that transaction
 *   (`keepAnswerInTransaction`), so the work and its answer commit together or not at all (a crash
 *   between the two can never leave a booking whose retry books again, nor a claim that answers 409
 *   for 7 days), and the request costs one commit instead of three. The kept answer is looked up
 *   in the transaction's first statement (`keptAnswerSlot`, read with the customer's row lock, then
 *   `replayKeptAnswer`) before any work, so a replay rolls back untouched and gets the first answer
 *   whatever has changed since; a request refused before that statement (a 400 on its body) is
 *   looked up afterwards, so it too gets the kept answer, or 422 for another request. A refused
 *   answer (thrown, so rolled back) is kept afterwards in a commit of its own. Should a duplicate
 *   get past the registry (another server process on the same database) and past the lookup (the
 *   first had not committed yet), it waits for the customer's row lock, finds the key taken when it
 *   writes the answer, rolls its work back and gets the first answer, like a replay. An expired
 *   kept answer is overwritten by the new one in the same statement.
 */
import { createHash } from "node:crypto";
import { and, eq, getTableName, isNull, lt, lte, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { TypedQueryBuilder } from "drizzle-orm/query-builders/query-builder";
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { DbOrTx, Tx } from "../db/client.ts";
import { PrebuiltByShape, placeholderRows } from "../db/prebuilt.ts";
import { activityLogs, idempotencyKeys } from "../db/schema.ts";
import { clientIp } from "./client-ip.ts";
import type { AppEnv, Deps, IdempotencyClaim } from "./env.ts";
import { badRequest, HttpError } from "./errors.ts";
import { accountStands } from "./guards.ts";
import { rawBody } from "./input.ts";

export const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * How old an unanswered claim must be before a request with the same key and body may take it over:
 * far longer than any request runs (the slowest, a 5,000-row import, takes seconds), so only a claim
 * whose request died with its process is old enough.
 */
export const STALE_CLAIM_MS = 2 * 60 * 1000;
const KEY_RE = /^[\x21-\x7e]{1,200}$/;
const IN_FLIGHT = "A request with this Idempotency-Key is still being processed";
const OTHER_REQUEST = "This Idempotency-Key was already used for a different request";

type Row = typeof idempotencyKeys.$inferSelect;
/** What a kept answer is replayed from. */
type Kept = Pick<Row, "requestHash" | "responseStatus" | "responseBody">;

/**
 * Thrown inside a route's transaction when the key is taken: found by the lookup (`kept`), or
 * committed by another request first (read afterwards). Rolls the work back; the middleware answers.
 */
class AnsweredMeanwhile extends HttpError {
  constructor(readonly kept?: Kept) {
    super(409, IN_FLIGHT);
  }
}

/**
 * The requests running in this process, per app: `scope + key` → the request's hash. Entries are
 * added before the first await after the key is read, and removed once the answer is committed.
 */
const running = new WeakMap<Deps, Map<string, string>>();

function registryOf(deps: Deps): Map<string, string> {
  let map = running.get(deps);
  if (!map) {
    map = new Map();
    running.set(deps, map);
  }
  return map;
}

/** What a request is recognised by: its method, path and body (sha256, hex). */
export function requestHashOf(method: string, path: string, body: string): string {
  return createHash("sha256").update(`${method} ${path}\n`).update(body).digest("hex");
}

/** The answer to a request whose key is already taken: the kept answer, 422 or 409. */
function answerFromRow(c: Context<AppEnv>, row: Kept, requestHash: string): Response {
  if (row.requestHash !== requestHash) throw new HttpError(422, OTHER_REQUEST);
  if (row.responseStatus === null) throw new HttpError(409, IN_FLIGHT);
  c.header("Idempotent-Replayed", "true");
  return c.json(row.responseBody as object, row.responseStatus as ContentfulStatusCode);
}

/** Whether an answer is kept: 5xx, 429 and 401 are not (the client should try again). */
const keeps = (status: number) => !(status >= 500 || status === 429 || status === 401);

export function idempotent(deps: Deps, options: { inTransaction?: boolean } = {}): MiddlewareHandler<AppEnv> {
  const { db } = deps;
  const inFlight = registryOf(deps);
  let lastPurge = 0;
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (key === undefined) return next();
    if (!KEY_RE.test(key)) throw badRequest("Idempotency-Key must be 1 to 200 visible ASCII characters");
    const caller = c.get("caller");
    const scope = caller ? `u:${caller.id}` : c.get("apiClient") ? "apikey" : `ip:${clientIp(c)}`;
    const path = new URL(c.req.url).pathname;
    const requestHash = requestHashOf(c.req.method, path, await rawBody(c));

    // No await between the check and the claim: one of two duplicates in this process always wins.
    const id = `${scope}\n${key}`;
    const runningHash = inFlight.get(id);
    if (runningHash === requestHash) throw new HttpError(409, IN_FLIGHT);
    if (runningHash !== undefined) throw new HttpError(422, OTHER_REQUEST);
    inFlight.set(id, requestHash);
    try {
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
      if (options.inTransaction) return await inTransaction(c, next, { where, values, requestHash, now });

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
    } finally {
      inFlight.delete(id);
    }
  };

  /** `{ inTransaction: true }`: the route keeps its answer in its own transaction. */
  async function inTransaction(
    c: Context<AppEnv>,
    next: () => Promise<void>,
    k: {
      where: ReturnType<typeof and>;
      values: Omit<IdempotencyClaim, "now" | "recorded" | "looked"> & { createdAt: Date; expiresAt: Date };
      requestHash: string;
      now: Date;
    },
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

/** An INSERT (built, not run) that a statement keeping an answer also runs, as a WITH clause. */
export type AlsoInsert = TypedQueryBuilder<undefined, unknown, unknown>;

/** `db`, or `db` with each of `writes` as a WITH clause of the next statement it builds. */
function withWrites(db: DbOrTx, writes: AlsoInsert[]) {
  return writes.length === 0 ? db : db.with(...writes.map((w, i) => db.$with(`also_${i}`).as(w)));
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

/** The idempotency row that keeps `body` as the answer to `claim`'s request, for 7 days. */
function keyRow(claim: IdempotencyClaim, status: number, body: unknown) {
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
function keepAnswerStatement(base: ReturnType<typeof withWrites>, row: Slots<KeyRow>, now: Date | SQL) {
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

async function jsonOf(res: Response): Promise<unknown> {
  try {
    return await res.clone().json();
  } catch {
    return null;
  }
}

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
