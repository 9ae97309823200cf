/** User Management (tag: customers): every call is the admin's. */
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  createUserInput,
  customerApprovalInput,
  customerStatusInput,
  setPasswordInput,
  updateCustomerInput,
} from "../../src/domain/auth.ts";
import type { Tx } from "../db/client.ts";
import { bump, isUniqueViolation } from "../db/helpers.ts";
import { flightBookings, packageBookings, tombstones, users } from "../db/schema.ts";
import { changedSince, deltaRequest, listAnswer } from "../http/delta.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { badRequest, conflict, notFound } from "../http/errors.ts";
import { requireAdmin } from "../http/guards.ts";
import { idempotent } from "../http/idempotency.ts";
import { body, uuidParam } from "../http/input.ts";
import { assertVersion, expectedVersion } from "../http/preconditions.ts";
import { logActivityBy } from "../services/activity.ts";
import { releaseHeldBy } from "../services/booking-expiry.ts";
import { accountApprovedNotice } from "../services/notices.ts";
import { deliveryOf, notify } from "../services/notify.ts";
import { forgetFailures } from "../services/password-checks.ts";
import { hashPassword } from "../services/passwords.ts";
import {
  assertEmailFree,
  changedFields,
  forgetUser,
  normalizeEmail,
  toUser,
  trimmed,
  type UserRow,
} from "../services/users.ts";
import { whoOf } from "./who.ts";

const NOT_FOUND = "Customer not found";

