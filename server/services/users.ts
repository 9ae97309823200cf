/** Accounts: the wire shape and the shared steps of the account calls. */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { conflict } from "../http/errors.ts";

export type UserRow = typeof users.$inferSelect;

/** A user as the API shows it: never the password hash or the token version. */
export function toUser(u: UserRow) {
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    mobileNumber: u.mobileNumber,
    address: u.address,
    city: u.city,
    country: u.country,
    company: u.company,
    profileImage: u.profileImage,
    isApproved: u.isApproved,
    isBlocked: u.isBlocked,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
    version: u.version,
  };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [u] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return u;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return u;
}

/** 409 when another account already uses the e-mail. */
export async function assertEmailFree(db: DbOrTx, email: string, exceptId?: string): Promise<void> {
  const other = await findUserByEmail(db, email);
  if (other && other.id !== exceptId) throw conflict("An account with this email already exists");
}

/** Trim every string field of a validated input. */
export function trimmed<T extends Record<string, unknown>>(v: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) out[k] = typeof x === "string" ? x.trim() : x;
  return out as T;
}

/** `{ before, after }` of the fields an update changes, for the activity log. */
export function changedFields(before: Record<string, unknown>, next: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(next)) {
    if (v !== undefined && before[k] !== v) {
      b[k] = before[k];
      a[k] = v;
    }
  }
  return { before: b, after: a };
}
