import { describe, expect, it } from "vitest";
import type {
  BookingRow,
  CustomerRow,
  DirectBookingRow,
  DirectPackageBookingRow,
  FlightRow,
  GdsBookingRow,
  LogRow,
  PackageBookingRow,
} from "../../../src/db/schema.ts";
import { adminFigures, adminRange, adminTrends, customerFigures } from "../../../src/domain/analytics.ts";
import { trendWindows } from "../../../src/domain/periods.ts";
import { activityTitle, activityTone } from "../../../src/features/admin-dashboard/activity-badge.ts";
import {
  averageSales,
  figuresOf,
  hasSales,
  ZERO_FIGURES,
} from "../../../src/features/admin-dashboard/figures.ts";
import {
  dashboardQuery,
  FALLBACK_MONTHS,
  monthOptions,
} from "../../../src/features/admin-dashboard/model.ts";
import { parseDashboardSearch, splitMonthValue } from "../../../src/features/admin-dashboard/route-search.ts";
import { statCards } from "../../../src/features/admin-dashboard/stat-figures.ts";
import {
  customerStatCards,
  matchingRecent,
  PRINT_SLIP_MESSAGE,
  PRINT_SLIP_TOAST_MS,
} from "../../../src/features/customer-dashboard/model.ts";
import {
  adminDashboard,
  bookingFacts,
  customerDashboard,
  directBookingFact,
  directPackageBookingFact,
  flightBookingFact,
  flightFact,
  flightsPanel,
  gdsBookingFact,
  myDashboard,
  packageBookingFact,
  recentCustomerItems,
} from "../../../src/workers/analytics.worker.ts";

// 11:00 in Karachi on Thursday 12 March 2026.
const NOW = Date.parse("2026-03-12T06:00:00.000Z");

function flightBooking(over: Partial<Record<string, unknown>> = {}): BookingRow {
  return {
    _id: "b1",
    bookingId: "SF-AAAA0001",
    type: "flight",
    status: "approved",
    createdAt: "2026-03-12T04:00:00.000Z",
    passengerCount: 3,
    totalAmount: 255000,
    flightDetails: { flightNumber: "PK 741", destination: "JED", departure: "LHE", airlineName: "PIA" },
    ticketId: null,
    userId: { _id: "u1", name: "Ayesha Siddiqui", email: "a@x.pk", company: "R" },
    customerName: "Ayesha Siddiqui",
    ...over,
  } as unknown as BookingRow;
}

function packageBooking(over: Partial<Record<string, unknown>> = {}): PackageBookingRow {
  return {
    _id: "p1",
    bookingId: "PK-AAAA0001",
    status: "pending",
    createdAt: "2026-03-10T04:00:00.000Z",
    participantCount: 2,
    totalAmount: 700000,
    packageDetails: { name: "Economy Umrah 15 Days", destination: "MAKKAH" },
    packageId: null,
    ...over,
  } as unknown as PackageBookingRow;
}

const direct = (bookingType: "flight" | "package", status = "approved"): DirectBookingRow =>
  ({
    _id: `d-${bookingType}`,
    bookingId: "WB-1",
    bookingType,
    status,
    createdAt: "2026-03-11T04:00:00.000Z",
    bookingDetails: { passengers: 4, pricePerPassenger: 1000, totalAmount: 4000, destination: "DXB" },
  }) as unknown as DirectBookingRow;

const directPackage = (): DirectPackageBookingRow =>
  ({
    _id: "dp1",
    bookingId: "WP-1",
    status: "approved",
    createdAt: "2026-03-11T05:00:00.000Z",
    totalAmount: 9000,
    packageDetails: { name: "Tour", destination: "BAKU" },
    passengerDetails: [
      { firstName: "A", lastName: "B" },
      { firstName: "C", lastName: "D" },
    ],
  }) as unknown as DirectPackageBookingRow;

const gds = (currency: string): GdsBookingRow =>
  ({
    _id: `g-${currency}`,
    bookingId: "ABC123",
    status: "approved",
    createdAt: "2026-03-11T06:00:00.000Z",
    totalAmount: 5000,
    currency,
  }) as unknown as GdsBookingRow;

const flight = (
  destination: string,
  seatsAvailable: number,
  status = "active",
  departureDate = "2026-04-01",
): FlightRow =>
  ({
    _id: `${destination}-${seatsAvailable}`,
    destination,
    seatsAvailable,
    status,
    departureDate,
  }) as unknown as FlightRow;

