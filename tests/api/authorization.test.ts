/**
 * The authorization matrix, generated from openapi.yaml: every operation declares who may call it
 * (`x-roles`), and every operation is called here without credentials and with the wrong role.
 * A new operation without a declared role fails the first test.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { operations } from "./helpers/contract.ts";
import { createFlight, createPackage, participants, passenger } from "./helpers/fixtures.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

const RANDOM_ID = "5b0c7b1e-2f8a-4c1d-9e3b-7a6d5c4b3a21";
let s: TestServer;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  s = await startServer();
  admin = await s.user({ role: "admin" });
  customer = await s.user();
});
afterAll(() => s?.close());

const ops = operations();
const concrete = (path: string) => `/api${path.replace(/\{[^}]+\}/g, RANDOM_ID)}`;

describe("the authorization matrix", () => {
  it("every operation declares its roles", () => {
    const known = new Set(["admin", "customer", "public", "apikey"]);
    for (const op of ops) {
      expect(op.roles.length, op.operationId).toBeGreaterThan(0);
      for (const r of op.roles) expect(known.has(r), `${op.operationId}: ${r}`).toBe(true);
    }
    expect(ops.length).toBeGreaterThanOrEqual(50);
  });

  for (const op of ops) {
    const label = `${op.method} ${op.path}`;
    const body = op.hasBody ? {} : undefined;
    if (op.roles.includes("public")) continue;

    if (op.roles.includes("apikey")) {
      it(`${label}: no API key → 401, a signed-in admin is not a website → 401`, async () => {
        expect((await s.request(op.method, concrete(op.path), { body })).status).toBe(401);
        expect((await s.request(op.method, concrete(op.path), { body, token: admin.token })).status).toBe(
          401,
        );
      });
      continue;
    }

    it(`${label}: no token → 401`, async () => {
      const res = await s.request(op.method, concrete(op.path), { body });
      expect(res.status).toBe(401);
      expect(typeof res.body.message).toBe("string");
    });

    const wrongRole =
      op.roles.includes("admin") && op.roles.includes("customer")
        ? null
        : op.roles.includes("admin")
          ? "customer"
          : "admin";
    if (wrongRole) {
      it(`${label}: a ${wrongRole} → 403`, async () => {
        const token = (wrongRole === "customer" ? customer : admin).token;
        const res = await s.request(op.method, concrete(op.path), { body, token });
        expect(res.status).toBe(403);
      });
    }
  }
});

/**
 * The routes the Hono app serves are the operations of openapi.yaml, no more and no fewer: a route
 * added without its operation (so without declared roles, and outside the matrix above) fails here.
 */
describe("the routes of the app", () => {
  /** `/api/flights/:id` and `/flights/{id}` alike become `/api/flights/{}`. */
  const normalise = (path: string) => path.replace(/:[^/{]+(\{[^}]*\})?/g, "{}").replace(/\{[^}]+\}/g, "{}");

  it("are exactly the operations of openapi.yaml (method and path)", () => {
    const { app } = createApp(s.database, s.deps.config);
    const served = new Set(
      app.routes
        // Middleware and the JSON 404 fallbacks (`/api/*`, `/api`) answer no operation of their own.
        .filter((r) => !r.path.includes("*") && !(r.method === "ALL" && r.path === "/api"))
        .map((r) => `${r.method} ${normalise(r.path)}`),
    );
    const declared = new Set(ops.map((op) => `${op.method} ${normalise(`/api${op.path}`)}`));
    expect(
      [...served].filter((r) => !declared.has(r)).sort(),
      "served but missing from openapi.yaml",
    ).toEqual([]);
    expect([...declared].filter((o) => !served.has(o)).sort(), "in openapi.yaml but not served").toEqual([]);
    expect(served.size).toBe(ops.length);
  });
});

/**
 * Another customer's records: every operation a customer may call on a record by id is tried with
 * a record of someone else. Each kind of record the contract exposes that way is listed here; a new
 * customer operation on an id without an entry fails the first test.
 */
