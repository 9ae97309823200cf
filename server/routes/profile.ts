/** The signed-in user's own profile (tag: profile). */
import { eq } from "drizzle-orm";
import { Hono, type MiddlewareHandler } from "hono";
import { CURRENT_PASSWORD_FOR_EMAIL, profileInput } from "../../src/domain/auth.ts";
import { bump, isUniqueViolation } from "../db/helpers.ts";
import { users } from "../db/schema.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { badRequest, conflict, HttpError } from "../http/errors.ts";
import { requireSignedIn } from "../http/guards.ts";
import { idempotent } from "../http/idempotency.ts";
import { body, jsonBody } from "../http/input.ts";
import { assertVersion, expectedVersion } from "../http/preconditions.ts";
import { logActivityBy } from "../services/activity.ts";
import { confirmOwnPassword } from "../services/password-checks.ts";
import {
  assertEmailFree,
  changedFields,
  findUserById,
  forgetUser,
  normalizeEmail,
  toUser,
  trimmed,
} from "../services/users.ts";
import { whoOf } from "./who.ts";

export function profileRoutes(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();

  const once = idempotent(deps);
  /**
   * A save carrying the current password is not kept under its Idempotency-Key: the key's record
   * holds a fast hash of the body, against which whoever reads the database could test guesses of
   * the password (docs/ARCHITECTURE.md §4.4). The app sends such a save once, online (§5.7).
   */
  const onceUnlessPassword: MiddlewareHandler<AppEnv> = async (c, next) => {
    const sent = await jsonBody(c);
    const carriesPassword = typeof sent === "object" && sent !== null && "currentPassword" in sent;
    return carriesPassword ? next() : once(c, next);
  };

  r.put("/", requireSignedIn(deps), onceUnlessPassword, async (c) => {
    const caller = c.get("caller")!;
    // The role and approval are not the user's to change: only these fields are read.
    const { currentPassword, ...input } = trimmed(await body(c, profileInput));
    const expected = expectedVersion(c);
    const now = deps.now();
    const email = normalizeEmail(input.email);
    const next = { ...input, email };
    // A new sign-in e-mail needs the current password (docs/ARCHITECTURE.md §4.4), checked before
    // the transaction: scrypt takes a while, and the row is locked only for the write.
    let confirmedHash: string | undefined;
    if (email !== caller.email) {
      if (!currentPassword) {
        throw badRequest(CURRENT_PASSWORD_FOR_EMAIL, { currentPassword: CURRENT_PASSWORD_FOR_EMAIL });
      }
      const user = await findUserById(db, caller.id);
      if (!user) throw new HttpError(401, "Your session has expired, please sign in again");
      await confirmOwnPassword(
        deps,
        whoOf(c),
        user,
        currentPassword,
        "update_profile",
        "Email change refused: wrong current password",
      );
      confirmedHash = user.passwordHash;
    }
    // Read under a lock, checked, written and logged in one transaction: two saves made from the
    // same version cannot both pass the version check (the second gets its 412).
    const updated = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(eq(users.id, caller.id)).for("update");
      if (!before) throw new HttpError(401, "Your session has expired, please sign in again");
      assertVersion(expected, before);
      if (email !== before.email && before.passwordHash !== confirmedHash) {
        // The e-mail or the password moved since the check: the check no longer covers this change.
        throw conflict("Your account was changed meanwhile: please reload and try again");
      }
      await assertEmailFree(tx, email, caller.id);
      let row: typeof users.$inferSelect | undefined;
      try {
        [row] = await tx
          .update(users)
          .set({ ...next, ...bump(now) })
          .where(eq(users.id, caller.id))
          .returning();
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict("An account with this email already exists");
        throw err;
      }
      await logActivityBy(
        tx,
        whoOf(c),
        {
          action: "update_profile",
          resource: "user",
          resourceId: caller.id,
          details: `${row!.name} updated their profile`,
          metadata: changedFields(before, next),
        },
        now,
      );
      return row!;
    });
    forgetUser(db, caller.id);
    return c.json({ user: toUser(updated) });
  });

  return r;
}
