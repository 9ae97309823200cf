/**
 * Sign-in tokens: HS256 JWTs (the algorithm is pinned when verifying, so `alg: none` or another
 * algorithm is refused) carrying the user id, role and the user's token version. A token is accepted
 * only while the user exists, is not blocked and still has that token version; blocking, deleting or
 * changing the password bumps the version, which kills every older token at once.
 */
import { errors, jwtVerify, SignJWT } from "jose";
import type { DbOrTx } from "../db/client.ts";
import type { AppConfig, Caller, Role } from "../http/env.ts";
import { readUser } from "./users.ts";

const ISSUER = "safar";
const AUDIENCE = "safar-api";

export async function issueToken(
  config: AppConfig,
  user: { id: string; role: Role; tokenVersion: number },
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: user.role, tv: user.tokenVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + config.tokenTtlSeconds)
    .sign(config.jwtSecret);
}

/** The caller a bearer token stands for, or null when the token is not (or no longer) valid. */
export async function callerFromToken(
  db: DbOrTx,
  config: AppConfig,
  token: string,
  now: Date,
): Promise<Caller | null> {
  let payload: { sub?: string; tv?: unknown };
  try {
    ({ payload } = await jwtVerify(token, config.jwtSecret, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    }));
  } catch (err) {
    if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
    throw err;
  }
  if (typeof payload.sub !== "string" || !/^[0-9a-f-]{36}$/.test(payload.sub)) return null;
  const u = await readUser(db, payload.sub);
  if (!u || u.isBlocked || u.tokenVersion !== payload.tv) return null;
  if (u.role === "customer" && !u.isApproved) return null;
  return { id: u.id, name: u.name, email: u.email, role: u.role, tokenVersion: u.tokenVersion };
}
