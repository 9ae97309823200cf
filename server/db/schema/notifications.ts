// Notifications (docs/ARCHITECTURE.md §13): one row per event and recipient, each user's choice of
// channels, the browsers' push subscriptions, and the two outboxes that deliver after the commit.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  type Channels,
  NOTIFICATION_TYPES,
  type NotificationType,
} from "../../../src/domain/notifications.ts";
import { createdAt, id, instant, updatedAt, version } from "./columns.ts";
import { sessions, users } from "./users.ts";

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** The app's path that opens what it is about (the booking, the flight's manifest). */
    url: text("url").notNull(),
    /** What it is about: a booking list's name ('bookings', 'packageBookings', …), 'flights' or 'customers'. */
    resource: text("resource").notNull(),
    resourceId: uuid("resource_id"),
    /** The event's key: one row per event and recipient, so a repeat writes nothing. */
    eventKey: text("event_key").notNull(),
    readAt: instant("read_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex("notifications_event_user_key").on(t.eventKey, t.userId),
    index("notifications_user_updated_idx").on(t.userId, t.updatedAt),
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/** A user's channels per event; an event not named keeps DEFAULT_CHANNELS. No row: all defaults. */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  events: jsonb("events").$type<Partial<Record<NotificationType, Channels>>>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
});

/** A browser's push subscription, made in one sign-in session: signing that session out removes it. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
    index("push_subscriptions_session_idx").on(t.sessionId),
  ],
);

/** Pushes to send: one per notification and subscription, retried with back-off until sent or given up. */
export const pushOutbox = pgTable(
  "push_outbox",
  {
    id: id(),
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    attempts: integer("attempts").notNull().default(0),
    /** When it is next due; a claim moves it past the sender's deadline (the lease). */
    nextAttemptAt: instant("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    failedAt: instant("failed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("push_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.failedAt} is null`)],
);

/** E-mails to send (queued only while SMTP_URL is set), retried with back-off; kept once sent. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: instant("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: instant("sent_at"),
    failedAt: instant("failed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);
