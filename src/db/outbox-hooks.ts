/**
 * What the screens read of the outbox: the signed-in user's unsent writes, live (one Dexie live
 * query for the whole page, shared by every badge, so a long list costs one Map lookup per row).
 */
import { liveQuery, type Subscription } from "dexie";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useSession } from "../api/session.ts";
import { isServerTrouble } from "./outbox-core.ts";
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

/**
 * The outbox's circuit, as the screens show it: while the server keeps failing (or not answering)
 * the queue waits for its head entry's back-off, and the user is told so, with when the next try
 * is. Null when nothing waits on the server (empty, offline, paused, or about to be sent).
 */
export type Circuit = {
  /** 'server': it answered with an error (5xx, 429, 408); 'no-answer': it did not answer. */
  cause: "server" | "no-answer";
  /** The changes waiting behind the failing one, it included (not the refused ones). */
  waiting: number;
  /** When the next try is (ms since the epoch). */
  nextAttemptAt: number;
};

export function circuitOf(entries: readonly OutboxEntry[], now: number, online: boolean): Circuit | null {
  if (!online) return null;
  const waiting = entries.filter((e) => e.status !== "failed");
  const head = waiting[0];
  if (head?.status !== "queued" || !head.nextAttemptAt) return null;
  const at = Date.parse(head.nextAttemptAt);
  if (!(at > now) || head.lastStatus === null || head.lastStatus === undefined) return null;
  if (head.lastStatus !== 0 && !isServerTrouble(head.lastStatus)) return null;
  return {
    cause: head.lastStatus === 0 ? "no-answer" : "server",
    waiting: waiting.length,
    nextAttemptAt: at,
  };
}

/** 'next try in 40 s', 'next try in 3 min'. */
export function nextTryText(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  return s < 60 ? `next try in ${s} s` : `next try in ${Math.ceil(s / 60)} min`;
}

/** The signed-in user's circuit (see `circuitOf`), and the time now, ticking each second while open. */
export function useOutboxCircuit(online: boolean): { circuit: Circuit | null; now: number } {
  const entries = useOutbox();
  const [now, setNow] = useState(() => Date.now());
  const circuit = circuitOf(entries, now, online);
  const open = circuit !== null;
  // Ticks only while a wait is running (an open circuit, or a next try still ahead).
  const head = entries[0]?.nextAttemptAt;
  useEffect(() => {
    setNow(Date.now());
    if (!open && !(head && Date.parse(head) > Date.now())) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [open, head]);
  return { circuit, now };
}
