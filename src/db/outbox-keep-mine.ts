// A 412 (the record changed on the server meanwhile) in the outbox: the server's copy to compare
// with, and 'Keep mine', which resends the edit on the server's version.
import { newKey } from "../api/idempotency.ts";
import { COUNTER_FIELDS, rebasePatch } from "../domain/merge-patch.ts";
import { isObject } from "./outbox-apply.ts";
import { flushOutbox } from "./outbox-flush.ts";
import { isOnline } from "./outbox-transport.ts";
import { db, type OutboxEntry } from "./schema.ts";
import { syncNow } from "./sync.ts";

/**
 * 'Keep mine' after a 412: resend the edit as made on the server's current `version`, with a new
 * Idempotency-Key (the old one holds the 412). An edit that keeps its base record (a PATCH of only
 * the admin's fields, `base`) is re-applied on `server`, the server's copy: the admin's fields as
 * they set them, except a count the server moves itself (a flight's seats), which moves by the
 * admin's own difference, so seats sold meanwhile stay sold; `server` becomes its new base. An entry
 * without a base (a whole record, stored before edits kept one) is resent as it is, except for such
 * counts: which of them the admin changed cannot be known, so the server's are kept.
 */
export async function keepMine(
  seq: number,
  version: string | number,
  server?: Record<string, unknown>,
): Promise<void> {
  await db.transaction("rw", db.outbox, async () => {
    const e = await db.outbox.get(seq);
    if (e?.status !== "failed") return;
    const rebase = server && e.base && e.method === "PATCH" && isObject(e.body);
    const counters = e.table ? (COUNTER_FIELDS[e.table] ?? []) : [];
    const whole = server && !e.base && e.method === "PUT" && isObject(e.body);
    const serverCounts = Object.fromEntries(
      counters.filter((k) => typeof server?.[k] === "number").map((k) => [k, server?.[k]]),
    );
    await db.outbox.update(seq, {
      id: newKey(),
      ifMatch: String(version),
      status: "queued",
      nextAttemptAt: null,
      lastError: null,
      lastStatus: null,
      response: null,
      ...(rebase
        ? {
            body: rebasePatch(e.body as Record<string, unknown>, e.base!, server, counters),
            base: server,
          }
        : whole
          ? { body: { ...(e.body as object), ...serverCounts } }
          : {}),
    });
  });
  await flushOutbox({ force: true });
}

/** The server's copy of the record an entry edits (pulled now when online), for a 412. */
export async function serverCopy(entry: OutboxEntry): Promise<Record<string, unknown> | undefined> {
  if (!entry.table || !entry.recordId) return undefined;
  if (isOnline()) await syncNow([entry.table]);
  return (await db.mirror(entry.table).get(entry.recordId)) as Record<string, unknown> | undefined;
}
