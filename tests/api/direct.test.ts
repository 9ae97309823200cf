import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLogs, gdsBookings } from "../../server/db/schema.ts";
import { seedDemo } from "../../server/db/seed/index.ts";
import { startServer, TEST_WEB_API_KEY, type TestServer, type TestUser } from "./helpers/server.ts";

let s: TestServer;
let admin: TestUser;
let customer: TestUser;
const key = { "x-api-key": TEST_WEB_API_KEY };

const webFlight = {
  bookingType: "flight",
  customerName: "Hamza Yousaf",
  customerEmail: "Hamza@Example.pk",
  customerPhone: "+923211234567",
  source: "facebook",
  flightDetails: {
    flightNumber: "EK 625",
    airline: "Emirates",
    departure: { city: "Lahore" },
    arrival: { city: "Dubai" },
    departureDate: "2030-04-01",
    departureTime: "04:30",
  },
  passengers: 2,
  pricePerPassenger: 95000,
  passengerDetails: [{ firstName: "Hamza", lastName: "Yousaf", passport: "AB1234567", ageType: "adult" }],
};
const gds = {
  bookingId: "QWERTY",
  customerName: "Sana Mir",
  customerEmail: "sana@example.pk",
  totalAmount: 412000,
  isMultiCity: true,
  multiCityFlights: [
    {
      segmentDetails: {
        from: "KHI",
        to: "IST",
        departureTime: "2030-05-01T03:00:00",
        arrivalTime: "2030-05-01T08:30:00",
        airline: "Turkish Airlines",
        flightNumber: "TK 709",
        aircraft: "333",
        stops: 0,
      },
      adultBaseFare: "160000",
      adultTaxes: "40000",
    },
    {
      segmentDetails: {
        from: "IST",
        to: "LHE",
        departureTime: "2030-05-10T19:00:00",
        arrivalTime: "2030-05-11T03:40:00",
        airline: "Turkish Airlines",
        flightNumber: "TK 714",
        stops: 0,
      },
      adultBaseFare: "160000",
      adultTaxes: "40000",
    },
  ],
  passengers: [
    {
      title: "Ms",
      firstName: "Sana",
      lastName: "Mir",
      gender: "female",
      ageType: "adult",
      nationality: "Pakistan",
      passport: "cd7654321",
    },
  ],
};

beforeAll(async () => {
  s = await startServer();
  admin = await s.user({ role: "admin" });
  customer = await s.user();
});
afterAll(() => s?.close());

describe("ingestion from the website and the GDS", () => {
  it("needs the API key", async () => {
    expect((await s.post("/api/web/bookings", webFlight)).status).toBe(401);
    expect((await s.post("/api/web/bookings", webFlight, { headers: { "x-api-key": "wrong" } })).status).toBe(
      401,
    );
    expect((await s.post("/api/web/bookings", webFlight, { token: admin.token })).status).toBe(401);
  });

  it("stores a website flight booking, pending, once per Idempotency-Key", async () => {
    const headers = { ...key, "idempotency-key": "web-1" };
    const a = await s.post("/api/web/bookings", webFlight, { headers });
    const b = await s.post("/api/web/bookings", webFlight, { headers });
    expect(a.status).toBe(201);
    expect(b.body).toEqual(a.body);
    expect(a.body.data).toMatchObject({
      bookingType: "flight",
      status: "pending",
      source: "facebook",
      customerEmail: "hamza@example.pk",
      bookingDetails: { passengers: 2, pricePerPassenger: 95000, totalAmount: 190000, destination: "Dubai" },
    });
    const list = await s.get("/api/direct-bookings", { token: admin.token });
    expect(list.body.success).toBe(true);
    expect(
      list.body.data.filter((d: { bookingId: string }) => d.bookingId === a.body.data.bookingId),
    ).toHaveLength(1);
  });

  it("stores a website package booking in the direct package list", async () => {
    const res = await s.post(
      "/api/web/bookings",
      {
        bookingType: "package",
        customerName: "Nida Khan",
        customerEmail: "nida@example.pk",
        packageDetails: {
          name: "Premium Umrah 21 Days",
          destination: "Makkah & Madinah",
          duration: "21 days",
          price: 450000,
        },
        passengerDetails: [
          { firstName: "Nida", lastName: "Khan", passport: "ab1" },
          { firstName: "Ali", lastName: "Khan", ageType: "child" },
        ],
      },
      { headers: key },
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ totalAmount: 900000, status: "pending" });
    const list = await s.get("/api/direct-package-bookings", { token: admin.token });
    expect(list.body.data.bookings.map((b: { _id: string }) => b._id)).toContain(res.body.data._id);
  });

  it("stores a multi-city GDS booking with its segments and passengers; a duplicate PNR is a 409", async () => {
    const res = await s.post("/api/web/gds-bookings", gds, { headers: key });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      bookingId: "QWERTY",
      currency: "PKR",
      isMultiCity: true,
      status: "pending",
    });
    expect(res.body.data.multiCityFlights).toHaveLength(2);
    expect(res.body.data.multiCityFlights[1].segmentDetails.aircraft).toBe("320");
    expect(res.body.data.flightDetails).toMatchObject({ from: "KHI", to: "IST" });
    expect(res.body.data.passengers[0].passport).toBe("CD7654321");
    expect((await s.post("/api/web/gds-bookings", gds, { headers: key })).status).toBe(409);
    const bad = await s.post(
      "/api/web/gds-bookings",
      { ...gds, bookingId: "x", passengers: [] },
      { headers: key },
    );
    expect(bad.status).toBe(400);
  });
});

