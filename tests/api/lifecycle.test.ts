/**
 * The booking lifecycle as the API answers it (docs/ARCHITECTURE.md §10): one cancel rule for every
 * kind (an approved package booking is cancelled as an approved flight booking is, its places
 * given back), one refusal for a cancel of a cancelled booking, GDS bookings deleted by an admin,
 * and the payment reference kept on a booking after it is approved or cancelled.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLogs } from "../../server/db/schema.ts";
import {
  createFlight,
  createGdsBooking,
  createPackage,
  createWebBooking,
  participants,
  passengers,
  placesOf,
  seatsOf,
} from "./helpers/fixtures.ts";
import { type Res, startServer, TEST_WEB_API_KEY, type TestServer, type TestUser } from "./helpers/server.ts";

const clock = new Date("2030-01-05T06:00:00.000Z");
let s: TestServer;
let admin: TestUser;
let customer: TestUser;
const key = { "x-api-key": TEST_WEB_API_KEY };
const MISSING = "00000000-0000-4000-8000-000000000000";
const CANCELLED_AGAIN = "Only pending or approved bookings can be cancelled: this one is cancelled";

beforeAll(async () => {
  s = await startServer({ now: () => clock, config: { tokenTtlSeconds: 24 * 3600 } });
  admin = await s.user({ role: "admin" });
  customer = await s.user({ name: "Sadia" });
});
afterAll(() => s?.close());

async function logsOf(id: string, action: string) {
  return s.deps.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.resourceId, id), eq(activityLogs.action, action)));
}

async function bookFlight(flightId: string, n: number) {
  const res = await s.post(
    "/api/bookings",
    { ticketId: flightId, passengers: passengers(n) },
    { token: customer.token },
  );
  expect(res.status).toBe(201);
  return res.body.booking._id as string;
}

async function bookPackage(packageId: string, n: number) {
  const res = await s.post(
    "/api/package-bookings",
    { packageId, passengers: participants(n) },
    { token: customer.token },
  );
  expect(res.status).toBe(201);
  return res.body.booking._id as string;
}

const approveFlight = (id: string) => s.put(`/api/bookings/${id}/approve`, undefined, { token: admin.token });
const cancelFlight = (id: string) => s.put(`/api/bookings/${id}/cancel`, undefined, { token: admin.token });
const setPackage = (id: string, status: string) =>
  s.put(`/api/package-bookings/${id}/status`, { status }, { token: admin.token });

const newGds = () => createGdsBooking(s);
const newWeb = (kind: "flight" | "package") => createWebBooking(s, kind);

describe("cancel: one rule for every kind", () => {
  it("an approved flight booking and an approved package booking answer the same to a cancel", async () => {
    const flight = await createFlight(s, admin.token, { seatsAvailable: 10 });
    const pkg = await createPackage(s, admin.token, { maxParticipants: 10 });
    const fb = await bookFlight(flight, 2);
    const pb = await bookPackage(pkg, 2);
    expect((await approveFlight(fb)).body.booking.status).toBe("approved");
    expect((await setPackage(pb, "approved")).body.booking.status).toBe("approved");
    expect(await seatsOf(s, flight)).toBe(8);
    expect(await placesOf(s, pkg)).toBe(2);

    const f = await cancelFlight(fb);
    const p = await setPackage(pb, "cancelled");
    const settled = (r: Res) => ({
      status: r.status,
      booking: {
        status: r.body.booking.status,
        cancelledAt: r.body.booking.cancelledAt,
        cancelReason: r.body.booking.cancelReason,
        approvedAt: r.body.booking.approvedAt,
      },
    });
    expect(settled(f)).toEqual({
      status: 200,
      booking: {
        status: "cancelled",
        cancelledAt: clock.toISOString(),
        cancelReason: "cancelled by the agency",
        approvedAt: clock.toISOString(),
      },
    });
    expect(settled(p)).toEqual(settled(f));
    // The seats and the places are given back.
    expect(await seatsOf(s, flight)).toBe(10);
    expect(await placesOf(s, pkg)).toBe(0);
    // Each cancel is logged once, with what it gave back.
    const [fl] = await logsOf(fb, "cancel_booking");
    const [pl] = await logsOf(pb, "cancel_booking");
    expect(fl!.metadata).toEqual({
      before: { status: "approved" },
      after: { status: "cancelled" },
      seatsReleased: 2,
    });
    expect(pl!.metadata).toEqual({
      before: { status: "approved" },
      after: { status: "cancelled" },
      placesReleased: 2,
    });
    expect([fl!.userEmail, pl!.userEmail]).toEqual([admin.email, admin.email]);
  });

  it("a cancel of a cancelled booking is a 409 with the same message for every kind, and gives nothing back twice", async () => {
    const flight = await createFlight(s, admin.token, { seatsAvailable: 5 });
    const pkg = await createPackage(s, admin.token, { maxParticipants: 5 });
    const kinds: { name: string; cancel: () => Promise<Res> }[] = [];
    const fb = await bookFlight(flight, 1);
    kinds.push({ name: "flight", cancel: () => cancelFlight(fb) });
    const pb = await bookPackage(pkg, 1);
    kinds.push({ name: "package", cancel: () => setPackage(pb, "cancelled") });
    const wf = await newWeb("flight");
    kinds.push({
      name: "direct flight",
      cancel: () =>
        s.patch(`/api/direct-bookings/${wf}/status`, { status: "cancelled" }, { token: admin.token }),
    });
    const wp = await newWeb("package");
    kinds.push({
      name: "direct package",
      cancel: () =>
        s.patch(`/api/direct-package-bookings/${wp}/status`, { status: "cancelled" }, { token: admin.token }),
    });
    const g = await newGds();
    kinds.push({
      name: "GDS",
      cancel: () =>
        s.put(`/api/web/gds-bookings/${g}/status`, { status: "cancelled" }, { token: admin.token }),
    });
    for (const k of kinds) {
      expect((await k.cancel()).status, k.name).toBe(200);
      const again = await k.cancel();
      expect([again.status, again.body.message], k.name).toEqual([409, CANCELLED_AGAIN]);
    }
    expect(await seatsOf(s, flight)).toBe(5);
    expect(await placesOf(s, pkg)).toBe(0);
    for (const id of [fb, pb, wf, wp, g]) expect(await logsOf(id, "cancel_booking")).toHaveLength(1);
  });
});

describe("DELETE /api/web/gds-bookings/{id}", () => {
  it("deletes for an admin: gone from the list, in the next delta's deletions, logged, 404 the second time", async () => {
    const g = await newGds();
    const cursor = (await s.get("/api/web/gds-bookings", { token: admin.token })).headers.get(
      "x-sync-cursor",
    )!;
    const del = await s.del(`/api/web/gds-bookings/${g}`, { token: admin.token });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: true, message: "Booking deleted successfully!" });
    const list = await s.get("/api/web/gds-bookings", { token: admin.token });
    expect(list.body.data.map((b: { _id: string }) => b._id)).not.toContain(g);
    const delta = await s.get(`/api/web/gds-bookings?since=${cursor}`, { token: admin.token });
    expect(delta.body.deleted).toContain(g);
    const logged = await logsOf(g, "delete_booking");
    expect(logged.map((l) => [l.resource, l.userEmail])).toEqual([["gds_booking", admin.email]]);
    expect(logged[0]!.metadata).toMatchObject({ before: { status: "pending" } });
    expect((await s.del(`/api/web/gds-bookings/${g}`, { token: admin.token })).status).toBe(404);
  });

  it("is refused without a session (401), to a customer (403), for an unknown or malformed id (404)", async () => {
    const g = await newGds();
    expect((await s.del(`/api/web/gds-bookings/${g}`)).status).toBe(401);
    expect((await s.del(`/api/web/gds-bookings/${g}`, { token: customer.token })).status).toBe(403);
    expect((await s.del(`/api/web/gds-bookings/${g}`, { headers: key })).status).toBe(401);
    const unknown = await s.del(`/api/web/gds-bookings/${MISSING}`, { token: admin.token });
    expect([unknown.status, unknown.body.message]).toEqual([404, "Booking not found"]);
    // A malformed id names no booking: a 404, as on every other route with an id in its path.
    const malformed = await s.del("/api/web/gds-bookings/not-a-uuid", { token: admin.token });
    expect([malformed.status, malformed.body.message]).toEqual([404, "Booking not found"]);
    const list = await s.get("/api/web/gds-bookings", { token: admin.token });
    expect(list.body.data.map((b: { _id: string }) => b._id)).toContain(g);
    expect(await logsOf(g, "delete_booking")).toHaveLength(0);
  });
  // A replayed Idempotency-Key: tests/api/idempotency-replay.test.ts, with every other outbox write.
});

describe("the payment reference", () => {
  const paid = {
    paymentMethod: "jazzcash",
    paymentReference: "JC-20300105",
    paymentClaimedAt: clock.toISOString(),
  };

  it("stays on a flight booking once approved and once cancelled, in every answer about it", async () => {
    const flight = await createFlight(s, admin.token, { seatsAvailable: 4 });
    const id = await bookFlight(flight, 1);
    const claim = await s.post(
      `/api/bookings/${id}/payment`,
      { method: "jazzcash", reference: "JC-20300105" },
      { token: customer.token },
    );
    expect(claim.body.booking).toMatchObject(paid);
    const everywhere = async (status: string) => {
      const mine = await s.get("/api/bookings/me", { token: customer.token });
      const all = await s.get("/api/bookings?limit=1000", { token: admin.token });
      for (const list of [mine.body.bookings, all.body.bookings]) {
        expect(list.find((b: { _id: string }) => b._id === id)).toMatchObject({ status, ...paid });
      }
    };
    expect((await approveFlight(id)).body.booking).toMatchObject({ status: "approved", ...paid });
    await everywhere("approved");
    expect((await cancelFlight(id)).body.booking).toMatchObject({ status: "cancelled", ...paid });
    await everywhere("cancelled");
  });

  it("stays on a package booking once approved and once cancelled, in every answer about it", async () => {
    const pkg = await createPackage(s, admin.token, { maxParticipants: 4 });
    const id = await bookPackage(pkg, 1);
    const claim = await s.post(
      `/api/package-bookings/${id}/payment`,
      { method: "jazzcash", reference: "JC-20300105" },
      { token: customer.token },
    );
    expect(claim.body.booking).toMatchObject(paid);
    const everywhere = async (status: string) => {
      const mine = await s.get("/api/package-bookings/me", { token: customer.token });
      const all = await s.get("/api/package-bookings/all", { token: admin.token });
      for (const list of [mine.body, all.body]) {
        expect(list.find((b: { _id: string }) => b._id === id)).toMatchObject({ status, ...paid });
      }
    };
    expect((await setPackage(id, "approved")).body.booking).toMatchObject({ status: "approved", ...paid });
    await everywhere("approved");
    expect((await setPackage(id, "cancelled")).body.booking).toMatchObject({ status: "cancelled", ...paid });
    await everywhere("cancelled");
  });
});
