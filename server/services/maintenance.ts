/** Periodic housekeeping: expired idempotency keys and expired pending bookings, once a minute. */
import { lt } from "drizzle-orm";
import { idempotencyKeys } from "../db/schema.ts";
import type { Deps } from "../http/env.ts";
import { expireFlightBookings } from "./bookings.ts";
import { expirePackageBookings } from "./packages.ts";

export type Task = (deps: Deps) => Promise<void>;

export const tasks: Task[] = [
  async ({ db, now }) => {
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now()));
  },
  async ({ db, now }) => {
    await expireFlightBookings(db, now());
    await expirePackageBookings(db, now());
  },
];

/** Runs every task once a minute; returns a stop function. */
export function startMaintenance(deps: Deps, everyMs = 60_000): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (const t of tasks) await t(deps);
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