describe("mirror rows → BookingFact", () => {
  it("a flight booking: kind flight, totalAmount, passengerCount, the flight's destination", () => {
    expect(flightBookingFact(flightBooking())).toEqual({
      kind: "flight",
      status: "approved",
      createdAt: "2026-03-12T04:00:00.000Z",
      amount: 255000,
      seats: 3,
      destination: "JED",
    });
  });

  it("a package booking: kind package, totalAmount, participantCount", () => {
    expect(packageBookingFact(packageBooking())).toMatchObject({
      kind: "package",
      status: "pending",
      amount: 700000,
      seats: 2,
      destination: "MAKKAH",
    });
  });

  it("a direct booking is a direct flight or a direct package by its bookingType", () => {
    expect(directBookingFact(direct("flight"))).toMatchObject({
      kind: "directFlight",
      amount: 4000,
      seats: 4,
    });
    expect(directBookingFact(direct("package"))).toMatchObject({ kind: "directPackage", destination: "DXB" });
  });

  it("a direct package booking: directPackage, its passengers counted", () => {
    expect(directPackageBookingFact(directPackage())).toMatchObject({
      kind: "directPackage",
      amount: 9000,
      seats: 2,
    });
  });

  it("a GDS booking counts only in PKR", () => {
    expect(gdsBookingFact(gds("PKR"))).toMatchObject({ kind: "gds", amount: 5000, seats: 0 });
    expect(gdsBookingFact(gds("USD"))).toBeNull();
    expect(bookingFacts({ gdsBookings: [gds("PKR"), gds("USD"), gds("AED")] }).map((f) => f.kind)).toEqual([
      "gds",
    ]);
  });

  it("missing numbers count as 0 and an unknown status never counts as a sale", () => {
    const f = flightBookingFact(
      flightBooking({ totalAmount: undefined, passengerCount: null, status: "weird" }),
    );
    expect(f).toMatchObject({ amount: 0, seats: 0, status: "cancelled" });
  });

  it("every kind together gives the admin figures the server computes from the same rows", () => {
    const facts = bookingFacts({
      bookings: [flightBooking()],
      packageBookings: [packageBooking({ status: "approved" })],
      directBookings: [direct("flight"), direct("package")],
      directPackageBookings: [directPackage()],
      gdsBookings: [gds("PKR"), gds("USD")],
    });
    const f = adminFigures({
      bookings: facts,
      flights: [flight("JED", 10), flight("DXB", 7, "active", "2026-03-11"), flight("DXB", 4, "delayed")].map(
        flightFact,
      ),
      totalCustomers: 1,
      range: adminRange("monthly", new Date(NOW)),
      today: "2026-03-12",
    });
    expect(f).toMatchObject({
      flightSales: 255000,
      packageSales: 700000,
      directFlightSales: 4000,
      directPackageSales: 4000 + 9000,
      gdsFlightSales: 5000,
      totalSales: 255000 + 700000 + 4000 + 13000 + 5000,
      totalBookedSeats: 3,
      availableFlightTickets: 1,
      totalAvailableSeats: 10,
    });
  });
});