describe("another customer's records", () => {
  type Owned = { bookingId: string; packageBookingId: string; sessionId: string };
  let owner: TestUser;
  let intruder: TestUser;
  let theirs: Owned;
  const idOf: Record<string, (o: Owned) => string> = {
    "/bookings/{id}/payment": (o) => o.bookingId,
    "/package-bookings/{id}/payment": (o) => o.packageBookingId,
    "/bookings/{id}/cancel": (o) => o.bookingId,
    "/package-bookings/{id}/status": (o) => o.packageBookingId,
    "/auth/sessions/{id}": (o) => o.sessionId,
  };
  const bodies: Record<string, unknown> = {
    "/bookings/{id}/payment": { method: "jazzcash", reference: "JC-INTRUDER" },
    "/package-bookings/{id}/payment": { method: "jazzcash", reference: "JC-INTRUDER" },
    "/package-bookings/{id}/status": { status: "cancelled" },
  };
  const onRecord = ops.filter((op) => op.roles.includes("customer") && op.path.includes("{id}"));

  beforeAll(async () => {
    owner = await s.user();
    intruder = await s.user();
    const flightId = await createFlight(s, admin.token);
    const packageId = await createPackage(s, admin.token);
    const booking = await s.post(
      "/api/bookings",
      { ticketId: flightId, passengers: [passenger("Owner")] },
      { token: owner.token },
    );
    const packageBooking = await s.post(
      "/api/package-bookings",
      { packageId, passengers: participants(1) },
      { token: owner.token },
    );
    expect(booking.status).toBe(201);
    expect(packageBooking.status).toBe(201);
    const sessions = await s.get("/api/auth/sessions", { token: owner.token });
    theirs = {
      bookingId: booking.body.booking._id,
      packageBookingId: packageBooking.body._id,
      sessionId: sessions.body.sessions[0]._id,
    };
  });

  it("every customer operation on a record by id is covered", () => {
    expect(onRecord.length).toBeGreaterThan(0);
    for (const op of onRecord) expect(idOf[op.path], `${op.method} ${op.path}`).toBeTypeOf("function");
  });

  for (const op of onRecord) {
    it(`${op.method} ${op.path} on another customer's record → 404, and the record is unchanged`, async () => {
      const id = idOf[op.path]!(theirs);
      const before = await ownerView();
      const res = await s.request(op.method, `/api${op.path.replace("{id}", id)}`, {
        body: bodies[op.path],
        token: intruder.token,
      });
      expect([403, 404]).toContain(res.status);
      expect(typeof res.body.message).toBe("string");
      expect(JSON.stringify(res.body)).not.toContain(id);
      expect(await ownerView()).toEqual(before);
    });
  }

  it("the lists of one customer never hold another's bookings", async () => {
    const mine = await s.get("/api/bookings/me", { token: intruder.token });
    const myPackages = await s.get("/api/package-bookings/me", { token: intruder.token });
    expect(mine.status).toBe(200);
    expect(myPackages.status).toBe(200);
    expect(JSON.stringify(mine.body)).not.toContain(theirs.bookingId);
    expect(JSON.stringify(myPackages.body)).not.toContain(theirs.packageBookingId);
  });

  it("a profile update changes the caller only", async () => {
    const ownerBefore = (await s.get("/api/auth/me", { token: owner.token })).body;
    // The body names the owner's id: the update still goes to the caller only.
    const res = await s.put(
      "/api/profile",
      {
        _id: owner.id,
        name: "Intruder Renamed",
        email: intruder.email,
        mobileNumber: "+923451112233",
        address: "1 Other Street",
        city: "Multan",
        country: "Pakistan",
        company: "Other Travels",
      },
      { token: intruder.token },
    );
    expect(res.status).toBe(200);
    expect((await s.get("/api/auth/me", { token: intruder.token })).body.user.name).toBe("Intruder Renamed");
    expect((await s.get("/api/auth/me", { token: owner.token })).body).toEqual(ownerBefore);
  });

  /** The owner's own view of both records. */
  async function ownerView() {
    const b = await s.get("/api/bookings/me", { token: owner.token });
    const p = await s.get("/api/package-bookings/me", { token: owner.token });
    return {
      booking: b.body.bookings.find((x: { _id: string }) => x._id === theirs.bookingId),
      packageBooking: (p.body as { _id: string }[]).find((x) => x._id === theirs.packageBookingId),
    };
  }
});
