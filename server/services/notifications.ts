/**
 * A user's own notifications and preferences (docs/ARCHITECTURE.md §13): the list as the API shows
 * it, read marks, and the channels chosen per event over DEFAULT_CHANNELS.
 */
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import {
  type Channels,
  DEFAULT_CHANNELS,
  type NotificationType,
  typesFor,
} from "../../src/domain/notifications.ts";
import type { DbOrTx } from "../db/client.ts";
import { bump } from "../db/helpers.ts";
import { notificationPreferences, notifications } from "../db/schema.ts";
import { changedSince, type Since } from "../http/delta.ts";
import { notFound } from "../http/errors.ts";
import { logActivityBy, type Who } from "./activity.ts";

type Row = typeof notifications.$inferSelect;

/** The plain list answers the newest ones; a delta page every change since its cursor. */
export const LIST_MAX = 200;

export function toNotification(n: Row) {
  return {
    _id: n.id,
    type: n.type,
    title: n.title,
    body: n.body,
    url: n.url,
    resource: n.resource,
    resourceId: n.resourceId,
    readAt: n.readAt,
    createdAt: n.createdAt,
    updatedAt: n.updatedAt,
    version: n.version,
  };
}

/** `userId`'s notifications, newest first: the newest LIST_MAX, or every one changed since `since`. */
export function listNotifications(db: DbOrTx, userId: string, since: Since | null) {
  const q = db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), changedSince(notifications, since)))
    .orderBy(desc(notifications.createdAt));
  return since ? q : q.limit(LIST_MAX);
}

/**
 * Marks `ids` of `who` read (all of them when `ids` is null) and logs it; returns how many were
 * unread. An id that is not one of theirs is a 404 and nothing is marked. A read one stays as it was.
 */
export async function markRead(db: DbOrTx, who: Who, ids: string[] | null, now: Date): Promise<number> {
  const mine = eq(notifications.userId, who.id!);
  const wanted = ids ? [...new Set(ids.map((id) => id.toLowerCase()))] : null;
  return db.transaction(async (tx) => {
    if (wanted) {
      const found = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(mine, inArray(notifications.id, wanted)));
      if (found.length !== wanted.length) throw notFound("Notification not found");
    }
    const marked = await tx
      .update(notifications)
      .set({ readAt: now, ...bump(now) })
      .where(and(mine, isNull(notifications.readAt), wanted ? inArray(notifications.id, wanted) : undefined))
      .returning({ id: notifications.id });
    const details = `${who.name} marked ${wanted ? "" : "all "}${marked.length} notification${marked.length === 1 ? "" : "s"} read`;
    const entry = {
      action: "read_notifications" as const,
      resource: "notification",
      resourceId: wanted?.length === 1 ? wanted[0] : null,
      details,
      metadata: { ids: wanted ?? "all", marked: marked.length },
    };
    await logActivityBy(tx, who, entry, now);
    return marked.length;
  });
}

type PreferencesRow = typeof notificationPreferences.$inferSelect;

/** The caller's channels for every event of their role, their choices over the defaults. */
export function toPreferences(role: string, row: PreferencesRow | undefined) {
  const events = {} as Partial<Record<NotificationType, Channels & { inApp: true }>>;
  for (const t of typesFor(role)) events[t] = { inApp: true, ...DEFAULT_CHANNELS[t], ...row?.events[t] };
  return { events, version: row?.version ?? 1, updatedAt: row?.updatedAt ?? null };
}

export async function readPreferences(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  return row;
}
