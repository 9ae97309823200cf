/**
 * The public check of a travel document's QR (tag: verify; docs/ARCHITECTURE.md §4.6): no session,
 * rate-limited per address. A code this server did not sign is refused before any database query;
 * every refusal is the same 404, so an answer never tells a forged code from a deleted booking.
 */
import { type Context, Hono } from "hono";
import { NOT_A_DOCUMENT } from "../../src/domain/documents.ts";
import { clientIp } from "../http/client-ip.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { HttpError, notFound } from "../http/errors.ts";
import { signedReference } from "../services/document-codes.ts";
import { checkedDocument } from "../services/documents.ts";

export function verifyRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();

  // `{.+}`: a code with a slash in it is refused here too, in the same words. No code at all
  // (`/api/verify`) is no call of the API: the JSON 404 of any unknown path.
  const check = async (c: Context<AppEnv>) => {
    const hit = await deps.limiters.verifyIp.hit(clientIp(c));
    if (!hit.allowed) {
      throw new HttpError(429, "Too many checks from this address, please wait a moment", undefined, {
        "Retry-After": String(hit.retryAfterSeconds),
      });
    }
    const reference = signedReference(deps.config.jwtSecret, c.req.param("code") ?? "");
    if (!reference) throw notFound(NOT_A_DOCUMENT);
    const document = await checkedDocument(deps.db, reference);
    if (!document) throw notFound(NOT_A_DOCUMENT);
    return c.json(document);
  };
  r.get("/:code{.+}", check);

  return r;
}
