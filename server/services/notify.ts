/**
 * Writing notifications (docs/ARCHITECTURE.md §13.1): `notify` runs inside the transaction of the
 * change that causes them, so they commit with it or not at all. One statement writes, for each
 * notice, a row per recipient (the customer it concerns, or every active admin), skips a recipient
 * who already has the notice's key (a repeat is a no-op), and queues its deliveries: a push per
 * subscription of a session still signed in and an e-mail when the recipient's preferences ask for them (e-mail only while SMTP
 * is configured). The outboxes are sent after the commit (server/services/delivery.ts).
 */
import { type SQL, sql } from "drizzle-orm";
import { DEFAULT_CHANNELS, type NotificationType } from "../../src/domain/notifications.ts";
import type { DbOrTx } from "../db/client.ts";
import { type NoticeMail, withAppLink } from "./notice-mail.ts";

/** One event as its recipients read it. */
export type Notice = {
  type: NotificationType;
  /** The customer it concerns; without one, every active admin hears of it. */
  userId?: string;
  /** The event's key: one notification per key and recipient. */
  key: string;
  title: string;
  body: string;
  /** The app's path that opens what it is about. */
  url: string;
  resource: string;
  resourceId: string | null;
  /** The e-mail's subject and bodies (sent only where the recipient's preferences say so). */
  mail: NoticeMail;
};

/**
 * Per database: whether e-mail is queued, how many times notices were written (a request that sees
 * the count move while it runs wakes the senders once it has answered), and the senders' wake.
 */
export type Delivery = {
  mail: boolean;
  /** The app's origin (APP_URL): e-mails link to their notice's `url` there. */
  appUrl?: string | undefined;
  written: number;
  wake: (() => void) | undefined;
};

const deliveries = new WeakMap<object, Delivery>();

/** The delivery state of database `db` (the app's handle, never a transaction's). */
export function deliveryOf(db: object): Delivery {
  let d = deliveries.get(db);
  if (!d) {
    d = { mail: false, written: 0, wake: undefined };
    deliveries.set(db, d);
  }
  return d;
}

/** Writes `notices` in `tx` at `now`; returns how many notifications were new. */
export async function notify(tx: DbOrTx, notices: Notice[], now: Date, delivery: Delivery): Promise<number> {
  if (notices.length === 0) return 0;
  const at = sql`${now.toISOString()}::timestamptz`;
  const values = sql.join(
    notices.map((n) => {
      const d = DEFAULT_CHANNELS[n.type];
      const m = delivery.appUrl ? withAppLink(n.mail, delivery.appUrl, n.url) : n.mail;
      return sql`(${n.type}::text, ${n.userId ?? null}::uuid, ${n.key}::text, ${n.title}::text, ${n.body}::text, ${n.url}::text, ${n.resource}::text, ${n.resourceId}::uuid, ${d.push}::boolean, ${d.email}::boolean, ${m.subject}::text, ${m.text}::text, ${m.html}::text)`;
    }),
    sql`, `,
  );
  const mail: SQL = delivery.mail
    ? sql`, m as (
        insert into mail_outbox (notification_id, to_address, subject, text_body, html_body, next_attempt_at, created_at)
        select n.id, r.email, r.subject, r.text_body, r.html_body, ${at}, ${at}
        from n join r on r.uid = n.user_id and r.key = n.event_key and r.by_mail
      )`
    : sql``;
  const result = await tx.execute<{ n: number }>(sql`
    with e (type, user_id, key, title, body, url, resource, resource_id, push_default, mail_default, subject, text_body, html_body) as (
      values ${values}
    ), r as (
      select e.*, u.id as uid, u.email, u.token_version as tv,
        coalesce((p.events -> e.type ->> 'push')::boolean, e.push_default) as by_push,
        coalesce((p.events -> e.type ->> 'email')::boolean, e.mail_default) as by_mail
      from e
      join users u on (e.user_id is not null and u.id = e.user_id)
        or (e.user_id is null and u.role = 'admin' and not u.is_blocked)
      left join notification_preferences p on p.user_id = u.id
    ), n as (
      insert into notifications (user_id, type, title, body, url, resource, resource_id, event_key, created_at, updated_at)
      select uid, type, title, body, url, resource, resource_id, key, ${at}, ${at} from r
      on conflict (event_key, user_id) do nothing
      returning id, user_id, event_key
    ), p as (
      insert into push_outbox (notification_id, subscription_id, next_attempt_at, created_at)
      select n.id, s.id, ${at}, ${at}
      from n join r on r.uid = n.user_id and r.key = n.event_key and r.by_push
      join push_subscriptions s on s.user_id = n.user_id
      join sessions se on se.id = s.session_id and se.revoked_at is null and se.token_version = r.tv
    )${mail}
    select count(*)::int as n from n`);
  delivery.written++;
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(rows[0]?.n ?? 0);
}