describe("the admin's lists", () => {
  it("approve, cancel and delete with the right transitions, admins only", async () => {
    const created = (await s.post("/api/web/bookings", webFlight, { headers: key })).body.data;
    expect((await s.get("/api/direct-bookings", { token: customer.token })).status).toBe(403);
    const approve = await s.patch(
      `/api/direct-bookings/${created._id}/status`,
      { status: "approved" },
      { token: admin.token },
    );
    expect(approve.body).toMatchObject({ success: true, data: { status: "approved" } });
    expect(
      (
        await s.patch(
          `/api/direct-bookings/${created._id}/status`,
          { status: "approved" },
          { token: admin.token },
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await s.patch(
          `/api/direct-bookings/${created._id}/status`,
          { status: "cancelled" },
          { token: admin.token },
        )
      ).status,
    ).toBe(200);
    expect((await s.del(`/api/direct-bookings/${created._id}`, { token: admin.token })).body.success).toBe(
      true,
    );
    expect((await s.del(`/api/direct-bookings/${created._id}`, { token: admin.token })).status).toBe(404);

    const list = await s.get("/api/web/gds-bookings", { token: admin.token });
    expect(list.body).toMatchObject({ success: true, error: null });
    const g = list.body.data.find((x: { bookingId: string }) => x.bookingId === "QWERTY");
    const put = await s.put(
      `/api/web/gds-bookings/${g._id}/status`,
      { status: "cancelled" },
      { token: admin.token },
    );
    expect(put.body).toMatchObject({ success: true, data: { status: "cancelled" } });
  });

  it("serves the seeded demo in the contract's shapes", async () => {
    const demo = await startServer();
    try {
      await seedDemo(demo.deps.db);
      const a = await demo.user({ role: "admin" });
      const [d, p, g] = await Promise.all([
        demo.get("/api/direct-bookings", { token: a.token }),
        demo.get("/api/direct-package-bookings", { token: a.token }),
        demo.get("/api/web/gds-bookings", { token: a.token }),
      ]);
      expect(d.status).toBe(200);
      expect(new Set(d.body.data.map((x: { status: string }) => x.status))).toEqual(
        new Set(["pending", "approved", "cancelled"]),
      );
      expect(p.body.data.bookings.length).toBeGreaterThanOrEqual(40);
      expect(
        g.body.data.some(
          (x: { isMultiCity: boolean; multiCityFlights: unknown[] }) =>
            x.isMultiCity && x.multiCityFlights.length >= 2,
        ),
      ).toBe(true);
      // Every other list of the demo answers in the contract's shape too.
      for (const path of [
        "/api/flights",
        "/api/packages",
        "/api/bookings?limit=1000",
        "/api/package-bookings/all",
        "/api/customers",
        "/api/logs",
        "/api/logs/stats",
      ]) {
        expect((await demo.get(path, { token: a.token })).status, path).toBe(200);
      }
    } finally {
      await demo.close();
    }
  });
});

const webPackage = {
  bookingType: "package",
  customerName: "Nida Khan",
  customerEmail: "nida@example.pk",
  packageDetails: { name: "Premium Umrah 21 Days", destination: "Makkah & Madinah", price: 450000 },
  passengerDetails: [{ firstName: "Nida", lastName: "Khan", passport: "ab1" }],
};
const gdsSingle = {
  bookingId: "SNGL01",
  customerName: "Imran Ali",
  customerEmail: "Imran@Example.pk",
  customerPhone: "+923331234567",
  totalAmount: 104000,
  flightDetails: {
    flightNumber: "PK 303",
    airline: "Pakistan International Airlines",
    from: "KHI",
    to: "ISB",
    departureDate: "2030-06-01T07:00:00",
    arrivalDate: "2030-06-01T09:00:00",
  },
  passengers: [
    {
      title: "Mr",
      firstName: "Imran",
      lastName: "Ali",
      gender: "male",
      ageType: "adult",
      nationality: "Pakistan",
      passport: "ef1122334",
    },
  ],
};
const MISSING = "00000000-0000-4000-8000-000000000000";

/** The log rows written for one booking. */
async function logsOf(id: string, action: string) {
  return s.deps.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.resourceId, id), eq(activityLogs.action, action)));
}

