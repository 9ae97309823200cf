/**
 * The oracle test: the server's SQL figures must equal the domain functions (the ones the browser
 * runs over its mirror) on the same seeded data, for every period.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  directBookings,
  directPackageBookings,
  flightBookings,
  flights,
  gdsBookings,
  packageBookings,
  users,
} from "../../server/db/schema.ts";
import { seedDemo } from "../../server/db/seed/index.ts";
import {
  adminFigures,
  adminRange,
  adminTrends,
  availableMonths,
  type BookingFact,
  type DashboardPeriod,
  type FlightFact,
  salesBuckets,
  salesTrend,
} from "../../src/domain/analytics.ts";
import { type Range, trendWindows } from "../../src/domain/periods.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

// A fixed clock: 11:00 in Karachi on Thursday 12 March 2026.
const NOW = new Date("2026-03-12T06:00:00.000Z");
const TODAY = "2026-03-12";
let s: TestServer;
let admin: TestUser;
let facts: BookingFact[];
let flightFacts: FlightFact[];
let customers: number;
let customersCreated: string[];
let gdsAll: { status: string; createdAt: string; currency: string; amount: number }[];

beforeAll(async () => {
  s = await startServer({ now: () => NOW, config: { tokenTtlSeconds: 24 * 3600 } });
  await seedDemo(s.deps.db, { now: NOW });
  admin = await s.user({ role: "admin" });
  const db = s.deps.db;
  const iso = (d: Date) => d.toISOString();
  facts = [
    ...(await db.select().from(flightBookings)).map((b) => ({
      kind: "flight" as const,
      status: b.status,
      createdAt: iso(b.createdAt),
      amount: b.totalAmount,
      seats: b.passengerCount,
      destination: String((b.flightSnapshot as { destination?: string }).destination ?? ""),
    })),
    ...(await db.select().from(packageBookings)).map((b) => ({
      kind: "package" as const,
      status: b.status,
      createdAt: iso(b.createdAt),
      amount: b.totalAmount,
      seats: b.participantCount,
      destination: null,
    })),
    ...(await db.select().from(directBookings)).map((b) => ({
      kind: b.bookingType === "flight" ? ("directFlight" as const) : ("directPackage" as const),
      status: b.status,
      createdAt: iso(b.createdAt),
      amount: b.totalAmount,
      seats: b.passengerCount,
      destination: b.destination,
    })),
    ...(await db.select().from(directPackageBookings)).map((b) => ({
      kind: "directPackage" as const,
      status: b.status,
      createdAt: iso(b.createdAt),
      amount: b.totalAmount,
      seats: b.passengerDetails.length,
      destination: null,
    })),
    ...(await db.select().from(gdsBookings))
      .filter((b) => b.currency === "PKR")
      .map((b) => ({
        kind: "gds" as const,
        status: b.status,
        createdAt: iso(b.createdAt),
        amount: b.totalAmount,
        seats: 0,
        destination: null,
      })),
  ];
  flightFacts = (await db.select().from(flights)).map((f) => ({
    status: f.status,
    seatsAvailable: f.seatsAvailable,
    destination: f.destination,
    departureDate: f.departureDate,
  }));
  const customerRows = (await db.select().from(users)).filter((u) => u.role === "customer");
  customers = customerRows.length;
  customersCreated = customerRows.map((u) => iso(u.createdAt));
  gdsAll = (await db.select().from(gdsBookings)).map((b) => ({
    status: b.status,
    createdAt: iso(b.createdAt),
    currency: b.currency,
    amount: b.totalAmount,
  }));
});
afterAll(() => s?.close());

const cases: [DashboardPeriod, number | undefined, number | undefined][] = [
  ["daily", undefined, undefined],
  ["monthly", undefined, undefined],
  ["yearly", undefined, undefined],
  ["all", undefined, undefined],
  ["monthly", 12, 2025],
  ["monthly", 2, 2026],
  ["yearly", undefined, 2025],
];

describe("the analytics oracle", () => {
  for (const [period, month, year] of cases) {
    const q = `period=${period}${month ? `&month=${month}` : ""}${year ? `&year=${year}` : ""}`;
    it(`GET /dashboard/analytics?${q} equals the domain functions`, async () => {
      const res = await s.get(`/api/dashboard/analytics?${q}`, { token: admin.token });
      expect(res.status).toBe(200);
      const { recentActivity, otherCurrencySales, trend, ...figures } = res.body;
      const expected = adminFigures({
        bookings: facts,
        flights: flightFacts,
        totalCustomers: customers,
        range: adminRange(period, NOW, month, year),
        today: TODAY,
      });
      expect(figures).toEqual(expected);
      expect(recentActivity.length).toBeLessThanOrEqual(10);
      if (period === "all") expect(figures.totalSales).toBeGreaterThan(0);
    });

    it(`GET /sales?${q} equals the domain trend`, async () => {
      const res = await s.get(`/api/sales?${q}`, { token: admin.token });
      expect(res.body.salesData).toHaveLength(12);
      expect(res.body.salesData).toEqual(salesTrend(facts, salesBuckets(period, NOW, month, year)));
    });
  }

  for (const [period, month, year] of cases) {
    const q = `period=${period}${month ? `&month=${month}` : ""}${year ? `&year=${year}` : ""}`;
    it(`GET /dashboard/analytics?${q}: the trend is a recomputation from the bookings`, async () => {
      const body = (await s.get(`/api/dashboard/analytics?${q}`, { token: admin.token })).body;
      const range = adminRange(period, NOW, month, year);
      const w = trendWindows(range, NOW);
      const within = (at: string, r: Range) => at >= r.start.toISOString() && at < r.end.toISOString();
      const sales = (r: Range, kinds: BookingFact["kind"][]) =>
        Math.round(
          facts
            .filter((f) => f.status === "approved" && kinds.includes(f.kind) && within(f.createdAt, r))
            .reduce((n, f) => n + f.amount, 0) * 100,
        ) / 100;
      const change = (current: number, previous: number) => ({
        current,
        previous,
        percent:
          previous === 0
            ? current === 0
              ? 0
              : null
            : Math.round(((current - previous) / previous) * 1000) / 10 || 0,
      });
      const accounts = (r: Range) => customersCreated.filter((at) => within(at, r)).length;
      // GDS sales in other currencies: per currency, never in the rupee total.
      const others = new Map<string, number>();
      for (const g of gdsAll)
        if (g.status === "approved" && g.currency !== "PKR" && (!range || within(g.createdAt, range)))
          others.set(g.currency, (others.get(g.currency) ?? 0) + g.amount);
      expect(body.otherCurrencySales).toEqual(
        [...others]
          .sort()
          .map(([currency, amount]) => ({ currency, amount: Math.round(amount * 100) / 100 })),
      );
      if (!w) {
        expect(body.trend).toBeNull();
        return;
      }
      const all: BookingFact["kind"][] = ["flight", "package", "directFlight", "directPackage", "gds"];
      const pair = (kinds: BookingFact["kind"][]) =>
        change(sales(w.current, kinds), sales(w.previous, kinds));
      expect(body.trend).toEqual({
        currentStart: w.current.start.toISOString(),
        currentEnd: w.current.end.toISOString(),
        previousStart: w.previous.start.toISOString(),
        previousEnd: w.previous.end.toISOString(),
        days: w.days,
        totalSales: pair(all),
        flightSales: pair(["flight", "directFlight"]),
        packageSales: pair(["package", "directPackage"]),
        newCustomers: change(accounts(w.current), accounts(w.previous)),
      });
      // The chip compares the figure on the card, and the offline worker's path gives the same.
      expect(body.trend.totalSales.current).toBe(body.totalSales);
      const figuresOf = (r: Range) =>
        adminFigures({ bookings: facts, flights: [], totalCustomers: 0, range: r, today: "" });
      expect(body.trend).toEqual(
        adminTrends(
          w,
          { ...figuresOf(w.current), newCustomers: accounts(w.current) },
          { ...figuresOf(w.previous), newCustomers: accounts(w.previous) },
        ),
      );
    });
  }

  it("the demo's monthly trend and other currencies are there to see", async () => {
    const body = (await s.get("/api/dashboard/analytics?period=monthly", { token: admin.token })).body;
    expect(body.trend.days).toBe(12);
    expect(body.trend.totalSales.previous).toBeGreaterThan(0);
    const all = (await s.get("/api/dashboard/analytics?period=all", { token: admin.token })).body;
    expect(all.otherCurrencySales.map((c: { currency: string }) => c.currency)).toContain("USD");
  });

  it("the demo has data in every window the dashboard opens on", async () => {
    const monthly = (await s.get("/api/dashboard/analytics?period=monthly", { token: admin.token })).body;
    expect(monthly.flightApproved + monthly.flightPending + monthly.flightCancelled).toBeGreaterThan(0);
    const trend = (await s.get("/api/sales?period=monthly", { token: admin.token })).body.salesData;
    expect(trend.filter((p: { sales: number }) => p.sales > 0).length).toBeGreaterThanOrEqual(10);
    expect(trend.at(-1).date).toBe("Mar 2026");
  });

  it("Available Tickets counts what customers can book, as the flights list shows it", async () => {
    const { flights: list } = (await s.get("/api/flights", { token: admin.token })).body as {
      flights: { status: string; seatsAvailable: number; departureDate: string }[];
    };
    const departed = (f: { departureDate: string }) => f.departureDate.slice(0, 10) < TODAY;
    // The demo holds flights of every kind the rule leaves out, each with seats left.
    expect(
      list.filter((f) => f.status === "active" && f.seatsAvailable > 0 && departed(f)).length,
    ).toBeGreaterThan(0);
    expect(
      list.filter((f) => f.status === "delayed" && f.seatsAvailable > 0 && !departed(f)).length,
    ).toBeGreaterThan(0);
    expect(list.filter((f) => f.status === "sold").length).toBeGreaterThan(0);
    const onSale = list.filter((f) => f.status === "active" && f.seatsAvailable > 0 && !departed(f));
    const figures = (await s.get("/api/dashboard/analytics?period=all", { token: admin.token })).body;
    expect(figures.availableFlightTickets).toBe(onSale.length);
    expect(figures.totalAvailableSeats).toBe(onSale.reduce((n, f) => n + f.seatsAvailable, 0));
  });

  it("available months match and are newest first", async () => {
    const res = await s.get("/api/dashboard/available-months", { token: admin.token });
    expect(res.body.availableMonths).toEqual(availableMonths(facts));
    expect(res.body.availableMonths[0]).toMatchObject({
      year: 2026,
      month: 3,
      monthName: "March",
      hasData: true,
    });
    expect(res.body.availableMonths.length).toBeGreaterThanOrEqual(13);
  });

  it("checks the query and the role", async () => {
    expect((await s.get("/api/dashboard/analytics?period=weekly", { token: admin.token })).status).toBe(400);
    expect(
      (await s.get("/api/dashboard/analytics?period=monthly&month=13&year=2026", { token: admin.token }))
        .status,
    ).toBe(400);
    const customer = await s.user();
    expect((await s.get("/api/dashboard/analytics", { token: customer.token })).status).toBe(403);
    expect((await s.get("/api/sales", { token: customer.token })).status).toBe(403);
    expect((await s.post("/api/auth/login", { email: "x@y.pk", password: "whatever1" })).status).toBe(401);
  });
});
