/**
 * `Idempotency-Key` (IETF httpapi draft; Stripe's semantics). The first request with a key runs and
 * its answer is kept for 7 days under (caller, key); a replay gets that answer again, the same key
 * with another request is 422, and a replay while the first is still running is 409. Keys are scoped
 * to the caller, so nobody can read another caller's answer by guessing a key. 5xx answers are not
 * kept (the client may retry them).
 */
import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { idempotencyKeys } from "../db/schema.ts";
import { clientIp } from "./client-ip.ts";
import type { AppEnv, Deps } from "./env.ts";
import { badRequest, HttpError } from "./errors.ts";
import { rawBody } from "./input.ts";

export const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const KEY_RE = /^[\x21-\x7e]{1,200}$/;

export function idempotent(deps: Deps): MiddlewareHandler<AppEnv> {
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
    for (let attempt = 0; attempt < 2; attempt++) {
      const claimed = await db
        .insert(idempotencyKeys)
        .values({
          scope,
          key,
          method: c.req.method,
          path,
          requestHash,
          createdAt: now,
          expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) break;
      const [row] = await db.select().from(idempotencyKeys).where(where).limit(1);
      if (!row) continue; // deleted meanwhile: claim again
      if (row.expiresAt <= now) {
        await db.delete(idempotencyKeys).where(where);
        continue;
      }
      if (row.requestHash !== requestHash) {
        throw new HttpError(422, "This Idempotency-Key was already used for a different request");
      }
      if (row.responseStatus === null) {
        throw new HttpError(409, "A request with this Idempotency-Key is still being processed");
      }
      c.header("Idempotent-Replayed", "true");
      return c.json(row.responseBody as object, row.responseStatus as ContentfulStatusCode);
    }
    await next();
    const status = c.res.status;
    if (status >= 500 || status === 429 || status === 401) {
      await db.delete(idempotencyKeys).where(where);
      return;
    }
    let responseBody: unknown = null;
    try {
      responseBody = await c.res.clone().json();
    } catch {
      responseBody = null;
    }
    await db.update(idempotencyKeys).set({ responseStatus: status, responseBody }).where(where);
  };
}
