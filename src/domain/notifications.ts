/**
 * Notifications (docs/ARCHITECTURE.md §13): the events a user hears of, who hears each, the channels
 * a user may choose per event (in-app always; push and e-mail by preference) and the checks of the
 * calls that set them. Shared by the server and the PWA.
 */
import { type } from "arktype";

export const NOTIFICATION_TYPES = [
  "booking_approved",
  "booking_cancelled",
  "booking_expired",
  "booking_expiring",
  "payment_verified",
  "account_approved",
  "payment_claimed",
  "new_booking",
  "new_web_booking",
  "new_gds_booking",
  "deadline_approaching",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Who hears of each event: the customer it concerns, or every active admin. */
export const AUDIENCE: Readonly<Record<NotificationType, "customer" | "admin">> = {
  booking_approved: "customer",
  booking_cancelled: "customer",
  booking_expired: "customer",
  booking_expiring: "customer",
  payment_verified: "customer",
  account_approved: "customer",
  payment_claimed: "admin",
  new_booking: "admin",
  new_web_booking: "admin",
  new_gds_booking: "admin",
  deadline_approaching: "admin",
};

/** How Profile Settings names each event. */
export const EVENT_LABELS: Readonly<Record<NotificationType, string>> = {
  booking_approved: "Booking approved",
  booking_cancelled: "Booking cancelled by the agency",
  booking_expired: "Booking expired unpaid",
  booking_expiring: "Booking about to expire (30 minutes left)",
  payment_verified: "Payment verified",
  account_approved: "Account approved",
  payment_claimed: "Payment to check",
  new_booking: "New customer booking",
  new_web_booking: "New website booking",
  new_gds_booking: "New GDS booking",
  deadline_approaching: "Airline deadline within 24 hours",
};

/** The channels besides the in-app list, which every notification reaches. */
export type Channels = { push: boolean; email: boolean };

/**
 * What a user who never chose gets: push for every event; e-mail for what a customer must not
 * miss and for an airline deadline, not for each new booking the agency receives.
 */
export const DEFAULT_CHANNELS: Readonly<Record<NotificationType, Channels>> = {
  booking_approved: { push: true, email: true },
  booking_cancelled: { push: true, email: true },
  booking_expired: { push: true, email: true },
  booking_expiring: { push: true, email: false },
  payment_verified: { push: true, email: true },
  account_approved: { push: true, email: true },
  payment_claimed: { push: true, email: false },
  new_booking: { push: true, email: false },
  new_web_booking: { push: true, email: false },
  new_gds_booking: { push: true, email: false },
  deadline_approaching: { push: true, email: true },
};

/** The events a user of `role` hears of. */
export const typesFor = (role: string): NotificationType[] =>
  NOTIFICATION_TYPES.filter((t) => AUDIENCE[t] === (role === "admin" ? "admin" : "customer"));

const channels = type({
  push: type("boolean").configure({ message: "push must be true or false" }),
  email: type("boolean").configure({ message: "email must be true or false" }),
  "+": "reject",
});

/** PUT /notifications/preferences: the channels of some events; those left out keep their defaults. */
export const preferencesInput = type({
  events: type(
    Object.fromEntries(NOTIFICATION_TYPES.map((t) => [`${t}?`, channels])) as Record<
      `${NotificationType}?`,
      typeof channels
    >,
  )
    .onUndeclaredKey("reject")
    .configure({ message: "events must name known notification events" })
    .narrow((v, ctx) =>
      Array.isArray(v) ? ctx.reject({ message: "events must name known notification events" }) : true,
    ),
  "+": "delete",
});
export type PreferencesInput = typeof preferencesInput.infer;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notificationId = type("string")
  .configure({ message: "Each id must be a notification id" })
  .narrow((id, ctx) => (UUID.test(id) ? true : ctx.reject({ message: "Each id must be a notification id" })));

/** POST /notifications/read: some of the caller's notifications by id (at most 500), or all of them. */
export const markReadInput = type({
  "ids?": notificationId
    .array()
    .configure({ message: "ids must be a list of notification ids" })
    .narrow((ids, ctx) => (ids.length > 500 ? ctx.reject({ message: "At most 500 ids at once" }) : true)),
  "all?": type("true").configure({ message: "all must be true" }),
  "+": "delete",
}).narrow((v, ctx) =>
  (v.ids === undefined) === (v.all === undefined)
    ? ctx.reject({ message: "Send either ids or all: true", path: ["ids"] })
    : true,
);
export type MarkReadInput = typeof markReadInput.infer;

/** Base64url text of exactly `bytes` bytes (a push subscription's keys), padded or not. */
const base64url = (bytes: number, message: string, first = /^/) =>
  type("string")
    .configure({ message })
    .narrow((s, ctx) => {
      const bare = s.replace(/={1,2}$/, "");
      const ok = /^[A-Za-z0-9_-]+$/.test(bare) && Math.floor((bare.length * 3) / 4) === bytes;
      return ok && first.test(bare) ? true : ctx.reject({ message });
    });

/** POST /push/subscriptions: the browser's PushSubscription as its toJSON() gives it. */
export const pushSubscriptionInput = type({
  endpoint: type("string")
    .configure({ message: "endpoint must be the push service's URL" })
    .narrow((s, ctx) =>
      s.length <= 2048 && URL.canParse(s)
        ? true
        : ctx.reject({ message: "endpoint must be the push service's URL" }),
    ),
  keys: type({
    // An uncompressed P-256 point: 65 bytes, the first 0x04 (base64url "B").
    p256dh: base64url(65, "keys.p256dh must be the browser's P-256 public key (base64url)", /^B/),
    auth: base64url(16, "keys.auth must be the browser's 16-byte secret (base64url)"),
    "+": "delete",
  }),
  "expirationTime?": "number | null",
  "+": "delete",
});
export type PushSubscriptionInput = typeof pushSubscriptionInput.infer;

/** DELETE /push/subscriptions: the subscription by its endpoint. */
export const pushEndpointInput = type({
  endpoint: type("string")
    .configure({ message: "endpoint must be the push service's URL" })
    .narrow((s, ctx) =>
      s.length <= 2048 ? true : ctx.reject({ message: "endpoint must be the push service's URL" }),
    ),
  "+": "delete",
});