describe("direct package bookings", () => {
  it("PATCH status: approve from pending, cancel from pending or approved, 409 otherwise, 404 unknown", async () => {
    const a = { token: admin.token };
    const one = (await s.post("/api/web/bookings", webPackage, { headers: key })).body.data;
    const path = `/api/direct-package-bookings/${one._id}/status`;
    expect((await s.patch(path, { status: "approved" }, { token: customer.token })).status).toBe(403);

    const approved = await s.patch(path, { status: "approved" }, a);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ success: true, data: { _id: one._id, status: "approved" } });
    expect(approved.body.data.version).toBe(one.version + 1);
    const again = await s.patch(path, { status: "approved" }, a);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Only pending bookings can be approved: this one is approved");

    const cancelled = await s.patch(path, { status: "cancelled" }, a);
    expect(cancelled.body).toMatchObject({ success: true, data: { status: "cancelled" } });
    expect((await s.patch(path, { status: "cancelled" }, a)).status).toBe(409);
    expect((await s.patch(path, { status: "approved" }, a)).status).toBe(409);

    // Pending straight to cancelled.
    const two = (await s.post("/api/web/bookings", webPackage, { headers: key })).body.data;
    const direct = await s.patch(
      `/api/direct-package-bookings/${two._id}/status`,
      { status: "cancelled" },
      a,
    );
    expect(direct.body.data.status).toBe("cancelled");

    expect(
      (await s.patch(`/api/direct-package-bookings/${MISSING}/status`, { status: "approved" }, a)).status,
    ).toBe(404);
    expect((await s.patch(path, { status: "paid" }, a)).status).toBe(400);
    // Each change that happened is logged once, with the status before and after.
    const logged = await logsOf(one._id, "approve_booking");
    expect(logged).toHaveLength(1);
    expect(logged[0]!.metadata).toEqual({ before: { status: "pending" }, after: { status: "approved" } });
    expect(await logsOf(one._id, "cancel_booking")).toHaveLength(1);
  });

  it("DELETE: gone from the list, in the next delta's deletions, 404 the second time", async () => {
    const a = { token: admin.token };
    const one = (await s.post("/api/web/bookings", webPackage, { headers: key })).body.data;
    const cursor = (await s.get("/api/direct-package-bookings", a)).headers.get("x-sync-cursor")!;
    expect((await s.del(`/api/direct-package-bookings/${one._id}`, { token: customer.token })).status).toBe(
      403,
    );
    const del = await s.del(`/api/direct-package-bookings/${one._id}`, a);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: true, message: "Booking deleted successfully!" });
    const list = await s.get("/api/direct-package-bookings", a);
    expect(list.body.data.bookings.map((b: { _id: string }) => b._id)).not.toContain(one._id);
    const delta = await s.get(`/api/direct-package-bookings?since=${cursor}`, a);
    expect(delta.body.deleted).toContain(one._id);
    expect((await s.del(`/api/direct-package-bookings/${one._id}`, a)).status).toBe(404);
    expect((await s.del(`/api/direct-package-bookings/${MISSING}`, a)).status).toBe(404);
    expect((await s.del("/api/direct-package-bookings/not-a-uuid", a)).status).toBe(404);
    const logged = await logsOf(one._id, "delete_booking");
    expect(logged).toHaveLength(1);
    expect(logged[0]!.metadata).toMatchObject({ before: { status: "pending", bookingId: one.bookingId } });
  });
});

