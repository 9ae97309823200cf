/**
 * The bell's data (docs/ARCHITECTURE.md §13.6): the user's notifications as mirrored (newest
 * first, read through the `createdAt` index), how many are unread, and the read marks, which go
 * through the outbox like every write, so a mark made offline waits and is sent once.
 *
 * The mirror holds server truth only: a read mark still waiting in the outbox is applied when the
 * rows are read (`pendingReads`), so the count drops at the click, online or not, and comes back
 * only if the server refuses the mark. 'Mark all read' names the ids it covers, so a mark sent late
 * never covers a notice that came meanwhile.
 */
import { useLiveQuery } from "dexie-react-hooks";
import { useMemo } from "react";
import { sendOrQueue } from "./outbox.ts";
import { useOutbox } from "./outbox-hooks.ts";
import { db, type NotificationRow, type OutboxEntry } from "./schema.ts";

export type { NotificationRow };

const READ_PATH = "/notifications/read";

/** The ids of the read marks waiting in the outbox (a refused one no longer counts). */
export function pendingReads(entries: readonly OutboxEntry[]): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const e of entries) {
    if (e.path !== READ_PATH || e.method !== "POST" || e.status === "failed") continue;
    const named = (e.body as { ids?: unknown } | undefined)?.ids;
    if (Array.isArray(named)) for (const id of named) if (typeof id === "string") ids.add(id);
  }
  return ids;
}

/** Whether a row reads as unread, with the marks still waiting applied. */
export function isUnread(n: Pick<NotificationRow, "_id" | "readAt">, pending: ReadonlySet<string>): boolean {
  return !n.readAt && !pending.has(n._id);
}

export type NotificationList = {
  rows: readonly NotificationRow[];
  /** The ids whose read mark waits in the outbox (`isUnread`). */
  pending: ReadonlySet<string>;
  /** Unread notifications in the whole mirror, not only in `rows`. */
  unread: number;
  /** Whether the mirror has more than `rows`. */
  more: boolean;
  loading: boolean;
};

/**
 * The newest `limit` notifications and the unread count. The count reads two indexes (every row,
 * the read ones: a null `readAt` is not in its index) and only the unread rows a waiting mark
 * covers, so it stays cheap however long the list grows.
 */
export function useNotifications(limit: number): NotificationList {
  const entries = useOutbox();
  const pending = useMemo(() => pendingReads(entries), [entries]);
  const result = useLiveQuery(async () => {
    const [rows, total, read] = await Promise.all([
      db.notifications
        .orderBy("createdAt")
        .reverse()
        .limit(limit + 1)
        .toArray(),
      db.notifications.count(),
      db.notifications.where("readAt").above("").count(),
    ]);
    // The unread rows a waiting mark covers.
    const named = pending.size ? await db.notifications.bulkGet([...pending]) : [];
    const covered = named.filter((n) => n && !n.readAt).length;
    return { rows, unread: total - read - covered };
  }, [limit, pending]);
  return useMemo(
    () => ({
      rows: result ? result.rows.slice(0, limit) : [],
      pending,
      unread: result ? Math.max(0, result.unread) : 0,
      more: result ? result.rows.length > limit : false,
      loading: result === undefined,
    }),
    [result, limit, pending],
  );
}

/** Marks one notification read (through the outbox; the list is pulled again once it lands). */
export function markNotificationRead(id: string) {
  return sendOrQueue({
    method: "POST",
    path: READ_PATH,
    body: { ids: [id] },
    label: "Mark a notification read",
    sync: ["notifications"],
  });
}

/**
 * 'Mark all read': the unread ones this device shows, by id (at most 500 a call, the API's bound),
 * so a mark made offline and sent later never covers a notice that came meanwhile, unseen.
 * Resolves to the first call's answer (the others' refusals show in the outbox panel).
 */
export async function markAllNotificationsRead() {
  const unread = await db.notifications.filter((n) => !n.readAt).primaryKeys();
  const calls = [];
  for (let i = 0; i < unread.length; i += READ_BATCH)
    calls.push(
      sendOrQueue({
        method: "POST",
        path: READ_PATH,
        body: { ids: unread.slice(i, i + READ_BATCH) },
        label: "Mark all notifications read",
        sync: ["notifications"],
      }),
    );
  return (await Promise.all(calls))[0] ?? null;
}

const READ_BATCH = 500;
