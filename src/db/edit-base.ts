/**
 * The record an outbox edit started from, kept on its entry (`OutboxEntry.base`): the conflict dialog
 * compares the server's copy with it after a 412 (what the server changed since) and 'Keep mine'
 * re-applies the admin's patch on the server's version (src/domain/merge-patch.ts).
 *
 * `sendOrQueue` stores only the request's own fields, so the base is added by a Dexie `creating` hook
 * as the entry is written, in the same write: an entry is never in the outbox without it, however
 * soon it is replayed. The edit names its Idempotency-Key (`key`) so the hook knows its entry.
 */
import { db } from "./schema.ts";

const bases = new Map<string, Record<string, unknown>>();
let hooked = false;

function hook(): void {
  if (hooked) return;
  hooked = true;
  db.outbox.hook("creating", (_seq, entry) => {
    const base = bases.get(entry.id);
    if (base) entry.base = structuredClone(base);
  });
}

/** Runs `send` (a `sendOrQueue` with Idempotency-Key `key`) so that its outbox entry keeps `base`. */
export async function withEditBase<T>(
  key: string,
  base: Record<string, unknown>,
  send: () => Promise<T>,
): Promise<T> {
  hook();
  bases.set(key, base);
  try {
    return await send();
  } finally {
    bases.delete(key);
  }
}
