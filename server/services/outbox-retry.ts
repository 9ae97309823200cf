// The outboxes' retry rules (server/services/delivery.ts, docs/ARCHITECTURE.md §13.2): the lease a
// claim takes, the back-off between attempts, how a failure is kept on its row, and how long.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
/** How long a claimed row is the claimant's: longer than any send may take (the senders bound their waits). */
export const LEASE_MS = 5 * 60_000;
/** The longest wait between two attempts. */
const MAX_WAIT_MS = 60 * 60_000;

/**
 * When a row that failed its `attempts`-th send is tried again: a doubling wait from `baseMs`, at
 * most an hour, drawn in the upper half of its window so that rows failed together spread out.
 */
export function nextAttempt(now: Date, attempts: number, baseMs: number): Date {
  const window = Math.min(MAX_WAIT_MS, baseMs * 2 ** Math.max(0, attempts - 1));
  return new Date(now.getTime() + window / 2 + Math.random() * (window / 2));
}

/** An error as an outbox row keeps it: its first line, short (never a message's contents). */
export function errorText(err: unknown): string {
  const e = err as { code?: unknown; responseCode?: unknown; message?: unknown };
  const code = e?.responseCode ?? e?.code;
  const message = String(e?.message ?? err)
    .split("\n")[0]!
    .slice(0, 200);
  return code ? `${String(code)}: ${message}` : message;
}

/** Sent and given-up rows are kept this long (what was sent, and why one failed), then removed. */
export const OUTBOX_KEPT_MS = 30 * 24 * 60 * 60_000;

/** Removes the outboxes' rows sent or given up more than OUTBOX_KEPT_MS ago (the minute's housekeeping). */
export async function pruneOutboxes(db: DbOrTx, now: Date): Promise<void> {
  const before = sql`${new Date(now.getTime() - OUTBOX_KEPT_MS).toISOString()}::timestamptz`;
  await db.execute(sql`delete from mail_outbox where sent_at < ${before} or failed_at < ${before}`);
  await db.execute(sql`delete from push_outbox where failed_at < ${before}`);
}
