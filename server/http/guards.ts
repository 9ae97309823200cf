/** Who may call what: bearer tokens for people, X-Api-Key for the website and the GDS. */
import { timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { callerFromToken } from "../services/tokens.ts";
import type { AppEnv, Deps, Role } from "./env.ts";
import { forbidden, HttpError, unauthorized } from "./errors.ts";

function bearer(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim());
  return m ? m[1]! : null;
}

/**
 * Requires a valid token (401 otherwise) of one of `roles` (403 otherwise), and applies the generous
 * per-caller rate limit.
 */
export function requireRole(deps: Deps, ...roles: Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearer(c.req.header("authorization"));
    if (!token) throw unauthorized();
    const caller = await callerFromToken(deps.db, deps.config, token, deps.now());
    if (!caller) throw unauthorized("Your session has expired, please sign in again");
    const hit = deps.limiters.api.hit(`u:${caller.id}`);
    if (!hit.allowed) {
      throw new HttpError(429, "Too many requests, please slow down", undefined, {
        "Retry-After": String(hit.retryAfterSeconds),
      });
    }
    c.set("caller", caller);
    if (!roles.includes(caller.role)) throw forbidden();
    await next();
  };
}

export const requireAdmin = (deps: Deps) => requireRole(deps, "admin");
export const requireCustomer = (deps: Deps) => requireRole(deps, "customer");
export const requireSignedIn = (deps: Deps) => requireRole(deps, "admin", "customer");

/** The website and GDS ingestion calls: `X-Api-Key` must equal WEB_API_KEY (unset: the calls are off). */
export function requireApiKey(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const expected = deps.config.webApiKey;
    const given = c.req.header("x-api-key") ?? "";
    if (!expected)
      throw new HttpError(403, "Website ingestion is not enabled on this server (WEB_API_KEY is not set)");
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    if (a.length !== b.length || !timingSafeEqual(a, b)) throw unauthorized("Invalid API key");
    c.set("apiClient", "apikey");
    await next();
  };
}
