import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { activityLogs, pushSubscriptions } from "../../server/db/schema.ts";
import { parseCsv } from "../../src/domain/csv.ts";
import { DEFAULT_WEBSITE_SETTINGS } from "../../src/domain/website-settings.ts";
import { findOperation, operations } from "./helpers/contract.ts";
import { flightInput, packageInput, participants, passengers } from "./helpers/fixtures.ts";
import {
  type Res,
  startServer,
  TEST_PASSWORD,
  TEST_WEB_API_KEY,
  type TestServer,
  type TestUser,
} from "./helpers/server.ts";

// Thursday 12 March 2026, 11:00 in Karachi.
const NOW = new Date("2026-03-12T06:00:00.000Z");
/** The server's clock: NOW until the last tests move it on. */
let clock = NOW;
let s: TestServer;
let admin: TestUser;
let customer: TestUser;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  s = await startServer({
    now: () => clock,
    config: {
      tokenTtlSeconds: 30 * 24 * 3600,
      push: { ...webpush.generateVAPIDKeys(), subject: "mailto:ops@example.pk" },
    },
  });
  admin = await s.user({ role: "admin", name: "Agency Admin" });
  customer = await s.user({ name: "Bilal Ahmed" });
  const base = { ipAddress: "10.0.0.5", userAgent: "Mozilla/5.0", metadata: {} };
  const rows = [];
  for (let i = 0; i < 45; i++) {
    rows.push({
      ...base,
      userName: i % 3 === 0 ? "Bilal Ahmed" : "Agency Admin",
      userEmail: i % 3 === 0 ? customer.email : admin.email,
      userRole: i % 3 === 0 ? "customer" : "admin",
      action: i % 5 === 0 ? "login" : "approve_booking",
      resource: i % 5 === 0 ? "auth" : "booking",
      details: i === 7 ? `Approved booking SF-100_% special ${"x".repeat(80)}` : `Entry ${i}`,
      status: (i % 9 === 0 ? "error" : "success") as "error" | "success",
      // One per 6 hours backwards from now: today (Karachi) holds the first 2.
      createdAt: new Date(NOW.getTime() - i * 6 * 3600 * 1000),
    });
  }
  rows.push({
    ...base,
    userName: "Old",
    userEmail: "old@x.pk",
    userRole: "admin",
    action: "login",
    resource: "auth",
    details: '=HYPERLINK("x")',
    status: "success" as const,
    createdAt: at("2025-12-15T10:00:00Z"),
  });
  await s.deps.db.insert(activityLogs).values(rows);
});
afterAll(() => s?.close());

describe("GET /logs", () => {
  it("pages by 20 with the total number of pages, newest first", async () => {
    const p1 = await s.get("/api/logs?page=1&limit=20", { token: admin.token });
    expect(p1.status).toBe(200);
    expect(p1.body).toMatchObject({ total: 46, totalPages: 3, page: 1 });
    expect(p1.body.logs).toHaveLength(20);
    expect(p1.body.logs[0].details).toBe("Entry 0");
    const p3 = await s.get("/api/logs?page=3&limit=20", { token: admin.token });
    expect(p3.body.logs).toHaveLength(6);
    expect(p3.body.logs.at(-1).details).toContain("HYPERLINK");
  });

  it("filters by action, status, role, dates and a search that treats % and _ literally", async () => {
    const byAction = await s.get("/api/logs?action=login&limit=100", { token: admin.token });
    expect(byAction.body.logs.every((l: { action: string }) => l.action === "login")).toBe(true);
    expect(byAction.body.total).toBe(10);
    const errors = await s.get("/api/logs?status=error", { token: admin.token });
    expect(errors.body.total).toBe(5);
    const customers = await s.get("/api/logs?userRole=customer", { token: admin.token });
    expect(customers.body.total).toBe(15);
    const search = await s.get(`/api/logs?search=${encodeURIComponent("SF-100_%")}`, { token: admin.token });
    expect(search.body.total).toBe(1);
    const wildcard = await s.get(`/api/logs?search=${encodeURIComponent("%")}`, { token: admin.token });
    expect(wildcard.body.total).toBe(1);
    const day = await s.get("/api/logs?startDate=2026-03-12&endDate=2026-03-12", { token: admin.token });
    expect(day.body.total).toBe(2);
    const bad = await s.get("/api/logs?status=maybe", { token: admin.token });
    expect(bad.status).toBe(400);
    for (const q of ["startDate=0001-01-01", "endDate=0000-12-31", "startDate=0000-01-01T00:00:00Z"]) {
      const early = await s.get(`/api/logs?${q}`, { token: admin.token });
      expect(early.status, q).toBe(400);
    }
    const order = await s.get("/api/logs?startDate=2026-03-12&endDate=2026-03-01", { token: admin.token });
    expect(order.status).toBe(400);
    expect(order.body.message).toBe("End date must be after start date");
  });

  it("answers a NUL character in a filter with a 400, in the list and the export", async () => {
    for (const url of ["/api/logs?search=a%00b", "/api/logs?action=%00", "/api/logs/export?search=%00"]) {
      const res = await s.get(url, { token: admin.token });
      expect(res.status, url).toBe(400);
      expect(res.body.message).toBe("Query parameters must not contain NUL characters");
    }
  });

  it("is for admins only", async () => {
    expect((await s.get("/api/logs", { token: customer.token })).status).toBe(403);
    expect((await s.get("/api/logs/stats", { token: customer.token })).status).toBe(403);
    expect((await s.get("/api/logs")).status).toBe(401);
  });
});

