import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activityLogs,
  flightBookingPassengers,
  flightBookings,
  flights,
  packageBookings,
  packages,
  users,
} from "../../server/db/schema.ts";
import { flightInput, passengers } from "./helpers/fixtures.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

let s: TestServer;
let admin: TestUser;

beforeAll(async () => {
  s = await startServer();
  admin = await s.user({ role: "admin" });
});
afterAll(() => s?.close());

describe("User Management", () => {
  it("creates users of either role, approved, and refuses a taken e-mail", async () => {
    const res = await s.post(
      "/api/customers",
      {
        name: "Bilal Ahmed",
        email: "Bilal@Example.pk",
        password: "Secret@123",
        role: "admin",
        city: "Karachi",
      },
      { token: admin.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.customer).toMatchObject({
      email: "bilal@example.pk",
      role: "admin",
      isApproved: true,
      city: "Karachi",
    });
    const login = await s.post("/api/auth/login", { email: "bilal@example.pk", password: "Secret@123" });
    expect(login.status).toBe(200);
    const dup = await s.post(
      "/api/customers",
      { name: "Other", email: "bilal@example.pk", password: "Secret@123" },
      { token: admin.token },
    );
    expect(dup.status).toBe(409);
    const bad = await s.post(
      "/api/customers",
      { name: "", email: "x", password: "short" },
      { token: admin.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: "Name is required",
      email: "Please enter a valid email",
      password: "Password must be at least 8 characters",
    });
  });

  it("edits a profile and logs before/after", async () => {
    const u = await s.user({ name: "Old Name" });
    const res = await s.put(
      `/api/customers/${u.id}`,
      { name: "New Name", email: u.email, city: "Multan", role: "admin" },
      { token: admin.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.customer).toMatchObject({ name: "New Name", city: "Multan", role: "customer" });
    expect(res.body.customer.version).toBe(u.version + 1);
    const logs = await s.deps.db.select().from(activityLogs).where(eq(activityLogs.resourceId, u.id));
    const log = logs.find((l) => l.action === "update_user");
    expect(log!.metadata).toEqual({
      before: { name: "Old Name", city: "Lahore" },
      after: { name: "New Name", city: "Multan" },
    });
  });

  it("refuses a stale edit with 412 when If-Match is old", async () => {
    const u = await s.user();
    const first = await s.put(
      `/api/customers/${u.id}`,
      { name: "A", email: u.email },
      { token: admin.token },
    );
    expect(first.status).toBe(200);
    const stale = await s.put(
      `/api/customers/${u.id}`,
      { name: "B", email: u.email },
      { token: admin.token, headers: { "if-match": String(u.version) } },
    );
    expect(stale.status).toBe(412);
    const fresh = await s.put(
      `/api/customers/${u.id}`,
      { name: "B", email: u.email },
      { token: admin.token, headers: { "if-match": String(first.body.customer.version) } },
    );
    expect(fresh.status).toBe(200);
  });

  it("sets a password: the old one and old tokens stop working", async () => {
    const u = await s.user();
    const short = await s.put(
      `/api/customers/${u.id}/password`,
      { newPassword: "short" },
      { token: admin.token },
    );
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Password must be at least 8 characters");
    const res = await s.put(
      `/api/customers/${u.id}/password`,
      { newPassword: "Fresh@2026" },
      { token: admin.token },
    );
    expect(res.status).toBe(200);
    expect((await s.get("/api/auth/me", { token: u.token })).status).toBe(401);
    expect((await s.post("/api/auth/login", { email: u.email, password: "Fresh@2026" })).status).toBe(200);
  });

  it("answers 404 for an unknown id", async () => {
    const res = await s.put(
      "/api/customers/00000000-0000-4000-8000-000000000000/status",
      { isBlocked: true },
      { token: admin.token },
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Customer not found");
  });

  it("an admin cannot block or delete their own account", async () => {
    expect(
      (await s.put(`/api/customers/${admin.id}/status`, { isBlocked: true }, { token: admin.token })).status,
    ).toBe(400);
    expect((await s.del(`/api/customers/${admin.id}`, { token: admin.token })).status).toBe(400);
  });

  it("deleting a customer deletes their bookings and releases their holds", async () => {
    const u = await s.user();
    const token = u.token;
    const [flight] = await s.deps.db
      .insert(flights)
      .values({
        airlineName: "Saudia",
        flightNumber: "SV739",
        pnr: "ABC123",
        departure: "LHE",
        destination: "JED",
        departureDate: "2030-01-10",
        arrivalDate: "2030-01-10",
        price: 150000,
        seatsAvailable: 10,
      })
      .returning();
    const [pkg] = await s.deps.db
      .insert(packages)
      .values({
        name: "ECONOMY UMRAH",
        type: "umrah",
        destination: "MAKKAH",
        duration: "15 days",
        departureDate: "2030-02-01",
        returnDate: "2030-02-15",
        price: 250000,
        maxParticipants: 20,
        currentParticipants: 5,
        description: "Umrah",
      })
      .returning();
    const booking = (status: "pending" | "approved" | "cancelled", n: number, ref: string) => ({
      bookingId: ref,
      userId: u.id,
      flightId: flight!.id,
      flightSnapshot: {},
      status,
      passengerCount: n,
      pricePerPassenger: 150000,
      totalAmount: 150000 * n,
    });
    const fb = await s.deps.db
      .insert(flightBookings)
      .values([
        booking("pending", 2, "SF-T1"),
        booking("approved", 3, "SF-T2"),
        booking("cancelled", 4, "SF-T3"),
      ])
      .returning();
    await s.deps.db.insert(flightBookingPassengers).values({
      bookingId: fb[0]!.id,
      position: 0,
      personType: "Mr",
      firstName: "A",
      lastName: "B",
      name: "A B",
      passport: "AB1234567",
      passportExpiry: "2031-01-01",
      ageType: "adult",
      dateOfBirth: "1990-01-01",
      nationality: "PAKISTAN",
      contactNumber: "+923001234567",
    });
    await s.deps.db.insert(packageBookings).values({
      bookingId: "PK-T1",
      userId: u.id,
      packageId: pkg!.id,
      packageSnapshot: {},
      passengers: [{ name: "A B", passport: "AB1" }],
      status: "pending",
      participantCount: 2,
      pricePerPerson: 250000,
      totalAmount: 500000,
    });
    const res = await s.del(`/api/customers/${u.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Customer deleted successfully!");
    expect(await s.deps.db.select().from(users).where(eq(users.id, u.id))).toHaveLength(0);
    expect(await s.deps.db.select().from(flightBookings).where(eq(flightBookings.userId, u.id))).toHaveLength(
      0,
    );
    expect(await s.deps.db.select().from(flightBookingPassengers)).toHaveLength(0);
    expect(
      await s.deps.db.select().from(packageBookings).where(eq(packageBookings.userId, u.id)),
    ).toHaveLength(0);
    const [f] = await s.deps.db.select().from(flights).where(eq(flights.id, flight!.id));
    expect(f!.seatsAvailable).toBe(10 + 2 + 3);
    const [p] = await s.deps.db.select().from(packages).where(eq(packages.id, pkg!.id));
    expect(p!.currentParticipants).toBe(3);
    expect((await s.get("/api/auth/me", { token })).status).toBe(401);
    expect((await s.del(`/api/customers/${u.id}`, { token: admin.token })).status).toBe(404);
  });

  it("gives a booking's seats back once when the customer is deleted while it is cancelled", async () => {
    const made = await s.post("/api/flights", flightInput({ seatsAvailable: 100 }), { token: admin.token });
    expect(made.status).toBe(201);
    const flightId = made.body.flight._id as string;
    // Each round: a customer with a 3-seat pending booking, deleted while an admin cancels it.
    const rounds = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const u = await s.user();
        const b = await s.post(
          "/api/bookings",
          { ticketId: flightId, passengers: passengers(3) },
          { token: u.token },
        );
        expect(b.status).toBe(201);
        return { u, bookingId: b.body.booking._id as string };
      }),
    );
    await Promise.all(
      rounds.flatMap(({ u, bookingId }) => [
        s.del(`/api/customers/${u.id}`, { token: admin.token }),
        s.put(`/api/bookings/${bookingId}/cancel`, {}, { token: admin.token }),
      ]),
    );
    const [f] = await s.deps.db.select().from(flights).where(eq(flights.id, flightId));
    expect(f!.seatsAvailable).toBe(100);
    expect(
      await s.deps.db.select().from(flightBookings).where(eq(flightBookings.flightId, flightId)),
    ).toEqual([]);
  });
});

describe("Profile Settings", () => {
  it("updates the caller's own profile, ignoring role and approval", async () => {
    const u = await s.user();
    const res = await s.put(
      "/api/profile",
      {
        name: "Fatima Noor",
        email: u.email,
        mobileNumber: "+923451112233",
        address: "22 Canal Road",
        city: "Faisalabad",
        country: "Pakistan",
        company: "Noor Tours",
        role: "admin",
        isApproved: true,
        isBlocked: false,
      },
      { token: u.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ name: "Fatima Noor", city: "Faisalabad", role: "customer" });
    const [row] = await s.deps.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.role).toBe("customer");
  });

  it("requires every field and refuses another account's e-mail", async () => {
    const u = await s.user();
    const other = await s.user();
    const missing = await s.put("/api/profile", { name: "X", email: u.email }, { token: u.token });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({
      city: "City is required",
      company: "Company/Business is required",
    });
    const taken = await s.put(
      "/api/profile",
      {
        name: "X",
        email: other.email,
        mobileNumber: "+923001234567",
        address: "a",
        city: "b",
        country: "c",
        company: "d",
        currentPassword: u.password,
      },
      { token: u.token },
    );
    expect(taken.status).toBe(409);
  });
});
