/** Accounts: the wire shape and the shared steps of the account calls. */
import { eq } from "drizzle-orm";
import { normalizeEmail } from "../../src/domain/auth.ts";
import type { DbOrTx } from "../db/client.ts";
import { batchedById } from "../db/prebuilt.ts";
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

/** The one form of an e-mail (src/domain/auth.ts): NFKC, trimmed, lower-case. */
export { normalizeEmail };

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

/**
 * Recently read accounts, per database, for the sign-in check every call makes (`callerFromToken`)
 * and GET /auth/me: a burst of calls by one user (the app's start-up sync sends nine at once) reads
 * the row once. An entry lives at most USER_TTL_MS. Every change to an account in this process calls
 * `forgetUser` once it is committed, so a block, a deletion, a lost approval or a password change
 * ends older tokens at once here; on PostgreSQL other processes hear of it at its commit and forget
 * it too, and trust their cache only while they can hear (server/services/account-events.ts,
 * docs/ARCHITECTURE.md §6.5). A read that started before a `forgetUser` is not kept (the generation
 * check), so a row read before a change committed never outlives it in the cache.
 */
const USER_TTL_MS = 1000;
const USER_CACHE_MAX = 10_000;
type UserCache = {
  rows: Map<string, { row: UserRow | undefined; at: number }>;
  generation: Map<string, number>;
  /** Counts `forgetAllUsers`: a read that started before one is not kept either. */
  epoch: number;
  trusted: () => boolean;
};
const always = () => true;
const userCaches = new WeakMap<object, UserCache>();

function userCache(db: DbOrTx): UserCache {
  let cache = userCaches.get(db);
  if (!cache) {
    cache = { rows: new Map(), generation: new Map(), epoch: 0, trusted: always };
    userCaches.set(db, cache);
  }
  return cache;
}

/** The account `id` as read at most USER_TTL_MS ago (`row` undefined: none), or null when not cached. */
export function recentUser(db: DbOrTx, id: string): { row: UserRow | undefined } | null {
  const cache = userCache(db);
  if (!cache.trusted()) return null;
  const hit = cache.rows.get(id);
  return hit && performance.now() - hit.at < USER_TTL_MS ? hit : null;
}

/** The account `id` (undefined: none), read at most USER_TTL_MS ago. Not for reads before a change. */
export async function readUser(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const hit = recentUser(db, id);
  if (hit) return hit.row;
  const cache = userCache(db);
  const generation = cache.generation.get(id) ?? 0;
  const epoch = cache.epoch;
  const at = performance.now();
  const row = await readFresh(db, id);
  if ((cache.generation.get(id) ?? 0) === generation && cache.epoch === epoch) {
    cache.rows.delete(id);
    if (cache.rows.size >= USER_CACHE_MAX) cache.rows.delete(cache.rows.keys().next().value!);
    cache.rows.set(id, { row, at });
  }
  return row;
}

/** Reads of accounts not in the cache: one query per turn of the event loop (server/db/prebuilt.ts). */
const readFresh = batchedById(users);

/** Every account is read afresh from now on (the notices of changes may have been missed). */
export function forgetAllUsers(db: DbOrTx): void {
  const cache = userCache(db);
  cache.rows.clear();
  cache.generation.clear();
  cache.epoch++;
}

/** The cache of `db` serves a row only while `trusted()` says so (server/services/account-events.ts). */
export function trustUserCacheWhile(db: DbOrTx, trusted: () => boolean): void {
  userCache(db).trusted = trusted;
}

/** After a committed change to account `id`: the next check reads it afresh. */
export function forgetUser(db: DbOrTx, id: string): void {
  const cache = userCaches.get(db);
  if (!cache) return;
  cache.rows.delete(id);
  cache.generation.set(id, (cache.generation.get(id) ?? 0) + 1);
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
