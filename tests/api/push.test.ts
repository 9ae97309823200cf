/**
 * Web Push (docs/ARCHITECTURE.md §13.3) against a push service of the test's own on 127.0.0.1
 * (tests/api/helpers/push-endpoint.ts), which reads each message with the subscription's own keys
 * as a browser would: the approval arrives encrypted and VAPID-signed, opens the booking, and
 * carries no passport; a subscription the service answers 410 is removed; a failing service is
 * tried again.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { pushOutbox, pushSubscriptions } from "../../server/db/schema.ts";
import { startDelivery } from "../../server/services/delivery.ts";
import { createFlight, passenger } from "./helpers/fixtures.ts";
import { until } from "./helpers/poll.ts";
import { type PushEndpoint, startPushEndpoint } from "./helpers/push-endpoint.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

const vapid = webpush.generateVAPIDKeys();
let s: TestServer;
let push: PushEndpoint;
let stop: () => Promise<void>;
let admin: TestUser;
let flightId: string;

beforeAll(async () => {
  push = await startPushEndpoint();
  s = await startServer({
    config: {
      push: { ...vapid, subject: "mailto:ops@example.pk", allowHttpEndpoints: true },
      delivery: { retryBaseMs: 40, pollMs: 200 },
    },
  });
  stop = startDelivery(s.deps);
  admin = await s.user({ role: "admin" });
  flightId = await createFlight(s, admin.token);
});
afterAll(async () => {
  await stop?.();
  await s?.close();
  await push?.close();
});

/** A customer whose browser subscribed, and a booking of theirs (passport AB1234567). */
async function subscribedBooking() {
  const customer = await s.user();
  const sub = push.subscription();
  expect((await s.post("/api/push/subscriptions", sub, { token: customer.token })).status).toBe(201);
  const booked = await s.post(
    "/api/bookings",
    { ticketId: flightId, passengers: [passenger("Ali", { passport: "ab1234567" })] },
    { token: customer.token },
  );
  expect(booked.status).toBe(201);
  return { customer, sub, path: new URL(sub.endpoint).pathname, id: booked.body.booking._id as string };
}

const messagesTo = (path: string) => push.received.filter((m) => m.path === path);

describe("web push", () => {
  it("sends the booking's approval encrypted for the subscription, VAPID-signed, with no passport", async () => {
    const { customer, path, id } = await subscribedBooking();
    expect((await s.get("/api/push/public-key", { token: customer.token })).body).toEqual({
      publicKey: vapid.publicKey,
    });
    expect((await s.put(`/api/bookings/${id}/approve`, undefined, { token: admin.token })).status).toBe(200);
    const [message] = await until(
      "the approval's push",
      () => messagesTo(path),
      (m) => m.length > 0,
    );
    expect(message!.headers["content-encoding"]).toBe("aes128gcm");
    expect(message!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    const payload = JSON.parse(message!.text!);
    const [notice] = (await s.get("/api/notifications", { token: customer.token })).body.notifications;
    expect(payload).toEqual({
      id: notice._id,
      type: "booking_approved",
      title: "Booking approved",
      body: notice.body,
      url: `/customer/bookings?booking=${id}`,
    });
    expect(message!.text).not.toMatch(/AB1234567/i);
    await until(
      "the outbox emptied",
      () => s.deps.db.select().from(pushOutbox),
      (rows) => rows.length === 0,
    );
  });

  it("removes a subscription its push service answers 410 (gone), keeping the in-app notice", async () => {
    const { customer, sub, path, id } = await subscribedBooking();
    push.answer = 410;
    try {
      expect((await s.put(`/api/bookings/${id}/approve`, undefined, { token: admin.token })).status).toBe(
        200,
      );
      const gone = () =>
        s.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint));
      await until("the subscription removed", gone, (rows) => rows.length === 0);
    } finally {
      push.answer = 201;
    }
    expect(messagesTo(path)).toHaveLength(1);
    expect((await s.get("/api/notifications", { token: customer.token })).body.notifications).toHaveLength(1);
  });

  it("tries a failing push service again, and a subscription is the caller's to remove", async () => {
    const { customer, sub, path, id } = await subscribedBooking();
    push.answer = 503;
    expect((await s.put(`/api/bookings/${id}/approve`, undefined, { token: admin.token })).status).toBe(200);
    await until(
      "a refused attempt",
      () => messagesTo(path),
      (m) => m.length >= 1,
    );
    push.answer = 201;
    await until(
      "the outbox emptied",
      () => s.deps.db.select().from(pushOutbox),
      (rows) => rows.length === 0,
    );
    const texts = messagesTo(path).map((m) => JSON.parse(m.text!).type);
    expect(texts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(texts)).toEqual(new Set(["booking_approved"]));

    const stranger = await s.user();
    const body = { endpoint: sub.endpoint };
    expect((await s.del("/api/push/subscriptions", { token: stranger.token, body })).status).toBe(404);
    expect((await s.del("/api/push/subscriptions", { token: customer.token, body })).status).toBe(200);
    expect((await s.del("/api/push/subscriptions", { token: customer.token, body })).status).toBe(404);
    const bad = { endpoint: "x", keys: { p256dh: "short", auth: "A".repeat(22) } };
    expect((await s.post("/api/push/subscriptions", bad, { token: customer.token })).status).toBe(400);
  });
});