describe("GDS bookings", () => {
  it("stores a single-flight booking (not multi-city) once per Idempotency-Key", async () => {
    const headers = { ...key, "idempotency-key": "gds-single-1" };
    const first = await s.post("/api/web/gds-bookings", gdsSingle, { headers });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      bookingId: "SNGL01",
      customerEmail: "imran@example.pk",
      status: "pending",
      currency: "PKR",
      isMultiCity: false,
      totalAmount: 104000,
      multiCityFlights: [],
      flightDetails: { flightNumber: "PK 303", from: "KHI", to: "ISB" },
    });
    expect(first.body.data.passengers).toHaveLength(1);
    expect(first.body.data.passengers[0]).toMatchObject({ firstName: "Imran", passport: "EF1122334" });

    const replay = await s.post("/api/web/gds-bookings", gdsSingle, { headers });
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    const stored = await s.deps.db.select().from(gdsBookings).where(eq(gdsBookings.bookingId, "SNGL01"));
    expect(stored).toHaveLength(1);
    expect(await logsOf(first.body.data._id, "create_booking")).toHaveLength(1);

    // The same key with another body is refused; without a key the duplicate PNR is a 409.
    const other = await s.post("/api/web/gds-bookings", { ...gdsSingle, totalAmount: 1 }, { headers });
    expect(other.status).toBe(422);
    expect((await s.post("/api/web/gds-bookings", gdsSingle, { headers: key })).status).toBe(409);
    const noFlight = await s.post(
      "/api/web/gds-bookings",
      { ...gdsSingle, bookingId: "SNGL02", flightDetails: undefined },
      { headers: key },
    );
    expect(noFlight.status).toBe(400);
  });

  it("takes a single flight whose dates the GDS sends as null (stored as unknown)", async () => {
    const res = await s.post(
      "/api/web/gds-bookings",
      {
        ...gdsSingle,
        bookingId: "NULLD1",
        flightDetails: { ...gdsSingle.flightDetails, departureDate: null, arrivalDate: null },
      },
      { headers: key },
    );
    expect(res.status).toBe(201);
    expect(res.body.data.flightDetails).toMatchObject({ flightNumber: "PK 303", from: "KHI" });
    expect(res.body.data.flightDetails.departureDate ?? null).toBeNull();
    expect(res.body.data.flightDetails.arrivalDate ?? null).toBeNull();
    const bad = await s.post(
      "/api/web/gds-bookings",
      {
        ...gdsSingle,
        bookingId: "NULLD2",
        flightDetails: { ...gdsSingle.flightDetails, departureDate: "soon" },
      },
      { headers: key },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Please enter a valid departure date");
  });

  it("PUT status approves a pending booking; approving a non-pending one is a 409", async () => {
    const a = { token: admin.token };
    const g = (await s.post("/api/web/gds-bookings", { ...gdsSingle, bookingId: "APPR01" }, { headers: key }))
      .body.data;
    const path = `/api/web/gds-bookings/${g._id}/status`;
    expect((await s.put(path, { status: "approved" }, { token: customer.token })).status).toBe(403);
    const ok = await s.put(path, { status: "approved" }, a);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      success: true,
      data: { _id: g._id, status: "approved", isMultiCity: false },
    });
    expect(ok.body.data.passengers).toHaveLength(1);
    const again = await s.put(path, { status: "approved" }, a);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Only pending bookings can be approved: this one is approved");
    expect((await s.put(path, { status: "cancelled" }, a)).body.data.status).toBe("cancelled");
    expect((await s.put(path, { status: "approved" }, a)).status).toBe(409);
    expect((await s.put(`/api/web/gds-bookings/${MISSING}/status`, { status: "approved" }, a)).status).toBe(
      404,
    );
    const logged = await logsOf(g._id, "approve_booking");
    expect(logged.map((l) => [l.resource, l.userEmail])).toEqual([["gds_booking", admin.email]]);
  });
});
