/**
 * The counters every password check shares (docs/ARCHITECTURE.md §4.3). One limiter of failed
 * checks (`limiters.loginEmail`, 10 per 15 minutes by default) keyed by the account's e-mail with
 * the caller's address, so a stranger elsewhere cannot lock the owner out; a signed-in caller's
 * checks of its own password (change of password or e-mail) also count per account, since only that
 * account's own sessions can make them. An attempt counts as it arrives and is taken back when the
 * password was right (or never checked), so attempts sent at once cannot all pass before any counts.
 * Past the limit the answer is a 429 with Retry-After, given before any scrypt runs.
 */

import { and, eq } from "drizzle-orm";
import type { LoginInput } from "../../src/domain/auth.ts";
import { users } from "../db/schema.ts";
import type { Deps } from "../http/env.ts";
import { HttpError } from "../http/errors.ts";
import type { Who } from "./activity.ts";
import { type PasswordCheck, recordPasswordFailure } from "./password-failures.ts";
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from "./passwords.ts";
import { findUserByEmail, normalizeEmail, type UserRow } from "./users.ts";

export const INVALID_SIGN_IN = "Invalid email or password";
export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";
export const TOO_MANY_WRONG = "Too many wrong passwords. Please try again later.";

export function tooMany(retryAfterSeconds: number, message: string): HttpError {
  return new HttpError(429, message, undefined, { "Retry-After": String(retryAfterSeconds) });
}

/** The failure counter of `email` tried from `ip` (sign-in and the account's own checks). */
export const attemptKey = (email: string, ip: string) => `${email}|${ip}`;

/**
 * Counts one attempt under every key of `keys` at once, or refuses (429) when any of them is already
 * at its limit, counting nothing. Returns the keys counted, for `settle`.
 */
export async function countAttempt(deps: Deps, keys: string[], message: string): Promise<string[]> {
  const hit = await deps.limiters.loginEmail.hitAll(keys);
  if (!hit.allowed) throw tooMany(hit.retryAfterSeconds, message);
  return keys;
}

/** The attempt's outcome: a right password clears the counts; one never checked is taken back. */
export async function settle(deps: Deps, keys: string[], outcome: "right" | "unchecked"): Promise<void> {
  const limiter = deps.limiters.loginEmail;
  await Promise.all(keys.map((key) => (outcome === "right" ? limiter.reset(key) : limiter.release(key))));
}

/**
 * A signed-in caller proving it knows its own password (`user`'s) before a change of password
 * (`via` change_password, field `currentPassword`) or of e-mail (`via` update_profile). A wrong one
 * is a 400 naming the field, logged and counted; past the limit a 429 without any scrypt.
 */
export async function confirmOwnPassword(
  deps: Deps,
  who: Who,
  user: UserRow,
  password: string,
  via: Exclude<PasswordCheck, "login">,
  refusedDetails: string,
): Promise<void> {
  const keys = await countAttempt(
    deps,
    [attemptKey(user.email, who.ip), `account:${user.id}`],
    TOO_MANY_WRONG,
  );
  let right: boolean;
  try {
    right = await verifyPassword(password, user.passwordHash);
  } catch (err) {
    await settle(deps, keys, "unchecked");
    throw err;
  }
  if (right) {
    await settle(deps, keys, "right");
    return;
  }
  await recordPasswordFailure(
    deps.db,
    who,
    {
      action: via,
      resource: "user",
      resourceId: user.id,
      details: refusedDetails,
      metadata: { email: user.email, reason: "wrong_password" },
    },
    user.email,
    deps.now(),
  );
  throw new HttpError(400, WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
}

/**
 * The password part of a sign-in: the account whose password the body names, or a 401 logged as a
 * failure, or a 429. The address's limit counts failed attempts only, and the account's counter is
 * its e-mail with this address (docs/ARCHITECTURE.md §4.3): each counted on arrival and taken back
 * unless the attempt failed. `credentials` reads the body, after the address's limit is checked.
 */
export async function checkSignIn(deps: Deps, who: Who, credentials: () => Promise<LoginInput>) {
  const { db, limiters } = deps;
  const ip = who.ip;
  const ipHit = await limiters.loginIp.hit(ip);
  let failed = false;
  try {
    if (!ipHit.allowed) {
      throw tooMany(
        ipHit.retryAfterSeconds,
        "Too many sign-in attempts from this network. Please try again later.",
      );
    }
    const input = await credentials();
    const email = normalizeEmail(input.email);
    const keys = await countAttempt(
      deps,
      [attemptKey(email, ip)],
      "Too many failed sign-in attempts. Please try again later.",
    );
    const now = deps.now();
    let user: UserRow | undefined;
    let ok = false;
    try {
      user = await findUserByEmail(db, email);
      if (user) ok = await verifyPassword(input.password, user.passwordHash);
      else await burnPasswordCheck(input.password);
    } catch (err) {
      await settle(deps, keys, "unchecked");
      throw err;
    }
    if (!user || !ok) {
      failed = true;
      const actor = user
        ? { id: user.id, name: user.name, email: user.email, role: user.role }
        : { id: null, name: "", email, role: "guest" };
      await recordPasswordFailure(
        db,
        who,
        {
          action: "login",
          resource: "auth",
          resourceId: user?.id ?? null,
          details: INVALID_SIGN_IN,
          metadata: { email, reason: user ? "wrong_password" : "unknown_email" },
          actor,
        },
        email,
        now,
      );
      throw new HttpError(401, INVALID_SIGN_IN);
    }
    // The right password, even of a blocked or pending account: the count starts again.
    await settle(deps, keys, "right");
    if (needsRehash(user.passwordHash)) await rehash(deps, user, input.password);
    return { user, email, now };
  } finally {
    if (!failed) await limiters.loginIp.release(ip);
  }
}

/**
 * A password stored below the current cost (made by a test server's SCRYPT_N_FOR_TESTS, say) is
 * stored again at the current cost once its owner signs in with it. Sessions stay: the password is
 * the same. A concurrent change of password wins (the update needs the old hash still there), and a
 * failure here only leaves the old hash for the next sign-in.
 */
async function rehash(deps: Deps, user: UserRow, password: string): Promise<void> {
  try {
    const passwordHash = await hashPassword(password);
    await deps.db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
  } catch (err) {
    if (err instanceof HttpError) return; // the password queue is full: next time
    throw err;
  }
}

/**
 * After the account's password was set anew (by its owner or an admin): its failure counts, from
 * every address, start again.
 */
export async function forgetFailures(deps: Deps, user: Pick<UserRow, "id" | "email">): Promise<void> {
  await deps.limiters.loginEmail.resetPrefix(`${user.email}|`);
  await deps.limiters.loginEmail.reset(`account:${user.id}`);
}
