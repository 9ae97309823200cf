import { describe, expect, it } from "vitest";
import {
  adminFigures,
  adminRange,
  type BookingFact,
  customerFigures,
  flightsAnalytics,
  newest,
  salesBuckets,
  salesTrend,
} from "../../../src/domain/analytics.ts";

// Thursday 12 March 2026, 11:00 in Karachi.
const NOW = new Date("2026-03-12T06:00:00.000Z");
const TODAY = "2026-03-12";
const fact = (createdAt: string, over: Partial<BookingFact> = {}): BookingFact => ({
  kind: "flight",
  status: "approved",
  createdAt,
  amount: 100,
  seats: 1,
  destination: "JED",
  ...over,
});

describe("admin windows (calendar, Karachi)", () => {
  it("daily starts at Karachi midnight", () => {
    const bookings = [fact("2026-03-11T18:59:59.999Z"), fact("2026-03-11T19:00:00.000Z")];
    const f = adminFigures({
      bookings,
      flights: [],
      totalCustomers: 0,
      today: TODAY,
      range: adminRange("daily", NOW),
    });
    expect(f.flightSales).toBe(100);
    expect(f.flightApproved).toBe(1);
  });

  it("the year ends on 31 Dec 23:59:59.999 (Karachi)", () => {
    const bookings = [
      fact("2026-12-31T18:59:59.999Z"),
      fact("2026-12-31T19:00:00.000Z"),
      fact("2025-12-31T18:59:59.999Z"),
    ];
    const f = adminFigures({
      bookings,
      flights: [],
      totalCustomers: 0,
      today: TODAY,
      range: adminRange("yearly", NOW),
    });
    expect(f.flightSales).toBe(100);
  });

  it("a chosen month wins over the period; all has no bounds", () => {
    const bookings = [fact("2025-12-15T10:00:00.000Z", { amount: 250.5 }), fact("2026-03-01T10:00:00.000Z")];
    expect(
      adminFigures({
        bookings,
        flights: [],
        totalCustomers: 0,
        today: TODAY,
        range: adminRange("daily", NOW, 12, 2025),
      }).flightSales,
    ).toBe(250.5);
    expect(
      adminFigures({ bookings, flights: [], totalCustomers: 0, today: TODAY, range: adminRange("all", NOW) })
        .totalSales,
    ).toBe(350.5);
  });

  it("sales count approved bookings only; counts and seats by status; kinds kept apart", () => {
    const bookings = [
      fact("2026-03-10T00:00:00Z", { status: "pending", seats: 3 }),
      fact("2026-03-10T00:00:00Z", { status: "cancelled" }),
      fact("2026-03-10T00:00:00Z", { seats: 2, amount: 200 }),
      fact("2026-03-10T00:00:00Z", { kind: "package", amount: 1000 }),
      fact("2026-03-10T00:00:00Z", { kind: "directFlight", amount: 10 }),
      fact("2026-03-10T00:00:00Z", { kind: "directPackage", amount: 20 }),
      fact("2026-03-10T00:00:00Z", { kind: "gds", amount: 5 }),
    ];
    const f = adminFigures({
      bookings,
      flights: [
        { status: "active", seatsAvailable: 5, destination: "JED", departureDate: "2026-03-12" },
        { status: "active", seatsAvailable: 6, destination: "JED", departureDate: "2026-03-11" },
        { status: "sold", seatsAvailable: 0, destination: "DXB", departureDate: "2026-04-01" },
        { status: "delayed", seatsAvailable: 4, destination: "DXB", departureDate: "2026-04-01" },
      ],
      totalCustomers: 7,
      range: adminRange("monthly", NOW),
      today: TODAY,
    });
    expect(f).toMatchObject({
      flightSales: 200,
      packageSales: 1000,
      directFlightSales: 10,
      directPackageSales: 20,
      gdsFlightSales: 5,
      totalSales: 1235,
      flightApproved: 1,
      flightPending: 1,
      flightCancelled: 1,
      packageApproved: 1,
      totalBookedSeats: 2,
      totalPendingSeats: 3,
      // Only what customers can book: not the departed, delayed or sold flights' seats.
      totalAvailableSeats: 5,
      availableFlightTickets: 1,
      totalCustomers: 7,
    });
  });
});