describe("the worker's dashboards over mirror rows", () => {
  const customers = [
    { role: "customer" },
    { role: "customer" },
    { role: "admin" },
  ] as unknown as CustomerRow[];
  const log = (id: string, createdAt: string): LogRow =>
    ({ _id: id, createdAt, action: "login", status: "success" }) as unknown as LogRow;

  it("the admin dashboard: figures, 12 sales points, the period's newest 10 logs, the months", () => {
    const logs = [
      ...Array.from({ length: 12 }, (_, i) => log(`m${i}`, `2026-03-0${(i % 9) + 1}T10:00:00.000Z`)),
      log("old", "2025-12-01T10:00:00.000Z"),
    ];
    const d = adminDashboard(
      {
        bookings: [flightBooking(), flightBooking({ _id: "b0", createdAt: "2025-12-05T10:00:00.000Z" })],
        flights: [flight("JED", 5), flight("DXB", 0)],
        customers,
        logs,
      },
      { period: "monthly" },
      NOW,
    );
    expect(d.figures.totalCustomers).toBe(2);
    expect(d.figures.flightApproved).toBe(1);
    expect(d.salesData).toHaveLength(12);
    expect(d.salesData.at(-1)).toEqual({ date: "Mar 2026", sales: 255000 });
    expect(d.recentActivity).toHaveLength(10);
    expect(d.recentActivity.some((l) => l._id === "old")).toBe(false);
    expect(d.availableMonths.map((m) => `${m.year}-${m.month}`)).toEqual(["2026-3", "2025-12"]);

    const december = adminDashboard(
      { bookings: [], flights: [], customers, logs },
      { period: "monthly", month: 12, year: 2025 },
      NOW,
    );
    expect(december.recentActivity.map((l) => l._id)).toEqual(["old"]);
  });

  it("offline, the trend compares 1–12 March with the 12 days before; other currencies stay apart", () => {
    const d = adminDashboard(
      {
        bookings: [
          flightBooking(),
          flightBooking({ _id: "b0", createdAt: "2026-02-20T10:00:00.000Z", totalAmount: 200000 }),
        ],
        gdsBookings: [gds("PKR"), gds("USD"), gds("USD"), gds("AED")],
        flights: [],
        customers: [
          { role: "customer", createdAt: "2026-03-02T10:00:00.000Z" },
          { role: "customer", createdAt: "2026-01-02T10:00:00.000Z" },
        ] as unknown as CustomerRow[],
        logs: [],
      },
      { period: "monthly" },
      NOW,
    );
    expect(d.figures.totalSales).toBe(260000);
    expect(d.otherCurrencySales).toEqual([
      { currency: "AED", amount: 5000 },
      { currency: "USD", amount: 10000 },
    ]);
    expect(d.trend).toMatchObject({
      currentStart: "2026-02-28T19:00:00.000Z",
      currentEnd: "2026-03-12T19:00:00.000Z",
      previousStart: "2026-02-16T19:00:00.000Z",
      previousEnd: "2026-02-28T19:00:00.000Z",
      days: 12,
      totalSales: { current: 260000, previous: 200000, percent: 30 },
      flightSales: { current: 255000, previous: 200000, percent: 27.5 },
      packageSales: { current: 0, previous: 0, percent: 0 },
      newCustomers: { current: 1, previous: 0, percent: null },
    });
    expect(
      adminDashboard({ bookings: [], flights: [], customers: [], logs: [] }, { period: "all" }, NOW).trend,
    ).toBe(null);
  });

  it("Flights Analytics: the figures and the 5 newest bookings with their fallbacks", () => {
    const rows = Array.from({ length: 7 }, (_, i) =>
      flightBooking({ _id: `b${i}`, createdAt: `2026-03-0${i + 1}T10:00:00.000Z` }),
    );
    rows.push(
      flightBooking({
        _id: "orphan",
        createdAt: "2026-03-12T05:00:00.000Z",
        flightDetails: null,
        ticketId: null,
        userId: null,
        customerName: "",
      }),
    );
    const d = flightsPanel(
      { bookings: rows, flights: [flight("JED", 1), flight("JED", 2), flight("DXB", 1)] },
      NOW,
    );
    expect(d.totalBookings).toBe(8);
    expect(d.topDestinations).toEqual([
      { destination: "JED", flights: 2 },
      { destination: "DXB", flights: 1 },
    ]);
    expect(d.recentBookings.map((b) => b.id)).toEqual(["orphan", "b6", "b5", "b4", "b3"]);
    expect(d.recentBookings[0]).toMatchObject({ flightNumber: null, userName: null });
    expect(d.recentBookings[1]).toMatchObject({
      flightNumber: "PK 741",
      userName: "Ayesha Siddiqui",
      passengers: 3,
    });
  });

  it("the customer's dashboard counts flights and packages together", () => {
    const m = { bookings: [flightBooking()], packageBookings: [packageBooking()] };
    const d = customerDashboard(m, NOW);
    const facts = bookingFacts(m);
    expect(d).toMatchObject(customerFigures(facts, new Date(NOW)));
    expect(d).toMatchObject({
      totalBookings: 2,
      confirmedBookings: 1,
      pendingBookings: 1,
      flightBookings: 1,
    });
  });

  it("the customer's recent bookings made at the same instant keep the mirror's order (flights, then packages)", () => {
    const at = "2026-03-05T10:00:00.000Z";
    const m = {
      bookings: [flightBooking({ _id: "f1", createdAt: at }), flightBooking({ _id: "f2", createdAt: at })],
      packageBookings: [packageBooking({ createdAt: at })],
    };
    expect(recentCustomerItems(m).map((b) => b.id)).toEqual(["f1", "f2", "p1"]);
    expect(matchingRecent(recentCustomerItems(m), "", 2).map((b) => b.id)).toEqual(["f1", "f2"]);
  });

  it("the customer's recent bookings: newest first, at most 5, filtered by the global search", () => {
    const m = {
      bookings: Array.from({ length: 6 }, (_, i) =>
        flightBooking({ _id: `f${i}`, createdAt: `2026-03-0${i + 1}T10:00:00.000Z` }),
      ),
      packageBookings: [packageBooking({ createdAt: "2026-03-11T00:00:00.000Z" })],
    };
    const items = recentCustomerItems(m);
    expect(items.map((b) => b.id)).toEqual(["p1", "f5", "f4", "f3", "f2", "f1", "f0"]);
    expect(myDashboard(m, NOW).recent).toEqual(items);
    const all = matchingRecent(items, "");
    expect(all).toHaveLength(5);
    // Package names read upper-case, as on every other screen.
    expect(all[0]).toMatchObject({ kind: "package", title: "ECONOMY UMRAH 15 DAYS", subtitle: "MAKKAH" });
    expect(all[1]).toMatchObject({ kind: "flight", title: "PIA · PK 741", subtitle: "LHE → JED" });
    expect(matchingRecent(items, "umrah").map((b) => b.id)).toEqual(["p1"]);
    expect(matchingRecent(items, "  pk 741  jed").map((b) => b.id)).toEqual(["f5", "f4", "f3", "f2", "f1"]);
    expect(matchingRecent(items, "pending")).toHaveLength(1);
    expect(matchingRecent(items, "nothing-like-this")).toEqual([]);
  });
});

