// The user's actions on a write that waits or failed, from the outbox panel: send it again now, or
// drop it. ('Keep mine' after a 412 is outbox-keep-mine.ts.)
import { newKey } from "../api/idempotency.ts";
import { flushOutbox } from "./outbox-flush.ts";
import { db } from "./schema.ts";

/**
 * Sends a failed (or waiting) entry again now. A refused entry gets a new Idempotency-Key: the
 * server keeps its refusal under the old key and would only answer it again, and a refusal changed
 * nothing, so the new key cannot make the write happen twice. A waiting entry (its outcome unknown)
 * keeps its key.
 */
export async function retryEntry(seq: number): Promise<void> {
  await db.transaction("rw", db.outbox, async () => {
    const e = await db.outbox.get(seq);
    if (!e || e.status === "sending") return;
    await db.outbox.update(seq, {
      ...(e.status === "failed" ? { id: newKey() } : {}),
      status: "queued",
      nextAttemptAt: null,
      lastError: null,
      lastStatus: null,
      response: null,
    });
  });
  await flushOutbox({ force: true });
}

/** Drops an entry that is not being sent right now. True when it was dropped. */
export async function discardEntry(seq: number): Promise<boolean> {
  const n = await db.outbox
    .where("seq")
    .equals(seq)
    .filter((e) => e.status !== "sending")
    .delete();
  return n > 0;
}
