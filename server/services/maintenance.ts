/**
 * Periodic housekeeping, once a minute: old idempotency keys and tombstones, expired pending
 * bookings, sessions whose token has expired, the rate limits' windows that are over, fresh planner
 * statistics on PGlite (which has no autovacuum), and the notices of time passing (bookings about
 * to expire, airline deadlines: docs/ARCHITECTURE.md §13.1), sent at once by the delivery's wake.
 * On PostgreSQL one process at a time runs it: the one whose own connection holds the advisory lock
 * HOUSEKEEPING_LOCK, taken on a tick and kept; when that process dies its session ends, the lock is
 * free, and the next tick of another process takes it (docs/ARCHITECTURE.md §6.5). Every task is
 * safe to run twice (conditional deletes and updates), so a lock lost mid-run costs nothing but the
 * repeat.
 */
import { lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema.ts";
import { purgeTombstones } from "../http/delta.ts";
import type { Deps } from "../http/env.ts";
import { pruneRateLimits } from "../http/rate-limit.ts";
import { expireFlightBookings } from "./bookings.ts";
import { deliveryOf } from "./notify.ts";
import { pruneOutboxes } from "./outbox-retry.ts";
import { expirePackageBookings } from "./packages.ts";
import { pruneSessions } from "./sessions.ts";
import { noticeDeadlines, noticeExpiringBookings } from "./timed-notices.ts";

export type Task = (deps: Deps) => Promise<void>;

/**
 * What PostgreSQL's autovacuum does and PGlite does not: ANALYZE every table changed by more than 50
 * rows plus a tenth of its rows since its last statistics (autovacuum's default thresholds); returns
 * the tables analyzed. Without statistics the planner took the activity log's delta (`sync_txid >=
 * …`, nothing new) for a third of a million rows and read them all in time order, 356 ms, where the
 * index answers in 0.1 ms (docs/PERFORMANCE.md).
 */
export async function analyzeChangedTables(db: DbOrTx): Promise<string[]> {
  const res = await db.execute(sql`
    select relname from pg_stat_user_tables
    where n_mod_since_analyze > 50 + 0.1 * greatest(n_live_tup, 0)
    order by relname`);
  const names = (res as unknown as { rows: { relname: string }[] }).rows.map((r) => r.relname);
  for (const name of names) await db.execute(sql`analyze ${sql.identifier(name)}`);
  return names;
}

export const tasks: Task[] = [
  async ({ db, now }) => {
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now()));
  },
  // A cursor older than CURSOR_MAX_AGE_MS is refused, so older tombstones can go.
  ({ db, now }) => purgeTombstones(db, now()),
  async ({ db, now }) => {
    await expireFlightBookings(db, now());
    await expirePackageBookings(db, now());
  },
  ({ db, config, now }) => pruneSessions(db, config, now()),
  async ({ db, now }) => {
    await noticeExpiringBookings(db, now());
    await noticeDeadlines(db, now());
  },
  ({ db, now }) => pruneOutboxes(db, now()),
  ({ db }) => pruneRateLimits(db),
  // PostgreSQL's own autovacuum does this there.
  async ({ db, database }) => {
    if (database.kind === "pglite") await analyzeChangedTables(db);
  },
];

export const HOUSEKEEPING_LOCK = "safar:housekeeping";
export const MAINTENANCE_EVERY_MS = 60_000;

/** Runs every task once a period (a minute by default); returns a stop function. */
export function startMaintenance(
  deps: Deps,
  everyMs = deps.config.maintenanceEveryMs ?? MAINTENANCE_EVERY_MS,
): () => void {
  let running = false;
  const session = deps.database.session;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      if (session && !(await session.holdLock(HOUSEKEEPING_LOCK))) return;
      const t0 = performance.now();
      for (const t of tasks) await t(deps);
      if (deps.config.logRequests) {
        const ms = Math.round((performance.now() - t0) * 10) / 10;
        const line = { level: "info", time: new Date().toISOString(), msg: "housekeeping", ms };
        process.stdout.write(`${JSON.stringify(line)}\n`);
      }
      deliveryOf(deps.db).wake?.();
    } catch (err) {
      process.stderr.write(
        `${JSON.stringify({ level: "error", msg: "maintenance failed", err: String(err) })}\n`,
      );
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