describe("the month selector", () => {
  it("'All Months' first, then 'Month Year' in the server's order", () => {
    expect(
      monthOptions([
        { year: 2026, month: 3, monthName: "March", hasData: true },
        { year: 2025, month: 12, monthName: "December", hasData: true },
      ]),
    ).toEqual([
      { value: "", label: "All Months" },
      { value: "2026-03", label: "March 2026" },
      { value: "2025-12", label: "December 2025" },
    ]);
  });

  it("when the call fails: the fallback months September to December 2024", () => {
    expect(FALLBACK_MONTHS).toHaveLength(4);
    expect(monthOptions(null)).toEqual([
      { value: "", label: "All Months" },
      { value: "2024-09", label: "September 2024" },
      { value: "2024-10", label: "October 2024" },
      { value: "2024-11", label: "November 2024" },
      { value: "2024-12", label: "December 2024" },
    ]);
  });

  it("an empty list is just 'All Months'; bad and repeated entries are skipped", () => {
    expect(monthOptions([])).toEqual([{ value: "", label: "All Months" }]);
    expect(
      monthOptions([
        { year: 2026, month: 13 },
        { year: 2026, month: 1 },
        { year: 2026, month: 1 },
      ]).map((o) => o.value),
    ).toEqual(["", "2026-01"]);
  });

  it("the value 'YYYY-MM' is split into the month and year parameters", () => {
    expect(splitMonthValue("2026-03")).toEqual({ month: 3, year: 2026 });
    expect(splitMonthValue("")).toEqual({});
    expect(splitMonthValue("2026-00")).toEqual({});
    expect(splitMonthValue("March 2026")).toEqual({});
    expect(dashboardQuery("yearly", "2025-12")).toEqual({ period: "yearly", month: 12, year: 2025 });
    expect(dashboardQuery("monthly", "")).toEqual({ period: "monthly" });
  });

  it("the URL keeps the period (monthly by default) and the month", () => {
    expect(parseDashboardSearch({})).toEqual({});
    expect(parseDashboardSearch({ period: "monthly" })).toEqual({});
    expect(parseDashboardSearch({ period: "yearly", month: "2025-12" })).toEqual({
      period: "yearly",
      month: "2025-12",
    });
    expect(parseDashboardSearch({ period: "weekly", month: "bad" })).toEqual({});
  });
});

describe("recent activity", () => {
  it("badge colours: approved/success green, pending/warning yellow, anything else red", () => {
    expect(activityTone("approved")).toBe("success");
    expect(activityTone("success")).toBe("success");
    expect(activityTone("pending")).toBe("warning");
    expect(activityTone("warning")).toBe("warning");
    expect(activityTone("error")).toBe("error");
    expect(activityTone("cancelled")).toBe("error");
    expect(activityTone("")).toBe("error");
    expect(activityTone(undefined)).toBe("error");
  });

  it("actions are title-cased with underscores shown as spaces", () => {
    expect(activityTitle("approve_booking")).toBe("Approve Booking");
    expect(activityTitle("security_alert")).toBe("Security Alert");
    expect(activityTitle("LOGIN")).toBe("Login");
    expect(activityTitle("create__package_booking")).toBe("Create Package Booking");
  });
});

