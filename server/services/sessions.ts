/**
 * Sign-in sessions (docs/ARCHITECTURE.md §4.1): every token carries the id of a `sessions` row
 * (its `sid` claim), made when the token is issued. The row is read from the database on every
 * authenticated call, never kept in memory between calls, so a sign-out, a "Sign out" of one device
 * or "Sign out everywhere" holds on every server process from the next call on. Reads asked for in
 * one turn of the event loop share one query (as the account reads do, server/services/users.ts).
 *
 * Idle timeout: a session not used for `config.idleTimeoutMinutes` (per role) is refused with
 * IDLE_MESSAGE. `lastSeenAt` is written at most once per LAST_SEEN_EVERY_MS per session (not on
 * every call), so the timeout counts from a moment up to a minute before the last call.
 */
import { and, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import { deviceName } from "../../src/domain/sessions.ts";
import type { DbOrTx } from "../db/client.ts";
import { batchedById } from "../db/prebuilt.ts";
import { pushSubscriptions, sessions, users } from "../db/schema.ts";
import type { AppConfig, Role } from "../http/env.ts";

export type SessionRow = typeof sessions.$inferSelect;

export { IDLE_MESSAGE } from "../../src/domain/sessions.ts";

/** A session as the API shows it to its owner: the device by name, and whether it is this call's. */
export function toSession(
  s: Pick<SessionRow, "id" | "userAgent" | "address" | "createdAt" | "lastSeenAt">,
  current: boolean,
) {
  return {
    _id: s.id,
    device: deviceName(s.userAgent),
    address: s.address,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    current,
  };
}
/**
 * On the answer that ends the caller's own session: the browser drops its HTTP cache and this
 * site's storage (docs/ARCHITECTURE.md §4.1).
 */
export const CLEAR_SITE_DATA = { "Clear-Site-Data": '"cache", "storage"' };

/** The most often one session's `lastSeenAt` is written. */
export const LAST_SEEN_EVERY_MS = 60_000;
/** The longest User-Agent kept. */
export const USER_AGENT_MAX = 400;

/** Where a sign-in comes from: the browser's User-Agent and the client's address. */
export type Device = { userAgent: string; address: string };

/** A new session for the account (its current token version); returns its id. */
export async function startSession(
  db: DbOrTx,
  user: { id: string; tokenVersion: number },
  now: Date,
  device: Device,
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: user.id,
      tokenVersion: user.tokenVersion,
      createdAt: now,
      lastSeenAt: now,
      userAgent: device.userAgent,
      address: device.address,
    })
    .returning({ id: sessions.id });
  return row!.id;
}

export function idleTimeoutMs(config: AppConfig, role: Role): number {
  return config.idleTimeoutMinutes[role] * 60_000;
}

/** The session `id` as the database has it now (undefined: none); one query per turn of the loop. */
export const readSession = batchedById(sessions);

export type SessionVerdict = "live" | "idle" | "dead";

/**
 * Whether session `row` still stands for a token of account `userId` with role `role` at `now`:
 * dead when missing, another account's or revoked; idle when unused for longer than the role's
 * timeout.
 */
export function sessionVerdict(
  config: AppConfig,
  row: SessionRow | undefined,
  userId: string,
  role: Role,
  now: Date,
): SessionVerdict {
  if (!row || row.userId !== userId || row.revokedAt) return "dead";
  if (now.getTime() - row.lastSeenAt.getTime() > idleTimeoutMs(config, role)) return "idle";
  return "live";
}

/**
 * After a call the session was let in for: writes `lastSeenAt` when the stored one is
 * LAST_SEEN_EVERY_MS old or older (at most one write a minute per session, whatever the number of
 * calls or processes: the condition is on the stored value).
 */
export async function touchSession(db: DbOrTx, row: SessionRow, now: Date): Promise<void> {
  if (now.getTime() - row.lastSeenAt.getTime() < LAST_SEEN_EVERY_MS) return;
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(
      and(eq(sessions.id, row.id), lt(sessions.lastSeenAt, new Date(now.getTime() - LAST_SEEN_EVERY_MS + 1))),
    );
}

/**
 * The account's sessions that still stand at `now`: not revoked, issued under the account's current
 * token version, within the token lifetime and not idle. Most recently seen first.
 */
export async function liveSessions(
  db: DbOrTx,
  config: AppConfig,
  user: { id: string; role: Role },
  now: Date,
): Promise<SessionRow[]> {
  const t = now.getTime();
  return db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      tokenVersion: sessions.tokenVersion,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
      address: sessions.address,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.userId, user.id),
        isNull(sessions.revokedAt),
        eq(sessions.tokenVersion, users.tokenVersion),
        gt(sessions.createdAt, new Date(t - config.tokenTtlSeconds * 1000)),
        gt(sessions.lastSeenAt, new Date(t - idleTimeoutMs(config, user.role))),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/**
 * Revokes the account's session `id` (or every session of the account when `id` is null); returns
 * the ids revoked now. A session revoked before keeps its first revocation time.
 */
export async function revokeSessions(
  db: DbOrTx,
  userId: string,
  id: string | null,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`coalesce(${sessions.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(sessions.userId, userId), id ? eq(sessions.id, id) : isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  const ids = rows.map((r) => r.id);
  // A session signed out takes its browsers' push subscriptions with it (docs/ARCHITECTURE.md §13.3).
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.sessionId, ids));
  return ids;
}

/**
 * Sessions whose token has expired are of no more use (their token is refused for its age):
 * removed by the periodic housekeeping (server/services/maintenance.ts).
 */
export async function pruneSessions(db: DbOrTx, config: AppConfig, now: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(lt(sessions.createdAt, new Date(now.getTime() - config.tokenTtlSeconds * 1000)));
}
