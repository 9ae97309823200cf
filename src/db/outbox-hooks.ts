/**
 * What the screens read of the outbox: the signed-in user's unsent writes, live (one Dexie live
 * query for the whole page, shared by every badge, so a long list costs one Map lookup per row).
 */
import { liveQuery, type Subscription } from "dexie";
import { useMemo, useSyncExternalStore } from "react";
import { useSession } from "../api/session.ts";
import { db, type MirrorTable, type OutboxEntry } from "./schema.ts";

const EMPTY: readonly OutboxEntry[] = Object.freeze([]);
let snapshot: readonly OutboxEntry[] = EMPTY;
const listeners = new Set<() => void>();
let subscription: Subscription | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!subscription) {
    subscription = liveQuery(() => db.outbox.orderBy("seq").toArray()).subscribe({
      next: (rows) => {
        snapshot = rows.length ? rows : EMPTY;
        for (const l of listeners) l();
      },
      error: () => {
        // no IndexedDB: nothing is ever queued
      },
    });
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size) {
      subscription?.unsubscribe();
      subscription = null;
    }
  };
}

const read = () => snapshot;

/** The signed-in user's outbox entries in replay order. */
export function useOutbox(): readonly OutboxEntry[] {
  const all = useSyncExternalStore(subscribe, read, read);
  const userId = useSession().user?._id;
  return useMemo(() => (userId ? all.filter((e) => e.userId === userId) : EMPTY), [all, userId]);
}

/** The user's entries touching rows of `table`, by record id (for the 'Queued' badges). */
export function useOutboxByRecord(table: MirrorTable): ReadonlyMap<string, readonly OutboxEntry[]> {
  const entries = useOutbox();
  return useMemo(() => {
    const map = new Map<string, OutboxEntry[]>();
    for (const e of entries)
      if (e.table === table && e.recordId) {
        const list = map.get(e.recordId);
        if (list) list.push(e);
        else map.set(e.recordId, [e]);
      }
    return map;
  }, [entries, table]);
}

/** The user's entries that create rows in `table` (no record id yet): shown above its list. */
export function useOutboxCreates(table: MirrorTable): readonly OutboxEntry[] {
  const entries = useOutbox();
  return useMemo(
    () => entries.filter((e) => e.table === table && !e.recordId && e.method === "POST"),
    [entries, table],
  );
}
