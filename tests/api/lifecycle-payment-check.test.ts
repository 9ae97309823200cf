/**
 * A claimed payment waits for the agency's check (docs/ARCHITECTURE.md §10): a pending booking whose
 * customer pressed Mark as Paid is not expired after its 2 hours, while one without a claim is; the
 * agency still approves or cancels the claimed one, and its seats or places stay held until then.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expireBookings } from "../../server/services/booking-expiry.ts";
import {
  createFlight,
  createPackage,
  participants,
  passengers,
  placesOf,
  seatsOf,
} from "./helpers/fixtures.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

const START = new Date("2030-01-05T06:00:00.000Z").getTime();
const LATE = START + 2 * 60 * 60 * 1000 + 1000;
let clock = new Date(START);
let s: TestServer;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  s = await startServer({ now: () => clock, config: { tokenTtlSeconds: 24 * 3600 } });
  admin = await s.user({ role: "admin" });
  customer = await s.user({ name: "Hina" });
});
afterAll(() => s?.close());

/** Each kind's path, what is still free of the 5 seats or places, and a booking's body. */
const KINDS = {
  flight: {
    path: "/api/bookings",
    held: seatsOf,
    body: (id: string) => ({ ticketId: id, passengers: passengers(1) }),
  },
  package: {
    path: "/api/package-bookings",
    // The places still free of the 5 (placesOf counts the taken ones).
    held: async (t: TestServer, id: string) => 5 - (await placesOf(t, id)),
    body: (id: string) => ({ packageId: id, passengers: participants(1) }),
  },
} as const;

async function book(kind: keyof typeof KINDS, target: string) {
  const res = await s.post(KINDS[kind].path, KINDS[kind].body(target), { token: customer.token });
  expect(res.status).toBe(201);
  return res.body.booking._id as string;
}

async function statusOf(kind: keyof typeof KINDS, id: string) {
  const res = await s.get(`${KINDS[kind].path}/me`, { token: customer.token });
  const list = kind === "flight" ? res.body.bookings : res.body;
  return list.find((b: { _id: string }) => b._id === id);
}

const settle = (kind: keyof typeof KINDS, id: string, to: "approved" | "cancelled") =>
  kind === "flight"
    ? s.put(`/api/bookings/${id}/${to === "approved" ? "approve" : "cancel"}`, undefined, {
        token: admin.token,
      })
    : s.put(`/api/package-bookings/${id}/status`, { status: to }, { token: admin.token });

describe.each(["flight", "package"] as const)("a %s booking with a recorded payment", (kind) => {
  it("is not expired past its 2 hours, while one without is; approve and cancel still work on it", async () => {
    clock = new Date(START);
    const target =
      kind === "flight"
        ? await createFlight(s, admin.token, { seatsAvailable: 5 })
        : await createPackage(s, admin.token, { maxParticipants: 5 });
    const [claimed, other, unpaid] = [
      await book(kind, target),
      await book(kind, target),
      await book(kind, target),
    ];
    for (const id of [claimed, other]) {
      const pay = { method: "jazzcash", reference: `JC-${id.slice(0, 6)}` };
      const res = await s.post(`${KINDS[kind].path}/${id}/payment`, pay, { token: customer.token });
      expect(res.status).toBe(200);
    }
    expect(await KINDS[kind].held(s, target)).toBe(2);

    clock = new Date(LATE);
    expect(await expireBookings(s.deps.db, kind, clock)).toBe(1);
    expect(await statusOf(kind, unpaid)).toMatchObject({ status: "cancelled", cancelReason: "expired" });
    for (const id of [claimed, other]) {
      expect(await statusOf(kind, id)).toMatchObject({ status: "pending", paymentMethod: "jazzcash" });
    }
    expect(await KINDS[kind].held(s, target)).toBe(3);

    expect((await settle(kind, claimed, "approved")).body.booking).toMatchObject({ status: "approved" });
    expect((await settle(kind, other, "cancelled")).body.booking).toMatchObject({ status: "cancelled" });
    expect(await KINDS[kind].held(s, target)).toBe(4);
  });
});
