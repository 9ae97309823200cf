/**
 * Creating a booking checks the caller's account in its transaction's first statement, on the row
 * it locks (server/http/guards.ts, requireCustomerAtLock; server/services/holds.ts, lockHolder),
 * instead of reading it before: whatever the account cache holds, a token whose account no longer
 * stands gets the 401, books nothing, and is never shown an answer kept for its Idempotency-Key.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLogs, users } from "../../server/db/schema.ts";
import { forgetUser } from "../../server/services/users.ts";
import {
  createFlight,
  createPackage,
  participants,
  passengers,
  placesOf,
  seatsOf,
} from "./helpers/fixtures.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

let s: TestServer;
let admin: TestUser;

beforeAll(async () => {
  s = await startServer();
  admin = await s.user({ role: "admin" });
});
afterAll(() => s?.close());

const EXPIRED = { message: "Your session has expired, please sign in again" };

const book = (token: string, ticketId: string, key?: string, body?: unknown) =>
  s.post("/api/bookings", body ?? { ticketId, passengers: passengers(2) }, {
    token,
    headers: key ? { "idempotency-key": key } : {},
  });

/** Changes the account straight in the database, as another server process would (no cache told). */
async function changeBehindTheServer(id: string, set: Partial<typeof users.$inferInsert>) {
  await s.deps.db.update(users).set(set).where(eq(users.id, id));
}

describe("POST /bookings checks the account on the row it locks", () => {
  it("books for a token never seen before, and logs the customer's name and e-mail from that row", async () => {
    const u = await s.user({ name: "Bilal Ahmed" });
    const flight = await createFlight(s, admin.token);
    const res = await book(u.token, flight);
    expect(res.status).toBe(201);
    const [log] = await s.deps.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, u.id), eq(activityLogs.action, "create_booking")));
    expect(log).toMatchObject({ userName: "Bilal Ahmed", userEmail: u.email, userRole: "customer" });
  });

  it("a blocked customer gets the 401 and holds no seat", async () => {
    const u = await s.user();
    const flight = await createFlight(s, admin.token, { seatsAvailable: 10 });
    const blocked = await s.put(`/api/customers/${u.id}/status`, { isBlocked: true }, { token: admin.token });
    expect(blocked.status).toBe(200);
    const res = await book(u.token, flight);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(EXPIRED);
    expect(await seatsOf(s, flight)).toBe(10);
  });

  it("an account changed by another process is seen even while this one's cache still holds it", async () => {
    const flight = await createFlight(s, admin.token, { seatsAvailable: 10 });
    for (const change of [{ isBlocked: true }, { isApproved: false }, { tokenVersion: 7 }] satisfies Partial<
      typeof users.$inferInsert
    >[]) {
      const u = await s.user();
      // The account is read (and kept for a second) by a call just before the change.
      expect((await s.get("/api/auth/me", { token: u.token })).status).toBe(200);
      await changeBehindTheServer(u.id, change);
      const res = await book(u.token, flight);
      expect(res.status, JSON.stringify(change)).toBe(401);
    }
    expect(await seatsOf(s, flight)).toBe(10);
  });

  it("a deleted account gets the 401", async () => {
    const u = await s.user();
    const flight = await createFlight(s, admin.token);
    await s.deps.db.delete(users).where(eq(users.id, u.id));
    forgetUser(s.deps.db, u.id);
    expect((await book(u.token, flight)).status).toBe(401);
  });

  it("never replays a kept answer to a token that no longer stands, nor a refusal of its body", async () => {
    const u = await s.user();
    const flight = await createFlight(s, admin.token, { seatsAvailable: 10 });
    const first = await book(u.token, flight, "kept-for-a-dead-token");
    expect(first.status).toBe(201);
    // While the account stands, the same request is answered again from what was kept.
    const again = await book(u.token, flight, "kept-for-a-dead-token");
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    await s.put(`/api/customers/${u.id}/status`, { isBlocked: true }, { token: admin.token });
    const replay = await book(u.token, flight, "kept-for-a-dead-token");
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(EXPIRED);
    expect(replay.headers.get("idempotent-replayed")).toBeNull();
    // A malformed body under the same key is refused before the transaction: still the 401.
    const malformed = await book(u.token, flight, "kept-for-a-dead-token", { ticketId: flight });
    expect(malformed.status).toBe(401);
    const fresh = await book(u.token, flight, undefined, { ticketId: flight });
    expect(fresh.status).toBe(401);
    expect(await seatsOf(s, flight)).toBe(8);
  });

  it("an admin's token is refused with the 403, as before", async () => {
    const flight = await createFlight(s, admin.token);
    expect((await book(admin.token, flight)).status).toBe(403);
  });
});

describe("POST /package-bookings checks the account on the row it locks", () => {
  it("books for a fresh token; a blocked customer gets the 401 and holds no place", async () => {
    const pkg = await createPackage(s, admin.token, { maxParticipants: 10 });
    const u = await s.user();
    const ok = await s.post(
      "/api/package-bookings",
      { packageId: pkg, passengers: participants(2) },
      { token: u.token },
    );
    expect(ok.status).toBe(201);
    await changeBehindTheServer(u.id, { isBlocked: true });
    const res = await s.post(
      "/api/package-bookings",
      { packageId: pkg, passengers: participants(1) },
      { token: u.token },
    );
    expect(res.status).toBe(401);
    expect(await placesOf(s, pkg)).toBe(2);
  });
});

describe("the calls of a token that no longer stands", () => {
  it("never use up the allowance of the account's new token", async () => {
    const limited = await startServer({ limits: { apiPerCaller: { limit: 5, windowMs: 60_000 } } });
    try {
      const staff = await limited.user({ role: "admin" });
      const ticketId = await createFlight(limited, staff.token);
      const u = await limited.user();
      const changed = await limited.put(
        "/api/auth/change-password",
        { currentPassword: u.password, newPassword: "Another@123" },
        { token: u.token },
      );
      expect(changed.status).toBe(200);
      const old = { ticketId, passengers: passengers(1) };
      for (let i = 0; i < 8; i++) {
        expect((await limited.post("/api/bookings", old, { token: u.token })).status).not.toBe(201);
      }
      const fresh = await limited.post("/api/bookings", old, { token: changed.body.token });
      expect(fresh.status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