describe("stats, export and recent activity", () => {
  it("counts totals, today (Karachi), errors and today's active users", async () => {
    const res = await s.get("/api/logs/stats", { token: admin.token });
    expect(res.body).toMatchObject({ totalLogs: 46, todayLogs: 2, errorLogs: 5 });
    expect(res.body.userActivity.map((u: { userEmail: string }) => u.userEmail).sort()).toEqual(
      [admin.email, customer.email].sort(),
    );
  });

  it("exports the filtered logs as RFC 4180 CSV with formulas neutralised, and logs the export", async () => {
    const res = await s.get("/api/logs/export?format=csv&action=login", { token: admin.token });
    expect(res.headers.get("content-disposition")).toMatch(/activity_logs_2026-03-12\.csv/);
    const csv = parseCsv(res.text);
    expect(csv.rows).toHaveLength(10);
    expect(csv.rows.some((r) => r.details === '\'=HYPERLINK("x")')).toBe(true);
    const after = await s.get("/api/logs?action=export_logs", { token: admin.token });
    expect(after.body.total).toBe(1);
  });

  it("recent activity follows the period rules", async () => {
    const all = await s.get("/api/logs/recent-activity?limit=10", { token: admin.token });
    expect(all.body.logs).toHaveLength(10);
    const daily = await s.get("/api/logs/recent-activity?limit=10&period=daily", { token: admin.token });
    // Two seeded today plus the export above.
    expect(daily.body.logs).toHaveLength(3);
    const weekly = await s.get("/api/logs/recent-activity?limit=50&period=weekly", { token: admin.token });
    // Sunday 8 March 00:00 PKT to now: 4 days and 11 hours → entries 0..17 plus the export.
    expect(weekly.body.logs).toHaveLength(19);
    const december = await s.get("/api/logs/recent-activity?limit=50&period=monthly&month=12&year=2025", {
      token: admin.token,
    });
    expect(december.body.logs.map((l: { userName: string }) => l.userName)).toEqual(["Old"]);
    expect((await s.get("/api/logs/recent-activity?limit=500", { token: admin.token })).status).toBe(400);
  });
});

