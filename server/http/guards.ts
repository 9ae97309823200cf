/** Who may call what: bearer tokens for people, X-Api-Key for the website and the GDS. */
import { timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { IDLE_MESSAGE } from "../services/sessions.ts";
import {
  type AccountState,
  callerFromAccount,
  callerFromClaims,
  type Refusal,
  tokenClaims,
  verifiedClaims,
} from "../services/tokens.ts";
import { readUser } from "../services/users.ts";
import type { AppEnv, Caller, Deps, Role } from "./env.ts";
import { forbidden, HttpError, unauthorized } from "./errors.ts";
import type { Hit } from "./rate-limit.ts";
import { replace } from "./wire.ts";

const EXPIRED = "Your session has expired, please sign in again";

/** The 401 for a token refused: its own message for a session ended by the idle timeout. */
const refused = (why: Refusal) => unauthorized(why === "idle" ? IDLE_MESSAGE : EXPIRED);

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
    const now = deps.now();
    const claims = await verifiedClaims(deps.config, token, now);
    if (!claims) throw refused("dead");
    // The rate limit's count (a round trip on PostgreSQL, §6.5) goes with the account and session
    // reads, not after them: its key is the token's, which is the caller's once the token stands.
    const [found, hit] = await Promise.all([
      callerFromClaims(deps.db, deps.config, claims, now),
      countCall(deps, claims.sub, Number(claims.tv)),
    ]);
    if (typeof found === "string") throw refused(found);
    admit(c, found.caller, hit);
    c.set("sessionId", found.sessionId);
    if (!roles.includes(found.caller.role)) throw forbidden();
    await next();
  };
}

/**
 * The per-caller rate limit, then the caller is set. Counted per account and token version: a
 * caller let in before its account was read (`requireCustomerAtLock`) may hold a token that no
 * longer stands (signed out everywhere, blocked), and its calls count apart, so they can never use
 * up the allowance of the account's live tokens.
 */
async function countCall(deps: Deps, id: string, tokenVersion: number): Promise<Hit> {
  return deps.limiters.api.hit(`u:${id}:${tokenVersion}`);
}

function admit(c: Context<AppEnv>, caller: Caller, hit: Hit): void {
  if (!hit.allowed) {
    throw new HttpError(429, "Too many requests, please slow down", undefined, {
      "Retry-After": String(hit.retryAfterSeconds),
    });
  }
  c.set("caller", caller);
}

/**
 * `requireCustomer` for the routes whose transaction starts by locking the caller's account row
 * (creating a booking: `lockHolder`, server/services/holds.ts), which reads what the check needs
 * anyway. A valid customer token whose account was not read recently is let in without reading it
 * (`pendingAccount`): the lock statement reads the row, as fresh as can be and locked, and checks
 * it (`settleAccount`): one query fewer on the busiest write of the API. Until then the caller has
 * its id and nothing else, and the route must not read or write anything before that statement
 * (refusing a malformed body is fine: it tells nothing). Every answer leaves checked: an answer
 * made without the lock statement (a 400 on the body, a replay found by the Idempotency-Key's own
 * lookup) waits for the account to be read (`accountStands`), and a token that no longer stands
 * gets the 401 instead, as with `requireCustomer`. Tokens of other roles take `requireCustomer`'s
 * path (and its 403).
 */
export function requireCustomerAtLock(deps: Deps): MiddlewareHandler<AppEnv> {
  const checked = requireCustomer(deps);
  return async (c, next) => {
    const token = bearer(c.req.header("authorization"));
    if (!token) throw unauthorized();
    const t = await tokenClaims(deps.db, deps.config, token, deps.now());
    if (typeof t === "string") throw refused(t);
    if (t.claims.role !== "customer") return checked(c, next);
    c.set("sessionId", t.claims.sid);
    if (t.caller === null) throw unauthorized(EXPIRED);
    if (t.caller) {
      admit(c, t.caller, await countCall(deps, t.caller.id, t.caller.tokenVersion));
    } else {
      const tv = t.claims.tv;
      const tokenVersion = Number(tv);
      admit(
        c,
        { id: t.claims.sub, name: "", email: "", role: "customer", tokenVersion },
        await countCall(deps, t.claims.sub, tokenVersion),
      );
      c.set("pendingAccount", { tv });
    }
    await next();
    if (!(await accountStands(deps, c))) {
      replace(c, new Response(JSON.stringify({ message: EXPIRED }), { status: 401, headers: JSON_TYPE }));
    }
  };
}

const JSON_TYPE = { "Content-Type": "application/json" };

/**
 * With the caller's account row as a statement just read it: confirms a caller admitted before its
 * account was read (`requireCustomerAtLock`), or any caller, against the row as it is now. Throws
 * the 401 when the token no longer stands.
 */
export function settleAccount(c: Context<AppEnv>, row: AccountState | undefined): void {
  const pending = c.get("pendingAccount");
  const caller = c.get("caller");
  const now = callerFromAccount(row, { tv: pending ? pending.tv : caller?.tokenVersion });
  if (!now || now.role !== caller?.role) {
    c.set("pendingAccount", { tv: pending?.tv, dead: true });
    throw unauthorized(EXPIRED);
  }
  c.set("caller", now);
  c.set("pendingAccount", undefined);
}

/**
 * Whether the caller's token still stands: true at once unless `requireCustomerAtLock` let the
 * caller in before its account was read and nothing has checked it since, in which case the account
 * is read now.
 */
export async function accountStands(deps: Deps, c: Context<AppEnv>): Promise<boolean> {
  const pending = c.get("pendingAccount");
  if (!pending) return true;
  if (pending.dead) return false;
  try {
    settleAccount(c, await readUser(deps.db, c.get("caller")!.id));
    return true;
  } catch (err) {
    if (err instanceof HttpError && err.status === 401) return false;
    throw err;
  }
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
