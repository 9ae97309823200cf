import { describe, expect, it } from "vitest";
import type { DirectBookingRow, DirectPackageBookingRow, GdsBookingRow } from "../../../src/db/schema.ts";
import { directDashboard, directFacts, gdsBookingFact } from "../../../src/workers/analytics.worker.ts";

// 11:00 in Karachi on Thursday 12 March 2026.
const NOW = Date.parse("2026-03-12T06:00:00.000Z");

const direct = (over: Partial<Record<string, unknown>> = {}): DirectBookingRow =>
  ({
    _id: "0f6b1c1e-0000-4000-8000-00000000d001",
    bookingId: "WB-7K2Q9MXA",
    bookingType: "flight",
    status: "approved",
    source: "facebook",
    customerName: "Bilal Ahmed",
    createdAt: "2026-03-11T04:00:00.000Z",
    bookingDetails: { passengers: 4, pricePerPassenger: 1000, totalAmount: 4000, destination: "Dubai" },
    ...over,
  }) as unknown as DirectBookingRow;

const directPackage = (over: Partial<Record<string, unknown>> = {}): DirectPackageBookingRow =>
  ({
    _id: "0f6b1c1e-0000-4000-8000-00000000p001",
    bookingId: "WP-7K2Q9MXA",
    status: "pending",
    source: "",
    customerName: "Sana Tariq",
    createdAt: "2026-03-12T05:00:00.000Z",
    totalAmount: 9000,
    packageDetails: { name: "Tour", destination: "Baku" },
    passengerDetails: [{ firstName: "A" }, { firstName: "B" }],
    ...over,
  }) as unknown as DirectPackageBookingRow;

const gds = (over: Partial<Record<string, unknown>> = {}): GdsBookingRow =>
  ({
    _id: "0f6b1c1e-0000-4000-8000-00000000g001",
    bookingId: "ABCDEF",
    status: "approved",
    source: "gds",
    customerName: "Omar Farooq",
    createdAt: "2026-02-20T06:00:00.000Z",
    totalAmount: 1250,
    currency: "USD",
    passengers: [{}, {}, {}],
    ...over,
  }) as unknown as GdsBookingRow;

describe("the three direct lists as facts", () => {
  it("keeps each booking's reference, customer, source, currency and passengers", () => {
    const facts = directFacts({
      directBookings: [direct(), direct({ bookingType: "package", _id: "x2" })],
      directPackageBookings: [directPackage()],
      gdsBookings: [gds()],
    });
    expect(facts).toEqual([
      {
        kind: "directFlight",
        status: "approved",
        createdAt: "2026-03-11T04:00:00.000Z",
        amount: 4000,
        seats: 4,
        destination: "Dubai",
        id: "0f6b1c1e-0000-4000-8000-00000000d001",
        bookingId: "WB-7K2Q9MXA",
        customerName: "Bilal Ahmed",
        source: "facebook",
        currency: "PKR",
      },
      expect.objectContaining({ kind: "directPackage", id: "x2" }),
      expect.objectContaining({ kind: "directPackage", seats: 2, source: "website", currency: "PKR" }),
      expect.objectContaining({ kind: "gds", seats: 3, currency: "USD", amount: 1250, destination: null }),
    ]);
  });

  it("the admin dashboard's GDS rule is unchanged: only rupee bookings are facts there", () => {
    expect(gdsBookingFact(gds())).toBeNull();
    expect(gdsBookingFact(gds({ currency: "PKR" }))).toMatchObject({ kind: "gds", seats: 0, amount: 1250 });
  });

  it("a list that is missing (it failed to load) counts as empty", () => {
    expect(directFacts({ directBookings: [direct()] })).toHaveLength(1);
    const d = directDashboard({ gdsBookings: [gds()] }, { period: "all", days: 30 }, NOW);
    expect(d.figures.bookingTypes).toEqual({ flight: 1, package: 0, total: 1 });
    expect(d.figures.websiteSales).toBe(0);
  });
});

describe("directDashboard", () => {
  const mirror = {
    directBookings: [direct(), direct({ _id: "old", createdAt: "2025-06-01T00:00:00.000Z" })],
    directPackageBookings: [directPackage()],
    gdsBookings: [gds(), gds({ _id: "pkr", currency: "PKR", totalAmount: 80000 })],
  };

  it("the period's figures, its window, and the website's last days", () => {
    const d = directDashboard(mirror, { period: "monthly", days: 7 }, NOW);
    expect(d.range).toEqual({ start: "2026-02-28T19:00:00.000Z", end: "2026-03-31T19:00:00.000Z" });
    expect(d.figures.flightSales).toBe(4000);
    expect(d.figures.packageStatus).toEqual({ approved: 0, pending: 1, cancelled: 0 });
    expect(d.figures.gdsSales).toEqual([{ currency: "PKR", amount: 0 }]);
    expect(d.figures.recentBookings.map((b) => b.bookingId)).toEqual(["WP-7K2Q9MXA", "WB-7K2Q9MXA"]);
    expect(d.activity).toMatchObject({ days: 7, bookings: 2, confirmed: 1, revenue: 4000 });
  });

  it("all time: no window, every booking, GDS per currency", () => {
    const d = directDashboard(mirror, { period: "all", days: 90 }, NOW);
    expect(d.range).toBeNull();
    expect(d.figures.flightSales).toBe(8000);
    expect(d.figures.gdsSales).toEqual([
      { currency: "PKR", amount: 80000 },
      { currency: "USD", amount: 1250 },
    ]);
    expect(d.figures.topSources).toEqual([
      { source: "Facebook", count: 2 },
      { source: "GDS", count: 2 },
      { source: "Website", count: 1 },
    ]);
    // The 2025 booking is older than 90 days.
    expect(d.activity.bookings).toBe(2);
  });
});
