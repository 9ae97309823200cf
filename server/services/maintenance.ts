/**
 * Periodic housekeeping, once a minute: old idempotency keys and tombstones, expired pending
 * bookings, sessions whose token has expired, and the notices of time passing (bookings about to
 * expire, airline deadlines: docs/ARCHITECTURE.md §13.1), sent at once by the delivery's wake.
 */
import { lt } from "drizzle-orm";
import { idempotencyKeys } from "../db/schema.ts";
import { purgeTombstones } from "../http/delta.ts";
import type { Deps } from "../http/env.ts";
import { expireFlightBookings } from "./bookings.ts";
import { deliveryOf } from "./notify.ts";
import { pruneOutboxes } from "./outbox-retry.ts";
import { expirePackageBookings } from "./packages.ts";
import { pruneSessions } from "./sessions.ts";
import { noticeDeadlines, noticeExpiringBookings } from "./timed-notices.ts";

export type Task = (deps: Deps) => Promise<void>;

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
];

/** Runs every task once a minute; returns a stop function. */
export function startMaintenance(deps: Deps, everyMs = 60_000): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (const t of tasks) await t(deps);
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