describe("every mutation leaves its activity-log row", () => {
  type Expected = {
    action: string;
    resource: string;
    status?: "success" | "error" | "warning";
    /** For updates: what metadata.before and metadata.after must hold. */
    change?: { before: Record<string, unknown>; after: Record<string, unknown> };
  };
  type Case = Expected & {
    name: string;
    /** The call; answers the id the row must name (null: none) and the response. */
    run: () => Promise<{ res: Res; id: string | null }>;
    /** The response's status; any 2xx by default. */
    httpStatus?: number;
  };

  it("one row per call, naming the action, the resource and its id; updates carry before/after", async () => {
    const web = { headers: { "x-api-key": TEST_WEB_API_KEY } };
    const a = { token: admin.token };
    const buyer = await s.user({ name: "Buyer One" });
    const me = await s.user({ name: "Self Service", city: "Lahore" });
    let meToken = me.token;
    const pushSubscription = {
      endpoint: "https://push.example.test/logs",
      keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
    };
    const ids: Record<string, string> = {};
    const keep = (key: string, at: (body: any) => string) => async (res: Res) => {
      if (res.status >= 300) throw new Error(`${key}: ${res.status} ${res.text.slice(0, 300)}`);
      ids[key] = at(res.body);
      return { res, id: ids[key]! };
    };
    const on = (key: string, res: Res) => ({ res, id: ids[key]! });
    const none = (res: Res) => ({ res, id: null });

    const cases: Case[] = [
      // Flights and packages.
      {
        name: "create flight",
        action: "create_flight",
        resource: "flight",
        run: async () => keep("flight", (b) => b.flight._id)(await s.post("/api/flights", flightInput(), a)),
      },
      {
        name: "update flight",
        action: "update_flight",
        resource: "flight",
        change: { before: { pnr: "PKX9QZ" }, after: { pnr: "PKX9QA" } },
        run: async () =>
          on("flight", await s.put(`/api/flights/${ids.flight}`, flightInput({ pnr: "PKX9QA" }), a)),
      },
      {
        name: "patch flight",
        action: "update_flight",
        resource: "flight",
        change: { before: { defaultBaggage: "" }, after: { defaultBaggage: "30" } },
        run: async () =>
          on("flight", await s.patch(`/api/flights/${ids.flight}`, { defaultBaggage: "30" }, a)),
      },
      {
        name: "mark names sent",
        action: "mark_names_sent",
        resource: "flight",
        run: async () => on("flight", await s.post(`/api/flights/${ids.flight}/names-sent`, undefined, a)),
      },
      {
        name: "unmark names sent",
        action: "unmark_names_sent",
        resource: "flight",
        run: async () => on("flight", await s.del(`/api/flights/${ids.flight}/names-sent`, a)),
      },
      {
        name: "export flights",
        action: "export_flights",
        resource: "flight",
        run: async () => none(await s.get("/api/flights/export", a)),
      },
      {
        name: "import flights",
        action: "import_flights",
        resource: "flight",
        status: "error",
        // A row the form would refuse refuses the whole call (400), and the attempt is logged.
        httpStatus: 400,
        run: async () => none(await s.post("/api/flights/import", { flights: [{}] }, a)),
      },
      {
        name: "create package",
        action: "create_package",
        resource: "package",
        run: async () =>
          keep("package", (b) => b.package._id)(await s.post("/api/packages", packageInput(), a)),
      },
      {
        name: "update package",
        action: "update_package",
        resource: "package",
        change: { before: { destination: "Makkah & Madinah" }, after: { destination: "Makkah" } },
        run: async () =>
          on(
            "package",
            await s.put(`/api/packages/${ids.package}`, packageInput({ destination: "Makkah" }), a),
          ),
      },
      {
        name: "patch package",
        action: "update_package",
        resource: "package",
        change: { before: { duration: "15 days 14 nights" }, after: { duration: "14 days" } },
        run: async () =>
          on("package", await s.patch(`/api/packages/${ids.package}`, { duration: "14 days" }, a)),
      },
      {
        name: "export packages",
        action: "export_packages",
        resource: "package",
        run: async () => none(await s.get("/api/packages/export", a)),
      },
      {
        name: "import packages",
        action: "import_packages",
        resource: "package",
        status: "error",
        // A row the form would refuse refuses the whole call (400), and the attempt is logged.
        httpStatus: 400,
        run: async () => none(await s.post("/api/packages/import", { packages: [{}] }, a)),
      },
      // Flight bookings.
      {
        name: "create booking",
        action: "create_booking",
        resource: "booking",
        run: async () =>
          keep(
            "booking",
            (b) => b.booking._id,
          )(
            await s.post(
              "/api/bookings",
              { ticketId: ids.flight, passengers: passengers(2) },
              { token: buyer.token },
            ),
          ),
      },
      {
        name: "mark booking paid",
        action: "mark_paid",
        resource: "booking",
        run: async () =>
          on(
            "booking",
            await s.post(
              `/api/bookings/${ids.booking}/payment`,
              { method: "jazzcash", reference: "JC-1" },
              { token: buyer.token },
            ),
          ),
      },
      {
        name: "approve booking",
        action: "approve_booking",
        resource: "booking",
        change: { before: { status: "pending" }, after: { status: "approved" } },
        run: async () => on("booking", await s.put(`/api/bookings/${ids.booking}/approve`, undefined, a)),
      },
      {
        name: "cancel booking",
        action: "cancel_booking",
        resource: "booking",
        change: { before: { status: "approved" }, after: { status: "cancelled" } },
        run: async () => on("booking", await s.put(`/api/bookings/${ids.booking}/cancel`, undefined, a)),
      },
      {
        name: "delete booking",
        action: "delete_booking",
        resource: "booking",
        run: async () => on("booking", await s.del(`/api/bookings/${ids.booking}`, a)),
      },
      // Package bookings.
      {
        name: "create package booking",
        action: "create_booking",
        resource: "package_booking",
        run: async () =>
          keep(
            "pkgBooking",
            (b) => b.booking._id,
          )(
            await s.post(
              "/api/package-bookings",
              { packageId: ids.package, passengers: participants(2) },
              { token: buyer.token },
            ),
          ),
      },
      {
        name: "mark package booking paid",
        action: "mark_paid",
        resource: "package_booking",
        run: async () =>
          on(
            "pkgBooking",
            await s.post(
              `/api/package-bookings/${ids.pkgBooking}/payment`,
              { method: "bank_transfer", reference: "BT-1" },
              { token: buyer.token },
            ),
          ),
      },
      {
        name: "approve package booking",
        action: "approve_booking",
        resource: "package_booking",
        change: { before: { status: "pending" }, after: { status: "approved" } },
        run: async () =>
          on(
            "pkgBooking",
            await s.put(`/api/package-bookings/${ids.pkgBooking}/status`, { status: "approved" }, a),
          ),
      },
      {
        name: "delete package booking",
        action: "delete_booking",
        resource: "package_booking",
        run: async () => on("pkgBooking", await s.del(`/api/package-bookings/${ids.pkgBooking}`, a)),
      },
      {
        name: "create a second package booking",
        action: "create_booking",
        resource: "package_booking",
        run: async () =>
          keep(
            "pkgBooking2",
            (b) => b.booking._id,
          )(
            await s.post(
              "/api/package-bookings",
              { packageId: ids.package, passengers: participants(1) },
              { token: buyer.token },
            ),
          ),
      },
      {
        name: "cancel package booking",
        action: "cancel_booking",
        resource: "package_booking",
        change: { before: { status: "pending" }, after: { status: "cancelled" } },
        run: async () =>
          on(
            "pkgBooking2",
            await s.put(`/api/package-bookings/${ids.pkgBooking2}/status`, { status: "cancelled" }, a),
          ),
      },
      {
        name: "delete flight",
        action: "delete_flight",
        resource: "flight",
        run: async () => on("flight", await s.del(`/api/flights/${ids.flight}`, a)),
      },
      {
        name: "delete package",
        action: "delete_package",
        resource: "package",
        run: async () => on("package", await s.del(`/api/packages/${ids.package}`, a)),
      },
      // Website and GDS bookings.
      {
        name: "website flight booking",
        action: "create_booking",
        resource: "direct_booking",
        run: async () =>
          keep(
            "direct",
            (b) => b.data._id,
          )(
            await s.post(
              "/api/web/bookings",
              {
                bookingType: "flight",
                customerName: "Web Buyer",
                customerEmail: "web@example.pk",
                flightDetails: {
                  flightNumber: "EK 625",
                  airline: "Emirates",
                  departure: { city: "Lahore" },
                  arrival: { city: "Dubai" },
                  departureDate: "2030-04-01",
                  departureTime: "04:30",
                },
                passengers: 1,
                pricePerPassenger: 95000,
                passengerDetails: [
                  { firstName: "Web", lastName: "Buyer", passport: "AB1234567", ageType: "adult" },
                ],
              },
              web,
            ),
          ),
      },
      {
        name: "approve direct booking",
        action: "approve_booking",
        resource: "direct_booking",
        change: { before: { status: "pending" }, after: { status: "approved" } },
        run: async () =>
          on("direct", await s.patch(`/api/direct-bookings/${ids.direct}/status`, { status: "approved" }, a)),
      },
      {
        name: "cancel direct booking",
        action: "cancel_booking",
        resource: "direct_booking",
        change: { before: { status: "approved" }, after: { status: "cancelled" } },
        run: async () =>
          on(
            "direct",
            await s.patch(`/api/direct-bookings/${ids.direct}/status`, { status: "cancelled" }, a),
          ),
      },
      {
        name: "delete direct booking",
        action: "delete_booking",
        resource: "direct_booking",
        run: async () => on("direct", await s.del(`/api/direct-bookings/${ids.direct}`, a)),
      },
      {
        name: "website package booking",
        action: "create_booking",
        resource: "direct_package_booking",
        run: async () =>
          keep(
            "directPkg",
            (b) => b.data._id,
          )(
            await s.post(
              "/api/web/bookings",
              {
                bookingType: "package",
                customerName: "Web Pilgrim",
                customerEmail: "pilgrim@example.pk",
                packageDetails: { name: "Umrah 15 Days", price: 300000 },
                passengerDetails: [{ firstName: "Web", lastName: "Pilgrim" }],
              },
              web,
            ),
          ),
      },
      {
        name: "cancel direct package booking",
        action: "cancel_booking",
        resource: "direct_package_booking",
        change: { before: { status: "pending" }, after: { status: "cancelled" } },
        run: async () =>
          on(
            "directPkg",
            await s.patch(`/api/direct-package-bookings/${ids.directPkg}/status`, { status: "cancelled" }, a),
          ),
      },
      {
        name: "delete direct package booking",
        action: "delete_booking",
        resource: "direct_package_booking",
        run: async () => on("directPkg", await s.del(`/api/direct-package-bookings/${ids.directPkg}`, a)),
      },
      {
        name: "GDS booking",
        action: "create_booking",
        resource: "gds_booking",
        run: async () =>
          keep(
            "gds",
            (b) => b.data._id,
          )(
            await s.post(
              "/api/web/gds-bookings",
              {
                bookingId: "LOGS01",
                customerName: "Gds Traveller",
                customerEmail: "gds@example.pk",
                totalAmount: 104000,
                flightDetails: { flightNumber: "PK 303", airline: "PIA", from: "KHI", to: "ISB" },
                passengers: [
                  {
                    title: "Mr",
                    firstName: "Gds",
                    lastName: "Traveller",
                    gender: "male",
                    ageType: "adult",
                    nationality: "Pakistan",
                    passport: "ab7654321",
                  },
                ],
              },
              web,
            ),
          ),
      },
      {
        name: "approve GDS booking",
        action: "approve_booking",
        resource: "gds_booking",
        change: { before: { status: "pending" }, after: { status: "approved" } },
        run: async () =>
          on("gds", await s.put(`/api/web/gds-bookings/${ids.gds}/status`, { status: "approved" }, a)),
      },
      {
        name: "delete GDS booking",
        action: "delete_booking",
        resource: "gds_booking",
        run: async () => on("gds", await s.del(`/api/web/gds-bookings/${ids.gds}`, a)),
      },
      // Users, as the admin.
      {
        name: "create user",
        action: "create_user",
        resource: "user",
        run: async () =>
          keep(
            "user",
            (b) => b.customer._id,
          )(
            await s.post(
              "/api/customers",
              { name: "Made By Admin", email: "made.by.admin@example.pk", password: "Secret@123" },
              a,
            ),
          ),
      },
      {
        name: "update user",
        action: "update_user",
        resource: "user",
        change: { before: { city: "" }, after: { city: "Multan" } },
        run: async () =>
          on(
            "user",
            await s.put(
              `/api/customers/${ids.user}`,
              { name: "Made By Admin", email: "made.by.admin@example.pk", city: "Multan" },
              a,
            ),
          ),
      },
      {
        name: "admin sets a password",
        action: "change_password",
        resource: "user",
        run: async () =>
          on("user", await s.put(`/api/customers/${ids.user}/password`, { newPassword: "Other@1234" }, a)),
      },
      {
        name: "block user",
        action: "block_user",
        resource: "user",
        change: { before: { isBlocked: false }, after: { isBlocked: true } },
        run: async () => on("user", await s.put(`/api/customers/${ids.user}/status`, { isBlocked: true }, a)),
      },
      {
        name: "unblock user",
        action: "unblock_user",
        resource: "user",
        change: { before: { isBlocked: true }, after: { isBlocked: false } },
        run: async () =>
          on("user", await s.put(`/api/customers/${ids.user}/status`, { isBlocked: false }, a)),
      },
      {
        name: "unapprove user",
        action: "unapprove_user",
        resource: "user",
        change: { before: { isApproved: true }, after: { isApproved: false } },
        run: async () =>
          on("user", await s.put(`/api/customers/${ids.user}/approval`, { isApproved: false }, a)),
      },
      {
        name: "approve user",
        action: "approve_user",
        resource: "user",
        change: { before: { isApproved: false }, after: { isApproved: true } },
        run: async () =>
          on("user", await s.put(`/api/customers/${ids.user}/approval`, { isApproved: true }, a)),
      },
      {
        name: "delete user",
        action: "delete_user",
        resource: "user",
        run: async () => on("user", await s.del(`/api/customers/${ids.user}`, a)),
      },
      // A user's own account.
      {
        name: "register",
        action: "register",
        resource: "user",
        run: async () =>
          keep(
            "registered",
            (b) => b.user._id,
          )(
            await s.post("/api/auth/register", {
              name: "New Customer",
              email: "new.customer@example.pk",
              password: "Secret@123",
              mobileNumber: "+923001234567",
              address: "House 5, Street 9",
              city: "Islamabad",
              country: "Pakistan",
              company: "Khan Travels",
            }),
          ),
      },
      {
        name: "sign-in refused: pending approval",
        action: "login",
        resource: "auth",
        status: "error",
        httpStatus: 403,
        run: async () =>
          on(
            "registered",
            await s.post("/api/auth/login", { email: "new.customer@example.pk", password: "Secret@123" }),
          ),
      },
      {
        name: "sign-in refused: wrong password",
        action: "login",
        resource: "auth",
        status: "error",
        httpStatus: 401,
        run: async () => ({
          res: await s.post("/api/auth/login", { email: me.email, password: "Wrong@1234" }),
          id: me.id,
        }),
      },
      {
        name: "sign-in",
        action: "login",
        resource: "auth",
        run: async () => ({
          res: await s.post("/api/auth/login", { email: me.email, password: TEST_PASSWORD }),
          id: me.id,
        }),
      },
      {
        name: "profile update",
        action: "update_profile",
        resource: "user",
        change: { before: { city: "Lahore" }, after: { city: "Karachi" } },
        run: async () => ({
          res: await s.put(
            "/api/profile",
            {
              name: me.name,
              email: me.email,
              mobileNumber: me.mobileNumber,
              address: me.address,
              city: "Karachi",
              country: me.country,
              company: me.company,
            },
            { token: meToken },
          ),
          id: me.id,
        }),
      },
      {
        name: "notification preferences saved",
        action: "update_notification_preferences",
        resource: "notification_preferences",
        change: { before: {}, after: { booking_approved: { push: false, email: true } } },
        run: async () => ({
          res: await s.put(
            "/api/notifications/preferences",
            { events: { booking_approved: { push: false, email: true } } },
            { token: meToken },
          ),
          id: me.id,
        }),
      },
      {
        name: "notifications marked read",
        action: "read_notifications",
        resource: "notification",
        run: async () => none(await s.post("/api/notifications/read", { all: true }, { token: meToken })),
      },
      {
        name: "push subscribed",
        action: "subscribe_push",
        resource: "push_subscription",
        run: async () => {
          const res = await s.post("/api/push/subscriptions", pushSubscription, { token: meToken });
          const [row] = await s.deps.db
            .select()
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.endpoint, pushSubscription.endpoint));
          ids.push = row!.id;
          return { res, id: row!.id };
        },
      },
      {
        name: "push unsubscribed",
        action: "unsubscribe_push",
        resource: "push_subscription",
        run: async () =>
          on(
            "push",
            await s.del("/api/push/subscriptions", {
              token: meToken,
              body: { endpoint: pushSubscription.endpoint },
            }),
          ),
      },
      {
        name: "website settings saved",
        action: "update_website_settings",
        resource: "website_settings",
        change: { before: { currency: "PKR" }, after: { currency: "USD" } },
        run: async () =>
          none(await s.put("/api/website-settings", { ...DEFAULT_WEBSITE_SETTINGS, currency: "USD" }, a)),
      },
      {
        name: "password change refused",
        action: "change_password",
        resource: "user",
        status: "error",
        httpStatus: 400,
        run: async () => ({
          res: await s.put(
            "/api/auth/change-password",
            { currentPassword: "Wrong@1234", newPassword: "Fresh@12345" },
            { token: meToken },
          ),
          id: me.id,
        }),
      },
      {
        name: "password change",
        action: "change_password",
        resource: "user",
        run: async () => {
          const res = await s.put(
            "/api/auth/change-password",
            { currentPassword: TEST_PASSWORD, newPassword: "Fresh@12345" },
            { token: meToken },
          );
          meToken = res.body.token;
          return { res, id: me.id };
        },
      },
      {
        name: "sign-out",
        action: "logout",
        resource: "auth",
        run: async () => ({
          res: await s.post("/api/auth/logout", undefined, { token: meToken }),
          id: me.id,
        }),
      },
      {
        name: "sign out another device",
        action: "logout",
        resource: "auth",
        run: async () => {
          await s.session(buyer);
          const list = await s.get("/api/auth/sessions", { token: buyer.token });
          const id = list.body.sessions.find((x: { current: boolean }) => !x.current)._id;
          return { res: await s.del(`/api/auth/sessions/${id}`, { token: buyer.token }), id: buyer.id };
        },
      },
      {
        name: "sign out everywhere",
        action: "logout",
        resource: "auth",
        run: async () => ({
          res: await s.del("/api/auth/sessions", { token: await s.session(buyer) }),
          id: buyer.id,
        }),
      },
      {
        name: "export logs",
        action: "export_logs",
        resource: "log",
        run: async () => none(await s.get("/api/logs/export?format=csv", a)),
      },
    ];

    // The operations the table calls, to check below that it misses none of the contract's writes.
    const called = new Set<string>();
    const note = <T>(method: string, path: string, call: () => T): T => {
      const op = findOperation(method, path);
      if (op) called.add(`${op.method} ${op.path}`);
      return call();
    };
    const { post, put, patch, del } = s;
    s.post = (p, b, o) => note("POST", p, () => post(p, b, o));
    s.put = (p, b, o) => note("PUT", p, () => put(p, b, o));
    s.patch = (p, b, o) => note("PATCH", p, () => patch(p, b, o));
    s.del = (p, o) => note("DELETE", p, () => del(p, o));
    try {
      const logIds = async () =>
        new Set((await s.deps.db.select({ id: activityLogs.id }).from(activityLogs)).map((r) => r.id));
      for (const c of cases) {
        const before = await logIds();
        const { res, id } = await c.run();
        if (c.httpStatus) expect(res.status, c.name).toBe(c.httpStatus);
        else expect(res.status, `${c.name}: ${res.text.slice(0, 200)}`).toBeLessThan(300);
        const fresh = (await s.deps.db.select().from(activityLogs)).filter((l) => !before.has(l.id));
        expect(
          fresh.map((l) => [l.action, l.resource, l.resourceId, l.status]),
          c.name,
        ).toEqual([[c.action, c.resource, id, c.status ?? "success"]]);
        if (c.change) {
          const metadata = fresh[0]!.metadata as { before?: unknown; after?: unknown };
          expect(metadata.before, c.name).toMatchObject(c.change.before);
          expect(metadata.after, c.name).toMatchObject(c.change.after);
        }
      }
    } finally {
      Object.assign(s, { post, put, patch, del });
    }
    const writes = operations()
      .filter((o) => o.method !== "GET")
      .map((o) => `${o.method} ${o.path}`);
    expect(writes.filter((w) => !called.has(w))).toEqual([]);
  });
});

