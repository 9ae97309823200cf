/**
 * A customer cancels their own pending booking, flight or package (docs/ARCHITECTURE.md §10, the
 * cancel row's owner rule): the seats or places come back at once and the cancel is logged as
 * theirs. Another customer's booking is not found (404), their own approved one is refused (409),
 * and the admin's rule (pending or approved) is unchanged.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLogs } from "../../server/db/schema.ts";
import {
  createFlight,
  createPackage,
  participants,
  passengers,
  placesOf,
  seatsOf,
} from "./helpers/fixtures.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

const clock = new Date("2030-01-05T06:00:00.000Z");
const APPROVED =
  "Only a pending booking can be cancelled here; ask the agency to cancel an approved one: this one is approved";
let s: TestServer;
let admin: TestUser;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  s = await startServer({ now: () => clock, config: { tokenTtlSeconds: 24 * 3600 } });
  admin = await s.user({ role: "admin" });
  owner = await s.user({ name: "Sadia" });
  other = await s.user({ name: "Bilal" });
});
afterAll(() => s?.close());

/** Each kind's booking, cancel and held count, so one set of cases runs for both. */
const KINDS = {
  flight: {
    make: (t: string) => createFlight(s, t, { seatsAvailable: 10 }),
    book: (id: string, n: number) =>
      s.post("/api/bookings", { ticketId: id, passengers: passengers(n) }, { token: owner.token }),
    cancel: (id: string, token: string) => s.put(`/api/bookings/${id}/cancel`, undefined, { token }),
    approve: (id: string) => s.put(`/api/bookings/${id}/approve`, undefined, { token: admin.token }),
    held: (id: string) => seatsOf(s, id),
    resource: "booking",
  },
  package: {
    make: (t: string) => createPackage(s, t, { maxParticipants: 10 }),
    book: (id: string, n: number) =>
      s.post("/api/package-bookings", { packageId: id, passengers: participants(n) }, { token: owner.token }),
    cancel: (id: string, token: string) =>
      s.put(`/api/package-bookings/${id}/status`, { status: "cancelled" }, { token }),
    approve: (id: string) =>
      s.put(`/api/package-bookings/${id}/status`, { status: "approved" }, { token: admin.token }),
    held: async (id: string) => 10 - (await placesOf(s, id)),
    resource: "package_booking",
  },
};

describe.each(Object.entries(KINDS))("a customer cancels their own %s booking", (_kind, k) => {
  async function booked(n: number) {
    const item = await k.make(admin.token);
    const res = await k.book(item, n);
    expect(res.status).toBe(201);
    return { item, id: res.body.booking._id as string };
  }

  it("pending: 200, cancelled with the customer's reason, the seats or places back, logged as theirs", async () => {
    const { item, id } = await booked(3);
    expect(await k.held(item)).toBe(7);
    const res = await k.cancel(id, owner.token);
    expect(res.status).toBe(200);
    expect(res.body.booking.status).toBe("cancelled");
    expect(res.body.booking.cancelReason).toBe("cancelled by the customer");
    expect(await k.held(item)).toBe(10);
    const logs = await s.deps.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.resourceId, id), eq(activityLogs.action, "cancel_booking")));
    expect(logs.map((l) => [l.userId, l.resource])).toEqual([[owner.id, k.resource]]);
  });

  it("another customer's booking: 404, nothing changed", async () => {
    const { item, id } = await booked(2);
    const res = await k.cancel(id, other.token);
    expect(res.status).toBe(404);
    expect(await k.held(item)).toBe(8);
  });

  it("their own approved booking: 409 with a clear message, still approved", async () => {
    const { item, id } = await booked(2);
    expect((await k.approve(id)).status).toBe(200);
    const res = await k.cancel(id, owner.token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(APPROVED);
    expect(await k.held(item)).toBe(8);
  });

  it("the admin's rule is unchanged: an approved booking is cancelled, its seats or places back", async () => {
    const { item, id } = await booked(2);
    expect((await k.approve(id)).status).toBe(200);
    const res = await k.cancel(id, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.booking.cancelReason).toBe("cancelled by the agency");
    expect(await k.held(item)).toBe(10);
  });
});

it("a customer cannot approve their own package booking (403)", async () => {
  const pkg = await KINDS.package.make(admin.token);
  const res = await KINDS.package.book(pkg, 1);
  const approve = await s.put(
    `/api/package-bookings/${res.body.booking._id}/status`,
    { status: "approved" },
    { token: owner.token },
  );
  expect(approve.status).toBe(403);
});
