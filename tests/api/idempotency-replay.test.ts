/**
 * Every write the client outbox can queue (src/db/outbox.ts, the `sendOrQueue` calls of
 * src/features/*\/data.ts), sent twice with one Idempotency-Key as a replayed outbox entry would be:
 * the second answer is the first one (status and body) with `Idempotent-Replayed: true`, and the
 * work happened once — one activity-log row, one created record, seats and places taken or released
 * once, a token version bumped once, and a DELETE's replay answers like the first, not 404.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activityLogs,
  flightBookings,
  flights,
  gdsBookings,
  packageBookings,
  packages,
  users,
} from "../../server/db/schema.ts";
import {
  createFlight,
  createGdsBooking,
  createPackage,
  createWebBooking,
  flightInput,
  packageInput,
  participants,
  passengers,
  placesOf,
  seatsOf,
} from "./helpers/fixtures.ts";
import { type Res, startServer, type TestServer, type TestUser } from "./helpers/server.ts";

let s: TestServer;
let admin: TestUser;

beforeAll(async () => {
  s = await startServer({ limits: { apiPerCaller: { limit: 100_000, windowMs: 60_000 } } });
  admin = await s.user({ role: "admin" });
});
afterAll(() => s?.close());

/** One write as the outbox sends it, and what must hold once it was sent twice. */
type Write = {
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  body?: unknown;
  token: string;
  /** The version the edit started from (If-Match): the replay sends it again, stale by then. */
  ifMatch?: number;
  /** The activity-log row the write leaves (its resourceId: from the first answer when it creates). */
  log: { action: string; resourceId: string | ((first: Res) => string) };
  /** Checks that the work happened once. */
  after?: (first: Res) => Promise<void>;
};

type Case = { name: string; status: number; prepare: () => Promise<Write> };

const pay = { method: "bank_transfer", reference: "TRX-0001" };

async function flightBooking(seats = 10, n = 2) {
  const u = await s.user();
  const f = await createFlight(s, admin.token, { seatsAvailable: seats });
  const res = await s.post("/api/bookings", { ticketId: f, passengers: passengers(n) }, { token: u.token });
  expect(res.status).toBe(201);
  return { u, f, id: res.body.booking._id as string };
}

async function packageBooking(max = 10, n = 2) {
  const u = await s.user();
  const p = await createPackage(s, admin.token, { maxParticipants: max });
  const res = await s.post(
    "/api/package-bookings",
    { packageId: p, passengers: participants(n) },
    { token: u.token },
  );
  expect(res.status).toBe(201);
  return { u, p, id: res.body.booking._id as string };
}

const webBooking = (kind: "flight" | "package") => createWebBooking(s, kind);
const gdsBooking = () => createGdsBooking(s);

const profile = (name: string, email: string) => ({
  name,
  email,
  mobileNumber: "+923451112233",
  address: "22 Canal Road",
  city: "Faisalabad",
  country: "Pakistan",
  company: "Noor Tours",
});

async function tokenVersionOf(id: string) {
  const [u] = await s.deps.db.select().from(users).where(eq(users.id, id));
  return u!.tokenVersion;
}

