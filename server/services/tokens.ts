/**
 * Sign-in tokens: HS256 JWTs (the algorithm is pinned when verifying, so `alg: none` or another
 * algorithm is refused) carrying the user id, role, the user's token version and the id of the
 * sign-in session (`sid`, server/services/sessions.ts). A token is accepted only while the user
 * exists, is not blocked and still has that token version, and while its session is not revoked nor
 * idle; blocking, deleting or changing the password bumps the version, which kills every older token
 * at once, and signing out revokes the one session.
 */
import { errors, jwtVerify, SignJWT } from "jose";
import type { DbOrTx } from "../db/client.ts";
import type { AppConfig, Caller, Role } from "../http/env.ts";
import {
  type Device,
  readSession,
  type SessionVerdict,
  sessionVerdict,
  startSession,
  touchSession,
} from "./sessions.ts";
import { readUser, recentUser, type UserRow } from "./users.ts";

const ISSUER = "safar";
const AUDIENCE = "safar-api";

/** A new session for `user` (from `device`) and its token. */
export async function issueToken(
  deps: { db: DbOrTx; config: AppConfig },
  user: { id: string; role: Role; tokenVersion: number },
  now: Date,
  device: Device = { userAgent: "", address: "" },
): Promise<string> {
  const { config } = deps;
  const sid = await startSession(deps.db, user, now, device);
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: user.role, tv: user.tokenVersion, sid })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + config.tokenTtlSeconds)
    .sign(await signingKey(config.jwtSecret));
}

/**
 * The signing secret as a WebCrypto key, imported once per secret: given the raw bytes, jose imports
 * them on every call (about a third of a first verification's cost).
 */
const signingKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

function signingKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = signingKeys.get(secret);
  if (!key) {
    // A copy: importKey takes bytes on a plain ArrayBuffer, which a Uint8Array need not sit on.
    key = crypto.subtle.importKey("raw", new Uint8Array(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    signingKeys.set(secret, key);
  }
  return key;
}

export type Claims = { sub: string; sid: string; tv: unknown; role: unknown; exp: number };

/**
 * Tokens already verified, per signing secret (so an app with another secret never trusts them):
 * the token's text → the claims its signature covers. Verifying an HS256 signature through WebCrypto
 * costs more than the rest of a small GET together; a token is sent on every call of a session, so
 * its signature is checked once and its expiry on every call. The token's user is still read on
 * every call (readUser), so blocking, deleting or a password change kills it at once as before.
 */
const verified = new WeakMap<Uint8Array, Map<string, Claims>>();
/** Enough for every session of a busy day; past it the oldest entries make room. */
const VERIFIED_MAX = 10_000;

export async function verifiedClaims(config: AppConfig, token: string, now: Date): Promise<Claims | null> {
  let known = verified.get(config.jwtSecret);
  if (!known) {
    known = new Map();
    verified.set(config.jwtSecret, known);
  }
  const hit = known.get(token);
  if (hit) {
    if (now.getTime() / 1000 < hit.exp) return hit;
    known.delete(token);
    return null;
  }
  let payload: { sub?: unknown; sid?: unknown; tv?: unknown; role?: unknown; exp?: unknown };
  try {
    ({ payload } = await jwtVerify(token, await signingKey(config.jwtSecret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ["exp"],
    }));
  } catch (err) {
    if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
    throw err;
  }
  if (typeof payload.sub !== "string" || !UUID.test(payload.sub)) return null;
  // A token from before sessions existed has no session to check: refused (sign in again).
  if (typeof payload.sid !== "string" || !UUID.test(payload.sid)) return null;
  if (typeof payload.exp !== "number") return null;
  const claims: Claims = {
    sub: payload.sub,
    sid: payload.sid,
    tv: payload.tv,
    role: payload.role,
    exp: payload.exp,
  };
  if (known.size >= VERIFIED_MAX) known.delete(known.keys().next().value!);
  known.set(token, claims);
  return claims;
}

const UUID = /^[0-9a-f-]{36}$/;

/** Why a token is refused: `dead` (invalid, expired, revoked, account changed) or `idle`. */
export type Refusal = Exclude<SessionVerdict, "live">;

/**
 * The caller a bearer token's verified claims (`verifiedClaims`) stand for and its session's id, or
 * why the token no longer stands. The account (recently read, server/services/users.ts) and the session (read now) are read
 * together. What ends a token at once on every process is the session row, never cached: a block,
 * a password change or an approval withdrawn ends the account's sessions in the same statement
 * (migration 0010, docs/ARCHITECTURE.md §6.5).
 */
export async function callerFromClaims(
  db: DbOrTx,
  config: AppConfig,
  claims: Claims,
  now: Date,
): Promise<{ caller: Caller; sessionId: string } | Refusal> {
  const [account, session] = await Promise.all([readUser(db, claims.sub), readSession(db, claims.sid)]);
  const caller = callerFromAccount(account, claims);
  if (!caller) return "dead";
  const verdict = sessionVerdict(config, session, caller.id, caller.role, now);
  if (verdict !== "live") return verdict;
  await touchSession(db, session!, now);
  return { caller, sessionId: claims.sid };
}

/** What a token's account must still say for the token to stand. */
export type AccountState = Pick<
  UserRow,
  "id" | "name" | "email" | "role" | "tokenVersion" | "isBlocked" | "isApproved"
>;

/**
 * The caller an account stands for under a token's claims, or null when it no longer does: the
 * account is gone or blocked, its token version moved on (a password change, a block), or it is a
 * customer no longer approved.
 */
export function callerFromAccount(u: AccountState | undefined, claims: Pick<Claims, "tv">): Caller | null {
  if (!u || u.isBlocked || u.tokenVersion !== claims.tv) return null;
  if (u.role === "customer" && !u.isApproved) return null;
  return { id: u.id, name: u.name, email: u.email, role: u.role, tokenVersion: u.tokenVersion };
}

/**
 * For the routes whose transaction reads the caller's account row anyway (the bookings, which lock
 * it: server/services/holds.ts): the token's verified claims, and the caller when the account was
 * read recently (the same cache as `callerFromToken`); `caller: undefined` when it was not, to be
 * checked with `callerFromAccount` on the row the transaction reads. The session is read and checked
 * here, as for every call (its idle timeout by the role the token claims; only customers take this
 * path). A refusal for an invalid token or a session that no longer stands.
 */
export async function tokenClaims(
  db: DbOrTx,
  config: AppConfig,
  token: string,
  now: Date,
): Promise<{ claims: Claims; caller: Caller | null | undefined } | Refusal> {
  const claims = await verifiedClaims(config, token, now);
  if (!claims) return "dead";
  if (claims.role === "customer") {
    const session = await readSession(db, claims.sid);
    const verdict = sessionVerdict(config, session, claims.sub, "customer", now);
    if (verdict !== "live") return verdict;
    await touchSession(db, session!, now);
  }
  const recent = recentUser(db, claims.sub);
  return { claims, caller: recent ? callerFromAccount(recent.row, claims) : undefined };
}
