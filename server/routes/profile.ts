/** The signed-in user's own profile (tag: profile). */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { profileInput } from "../../src/domain/auth.ts";
import { bump, isUniqueViolation } from "../db/helpers.ts";
import { users } from "../db/schema.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { conflict, HttpError } from "../http/errors.ts";
import { requireSignedIn } from "../http/guards.ts";
import { idempotent } from "../http/idempotency.ts";
import { body } from "../http/input.ts";
import { assertVersion, expectedVersion } from "../http/preconditions.ts";
import { logActivity } from "../services/activity.ts";
import {
  assertEmailFree,
  changedFields,
  forgetUser,
  normalizeEmail,
  toUser,
  trimmed,
} from "../services/users.ts";

export function profileRoutes(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();

  r.put("/", requireSignedIn(deps), idempotent(deps), async (c) => {
    const caller = c.get("caller")!;
    // The role and approval are not the user's to change: only these fields are read.
    const input = trimmed(await body(c, profileInput));
    const expected = expectedVersion(c);
    const now = deps.now();
    const email = normalizeEmail(input.email);
    const next = { ...input, email };
    // Read under a lock, checked, written and logged in one transaction: two saves made from the
    // same version cannot both pass the version check (the second gets its 412).
    const updated = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(eq(users.id, caller.id)).for("update");
      if (!before) throw new HttpError(401, "Your session has expired, please sign in again");
      assertVersion(expected, before);
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
      await logActivity(
        tx,
        c,
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
