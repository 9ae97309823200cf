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
import { logActivity, raiseAlertOnRepeatedFailures } from "../services/activity.ts";
import { burnPasswordCheck, hashPassword, verifyPassword } from "../services/passwords.ts";
import { clearSiteData, deviceOf, revokeSessions } from "../services/sessions.ts";
import { issueToken } from "../services/tokens.ts";
import {
  assertEmailFree,
  findUserByEmail,
  findUserById,
  forgetUser,
  normalizeEmail,
  readUser,
  toUser,
  trimmed,
} from "../services/users.ts";

const INVALID = "Invalid email or password";
export const PENDING_MESSAGE =
  "Your account is pending admin approval. You will receive an email once it is approved.";
export const BLOCKED_MESSAGE = "Your account has been blocked. Please contact the agency.";

function tooMany(retryAfterSeconds: number, message: string): HttpError {
  return new HttpError(429, message, undefined, { "Retry-After": String(retryAfterSeconds) });
}

export function authRoutes(deps: Deps) {
  const { db, limiters } = deps;
  const r = new Hono<AppEnv>();

  r.post("/login", async (c) => {
    const ip = clientIp(c);
    const ipHit = limiters.loginIp.hit(ip);
    if (!ipHit.allowed) {
      throw tooMany(
        ipHit.retryAfterSeconds,
        "Too many sign-in attempts from this network. Please try again later.",
      );
    }
    const input = await body(c, loginInput);
    const email = normalizeEmail(input.email);
    // Every attempt counts as it arrives (a correct password then clears the count): checked only
    // after the slow password check, attempts sent in parallel would all get through.
    const emailCheck = limiters.loginEmail.hit(email);
    if (!emailCheck.allowed) {
      throw tooMany(
        emailCheck.retryAfterSeconds,
        "Too many failed sign-in attempts. Please try again later.",
      );
    }
    const now = deps.now();
    const user = await findUserByEmail(db, email);
    let ok = false;
    if (user) ok = await verifyPassword(input.password, user.passwordHash);
    else await burnPasswordCheck(input.password);
    if (!user || !ok) {
      const actor = user
        ? { id: user.id, name: user.name, email: user.email, role: user.role }
        : { id: null, name: "", email, role: "guest" };
      await logActivity(
        db,
        c,
        {
          action: "login",
          resource: "auth",
          resourceId: user?.id ?? null,
          details: INVALID,
          status: "error",
          metadata: { email, reason: user ? "wrong_password" : "unknown_email" },
          actor,
        },
        now,
      );
      await raiseAlertOnRepeatedFailures(db, c, email, now);
      throw new HttpError(401, INVALID);
    }
    limiters.loginEmail.reset(email);
    const actor = { id: user.id, name: user.name, email: user.email, role: user.role };
    if (user.isBlocked || (user.role === "customer" && !user.isApproved)) {
      const message = user.isBlocked ? BLOCKED_MESSAGE : PENDING_MESSAGE;
      await logActivity(
        db,
        c,
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
    await logActivity(
      db,
      c,
      { action: "login", resource: "auth", resourceId: user.id, details: `${user.name} signed in`, actor },
      now,
    );
    return c.json({ token, user: toUser(user) });
  });

  r.post("/register", async (c) => {
    const ip = clientIp(c);
    const hit = limiters.registerIp.hit(ip);
    if (!hit.allowed) {
      throw tooMany(
        hit.retryAfterSeconds,
        "Too many registrations from this network. Please try again later.",
      );
    }
    const input = trimmed(await body(c, registerInput));
    const email = normalizeEmail(input.email);
    await assertEmailFree(db, email);
    const passwordHash = await hashPassword(input.password);
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
    await logActivity(
      db,
      c,
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
    await logActivity(
      db,
      c,
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
    if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
      await logActivity(
        db,
        c,
        {
          action: "change_password",
          resource: "user",
          resourceId: user.id,
          details: "Password change refused: wrong current password",
          status: "error",
        },
        now,
      );
      throw new HttpError(400, "Current password is incorrect", {
        currentPassword: "Current password is incorrect",
      });
    }
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
    await logActivity(
      db,
      c,
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