describe("the admin figures on screen", () => {
  it("missing numbers in the analytics response count as 0", () => {
    expect(figuresOf({ totalSales: 5, flightSales: "x" as unknown as number })).toEqual({
      ...ZERO_FIGURES,
      totalSales: 5,
    });
    expect(figuresOf(null)).toEqual(ZERO_FIGURES);
  });

  it("five cards: flight and package sales include the website's; other currencies beside the total", () => {
    const cards = statCards(
      {
        ...ZERO_FIGURES,
        totalSales: 1000,
        flightSales: 300,
        directFlightSales: 200,
        packageSales: 100,
        directPackageSales: 50,
        totalAvailableSeats: 120,
        availableFlightTickets: 4,
        totalCustomers: 9,
      },
      null,
      [
        { currency: "AED", amount: 950 },
        { currency: "USD", amount: 1200 },
      ],
    );
    expect(cards.map((c) => c.label)).toEqual([
      "Total Sales",
      "Flight Sales",
      "Package Sales",
      "Available Tickets",
      "Total Customers",
    ]);
    expect(cards.map((c) => c.value)).toEqual(["₨ 1,000", "₨ 500", "₨ 150", "120", "9"]);
    expect(cards[3]?.detail).toBe("120 seats customers can book on 4 flights");
    expect(cards[0]?.others).toEqual(["+ AED 950", "+ US$ 1,200"]);
    // All time: nothing before it to compare with, so no trend at all.
    expect(cards.map((c) => c.trend)).toEqual([null, null, null, null, null]);
  });

  it("each trend says its change against the previous period of equal length, 'New' after none", () => {
    const parts = {
      flightSales: 0,
      packageSales: 0,
      directFlightSales: 0,
      directPackageSales: 0,
      gdsFlightSales: 0,
    };
    const w = trendWindows(
      adminRange("monthly", new Date("2026-11-30T01:00:00Z")),
      new Date("2026-11-30T01:00:00Z"),
    )!;
    const t = adminTrends(
      w,
      { ...parts, flightSales: 1125, packageSales: 500, newCustomers: 3 },
      { ...parts, flightSales: 1000, newCustomers: 4 },
    );
    const cards = statCards({ ...ZERO_FIGURES, totalSales: 1625, flightSales: 1125, packageSales: 500 }, t);
    expect(cards.map((c) => c.trend?.text ?? null)).toEqual(["+62.5%", "+12.5%", "New", null, "-25.0%"]);
    expect(cards[0]?.trend?.caption).toBe("vs previous 30 days");
    expect(cards[2]?.trend?.caption).toBe("none in the previous 30 days");
    expect(cards[4]?.trend?.caption).toBe("accounts opened vs previous 30 days");
    expect(cards[0]?.trend?.periods).toBe(
      "1 Nov 2026 – 30 Nov 2026: ₨ 1,625 · 2 Oct 2026 – 31 Oct 2026: ₨ 1,000",
    );
  });

  it("'No sales data available' when every point is zero; the average line", () => {
    expect(hasSales([])).toBe(false);
    expect(hasSales([{ date: "Jan", sales: 0 }])).toBe(false);
    expect(hasSales([{ date: "Jan", sales: 1 }])).toBe(true);
    expect(averageSales([])).toBe(0);
    expect(
      averageSales([
        { date: "a", sales: 10 },
        { date: "b", sales: 0 },
        { date: "c", sales: 5 },
      ]),
    ).toBe(5);
  });
});

describe("the customer's dashboard on screen", () => {
  it("four stat cards: Total, Confirmed, Pending, Cancelled", () => {
    const cards = customerStatCards({
      totalBookings: 7,
      confirmedBookings: 3,
      pendingBookings: 2,
      cancelledBookings: 2,
    });
    expect(cards.map((c) => [c.label, c.value])).toEqual([
      ["Total Bookings", 7],
      ["Confirmed", 3],
      ["Pending", 2],
      ["Cancelled", 2],
    ]);
  });

  it("Print Booking Slip points to My Bookings for 4 s", () => {
    expect(PRINT_SLIP_TOAST_MS).toBe(4000);
    expect(PRINT_SLIP_MESSAGE).toMatch(/My Bookings/);
    expect(PRINT_SLIP_MESSAGE).toMatch(/approved/);
  });
});
