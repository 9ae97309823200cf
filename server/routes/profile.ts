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
  findUserById,
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
    const before = await findUserById(db, caller.id);
    if (!before) throw new HttpError(401, "Your session has expired, please sign in again");
    assertVersion(expected, before);
    const email = normalizeEmail(input.email);
    await assertEmailFree(db, email, caller.id);
    const next = { ...input, email };
    let updated: typeof users.$inferSelect | undefined;
    try {
      [updated] = await db
        .update(users)
        .set({ ...next, ...bump(now) })
        .where(eq(users.id, caller.id))
        .returning();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict("An account with this email already exists");
      throw err;
    }
    forgetUser(db, caller.id);
    await logActivity(
      db,
      c,
      {
        action: "update_profile",
        resource: "user",
        resourceId: caller.id,
        details: `${updated!.name} updated their profile`,
        metadata: changedFields(before, next),
      },
      now,
    );
    return c.json({ user: toUser(updated!) });
  });

  return r;
}