describe("the sales trend", () => {
  it("has 12 monthly points ending this month, and 12 days for the daily view", () => {
    const months = salesBuckets("monthly", NOW);
    expect(months.map((b) => b.label)).toEqual([
      "Apr 2025",
      "May 2025",
      "Jun 2025",
      "Jul 2025",
      "Aug 2025",
      "Sep 2025",
      "Oct 2025",
      "Nov 2025",
      "Dec 2025",
      "Jan 2026",
      "Feb 2026",
      "Mar 2026",
    ]);
    const days = salesBuckets("daily", NOW);
    expect(days[0]!.label).toBe("1 Mar");
    expect(days[11]!.label).toBe("12 Mar");
    expect(salesBuckets("yearly", NOW, undefined, 2025).map((b) => b.label)[0]).toBe("Jan 2025");
  });

  it("adds approved sales into the right bucket by Karachi time", () => {
    const trend = salesTrend(
      [
        fact("2026-02-28T19:00:00.000Z", { amount: 5 }),
        fact("2026-02-28T18:59:59.999Z", { amount: 7 }),
        fact("2026-03-05T00:00:00Z", { status: "pending" }),
      ],
      salesBuckets("monthly", NOW),
    );
    expect(trend.at(-1)).toEqual({ date: "Mar 2026", sales: 5 });
    expect(trend.at(-2)).toEqual({ date: "Feb 2026", sales: 7 });
  });
});

describe("the customer's rolling windows", () => {
  it("daily from the start of today, monthly 720 hours, yearly 365 days", () => {
    const f = customerFigures(
      [
        fact("2026-03-11T19:00:00.000Z"), // today, Karachi
        fact("2026-03-11T18:59:59.999Z", { amount: 10 }), // yesterday
        fact("2026-02-10T06:00:00.000Z", { amount: 1000 }), // exactly 720 hours ago
        fact("2026-02-10T05:59:59.999Z", { amount: 10000 }), // just outside the 720 hours
        fact("2025-03-12T06:00:00.000Z", { kind: "package", amount: 50 }), // exactly 365 days ago
        fact("2026-03-01T00:00:00Z", { status: "pending", amount: 3 }),
      ],
      NOW,
    );
    expect(f.flightSales).toEqual({ daily: 100, monthly: 1110, yearly: 11110 });
    expect(f.packageSales).toEqual({ daily: 0, monthly: 0, yearly: 50 });
    expect(f).toMatchObject({
      totalBookings: 6,
      confirmedBookings: 5,
      pendingBookings: 1,
      cancelledBookings: 0,
      totalSales: 11160,
    });
    expect(f.salesByMonth).toHaveLength(6);
    expect(f.salesByStatus.find((s) => s.status === "pending")).toEqual({
      status: "pending",
      amount: 3,
      count: 1,
    });
    expect(f.topDestinations[0]).toEqual({ destination: "JED", count: 5, amount: 11160 });
  });
});

describe("flights analytics", () => {
  it("the week is the last 7 days including today; top destinations by number of flights", () => {
    const a = flightsAnalytics(
      [
        fact("2026-03-05T19:00:00.000Z", { seats: 2 }),
        fact("2026-03-05T18:59:59.999Z"),
        fact("2026-03-11T20:00:00Z", { seats: 3 }),
      ],
      [
        { status: "active", seatsAvailable: 1, destination: "JED", departureDate: "2026-04-01" },
        { status: "active", seatsAvailable: 1, destination: "DXB", departureDate: "2026-04-01" },
        { status: "active", seatsAvailable: 1, destination: "DXB", departureDate: "2026-04-01" },
      ],
      NOW,
    );
    expect(a).toMatchObject({
      bookingsWeekly: 2,
      bookingsDaily: 1,
      todayTickets: 3,
      dailySales: 100,
      weeklySales: 200,
      totalRevenue: 300,
    });
    expect(a.topDestinations).toEqual([
      { destination: "DXB", flights: 2 },
      { destination: "JED", flights: 1 },
    ]);
  });

  it("newest keeps the n latest, newest first", () => {
    const rows = ["2026-01-01", "2026-03-01", "2026-02-01", "2025-12-01"].map((createdAt) => ({ createdAt }));
    expect(newest(rows, 2).map((r) => r.createdAt)).toEqual(["2026-03-01", "2026-02-01"]);
  });
});
