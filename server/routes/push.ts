/**
 * Web Push subscriptions (tag: push; docs/ARCHITECTURE.md §13.3): the server's VAPID public key, a
 * browser's subscription kept for the session that made it, and its removal by endpoint. Signing
 * that session out removes it too (server/services/sessions.ts).
 */
import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { pushEndpointInput, pushSubscriptionInput } from "../../src/domain/notifications.ts";
import { deviceName } from "../../src/domain/sessions.ts";
import { pushSubscriptions } from "../db/schema.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { badRequest, notFound } from "../http/errors.ts";
import { requireSignedIn } from "../http/guards.ts";
import { idempotent } from "../http/idempotency.ts";
import { body } from "../http/input.ts";
import { logActivityBy } from "../services/activity.ts";
import { whoOf } from "./who.ts";

const PUSH_OFF = "Push notifications are not enabled on this server";
/** The most browsers one account keeps subscribed: the oldest go first. */
export const SUBSCRIPTIONS_PER_USER = 10;

export function pushRoutes(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  r.use("*", requireSignedIn(deps));
  const once = idempotent(deps);
  const vapid = () => {
    if (!deps.config.push) throw notFound(PUSH_OFF);
    return deps.config.push;
  };

  r.get("/public-key", (c) => c.json({ publicKey: vapid().publicKey }));

  r.post("/subscriptions", once, async (c) => {
    const { allowHttpEndpoints } = vapid();
    const input = await body(c, pushSubscriptionInput);
    const { protocol } = new URL(input.endpoint);
    if (protocol !== "https:" && !(allowHttpEndpoints && protocol === "http:")) {
      const message = "endpoint must be an https: URL";
      throw badRequest(message, { endpoint: message });
    }
    const caller = c.get("caller")!;
    const now = deps.now();
    const values = {
      userId: caller.id,
      sessionId: c.get("sessionId")!,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      updatedAt: now,
    };
    const saved = await db.transaction(async (tx) => {
      // A browser's endpoint is its own: subscribed again, or by the next person signed in on it,
      // it is that session's now (the one before never hears of this device again).
      const [row] = await tx
        .insert(pushSubscriptions)
        .values({ ...values, createdAt: now })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
        .returning();
      await tx.execute(sql`
        delete from push_subscriptions where user_id = ${caller.id}::uuid and id not in (
          select id from push_subscriptions where user_id = ${caller.id}::uuid
          order by updated_at desc limit ${SUBSCRIPTIONS_PER_USER})`);
      // The endpoint is a capability (whoever has it may push to the browser): never logged.
      const device = deviceName(c.req.header("user-agent") ?? "");
      const entry = {
        resource: "push_subscription",
        resourceId: row!.id,
        details: `${caller.name} turned on notifications on ${device}`,
      };
      await logActivityBy(tx, whoOf(c), { action: "subscribe_push", ...entry }, now);
      return row!;
    });
    return c.json({ subscription: { endpoint: saved.endpoint, createdAt: saved.createdAt } }, 201);
  });

  r.delete("/subscriptions", once, async (c) => {
    const input = await body(c, pushEndpointInput);
    const caller = c.get("caller")!;
    await db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, input.endpoint), eq(pushSubscriptions.userId, caller.id)))
        .returning({ id: pushSubscriptions.id });
      if (!gone) throw notFound("This browser is not subscribed");
      const details = `${caller.name} turned off notifications on a browser`;
      const entry = { resource: "push_subscription", resourceId: gone.id, details };
      await logActivityBy(tx, whoOf(c), { action: "unsubscribe_push", ...entry }, deps.now());
    });
    return c.json({ message: "Unsubscribed" });
  });

  return r;
}