describe("recent activity as a delta (the dashboard's offline mirror)", () => {
  const path = "/api/logs/recent-activity?limit=50&period=all";
  const tick = () => {
    clock = new Date(clock.getTime() + 60_000);
  };
  type Log = { _id: string };
  const ids = (logs: Log[]) => logs.map((l) => l._id);

  it("answers the logs written since the cursor and the ids they pushed out of the window", async () => {
    const a = { token: admin.token };
    tick();
    const full = await s.get(path, a);
    expect(full.body.logs).toHaveLength(50);
    const first = full.headers.get("x-sync-cursor")!;
    expect(first).toMatch(/^c2\./);

    // Nothing written since (the last write is a minute old, outside the cursor's margin).
    tick();
    const quiet = await s.get(`${path}&since=${first}`, a);
    expect(quiet.status).toBe(200);
    expect(quiet.body).toEqual({ changed: [], deleted: [], cursor: expect.stringMatching(/^c2\./) });
    expect(quiet.text.length).toBeLessThan(1024);
    expect(quiet.headers.get("x-sync-cursor")).toBe(quiet.body.cursor);
    expect(quiet.headers.get("cache-control")).toBe("no-store");
    expect(quiet.headers.get("etag")).toBeNull();

    // Three new logs: they come, and the three oldest of the 50 go.
    for (let i = 0; i < 3; i++)
      await s.post("/api/auth/logout", undefined, { token: await s.session(admin) });
    tick();
    const delta = await s.get(`${path}&since=${quiet.body.cursor}`, a);
    expect(delta.body.changed.map((l: { action: string }) => l.action)).toEqual([
      "logout",
      "logout",
      "logout",
    ]);
    expect(delta.body.deleted).toEqual(ids(full.body.logs).slice(47));
    const mirror = new Set(ids(full.body.logs));
    for (const l of delta.body.changed as Log[]) mirror.add(l._id);
    for (const id of delta.body.deleted as string[]) mirror.delete(id);
    const now = await s.get(path, a);
    expect([...mirror].sort()).toEqual(ids(now.body.logs).sort());

    tick();
    const after = await s.get(`${path}&since=${delta.body.cursor}`, a);
    expect(after.body).toEqual({ changed: [], deleted: [], cursor: expect.any(String) });
  });

  it("answers the plain list when more than `limit` logs were written since; refuses a bad cursor", async () => {
    const a = { token: admin.token };
    tick();
    const cursor = (await s.get("/api/logs/recent-activity?limit=2", a)).headers.get("x-sync-cursor")!;
    for (let i = 0; i < 3; i++)
      await s.post("/api/auth/logout", undefined, { token: await s.session(admin) });
    tick();
    const res = await s.get(`/api/logs/recent-activity?limit=2&since=${cursor}`, a);
    expect(Object.keys(res.body)).toEqual(["logs"]);
    expect(res.body.logs).toHaveLength(2);
    expect(res.headers.get("x-sync-cursor")).toMatch(/^c2\./);
    expect((await s.get("/api/logs/recent-activity?since=nonsense", a)).status).toBe(400);
    expect((await s.get(`/api/logs/recent-activity?since=${cursor}`, { token: customer.token })).status).toBe(
      403,
    );
  });
});