export function customerRoutes(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  r.use("*", requireAdmin(deps));
  const once = idempotent(deps);
  r.use("*", (c, next) => (c.req.method === "GET" ? next() : once(c, next)));

  /**
   * Reads the account locked for the rest of the transaction, so the checks `work` makes on it (its
   * version, its token version, its state) still hold when it writes; `work` logs in the same
   * transaction. The sign-in cache forgets the account once the change has committed.
   */
  async function withAccount<T>(id: string, work: (tx: Tx, before: UserRow) => Promise<T>): Promise<T> {
    const out = await db.transaction(async (tx) => {
      // FOR NO KEY UPDATE, not FOR UPDATE: a transaction that writes a row naming this account (a
      // booking cancelled by an admin meanwhile, with its notice) takes a key-share lock on it, and
      // must not wait for this one while this one waits for its booking row (a deadlock: a 500).
      // The DELETE of the row, later, takes the stronger lock itself, once those have committed.
      const [before] = await tx.select().from(users).where(eq(users.id, id)).for("no key update");
      if (!before) throw notFound(NOT_FOUND);
      return work(tx, before);
    });
    forgetUser(db, id);
    return out;
  }

  r.get("/", async (c) => {
    const delta = await deltaRequest(c, db, deps.now());
    const rows = await db
      .select()
      .from(users)
      .where(changedSince(users, delta.since))
      .orderBy(desc(users.createdAt));
    return listAnswer(c, db, delta, "customers", rows.map(toUser), (r) => ({ customers: r }));
  });

  r.post("/", async (c) => {
    const input = trimmed(await body(c, createUserInput));
    const email = normalizeEmail(input.email);
    await assertEmailFree(db, email);
    const now = deps.now();
    const passwordHash = await hashPassword(input.password);
    let created: UserRow | undefined;
    try {
      created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            name: input.name,
            email,
            passwordHash,
            role: input.role ?? "customer",
            // An account the agency creates itself needs no approval.
            isApproved: true,
            mobileNumber: input.mobileNumber ?? "",
            address: input.address ?? "",
            city: input.city ?? "",
            country: input.country ?? "",
            company: input.company ?? "",
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await logActivityBy(
          tx,
          whoOf(c),
          {
            action: "create_user",
            resource: "user",
            resourceId: row!.id,
            details: `Created ${row!.role} ${row!.name} (${row!.email})`,
            metadata: { after: toUser(row!) },
          },
          now,
        );
        return row!;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict("An account with this email already exists");
      throw err;
    }
    return c.json({ customer: toUser(created) }, 201);
  });

  r.put("/:id", async (c) => {
    const id = uuidParam(c, "id", "Customer");
    const input = trimmed(await body(c, updateCustomerInput));
    const expected = expectedVersion(c);
    const email = normalizeEmail(input.email);
    const now = deps.now();
    const next = { ...input, email };
    let updated: UserRow;
    try {
      updated = await withAccount(id, async (tx, before) => {
        assertVersion(expected, before);
        await assertEmailFree(tx, email, id);
        const [row] = await tx
          .update(users)
          .set({ ...next, ...bump(now) })
          .where(eq(users.id, id))
          .returning();
        await logActivityBy(
          tx,
          whoOf(c),
          {
            action: "update_user",
            resource: "user",
            resourceId: id,
            details: `Updated profile of ${row!.name}`,
            metadata: changedFields(before, next),
          },
          now,
        );
        return row!;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict("An account with this email already exists");
      throw err;
    }
    return c.json({ customer: toUser(updated) });
  });

  r.put("/:id/password", async (c) => {
    const id = uuidParam(c, "id", "Customer");
    const input = await body(c, setPasswordInput);
    // Hashed before the account is locked: scrypt takes tens of milliseconds.
    const passwordHash = await hashPassword(input.newPassword);
    const now = deps.now();
    const account = await withAccount(id, async (tx, before) => {
      await tx
        .update(users)
        .set({ passwordHash, tokenVersion: before.tokenVersion + 1, ...bump(now) })
        .where(eq(users.id, id));
      await logActivityBy(
        tx,
        whoOf(c),
        {
          action: "change_password",
          resource: "user",
          resourceId: id,
          details: `Set a new password for ${before.name}`,
        },
        now,
      );
      return before;
    });
    // The owner locked out by wrong passwords can sign in with the new one at once (docs/ARCHITECTURE.md §4.3).
    await forgetFailures(deps, account);
    return c.json({ message: "Password changed successfully!" });
  });

  r.put("/:id/status", async (c) => {
    const id = uuidParam(c, "id", "Customer");
    const input = await body(c, customerStatusInput);
    const caller = c.get("caller")!;
    if (id === caller.id && input.isBlocked) throw badRequest("You cannot block your own account");
    const now = deps.now();
    const updated = await withAccount(id, async (tx, before) => {
      const [row] = await tx
        .update(users)
        .set({
          isBlocked: input.isBlocked,
          // Blocking signs the user out everywhere at once.
          tokenVersion: input.isBlocked && !before.isBlocked ? before.tokenVersion + 1 : before.tokenVersion,
          ...bump(now),
        })
        .where(eq(users.id, id))
        .returning();
      await logActivityBy(
        tx,
        whoOf(c),
        {
          action: input.isBlocked ? "block_user" : "unblock_user",
          resource: "user",
          resourceId: id,
          details: `${input.isBlocked ? "Blocked" : "Unblocked"} ${before.name} (${before.email})`,
          metadata: { before: { isBlocked: before.isBlocked }, after: { isBlocked: input.isBlocked } },
        },
        now,
      );
      return row!;
    });
    return c.json({ customer: toUser(updated) });
  });

  r.put("/:id/approval", async (c) => {
    const id = uuidParam(c, "id", "Customer");
    const input = await body(c, customerApprovalInput);
    const now = deps.now();
    const updated = await withAccount(id, async (tx, before) => {
      const [row] = await tx
        .update(users)
        .set({
          isApproved: input.isApproved,
          tokenVersion:
            !input.isApproved && before.isApproved ? before.tokenVersion + 1 : before.tokenVersion,
          ...bump(now),
        })
        .where(eq(users.id, id))
        .returning();
      // The customer hears that they may sign in, in this transaction (docs/ARCHITECTURE.md §13.1).
      if (input.isApproved && !before.isApproved && before.role === "customer") {
        await notify(tx, [accountApprovedNotice(row!)], now, deliveryOf(db));
      }
      await logActivityBy(
        tx,
        whoOf(c),
        {
          action: input.isApproved ? "approve_user" : "unapprove_user",
          resource: "user",
          resourceId: id,
          details: `${input.isApproved ? "Approved" : "Unapproved"} ${before.name} (${before.email})`,
          metadata: { before: { isApproved: before.isApproved }, after: { isApproved: input.isApproved } },
        },
        now,
      );
      return row!;
    });
    return c.json({ customer: toUser(updated) });
  });

  r.delete("/:id", async (c) => {
    const id = uuidParam(c, "id", "Customer");
    const caller = c.get("caller")!;
    if (id === caller.id) throw badRequest("You cannot delete your own account");
    const now = deps.now();
    await withAccount(id, async (tx, user) => {
      // Give back the seats and places their live bookings hold, then let the cascade delete them
      // (the booking lifecycle, docs/ARCHITECTURE.md §10).
      await releaseHeldBy(tx, id, now);
      const fb = await tx
        .select({ id: flightBookings.id })
        .from(flightBookings)
        .where(eq(flightBookings.userId, id));
      const pb = await tx
        .select({ id: packageBookings.id })
        .from(packageBookings)
        .where(eq(packageBookings.userId, id));
      const gone = [
        { tableName: "customers", rowId: id, ownerId: null, deletedAt: now },
        ...fb.map((b) => ({ tableName: "bookings", rowId: b.id, ownerId: id, deletedAt: now })),
        ...pb.map((b) => ({ tableName: "packageBookings", rowId: b.id, ownerId: id, deletedAt: now })),
      ];
      await tx.insert(tombstones).values(gone).onConflictDoNothing();
      await tx.delete(users).where(eq(users.id, id));
      await logActivityBy(
        tx,
        whoOf(c),
        {
          action: "delete_user",
          resource: "user",
          resourceId: id,
          details: `Deleted ${user.role} ${user.name} (${user.email}) with ${fb.length} flight and ${pb.length} package bookings`,
          metadata: {
            before: toUser(user),
            deletedFlightBookings: fb.length,
            deletedPackageBookings: pb.length,
          },
        },
        now,
      );
    });
    return c.json({ message: "Customer deleted successfully!" });
  });

  return r;
}
