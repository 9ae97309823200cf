import { describe, expect, it } from "vitest";
import {
  activityRange,
  type DirectFact,
  destinationKey,
  directAnalytics,
  directRange,
  sourceLabel,
  websiteActivity,
} from "../../../src/domain/direct-analytics.ts";

// Thursday 12 March 2026, 11:00 in Karachi.
const NOW = new Date("2026-03-12T06:00:00.000Z");
let seq = 0;
const fact = (createdAt: string, over: Partial<DirectFact> = {}): DirectFact => {
  seq++;
  return {
    kind: "directFlight",
    status: "approved",
    createdAt,
    amount: 100,
    seats: 1,
    destination: "Jeddah",
    id: `id-${seq}`,
    bookingId: `WB-${seq}`,
    customerName: `Customer ${seq}`,
    source: "website",
    currency: "PKR",
    ...over,
  };
};
const all = (facts: DirectFact[]) => directAnalytics(facts, directRange("all", NOW));

describe("the period windows (calendar, Karachi)", () => {
  const cases = [
    ["daily", "2026-03-11T19:00:00.000Z", "2026-03-12T19:00:00.000Z"],
    ["monthly", "2026-02-28T19:00:00.000Z", "2026-03-31T19:00:00.000Z"],
    ["yearly", "2025-12-31T19:00:00.000Z", "2026-12-31T19:00:00.000Z"],
  ] as const;
  for (const [period, start, end] of cases) {
    it(`${period}: from ${start} (included) to ${end} (left out)`, () => {
      const range = directRange(period, NOW);
      expect(range?.start.toISOString()).toBe(start);
      expect(range?.end.toISOString()).toBe(end);
      const justBefore = new Date(Date.parse(start) - 1).toISOString();
      const lastMs = new Date(Date.parse(end) - 1).toISOString();
      const f = directAnalytics(
        [
          fact(justBefore, { amount: 1 }),
          fact(start, { amount: 10 }),
          fact(lastMs, { amount: 100 }),
          fact(end, { amount: 1000 }),
        ],
        range,
      );
      expect(f.flightSales).toBe(110);
      expect(f.flightStatus.approved).toBe(2);
      expect(f.bookingTypes.total).toBe(2);
    });
  }

  it("all time has no bounds", () => {
    expect(directRange("all", NOW)).toBeNull();
    const f = all([fact("2001-01-01T00:00:00.000Z"), fact("2099-12-31T23:59:59.999Z")]);
    expect(f.flightSales).toBe(200);
  });

  it("the Karachi day starts at 19:00 UTC: just after midnight in Karachi is already 'today'", () => {
    const midnight = new Date("2026-03-11T19:00:00.000Z");
    expect(directRange("daily", midnight)?.start.toISOString()).toBe("2026-03-11T19:00:00.000Z");
    const justBefore = new Date("2026-03-11T18:59:59.999Z");
    expect(directRange("daily", justBefore)?.start.toISOString()).toBe("2026-03-10T19:00:00.000Z");
  });
});

describe("sales", () => {
  it("count confirmed bookings only, website flights and packages apart, in rupees to the paisa", () => {
    const f = all([
      fact("2026-03-10T00:00:00Z", { amount: 1000.105 }),
      fact("2026-03-10T00:00:00Z", { amount: 500, status: "pending" }),
      fact("2026-03-10T00:00:00Z", { amount: 700, status: "cancelled" }),
      fact("2026-03-10T00:00:00Z", { kind: "directPackage", amount: 250000 }),
      fact("2026-03-10T00:00:00Z", { kind: "directPackage", amount: 9, status: "pending" }),
    ]);
    expect(f.flightSales).toBe(1000.11);
    expect(f.packageSales).toBe(250000);
    expect(f.websiteSales).toBe(251000.11);
    expect(f.gdsSales).toEqual([{ currency: "PKR", amount: 0 }]);
  });

  it("GDS sales are summed per currency, never converted: PKR first, the others by code", () => {
    const gds = (currency: string, amount: number, status: DirectFact["status"] = "approved") =>
      fact("2026-03-10T00:00:00Z", { kind: "gds", currency, amount, status, destination: null });
    const f = all([
      gds("USD", 1200),
      gds("PKR", 150000),
      gds("aed", 800),
      gds("AED", 200),
      gds("SAR", 999, "pending"),
      gds("USD", 300.5),
      gds("", 50),
    ]);
    expect(f.gdsSales).toEqual([
      { currency: "PKR", amount: 150050 },
      { currency: "AED", amount: 1000 },
      { currency: "USD", amount: 1500.5 },
    ]);
    // GDS amounts are not website sales.
    expect(f.websiteSales).toBe(0);
  });
});