describe("export file names", () => {
  it("carry the date in Karachi: 20:00 UTC is already the next day", async () => {
    const a = { token: admin.token };
    const named = async (url: string) =>
      /filename="([^"]+)"/.exec((await s.get(url, a)).headers.get("content-disposition") ?? "")?.[1];
    clock = new Date("2026-03-12T20:00:00.000Z");
    expect(await named("/api/logs/export?format=csv")).toBe("activity_logs_2026-03-13.csv");
    expect(await named("/api/flights/export")).toBe("flights_export_2026-03-13.csv");
    expect(await named("/api/packages/export")).toBe("packages_export_2026-03-13.csv");
    // 23:59:59 in Karachi is still the 12th.
    clock = new Date("2026-03-12T18:59:59.000Z");
    expect(await named("/api/logs/export?format=csv")).toBe("activity_logs_2026-03-12.csv");
  });
});

describe("at scale: the kept totals and the indexed search", () => {
  it("the search matches within one column only, as before the index", async () => {
    const a = { token: admin.token };
    await s.deps.db.insert(activityLogs).values({
      userName: "Zed Quux",
      userEmail: "quux@zed.pk",
      userRole: "customer",
      action: "login",
      resource: "auth",
      details: "Signed in",
      createdAt: clock,
    });
    const total = async (term: string) =>
      (await s.get(`/api/logs?search=${encodeURIComponent(term)}`, a)).body.total as number;
    expect(await total("zed quux")).toBe(1);
    expect(await total("QUUX@ZED")).toBe(1);
    // In the indexed string the name and the e-mail sit side by side; in no column do they.
    expect(await total("Quux quux@")).toBe(0);
    expect(await total("Quux")).toBe(1);
  });

  it("keeps the total and the errors through inserts, updates and deletes", async () => {
    const a = { token: admin.token };
    const counted = async () => {
      const rows = await s.deps.db.select({ status: activityLogs.status }).from(activityLogs);
      return { totalLogs: rows.length, errorLogs: rows.filter((r) => r.status === "error").length };
    };
    const stats = async () => (await s.get("/api/logs/stats", a)).body;
    expect(await stats()).toMatchObject(await counted());
    await s.deps.db.update(activityLogs).set({ status: "error" }).where(eq(activityLogs.action, "logout"));
    expect(await stats()).toMatchObject(await counted());
    await s.deps.db.delete(activityLogs).where(eq(activityLogs.action, "login"));
    const after = await counted();
    expect(await stats()).toMatchObject(after);
    // The unfiltered list's total is the kept one; a filtered list counts.
    const list = await s.get("/api/logs?limit=5", a);
    expect(list.body.total).toBe(after.totalLogs);
    expect(list.body.totalPages).toBe(Math.ceil(after.totalLogs / 5));
    const errors = await s.get("/api/logs?status=error&limit=5", a);
    expect(errors.body.total).toBe(after.errorLogs);
    // One equality filter is kept too (per action, resource, role and status); two are counted.
    const rows = await s.deps.db.select().from(activityLogs);
    const where = (f: (l: (typeof rows)[number]) => boolean) => rows.filter(f).length;
    for (const [query, expected] of [
      ["action=logout", where((l) => l.action === "logout")],
      ["action=approve_booking", where((l) => l.action === "approve_booking")],
      ["resource=booking", where((l) => l.resource === "booking")],
      ["userRole=admin", where((l) => l.userRole === "admin")],
      ["status=success", where((l) => l.status === "success")],
      ["action=nothing_like_it", 0],
      ["action=logout&status=error", where((l) => l.action === "logout" && l.status === "error")],
    ] as const) {
      const res = await s.get(`/api/logs?limit=5&${query}`, a);
      expect(res.body.total, query).toBe(expected);
    }
  });

  it("answers a page past the end with no rows and the true total", async () => {
    const a = { token: admin.token };
    const first = await s.get("/api/logs?limit=100", a);
    const beyond = await s.get(`/api/logs?limit=100&page=${first.body.totalPages + 1}`, a);
    expect(beyond.body.logs).toEqual([]);
    expect(beyond.body.total).toBe(first.body.total);
    const last = await s.get(`/api/logs?limit=100&page=${first.body.totalPages}`, a);
    expect(last.body.total).toBe(first.body.total);
    expect(last.body.logs).toHaveLength(first.body.total - 100 * (first.body.totalPages - 1));
  });
});
