/**
 * Notifications on the server (docs/ARCHITECTURE.md §13): written in the transaction of the change
 * that causes them (an approval's notice commits with it, a rolled-back one leaves none), the
 * agency's notices of new work, the timed ones written once, and the caller's own delta list, read
 * marks and preferences.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { flightBookings, flights, notifications, pushSubscriptions } from "../../server/db/schema.ts";
import type { Db } from "../../server/db/types.ts";
import { takeAction } from "../../server/services/booking-lifecycle.ts";
import { noticeDeadlines, noticeExpiringBookings } from "../../server/services/timed-notices.ts";
import {
  createFlight,
  createGdsBooking,
  createPackage,
  createWebBooking,
  participants,
  passengers,
} from "./helpers/fixtures.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

let s: TestServer;
let admin: TestUser;
let customer: TestUser;
let other: TestUser;
let flightId: string;

beforeAll(async () => {
  // VAPID keys of its own: push subscriptions are taken (docs/ARCHITECTURE.md §13.3).
  s = await startServer({
    config: { push: { ...webpush.generateVAPIDKeys(), subject: "mailto:test@example.pk" } },
  });
  admin = await s.user({ role: "admin", name: "Agency Admin" });
  customer = await s.user({ name: "Ayesha Khan" });
  other = await s.user({ name: "Bilal" });
  flightId = await createFlight(s, admin.token, { flightNumber: "PK 741" });
});
afterAll(() => s?.close());

const whoAdmin = () => ({
  id: admin.id,
  name: admin.name,
  email: admin.email,
  role: "admin",
  ip: "",
  userAgent: "",
});

async function book(who: TestUser = customer, n = 1): Promise<string> {
  const res = await s.post(
    "/api/bookings",
    { ticketId: flightId, passengers: passengers(n) },
    { token: who.token },
  );
  expect(res.status).toBe(201);
  return res.body.booking._id;
}

const noticesOf = (userId: string, resourceId?: string) =>
  s.deps.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        resourceId ? eq(notifications.resourceId, resourceId) : undefined,
      ),
    );

describe("notices written with the change that causes them", () => {
  it("approving a booking gives its customer the notice, in the approval's transaction", async () => {
    const id = await book();
    // The approval's transaction sees its own notice before it commits.
    const db = s.deps.db;
    const original = db.transaction;
    let seenInside = 0;
    db.transaction = ((work: (tx: Db) => Promise<unknown>, config?: unknown) =>
      original.call(
        db,
        async (tx: Db) => {
          const out = await work(tx);
          const [row] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(notifications)
            .where(and(eq(notifications.resourceId, id), eq(notifications.type, "booking_approved")));
          seenInside = Math.max(seenInside, Number(row!.n));
          return out;
        },
        config as never,
      )) as Db["transaction"];
    try {
      expect((await s.put(`/api/bookings/${id}/approve`, undefined, { token: admin.token })).status).toBe(
        200,
      );
    } finally {
      db.transaction = original;
    }
    expect(seenInside).toBe(1);
    const [n] = await noticesOf(customer.id, id);
    expect(n).toMatchObject({ type: "booking_approved", title: "Booking approved", resource: "bookings" });
    expect(n!.body).toMatch(/^Your booking SF-\w+ \(PK 741 ISB → MED, 1 Feb 2030\) is approved\.$/);
    expect(n!.url).toBe(`/customer/bookings?booking=${id}`);
    // The admin who approved hears nothing of it; the new booking was the agency's notice.
    expect((await noticesOf(admin.id, id)).map((x) => x.type)).toEqual(["new_booking"]);
  });

  it("an approval whose transaction fails leaves no notice, and a refused one writes none", async () => {
    const id = await book();
    const db = s.deps.db;
    const original = db.transaction;
    // Fails the transaction that wrote the approval's notice, after its work, before the commit.
    db.transaction = ((work: (tx: Db) => Promise<unknown>, config?: unknown) =>
      original.call(
        db,
        async (tx: Db) => {
          const out = await work(tx);
          const mine = await tx.select().from(notifications).where(eq(notifications.resourceId, id));
          if (mine.some((n) => n.type === "booking_approved")) throw new Error("forced rollback");
          return out;
        },
        config as never,
      )) as Db["transaction"];
    try {
      const approve = takeAction(db, {
        kind: "flight",
        action: "approve",
        id,
        by: whoAdmin(),
        now: new Date(),
      });
      await expect(approve).rejects.toThrow("forced rollback");
    } finally {
      db.transaction = original;
    }
    expect(await noticesOf(customer.id, id)).toEqual([]);
    const [b] = await db.select().from(flightBookings).where(eq(flightBookings.id, id));
    expect(b!.status).toBe("pending");
    // Cancelled by the agency: the customer hears it; a second cancel is refused and adds nothing.
    expect((await s.put(`/api/bookings/${id}/cancel`, undefined, { token: admin.token })).status).toBe(200);
    expect((await s.put(`/api/bookings/${id}/cancel`, undefined, { token: admin.token })).status).toBe(409);
    expect((await s.put(`/api/bookings/${id}/approve`, undefined, { token: admin.token })).status).toBe(409);
    expect((await noticesOf(customer.id, id)).map((n) => n.type)).toEqual(["booking_cancelled"]);
  });

  it("the agency hears of new bookings, payments to check and website and GDS bookings; a paid approval is 'payment verified'", async () => {
    const id = await book(customer, 2);
    const pay = await s.post(
      `/api/bookings/${id}/payment`,
      { method: "jazzcash", reference: "JC-55" },
      { token: customer.token },
    );
    expect(pay.status).toBe(200);
    const claimed = (await noticesOf(admin.id, id)).find((n) => n.type === "payment_claimed");
    expect(claimed!.body).toMatch(
      /^Ayesha Khan marked SF-\w+ \(PK 741 ISB → MED, 1 Feb 2030\) as paid \(jazzcash JC-55\)\.$/,
    );
    expect((await s.put(`/api/bookings/${id}/approve`, undefined, { token: admin.token })).status).toBe(200);
    expect((await noticesOf(customer.id, id)).map((n) => n.type)).toEqual(["payment_verified"]);

    const packageId = await createPackage(s, admin.token);
    const pb = await s.post(
      "/api/package-bookings",
      { packageId, passengers: participants(1) },
      { token: customer.token },
    );
    expect(pb.status).toBe(201);
    const [pn] = await noticesOf(admin.id, pb.body.booking._id);
    expect(pn).toMatchObject({
      type: "new_booking",
      url: `/admin/packages/bookings?booking=${pb.body.booking._id}`,
    });
    expect(pn!.body).toBe(
      `Ayesha Khan booked 1 place: ${pb.body.bookingId} (ECONOMY UMRAH 15 DAYS, 1 Mar 2030).`,
    );

    const web = await createWebBooking(s, "flight");
    expect((await noticesOf(admin.id, web)).map((n) => n.type)).toEqual(["new_web_booking"]);
    const gds = await createGdsBooking(s);
    const [g] = await noticesOf(admin.id, gds);
    expect(g).toMatchObject({ type: "new_gds_booking", resource: "gdsBookings" });
    expect(g!.body).toMatch(/^A GDS booking for Sana Mir: FXTR\d+ \(TK 709 KHI → IST\)\.$/);
  });

  it("a customer's account approved: they hear they may sign in", async () => {
    const waiting = await s.user({ isApproved: false, name: "Nida" });
    const res = await s.put(
      `/api/customers/${waiting.id}/approval`,
      { isApproved: true },
      { token: admin.token },
    );
    expect(res.status).toBe(200);
    expect((await noticesOf(waiting.id)).map((n) => [n.type, n.url])).toEqual([
      ["account_approved", "/customer/dashboard"],
    ]);
  });

  it("the housekeeping warns of an expiry within 30 minutes and of a deadline within 24 hours, each once", async () => {
    const id = await book(other);
    const [b] = await s.deps.db.select().from(flightBookings).where(eq(flightBookings.id, id));
    const soon = new Date(b!.expiresAt!.getTime() - 20 * 60_000);
    expect(await noticeExpiringBookings(s.deps.db, new Date(b!.expiresAt!.getTime() - 40 * 60_000))).toBe(0);
    expect(await noticeExpiringBookings(s.deps.db, soon)).toBeGreaterThanOrEqual(1);
    expect(await noticeExpiringBookings(s.deps.db, soon)).toBe(0);
    const [warned] = await noticesOf(other.id, id);
    expect(warned!.title).toBe("Booking expires in 30 minutes");

    const now = new Date();
    const due = new Date(now.getTime() + 5 * 3600_000);
    await s.deps.db
      .update(flights)
      .set({ namesDueAt: due, ticketingDueAt: new Date(now.getTime() + 48 * 3600_000) })
      .where(eq(flights.id, flightId));
    expect(await noticeDeadlines(s.deps.db, now)).toBe(1);
    expect(await noticeDeadlines(s.deps.db, now)).toBe(0);
    const [d] = (await noticesOf(admin.id, flightId)).filter((n) => n.type === "deadline_approaching");
    expect(d).toMatchObject({
      title: "Names due within 24 hours",
      url: `/admin/flights/${flightId}/manifest`,
    });
    // Names sent meet their deadline: a later sweep says nothing more of them.
    await s.deps.db.update(flights).set({ namesSentAt: now }).where(eq(flights.id, flightId));
    expect(await noticeDeadlines(s.deps.db, new Date(now.getTime() + 3600_000))).toBe(0);
  });
});

describe("the caller's own list", () => {
  it("lists only the caller's rows, as a delta with `since`, and marks them read; another user can do neither", async () => {
    const first = await s.get("/api/notifications", { token: customer.token });
    expect(first.status).toBe(200);
    const mine = first.body.notifications as { _id: string; readAt: string | null; type: string }[];
    expect(mine.length).toBeGreaterThanOrEqual(3);
    const cursor = first.headers.get("x-sync-cursor")!;
    const theirs = await s.get("/api/notifications", { token: other.token });
    expect(theirs.body.notifications.every((n: { _id: string }) => !mine.some((m) => m._id === n._id))).toBe(
      true,
    );

    // Another user cannot mark them: 404, and nothing changes.
    const target = mine[0]!._id;
    expect((await s.post("/api/notifications/read", { ids: [target] }, { token: other.token })).status).toBe(
      404,
    );
    const unchanged = await s.get(`/api/notifications?since=${cursor}`, { token: customer.token });
    expect(unchanged.body.changed.filter((n: { readAt: string | null }) => n.readAt)).toEqual([]);

    const marked = await s.post(
      "/api/notifications/read",
      { ids: [target, target.toUpperCase()] },
      { token: customer.token },
    );
    expect(marked.body).toEqual({ marked: 1 });
    expect(
      (await s.post("/api/notifications/read", { ids: [target] }, { token: customer.token })).body,
    ).toEqual({ marked: 0 });
    const delta = await s.get(`/api/notifications?since=${cursor}`, { token: customer.token });
    expect(delta.body.changed.find((n: { _id: string }) => n._id === target)).toMatchObject({ version: 2 });
    expect(delta.body.changed.find((n: { _id: string }) => n._id === target).readAt).not.toBeNull();
    expect(delta.body.deleted).toEqual([]);

    const all = await s.post("/api/notifications/read", { all: true }, { token: customer.token });
    expect(all.body.marked).toBe(mine.length - 1);
    const after = await s.get("/api/notifications", { token: customer.token });
    expect(after.body.notifications.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);
    expect(
      (await s.get("/api/notifications", { token: other.token })).body.notifications.some(
        (n: { readAt: string | null }) => n.readAt,
      ),
    ).toBe(false);
  });

  it("refuses bad input with a 400 naming the field", async () => {
    const t = { token: customer.token };
    expect((await s.get("/api/notifications?since=nonsense", t)).status).toBe(400);
    for (const bad of [{}, { ids: ["x"] }, { ids: [], all: true }, { all: false }, { ids: "all" }]) {
      const res = await s.post("/api/notifications/read", bad, t);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe("preferences", () => {
  it("answers every event of the caller's role with the defaults, and saves a choice over them", async () => {
    const res = await s.get("/api/notifications/preferences", { token: customer.token });
    expect(res.body.preferences.version).toBe(1);
    expect(res.body.preferences.events.booking_approved).toEqual({ inApp: true, push: true, email: true });
    expect(res.body.preferences.events.new_booking).toBeUndefined();
    const adminView = await s.get("/api/notifications/preferences", { token: admin.token });
    expect(Object.keys(adminView.body.preferences.events).sort()).toEqual([
      "deadline_approaching",
      "new_booking",
      "new_gds_booking",
      "new_web_booking",
      "payment_claimed",
    ]);

    const saved = await s.put(
      "/api/notifications/preferences",
      { events: { booking_approved: { push: false, email: false } } },
      { token: customer.token, headers: { "if-match": "1" } },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.preferences.events.booking_approved).toEqual({
      inApp: true,
      push: false,
      email: false,
    });
    expect(saved.body.preferences.version).toBe(2);
    const stale = await s.put(
      "/api/notifications/preferences",
      { events: {} },
      { token: customer.token, headers: { "if-match": "1" } },
    );
    expect(stale.status).toBe(412);
    // Another user's preferences are their own.
    expect(
      (await s.get("/api/notifications/preferences", { token: other.token })).body.preferences.events
        .booking_approved.push,
    ).toBe(true);
  });

  it("refuses unknown events, the other role's events and channels that are not true or false", async () => {
    const t = { token: customer.token };
    const cases: [unknown, string][] = [
      [{}, "events"],
      [{ events: { nope: { push: true, email: true } } }, "events.nope"],
      [{ events: { new_booking: { push: true, email: true } } }, "events.new_booking"],
      [{ events: { booking_approved: { push: "yes", email: true } } }, "events.booking_approved.push"],
      [{ events: { booking_approved: { push: true } } }, "events.booking_approved.email"],
      [{ events: [] }, "events"],
    ];
    for (const [bad, field] of cases) {
      const res = await s.put("/api/notifications/preferences", bad, t);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(bad)).toContain(field);
    }
  });

  it("a sign-out takes that session's push subscriptions with it", async () => {
    const token = await s.session(other);
    const sub = {
      endpoint: "https://push.example.test/abc",
      keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
    };
    const res = await s.post("/api/push/subscriptions", sub, { token });
    expect(res.status).toBe(201);
    expect(
      (await s.post("/api/push/subscriptions", { ...sub, endpoint: "http://push.example.test/x" }, { token }))
        .status,
    ).toBe(400);
    const live = await s.deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, other.id));
    expect(live).toHaveLength(1);
    expect((await s.post("/api/auth/logout", undefined, { token })).status).toBe(200);
    expect(
      await s.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, other.id)),
    ).toEqual([]);
  });
});
