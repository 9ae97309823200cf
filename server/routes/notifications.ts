/**
 * The signed-in user's notifications (tag: notifications; docs/ARCHITECTURE.md §13): their own list
 * (a delta list, mirrored like the others), read marks, and which channels each event reaches. A
 * user never sees or marks another's: every statement is bound to the caller's id.
 */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { AUDIENCE, markReadInput, preferencesInput, typesFor } from "../../src/domain/notifications.ts";
import { notificationPreferences } from "../db/schema.ts";
import { deltaRequest, listAnswer } from "../http/delta.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { badRequest } from "../http/errors.ts";
import { requireSignedIn } from "../http/guards.ts";
import { idempotent } from "../http/idempotency.ts";
import { body } from "../http/input.ts";
import { assertVersion, expectedVersion } from "../http/preconditions.ts";
import { logActivityBy } from "../services/activity.ts";
import {
  listNotifications,
  markRead,
  readPreferences,
  toNotification,
  toPreferences,
} from "../services/notifications.ts";
import { whoOf } from "./who.ts";

export function notificationRoutes(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  r.use("*", requireSignedIn(deps));
  const once = idempotent(deps);

  r.get("/", async (c) => {
    const delta = await deltaRequest(c, db, deps.now());
    const userId = c.get("caller")!.id;
    const rows = await listNotifications(db, userId, delta.since);
    const list = rows.map(toNotification);
    return listAnswer(c, db, delta, "notifications", list, (n) => ({ notifications: n }), userId);
  });

  r.post("/read", once, async (c) => {
    const input = await body(c, markReadInput);
    const marked = await markRead(db, whoOf(c), input.ids ?? null, deps.now());
    return c.json({ marked });
  });

  r.get("/preferences", async (c) => {
    const caller = c.get("caller")!;
    return c.json({ preferences: toPreferences(caller.role, await readPreferences(db, caller.id)) });
  });

  r.put("/preferences", once, async (c) => {
    const caller = c.get("caller")!;
    const input = await body(c, preferencesInput);
    // Only the events of the caller's role: a customer hears nothing of the agency's work.
    const role = caller.role === "admin" ? "admin" : "customer";
    const foreign = Object.keys(input.events).filter((t) => AUDIENCE[t as keyof typeof AUDIENCE] !== role);
    if (foreign.length > 0) {
      const message = `Not an event ${role === "admin" ? "an admin" : "a customer"} hears of; choose from ${typesFor(role).join(", ")}`;
      throw badRequest(message, Object.fromEntries(foreign.map((t) => [`events.${t}`, message])));
    }
    const expected = expectedVersion(c);
    const now = deps.now();
    const saved = await db.transaction(async (tx) => {
      const before = await readPreferences(tx, caller.id);
      // No row reads as the defaults at version 1: the first save makes version 2.
      assertVersion(expected, before ?? { version: 1 });
      const events = { ...before?.events, ...input.events };
      const [row] = await tx
        .insert(notificationPreferences)
        .values({ userId: caller.id, events, createdAt: now, updatedAt: now, version: 2 })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { events, updatedAt: now, version: sql`${notificationPreferences.version} + 1` },
        })
        .returning();
      await logActivityBy(
        tx,
        whoOf(c),
        {
          action: "update_notification_preferences",
          resource: "notification_preferences",
          resourceId: caller.id,
          details: `${caller.name} changed their notification preferences`,
          metadata: { before: before?.events ?? {}, after: events },
        },
        now,
      );
      return row!;
    });
    return c.json({ preferences: toPreferences(caller.role, saved) });
  });

  return r;
}