const cases: Case[] = [
  {
    name: "POST /bookings",
    status: 201,
    async prepare() {
      const u = await s.user();
      const f = await createFlight(s, admin.token, { seatsAvailable: 10 });
      return {
        method: "POST",
        path: "/api/bookings",
        body: { ticketId: f, passengers: passengers(3) },
        token: u.token,
        log: { action: "create_booking", resourceId: (r) => r.body.booking._id },
        async after() {
          expect(
            await s.deps.db.select().from(flightBookings).where(eq(flightBookings.userId, u.id)),
          ).toHaveLength(1);
          expect(await seatsOf(s, f)).toBe(7);
        },
      };
    },
  },
  {
    name: "POST /bookings/{id}/payment",
    status: 200,
    async prepare() {
      const { u, id } = await flightBooking();
      return {
        method: "POST",
        path: `/api/bookings/${id}/payment`,
        body: pay,
        token: u.token,
        log: { action: "mark_paid", resourceId: id },
      };
    },
  },
  {
    name: "PUT /bookings/{id}/approve",
    status: 200,
    async prepare() {
      const { f, id } = await flightBooking(10, 2);
      return {
        method: "PUT",
        path: `/api/bookings/${id}/approve`,
        body: {},
        token: admin.token,
        log: { action: "approve_booking", resourceId: id },
        async after() {
          expect(await seatsOf(s, f)).toBe(8);
        },
      };
    },
  },
  {
    name: "PUT /bookings/{id}/cancel",
    status: 200,
    async prepare() {
      const { f, id } = await flightBooking(10, 2);
      return {
        method: "PUT",
        path: `/api/bookings/${id}/cancel`,
        body: {},
        token: admin.token,
        log: { action: "cancel_booking", resourceId: id },
        async after() {
          expect(await seatsOf(s, f)).toBe(10);
        },
      };
    },
  },
  {
    name: "DELETE /bookings/{id}",
    status: 200,
    async prepare() {
      const { f, id } = await flightBooking(10, 2);
      return {
        method: "DELETE",
        path: `/api/bookings/${id}`,
        token: admin.token,
        log: { action: "delete_booking", resourceId: id },
        async after() {
          expect(await seatsOf(s, f)).toBe(10);
          expect(await s.deps.db.select().from(flightBookings).where(eq(flightBookings.id, id))).toHaveLength(
            0,
          );
        },
      };
    },
  },
  {
    name: "POST /package-bookings",
    status: 201,
    async prepare() {
      const u = await s.user();
      const p = await createPackage(s, admin.token, { maxParticipants: 10 });
      return {
        method: "POST",
        path: "/api/package-bookings",
        body: { packageId: p, passengers: participants(3) },
        token: u.token,
        log: { action: "create_booking", resourceId: (r) => r.body.booking._id },
        async after() {
          expect(
            await s.deps.db.select().from(packageBookings).where(eq(packageBookings.userId, u.id)),
          ).toHaveLength(1);
          expect(await placesOf(s, p)).toBe(3);
        },
      };
    },
  },
  {
    name: "POST /package-bookings/{id}/payment",
    status: 200,
    async prepare() {
      const { u, id } = await packageBooking();
      return {
        method: "POST",
        path: `/api/package-bookings/${id}/payment`,
        body: pay,
        token: u.token,
        log: { action: "mark_paid", resourceId: id },
      };
    },
  },
  {
    name: "PUT /package-bookings/{id}/status (approve)",
    status: 200,
    async prepare() {
      const { p, id } = await packageBooking(10, 2);
      return {
        method: "PUT",
        path: `/api/package-bookings/${id}/status`,
        body: { status: "approved" },
        token: admin.token,
        log: { action: "approve_booking", resourceId: id },
        async after() {
          expect(await placesOf(s, p)).toBe(2);
        },
      };
    },
  },
  {
    name: "PUT /package-bookings/{id}/status (cancel)",
    status: 200,
    async prepare() {
      const { p, id } = await packageBooking(10, 2);
      return {
        method: "PUT",
        path: `/api/package-bookings/${id}/status`,
        body: { status: "cancelled" },
        token: admin.token,
        log: { action: "cancel_booking", resourceId: id },
        async after() {
          expect(await placesOf(s, p)).toBe(0);
        },
      };
    },
  },
  {
    name: "DELETE /package-bookings/{id}",
    status: 200,
    async prepare() {
      const { p, id } = await packageBooking(10, 2);
      return {
        method: "DELETE",
        path: `/api/package-bookings/${id}`,
        token: admin.token,
        log: { action: "delete_booking", resourceId: id },
        async after() {
          expect(await placesOf(s, p)).toBe(0);
        },
      };
    },
  },
  {
    name: "PUT /profile",
    status: 200,
    async prepare() {
      const u = await s.user();
      return {
        method: "PUT",
        path: "/api/profile",
        body: profile("Fatima Noor", u.email),
        token: u.token,
        ifMatch: u.version,
        log: { action: "update_profile", resourceId: u.id },
        async after() {
          const [row] = await s.deps.db.select().from(users).where(eq(users.id, u.id));
          expect(row!.version).toBe(u.version + 1);
        },
      };
    },
  },
  {
    name: "POST /flights",
    status: 201,
    async prepare() {
      const number = `RP ${Math.floor(Math.random() * 9000) + 1000}`;
      return {
        method: "POST",
        path: "/api/flights",
        body: flightInput({ flightNumber: number }),
        token: admin.token,
        log: { action: "create_flight", resourceId: (r) => r.body.flight._id },
        async after() {
          expect(await s.deps.db.select().from(flights).where(eq(flights.flightNumber, number))).toHaveLength(
            1,
          );
        },
      };
    },
  },
  {
    name: "PUT /flights/{id}",
    status: 200,
    async prepare() {
      const f = await createFlight(s, admin.token);
      return {
        method: "PUT",
        path: `/api/flights/${f}`,
        body: flightInput({ price: 130000 }),
        token: admin.token,
        ifMatch: 1,
        log: { action: "update_flight", resourceId: f },
        async after() {
          const [row] = await s.deps.db.select().from(flights).where(eq(flights.id, f));
          expect(row!.version).toBe(2);
        },
      };
    },
  },
  {
    name: "PATCH /flights/{id}",
    status: 200,
    async prepare() {
      const f = await createFlight(s, admin.token);
      return {
        method: "PATCH",
        path: `/api/flights/${f}`,
        body: { price: 131000 },
        token: admin.token,
        ifMatch: 1,
        log: { action: "update_flight", resourceId: f },
        async after() {
          const [row] = await s.deps.db.select().from(flights).where(eq(flights.id, f));
          expect([row!.version, row!.price]).toEqual([2, 131000]);
        },
      };
    },
  },
  {
    name: "DELETE /flights/{id}",
    status: 200,
    async prepare() {
      const f = await createFlight(s, admin.token);
      return {
        method: "DELETE",
        path: `/api/flights/${f}`,
        token: admin.token,
        log: { action: "delete_flight", resourceId: f },
      };
    },
  },
  {
    name: "POST /packages",
    status: 201,
    async prepare() {
      const name = `Replay Umrah ${randomUUID().slice(0, 6)}`;
      return {
        method: "POST",
        path: "/api/packages",
        body: packageInput({ name }),
        token: admin.token,
        log: { action: "create_package", resourceId: (r) => r.body.package._id },
        async after() {
          expect(await s.deps.db.select().from(packages).where(eq(packages.name, name))).toHaveLength(1);
        },
      };
    },
  },
  {
    name: "PUT /packages/{id}",
    status: 200,
    async prepare() {
      const p = await createPackage(s, admin.token);
      return {
        method: "PUT",
        path: `/api/packages/${p}`,
        body: packageInput({ price: 300000 }),
        token: admin.token,
        ifMatch: 1,
        log: { action: "update_package", resourceId: p },
        async after() {
          const [row] = await s.deps.db.select().from(packages).where(eq(packages.id, p));
          expect(row!.version).toBe(2);
        },
      };
    },
  },
  {
    name: "PATCH /packages/{id}",
    status: 200,
    async prepare() {
      const p = await createPackage(s, admin.token);
      return {
        method: "PATCH",
        path: `/api/packages/${p}`,
        body: { maxParticipants: 12 },
        token: admin.token,
        ifMatch: 1,
        log: { action: "update_package", resourceId: p },
        async after() {
          const [row] = await s.deps.db.select().from(packages).where(eq(packages.id, p));
          expect([row!.version, row!.maxParticipants]).toEqual([2, 12]);
        },
      };
    },
  },
  {
    name: "DELETE /packages/{id}",
    status: 200,
    async prepare() {
      const p = await createPackage(s, admin.token);
      return {
        method: "DELETE",
        path: `/api/packages/${p}`,
        token: admin.token,
        log: { action: "delete_package", resourceId: p },
      };
    },
  },
  {
    name: "PUT /customers/{id}/status",
    status: 200,
    async prepare() {
      const u = await s.user();
      return {
        method: "PUT",
        path: `/api/customers/${u.id}/status`,
        body: { isBlocked: true },
        token: admin.token,
        log: { action: "block_user", resourceId: u.id },
        async after() {
          // Blocking signs the user out once: the token version moved by one.
          expect(await tokenVersionOf(u.id)).toBe(u.tokenVersion + 1);
        },
      };
    },
  },
  {
    name: "PUT /customers/{id}/approval",
    status: 200,
    async prepare() {
      const u = await s.user({ isApproved: false });
      return {
        method: "PUT",
        path: `/api/customers/${u.id}/approval`,
        body: { isApproved: true },
        token: admin.token,
        log: { action: "approve_user", resourceId: u.id },
      };
    },
  },
  {
    name: "PATCH /direct-bookings/{id}/status",
    status: 200,
    async prepare() {
      const id = await webBooking("flight");
      return {
        method: "PATCH",
        path: `/api/direct-bookings/${id}/status`,
        body: { status: "approved" },
        token: admin.token,
        log: { action: "approve_booking", resourceId: id },
      };
    },
  },
  {
    name: "DELETE /direct-bookings/{id}",
    status: 200,
    async prepare() {
      const id = await webBooking("flight");
      return {
        method: "DELETE",
        path: `/api/direct-bookings/${id}`,
        token: admin.token,
        log: { action: "delete_booking", resourceId: id },
      };
    },
  },
  {
    name: "PATCH /direct-package-bookings/{id}/status",
    status: 200,
    async prepare() {
      const id = await webBooking("package");
      return {
        method: "PATCH",
        path: `/api/direct-package-bookings/${id}/status`,
        body: { status: "cancelled" },
        token: admin.token,
        log: { action: "cancel_booking", resourceId: id },
      };
    },
  },
  {
    name: "DELETE /direct-package-bookings/{id}",
    status: 200,
    async prepare() {
      const id = await webBooking("package");
      return {
        method: "DELETE",
        path: `/api/direct-package-bookings/${id}`,
        token: admin.token,
        log: { action: "delete_booking", resourceId: id },
      };
    },
  },
  {
    name: "PUT /web/gds-bookings/{id}/status",
    status: 200,
    async prepare() {
      const id = await gdsBooking();
      return {
        method: "PUT",
        path: `/api/web/gds-bookings/${id}/status`,
        body: { status: "approved" },
        token: admin.token,
        log: { action: "approve_booking", resourceId: id },
      };
    },
  },
  {
    name: "DELETE /web/gds-bookings/{id}",
    status: 200,
    async prepare() {
      const id = await gdsBooking();
      return {
        method: "DELETE",
        path: `/api/web/gds-bookings/${id}`,
        token: admin.token,
        log: { action: "delete_booking", resourceId: id },
        async after() {
          expect(await s.deps.db.select().from(gdsBookings).where(eq(gdsBookings.id, id))).toHaveLength(0);
        },
      };
    },
  },
];

describe("a replayed outbox write is answered again, never done again", () => {
  for (const c of cases) {
    it(c.name, async () => {
      const w = await c.prepare();
      const key = `replay-${randomUUID()}`;
      const send = () =>
        s.request(w.method, w.path, {
          token: w.token,
          ...(w.body !== undefined ? { body: w.body } : {}),
          headers: {
            "idempotency-key": key,
            ...(w.ifMatch !== undefined ? { "if-match": String(w.ifMatch) } : {}),
          },
        });
      const first = await send();
      expect(first.status, first.text).toBe(c.status);
      expect(first.headers.get("idempotent-replayed")).toBeNull();
      const again = await send();
      expect(again.status).toBe(first.status);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get("idempotent-replayed")).toBe("true");

      const resourceId = typeof w.log.resourceId === "function" ? w.log.resourceId(first) : w.log.resourceId;
      const logs = await s.deps.db
        .select()
        .from(activityLogs)
        .where(and(eq(activityLogs.action, w.log.action), eq(activityLogs.resourceId, resourceId)));
      expect(logs).toHaveLength(1);
      await w.after?.(first);
    });
  }
});
