/**
 * Web Push delivery (docs/ARCHITECTURE.md §13.3): claims due rows of the push outbox, encrypts each
 * notice for its subscription (RFC 8291 aes128gcm, VAPID-signed, by `web-push`) and posts it to the
 * subscription's push service. Sent: the row goes. 404 or 410: the browser dropped the subscription,
 * which goes with its rows. 429, a 5xx or no answer: tried again later with back-off, up to
 * PUSH_MAX_ATTEMPTS times. Any other answer will not change: the row is given up (kept, failed).
 * The payload is the notice's id, type, title, sentence and the app's path: nothing else.
 */
import { eq, sql } from "drizzle-orm";
import webpush from "web-push";
import type { NotificationType } from "../../src/domain/notifications.ts";
import { pushSubscriptions } from "../db/schema.ts";
import type { Deps } from "../http/env.ts";
import { afterFailure, claimDue, errorText, nextAttempt } from "./outbox-retry.ts";

export const PUSH_MAX_ATTEMPTS = 6;
const BATCH = 20;
/** A push not delivered within a day is stale; an expiry warning within its 30 minutes. */
const TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 15_000;

type Claimed = {
  id: string;
  attempts: number;
  subscription_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  notification_id: string;
  type: NotificationType;
  title: string;
  body: string;
  url: string;
};

/** What the service worker receives: enough to show the notice and open what it is about. */
export function pushPayload(n: Pick<Claimed, "notification_id" | "type" | "title" | "body" | "url">): string {
  return JSON.stringify({ id: n.notification_id, type: n.type, title: n.title, body: n.body, url: n.url });
}

/** Sends every due push of the outbox, a batch at a time. */
export async function drainPush(deps: Deps, retryBaseMs: number): Promise<void> {
  const vapid = deps.config.push;
  if (!vapid) return;
  for (;;) {
    const rows = await claim(deps);
    if (rows.length === 0) return;
    await Promise.all(rows.map((row) => send(deps, vapid, row, retryBaseMs)));
    if (rows.length < BATCH) return;
  }
}

function claim(deps: Deps): Promise<Claimed[]> {
  return claimDue<Claimed>(deps.db, "push_outbox", deps.now(), {
    pending: sql`failed_at is null`,
    batch: BATCH,
    also: sql`, push_subscriptions s, notifications n`,
    where: sql` and s.id = o.subscription_id and n.id = o.notification_id`,
    returning: sql`o.id, o.attempts, s.id as subscription_id, s.endpoint, s.p256dh, s.auth,
      n.id as notification_id, n.type, n.title, n.body, n.url`,
  });
}

async function send(
  deps: Deps,
  vapid: NonNullable<Deps["config"]["push"]>,
  row: Claimed,
  retryBaseMs: number,
): Promise<void> {
  const { db } = deps;
  let status = 0;
  let error = "";
  try {
    const request = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      pushPayload(row),
      {
        vapidDetails: vapid,
        TTL: row.type === "booking_expiring" ? 30 * 60 : TTL_SECONDS,
        urgency: row.type === "booking_expiring" ? "high" : "normal",
        contentEncoding: "aes128gcm",
      },
    );
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body as Buffer),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await res.arrayBuffer();
    status = res.status;
    error = `${status} from the push service`;
  } catch (err) {
    error = errorText(err);
  }
  const now = deps.now();
  if (status >= 200 && status < 300) {
    await db.execute(sql`delete from push_outbox where id = ${row.id}::uuid`);
  } else if (status === 404 || status === 410) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscription_id));
  } else {
    // No answer, 429 or a 5xx: tried again, so often; any other answer will not change.
    const again = (status === 0 || status === 429 || status >= 500) && row.attempts < PUSH_MAX_ATTEMPTS;
    const retryAt = again ? nextAttempt(now, row.attempts, retryBaseMs) : null;
    await afterFailure(db, "push_outbox", row.id, error, now, retryAt);
  }
}