describe("counts", () => {
  it("split by status for each list; booking types put GDS tickets with the flights", () => {
    const f = all([
      fact("2026-03-10T00:00:00Z"),
      fact("2026-03-10T00:00:00Z", { status: "pending" }),
      fact("2026-03-10T00:00:00Z", { status: "pending" }),
      fact("2026-03-10T00:00:00Z", { status: "cancelled" }),
      fact("2026-03-10T00:00:00Z", { kind: "directPackage", status: "cancelled" }),
      fact("2026-03-10T00:00:00Z", { kind: "directPackage" }),
      fact("2026-03-10T00:00:00Z", { kind: "gds", status: "pending" }),
      fact("2026-03-10T00:00:00Z", { kind: "gds" }),
      fact("2026-03-10T00:00:00Z", { kind: "gds", status: "cancelled" }),
    ]);
    expect(f.flightStatus).toEqual({ approved: 1, pending: 2, cancelled: 1 });
    expect(f.packageStatus).toEqual({ approved: 1, pending: 0, cancelled: 1 });
    expect(f.gdsStatus).toEqual({ approved: 1, pending: 1, cancelled: 1 });
    expect(f.bookingTypes).toEqual({ flight: 7, package: 2, total: 9 });
  });

  it("nothing at all gives zeros and empty lists", () => {
    const f = all([]);
    expect(f.flightStatus).toEqual({ approved: 0, pending: 0, cancelled: 0 });
    expect(f.bookingTypes).toEqual({ flight: 0, package: 0, total: 0 });
    expect(f.topDestinations).toEqual([]);
    expect(f.topSources).toEqual([]);
    expect(f.recentBookings).toEqual([]);
  });
});

describe("top destinations", () => {
  it("the 5 with the most website bookings (any status), grouped whatever the case, ties by name", () => {
    const at = "2026-03-10T00:00:00Z";
    const to = (destination: string | null, over: Partial<DirectFact> = {}) =>
      fact(at, { destination, ...over });
    const f = all([
      to("Jeddah"),
      to(" jeddah ", { status: "cancelled" }),
      to("JEDDAH", { kind: "directPackage" }),
      to("Dubai"),
      to("Dubai"),
      to("Makkah  &  Madinah", { kind: "directPackage" }),
      to("Istanbul"),
      to("Baku"),
      to("Riyadh"),
      to(""),
      to(null),
      // A GDS itinerary names airports: left out.
      to("JED", { kind: "gds" }),
      to("JED", { kind: "gds" }),
      to("JED", { kind: "gds" }),
      to("JED", { kind: "gds" }),
    ]);
    expect(f.topDestinations).toEqual([
      { destination: "JEDDAH", count: 3 },
      { destination: "DUBAI", count: 2 },
      { destination: "BAKU", count: 1 },
      { destination: "ISTANBUL", count: 1 },
      { destination: "MAKKAH & MADINAH", count: 1 },
    ]);
  });

  it("destinationKey trims, collapses spaces and upper-cases", () => {
    expect(destinationKey("  new   york ")).toBe("NEW YORK");
    expect(destinationKey(null)).toBe("");
  });
});

describe("top sources", () => {
  it("the 4 sources with the most bookings of every list, labelled and grouped by label", () => {
    const at = "2026-03-10T00:00:00Z";
    const from = (source: string, over: Partial<DirectFact> = {}) => fact(at, { source, ...over });
    const f = all([
      from("website"),
      from("Website"),
      from("website", { kind: "directPackage" }),
      from("gds", { kind: "gds" }),
      from("gds", { kind: "gds" }),
      from("google-ads"),
      from("Google_Ads"),
      from("facebook"),
      from("whatsapp"),
      from(""),
    ]);
    expect(f.topSources).toEqual([
      { source: "Website", count: 4 },
      { source: "GDS", count: 2 },
      { source: "Google Ads", count: 2 },
      { source: "Facebook", count: 1 },
    ]);
  });

  it("sourceLabel", () => {
    expect(sourceLabel("google-ads")).toBe("Google Ads");
    expect(sourceLabel("GDS")).toBe("GDS");
    expect(sourceLabel("  mobile ")).toBe("Mobile");
    expect(sourceLabel("whatsapp")).toBe("WhatsApp");
    expect(sourceLabel("Facebook_Ads")).toBe("Facebook Ads");
    expect(sourceLabel("constructor")).toBe("Constructor");
    expect(sourceLabel(undefined)).toBe("Website");
  });
});

describe("the newest bookings", () => {
  it("the 5 newest of the window, newest first, every list, with what the table shows", () => {
    const f = directAnalytics(
      [
        fact("2026-03-02T00:00:00Z", { bookingId: "A" }),
        fact("2026-03-09T00:00:00Z", { bookingId: "B", kind: "gds", currency: "USD", amount: 900, seats: 3 }),
        fact("2026-03-05T00:00:00Z", { bookingId: "C" }),
        fact("2026-02-28T18:59:59.999Z", { bookingId: "OUT" }),
        fact("2026-03-07T00:00:00Z", { bookingId: "D", kind: "directPackage", status: "pending" }),
        fact("2026-03-01T00:00:00Z", { bookingId: "E" }),
        fact("2026-03-12T05:00:00Z", { bookingId: "F", customerName: "Ayesha Siddiqui", seats: 4 }),
        fact("2026-03-03T00:00:00Z", { bookingId: "G" }),
      ],
      directRange("monthly", NOW),
    );
    expect(f.recentBookings.map((b) => b.bookingId)).toEqual(["F", "B", "D", "C", "G"]);
    expect(f.recentBookings[0]).toMatchObject({
      customerName: "Ayesha Siddiqui",
      passengers: 4,
      createdAt: "2026-03-12T05:00:00Z",
      status: "approved",
      amount: 100,
      currency: "PKR",
      kind: "directFlight",
    });
    expect(f.recentBookings[1]).toMatchObject({ kind: "gds", currency: "USD", amount: 900, passengers: 3 });
  });

  it("equal times keep the order they came in", () => {
    const at = "2026-03-10T00:00:00Z";
    const f = all([1, 2, 3, 4, 5, 6].map((n) => fact(at, { bookingId: `S${n}` })));
    expect(f.recentBookings.map((b) => b.bookingId)).toEqual(["S1", "S2", "S3", "S4", "S5"]);
  });
});

