// The outboxes' retry rules (server/services/delivery.ts, docs/ARCHITECTURE.md §13.2): the lease a
// claim takes, the back-off between attempts, how a failure is kept on its row, and how long.
import { type SQL, sql } from "drizzle-orm";
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

export type Outbox = "mail_outbox" | "push_outbox";

/**
 * Claims up to `batch` rows of `outbox` that are due at `now` and still `pending` (one statement:
 * `FOR UPDATE SKIP LOCKED` picks rows no other claim holds, and each is counted an attempt and
 * leased LEASE_MS). `also` and `where` join what the sender needs; `returning` lists it.
 */
export async function claimDue<T>(
  db: DbOrTx,
  outbox: Outbox,
  now: Date,
  q: { pending: SQL; batch: number; also?: SQL; where?: SQL; returning: SQL },
): Promise<T[]> {
  const table = sql.raw(outbox);
  const at = sql`${now.toISOString()}::timestamptz`;
  const lease = sql`${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    update ${table} o set attempts = o.attempts + 1, next_attempt_at = ${lease}
    from (
      select id from ${table} where ${q.pending} and next_attempt_at <= ${at}
      order by next_attempt_at limit ${q.batch} for update skip locked
    ) c${q.also ?? sql``}
    where o.id = c.id${q.where ?? sql``}
    returning ${q.returning}`);
  return (result as unknown as { rows: T[] }).rows;
}

/** A failed send of row `id`: due again at `retryAt`, or given up when that is null. */
export async function afterFailure(
  db: DbOrTx,
  outbox: Outbox,
  id: string,
  error: string,
  now: Date,
  retryAt: Date | null,
): Promise<void> {
  const set = retryAt
    ? sql`next_attempt_at = ${retryAt.toISOString()}::timestamptz`
    : sql`failed_at = ${now.toISOString()}::timestamptz`;
  await db.execute(sql`update ${sql.raw(outbox)} set ${set}, last_error = ${error} where id = ${id}::uuid`);
}
