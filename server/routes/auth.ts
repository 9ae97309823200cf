/** Sign-in, registration, sign-out, the current user and password change (tag: auth). */
import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { changePasswordInput, loginInput, registerInput } from "../../src/domain/auth.ts";
import { bump, isUniqueViolation } from "../db/helpers.ts";
import { users } from "../db/schema.ts";
import { clientIp } from "../http/client-ip.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { conflict, HttpError } from "../http/errors.ts";
import { requireSignedIn } from "../http/guards.ts";
import { body } from "../http/input.ts";
import { logActivityBy } from "../services/activity.ts";
import { checkSignIn, confirmOwnPassword, forgetFailures, tooMany } from "../services/password-checks.ts";
import { hashPassword } from "../services/passwords.ts";
import { revokeSessions } from "../services/sessions.ts";
import { issueToken } from "../services/tokens.ts";
import {
  assertEmailFree,
  findUserById,
  forgetUser,
  normalizeEmail,
  readUser,
  toUser,
  trimmed,
} from "../services/users.ts";
import { clearSiteData, deviceOf, whoOf } from "./who.ts";

export const PENDING_MESSAGE =
  "Your account is pending admin approval. You will receive an email once it is approved.";
export const BLOCKED_MESSAGE = "Your account has been blocked. Please contact the agency.";

export function authRoutes(deps: Deps) {
  const { db, limiters } = deps;
  const r = new Hono<AppEnv>();

  r.post("/login", async (c) => {
    const { user, email, now } = await checkSignIn(deps, whoOf(c), () => body(c, loginInput));
    const actor = { id: user.id, name: user.name, email: user.email, role: user.role };
    if (user.isBlocked || (user.role === "customer" && !user.isApproved)) {
      const message = user.isBlocked ? BLOCKED_MESSAGE : PENDING_MESSAGE;
      await logActivityBy(
        db,
        whoOf(c),
        {
          action: "login",
          resource: "auth",
          resourceId: user.id,
          details: message,
          status: "error",
          metadata: { email, reason: user.isBlocked ? "blocked" : "pending_approval" },
          actor,
        },
        now,
      );
      throw new HttpError(403, message);
    }
    const token = await issueToken(deps, user, now, deviceOf(c));
    await logActivityBy(
      db,
      whoOf(c),
      { action: "login", resource: "auth", resourceId: user.id, details: `${user.name} signed in`, actor },
      now,
    );
    return c.json({ token, user: toUser(user) });
  });

  r.post("/register", async (c) => {
    const ip = clientIp(c);
    const hit = await limiters.registerIp.hit(ip);
    if (!hit.allowed) {
      throw tooMany(
        hit.retryAfterSeconds,
        "Too many registrations from this network. Please try again later.",
      );
    }
    const input = trimmed(await body(c, registerInput));
    const email = normalizeEmail(input.email);
    // Hashed before the e-mail is looked up: a taken e-mail costs the same password work as a new
    // one, so the time of the answer does not tell them apart (docs/ARCHITECTURE.md §4.4).
    const passwordHash = await hashPassword(input.password);
    await assertEmailFree(db, email);
    const now = deps.now();
    let created: typeof users.$inferSelect;
    try {
      [created] = (await db
        .insert(users)
        .values({
          name: input.name,
          email,
          passwordHash,
          // Registration always creates an unapproved customer, whatever the body says.
          role: "customer",
          isApproved: false,
          mobileNumber: input.mobileNumber,
          address: input.address,
          city: input.city,
          country: input.country,
          company: input.company,
          createdAt: now,
          updatedAt: now,
        })
        .returning()) as [typeof users.$inferSelect];
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict("An account with this email already exists");
      throw err;
    }
    await logActivityBy(
      db,
      whoOf(c),
      {
        action: "register",
        resource: "user",
        resourceId: created.id,
        details: `${created.name} registered and awaits approval`,
        actor: { id: created.id, name: created.name, email: created.email, role: created.role },
        metadata: { company: created.company, city: created.city, country: created.country },
      },
      now,
    );
    return c.json({ token: null, user: toUser(created), requiresApproval: true }, 201);
  });

  // Ends this token's session on every server process, and asks the browser to drop what it
  // kept of this site (docs/ARCHITECTURE.md §4.1).
  r.post("/logout", requireSignedIn(deps), async (c) => {
    const caller = c.get("caller")!;
    const now = deps.now();
    await revokeSessions(db, caller.id, c.get("sessionId")!, now);
    await logActivityBy(
      db,
      whoOf(c),
      { action: "logout", resource: "auth", resourceId: caller.id, details: `${caller.name} signed out` },
      now,
    );
    return c.json({ message: "Signed out" }, 200, clearSiteData(c));
  });

  r.get("/me", requireSignedIn(deps), async (c) => {
    // The row the sign-in check just read (readUser), not a second query.
    const user = await readUser(db, c.get("caller")!.id);
    if (!user) throw new HttpError(401, "Your session has expired, please sign in again");
    return c.json({ user: toUser(user) });
  });

  r.put("/change-password", requireSignedIn(deps), async (c) => {
    const caller = c.get("caller")!;
    const input = await body(c, changePasswordInput);
    const now = deps.now();
    const user = await findUserById(db, caller.id);
    if (!user) throw new HttpError(401, "Your session has expired, please sign in again");
    await confirmOwnPassword(
      deps,
      whoOf(c),
      user,
      input.currentPassword,
      "change_password",
      "Password change refused: wrong current password",
    );
    const passwordHash = await hashPassword(input.newPassword);
    // Only over the password just checked (a reset by an admin meanwhile wins: 409), and the token
    // version counted up in the database, so a block or reset committed meanwhile keeps its own.
    const [updated] = await db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, ...bump(now) })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
      .returning();
    forgetUser(db, user.id);
    if (!updated) throw conflict("Your password was changed meanwhile: please sign in again and retry");
    await forgetFailures(deps, user);
    await logActivityBy(
      db,
      whoOf(c),
      {
        action: "change_password",
        resource: "user",
        resourceId: user.id,
        details: `${user.name} changed their password`,
      },
      now,
    );
    // Every older token is dead now; this one keeps the caller signed in.
    const token = await issueToken(deps, updated!, now, deviceOf(c));
    return c.json({ message: "Password changed successfully!", token });
  });

  return r;
}