describe("the website's last 7, 30 and 90 days", () => {
  it("the days end with today (Karachi) and include it", () => {
    expect(activityRange(7, NOW)).toEqual({
      start: new Date("2026-03-05T19:00:00.000Z"),
      end: new Date("2026-03-12T19:00:00.000Z"),
    });
    expect(activityRange(30, NOW).start.toISOString()).toBe("2026-02-10T19:00:00.000Z");
    expect(activityRange(90, NOW).start.toISOString()).toBe("2025-12-12T19:00:00.000Z");
  });

  it("7 days: the first millisecond is in, the one before is out; GDS left out; revenue confirmed only", () => {
    const a = websiteActivity(
      [
        fact("2026-03-05T18:59:59.999Z", { amount: 1 }),
        fact("2026-03-05T19:00:00.000Z", { amount: 10 }),
        fact("2026-03-12T18:59:59.999Z", { amount: 100, kind: "directPackage" }),
        fact("2026-03-12T19:00:00.000Z", { amount: 1000 }),
        fact("2026-03-08T00:00:00.000Z", { amount: 5, status: "pending" }),
        fact("2026-03-08T00:00:00.000Z", { amount: 7, status: "cancelled" }),
        fact("2026-03-08T00:00:00.000Z", { amount: 10000, kind: "gds" }),
      ],
      7,
      NOW,
    );
    expect(a).toMatchObject({ days: 7, bookings: 4, confirmed: 2, revenue: 110 });
    expect(a.months).toEqual([
      {
        label: "Mar 2026",
        start: "2026-03-05T19:00:00.000Z",
        end: "2026-03-12T19:00:00.000Z",
        bookings: 4,
        confirmed: 2,
        revenue: 110,
      },
    ]);
  });

  it("30 days: two months, cut to the range, split at Karachi's midnight of the 1st", () => {
    const a = websiteActivity(
      [
        fact("2026-02-10T18:59:59.999Z"),
        fact("2026-02-10T19:00:00.000Z", { amount: 1 }),
        fact("2026-02-28T18:59:59.999Z", { amount: 20 }),
        fact("2026-02-28T19:00:00.000Z", { amount: 300 }),
        fact("2026-03-11T00:00:00.000Z", { amount: 4000, status: "pending" }),
      ],
      30,
      NOW,
    );
    expect(a.months.map((m) => [m.label, m.start, m.end, m.bookings, m.confirmed, m.revenue])).toEqual([
      ["Feb 2026", "2026-02-10T19:00:00.000Z", "2026-02-28T19:00:00.000Z", 2, 2, 21],
      ["Mar 2026", "2026-02-28T19:00:00.000Z", "2026-03-12T19:00:00.000Z", 2, 1, 300],
    ]);
    expect(a).toMatchObject({ bookings: 4, confirmed: 3, revenue: 321 });
  });

  it("90 days cross the year: Dec 2025 to Mar 2026, every month listed even when empty", () => {
    const a = websiteActivity(
      [fact("2025-12-12T19:00:00.000Z"), fact("2025-12-31T19:00:00.000Z", { amount: 50 })],
      90,
      NOW,
    );
    expect(a.months.map((m) => [m.label, m.bookings, m.revenue])).toEqual([
      ["Dec 2025", 1, 100],
      ["Jan 2026", 1, 50],
      ["Feb 2026", 0, 0],
      ["Mar 2026", 0, 0],
    ]);
    expect(a.months[0]?.start).toBe("2025-12-12T19:00:00.000Z");
    expect(a.months[1]?.start).toBe("2025-12-31T19:00:00.000Z");
  });

  it("on the 1st of a month, 7 days reach back into the month before", () => {
    const first = new Date("2026-04-01T04:00:00.000Z");
    const a = websiteActivity([fact("2026-03-31T18:59:59.999Z"), fact("2026-03-31T19:00:00.000Z")], 7, first);
    expect(a.months.map((m) => [m.label, m.start, m.end, m.bookings])).toEqual([
      ["Mar 2026", "2026-03-25T19:00:00.000Z", "2026-03-31T19:00:00.000Z", 1],
      ["Apr 2026", "2026-03-31T19:00:00.000Z", "2026-04-01T19:00:00.000Z", 1],
    ]);
  });
});
