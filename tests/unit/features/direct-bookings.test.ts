import { describe, expect, it } from "vitest";
import { parseCsv } from "../../../src/domain/csv.ts";
import {
  ageStyle,
  bookingRef,
  DIRECT_SORT_VALUES,
  type DirectBooking,
  type DirectPackageBooking,
  directSearchFields,
  FLIGHT_EMPTY,
  flightNoMatch,
  flightRoute,
  mailtoCustomer,
  NO_CHANGES,
  PACKAGE_EMPTY,
  packageNoMatch,
  packageSearchFields,
  passengerCount,
  statusCounts,
  withDeleted,
  withOptimistic,
  withoutStatus,
  withStatus,
} from "../../../src/features/direct-bookings/direct-view.ts";
import {
  aircraftText,
  departureOf,
  GDS_CSV_COLUMNS,
  type GdsBooking,
  gdsCsv,
  gdsCsvFileName,
  gdsCsvRows,
  gdsRoute,
  gdsSearchFields,
  isoDurationText,
  leadPassenger,
  SINGLE_FLIGHT_DURATION,
  stopsText,
  wallClock,
  wallClockText,
} from "../../../src/features/gds-bookings/gds-view.ts";
import { DEFAULT_WEBSITE_SETTINGS, fieldOfPath } from "../../../src/features/website-settings/settings.ts";
import {
  keepMine,
  parseInteger,
  settingsDifferences,
} from "../../../src/features/website-settings/settings-form.ts";
import { pickerColor, siteStatus, websiteHref } from "../../../src/features/website-settings/site-view.ts";
import { nextSort, type Sorter, sortRows } from "../../../src/ui/data-list-model.ts";
import { matchesSearch } from "../../../src/ui/search.ts";

function direct(over: Partial<DirectBooking> = {}): DirectBooking {
  return {
    _id: "0b6f4a52-1c3d-4e5f-8a9b-0c1d2e3f4a5b",
    bookingId: "WB-7K2Q9MXA",
    bookingType: "flight",
    status: "pending",
    source: "website",
    customerName: "Ayesha Siddiqui",
    customerEmail: "ayesha.s@example.pk",
    customerPhone: "+923001234567",
    specialRequests: "Window seat for the elderly passenger",
    notes: null,
    createdAt: "2026-03-10T08:00:00.000Z",
    updatedAt: "2026-03-10T08:00:00.000Z",
    version: 1,
    bookingDetails: { passengers: 2, pricePerPassenger: 85_000, totalAmount: 170_000, destination: "Jeddah" },
    flightDetails: {
      flightNumber: "PK-761",
      airline: "Pakistan International Airlines",
      departure: { city: "Karachi" },
      arrival: { city: "Jeddah" },
      departureDate: "2026-04-02",
      departureTime: "09:30",
      pnr: "ABC123",
    },
    packageDetails: null,
    passengerDetails: [
      { name: "AHMED KHAN", firstName: "AHMED", lastName: "KHAN", passport: "AB1234567", ageType: "adult" },
      { firstName: "SARA", lastName: "KHAN", passport: "CD7654321", ageType: "child" },
    ],
    ...over,
  };
}

describe("direct flight bookings: the global search", () => {
  const b = direct();
  const hit = (term: string) => matchesSearch(term, ...directSearchFields(b));

  it("matches every field of the spec, case-insensitively", () => {
    expect(hit("wb-7k2q")).toBe(true); // bookingId
    expect(hit("0b6f4a52")).toBe(true); // _id
    expect(hit("PENDING")).toBe(true); // status
    expect(hit("ayesha siddiqui")).toBe(true); // customer name
    expect(hit("AYESHA.S@EXAMPLE")).toBe(true); // customer email
    expect(hit("karachi")).toBe(true); // departure city
    expect(hit("JEDDAH")).toBe(true); // arrival city
    expect(hit("pk-761")).toBe(true); // flight number
    expect(hit("international")).toBe(true); // airline
    expect(hit("ahmed khan")).toBe(true); // passenger name
    expect(hit("sara")).toBe(true); // passenger first name (no `name`)
    expect(hit("cd7654321")).toBe(true); // passport
  });

  it("does not match what the spec leaves out", () => {
    expect(hit("window seat")).toBe(false); // special requests
    expect(hit("+923001234567")).toBe(false); // phone
    expect(hit("ABC123")).toBe(false); // the flight's PNR
    expect(hit("approved")).toBe(false);
  });

  it("a package-type row matches its package name and destination", () => {
    const p = direct({
      bookingType: "package",
      flightDetails: null,
      packageDetails: { name: "Ramadan Umrah 15 Days", destination: "Makkah", price: 250_000 },
    });
    expect(matchesSearch("ramadan", ...directSearchFields(p))).toBe(true);
    expect(matchesSearch("makkah", ...directSearchFields(p))).toBe(true);
  });
});

describe("direct flight bookings: sorting", () => {
  const sorters: Sorter<DirectBooking>[] = Object.entries(DIRECT_SORT_VALUES).map(([key, sortValue]) => ({
    key,
    sortValue,
  }));
  const a = direct({ _id: "a", customerName: "zainab", createdAt: "2026-03-01T00:00:00Z" });
  const b = direct({
    _id: "b",
    customerName: "Bilal",
    createdAt: "2026-03-03T00:00:00Z",
    bookingDetails: { passengers: 5, pricePerPassenger: 1, totalAmount: 5, destination: null },
  });
  const c = direct({
    _id: "c",
    customerName: "Ahmed",
    status: "approved",
    createdAt: "2026-03-02T00:00:00Z",
  });

  it("a new column starts ascending and a second click toggles", () => {
    const first = nextSort({ key: "createdAt", direction: "desc" }, "customer");
    expect(first).toEqual({ key: "customer", direction: "asc" });
    const second = nextSort(first, "customer");
    expect(second).toEqual({ key: "customer", direction: "desc" });
    expect(nextSort(second, "customer")).toEqual({ key: "customer", direction: "asc" });
    expect(nextSort(second, "date")).toEqual({ key: "date", direction: "asc" });
  });

  it("sorts by customer (case-insensitive), passengers, status and date", () => {
    const ids = (key: string, direction: "asc" | "desc") =>
      sortRows([a, b, c], sorters, { key, direction }).map((r) => r._id);
    expect(ids("customer", "asc")).toEqual(["c", "b", "a"]);
    expect(ids("customer", "desc")).toEqual(["a", "b", "c"]);
    expect(ids("passengers", "desc")[0]).toBe("b");
    expect(ids("status", "asc")).toEqual(["c", "a", "b"]);
    expect(ids("date", "asc")).toEqual(["a", "c", "b"]);
  });
});

describe("direct flight bookings: optimistic changes and rollback", () => {
  const rows = [
    direct({ _id: "n3", createdAt: "2026-03-03T00:00:00Z" }),
    direct({ _id: "n2", createdAt: "2026-03-02T00:00:00Z" }),
    direct({ _id: "n1", createdAt: "2026-03-01T00:00:00Z" }),
  ];

  it("shows a new status at once and the old one after a rollback", () => {
    const approved = withStatus(NO_CHANGES, "n2", "approved");
    expect(withOptimistic(rows, approved).map((r) => r.status)).toEqual(["pending", "approved", "pending"]);
    const rolledBack = withoutStatus(approved, "n2");
    expect(withOptimistic(rows, rolledBack).map((r) => r.status)).toEqual(["pending", "pending", "pending"]);
    expect(rows[1]?.status).toBe("pending"); // the mirror's rows are never changed
  });

  it("hides a deleted booking and restores it in its createdAt place", () => {
    const deleted = withDeleted(NO_CHANGES, "n2", true);
    expect(withOptimistic(rows, deleted).map((r) => r._id)).toEqual(["n3", "n1"]);
    const restored = withDeleted(deleted, "n2", false);
    expect(withOptimistic(rows, restored).map((r) => r._id)).toEqual(["n3", "n2", "n1"]);
  });
});

describe("direct flight bookings: texts", () => {
  it("has the spec's empty states", () => {
    expect(FLIGHT_EMPTY).toEqual({ title: "No bookings found", message: "No bookings have been made yet." });
    expect(flightNoMatch({ searching: true, status: "all", statusCount: 3 })).toEqual({
      title: "No bookings match your search",
      message: "Try a different search term or clear filters",
    });
    expect(flightNoMatch({ searching: false, status: "cancelled", statusCount: 0 })).toEqual({
      title: "No bookings found",
      message: "No cancelled bookings found.",
    });
    expect(flightNoMatch({ searching: false, status: "pending", statusCount: 2 }).message).toBe(
      "No bookings match your current filter criteria.",
    );
  });

  it("shows the reference, route and passenger count with fallbacks", () => {
    expect(bookingRef({ bookingId: "", _id: "0b6f4a52-1c3d-4e5f-8a9b-0c1d2e3f4a5b" })).toBe("2E3F4A5B");
    expect(flightRoute(direct())).toBe("Karachi → Jeddah");
    expect(
      passengerCount(
        direct({
          bookingDetails: { passengers: 0, pricePerPassenger: 0, totalAmount: 0, destination: null },
        }),
      ),
    ).toBe(2);
    expect(mailtoCustomer(direct())).toMatch(
      /^mailto:ayesha\.s@example\.pk\?subject=Your%20booking%20WB-7K2Q9MXA/,
    );
  });

  it("counts by status", () => {
    expect(statusCounts([direct(), direct({ status: "approved" }), direct({ status: "cancelled" })])).toEqual(
      {
        total: 3,
        pending: 1,
        approved: 1,
        cancelled: 1,
      },
    );
  });
});

describe("direct package bookings", () => {
  const p: DirectPackageBooking = {
    _id: "9a8b7c6d-1111-4222-8333-444455556666",
    bookingId: "WP-4M8N2PQR",
    status: "approved",
    source: "facebook",
    customerName: "Usman Tariq",
    customerEmail: "usman.t@example.pk",
    customerPhone: "+923211234567",
    totalAmount: 500_000,
    createdAt: "2026-02-01T10:00:00Z",
    updatedAt: "2026-02-01T10:00:00Z",
    version: 2,
    specialRequests: null,
    notes: null,
    packageDetails: { name: "Economy Umrah 21 Days", destination: "Makkah & Madinah", price: 250_000 },
    passengerDetails: [
      { firstName: "USMAN", lastName: "TARIQ", passport: "EF1122334", ageType: "adult" },
      { firstName: "HIRA", lastName: "USMAN", passport: "GH5566778", ageType: "infant" },
    ],
  };

  it("search matches the spec's fields", () => {
    const hit = (t: string) => matchesSearch(t, ...packageSearchFields(p));
    for (const t of [
      "wp-4m8n",
      "9a8b7c6d",
      "usman tariq",
      "USMAN.T@",
      "economy umrah",
      "madinah",
      "hira",
      "gh5566778",
    ])
      expect(hit(t), t).toBe(true);
    expect(hit("facebook")).toBe(false);
  });

  it("styles adult and child, anything else as infant", () => {
    expect(ageStyle("adult")).toBe("adult");
    expect(ageStyle("Child")).toBe("child");
    expect(ageStyle("infant")).toBe("infant");
    expect(ageStyle("senior")).toBe("infant");
    expect(ageStyle(undefined)).toBe("infant");
  });

  it("has the spec's empty states", () => {
    expect(PACKAGE_EMPTY).toEqual({
      title: "No Bookings Found",
      message: "No package bookings have been made yet.",
    });
    expect(packageNoMatch({ searching: false, status: "pending" })).toEqual({
      title: "No Bookings Found",
      message: "No pending bookings found.",
    });
    expect(packageNoMatch({ searching: true, status: "all" }).title).toBe("No bookings match your search");
  });
});

function gds(over: Partial<GdsBooking> = {}): GdsBooking {
  return {
    _id: "5e4d3c2b-aaaa-4bbb-8ccc-dddd00001111",
    bookingId: "QWERTY",
    customerName: "Hamza Ali",
    customerEmail: "hamza@example.pk",
    customerPhone: "+923331234567",
    status: "pending",
    totalAmount: 104_000,
    currency: "PKR",
    isMultiCity: false,
    source: "gds",
    createdAt: "2026-03-05T06:00:00Z",
    updatedAt: "2026-03-05T06:00:00Z",
    version: 1,
    flightDetails: {
      flightNumber: "EK 623",
      airline: "Emirates",
      from: "LHE",
      to: "DXB",
      departureDate: "2026-04-10T04:15:00",
      arrivalDate: "2026-04-10T06:45:00",
    },
    multiCityFlights: [],
    passengers: [
      {
        title: "MR",
        firstName: "HAMZA",
        lastName: "ALI",
        gender: "Male",
        dateOfBirth: "1990-01-01",
        ageType: "adult",
        nationality: "PAKISTAN",
        email: "hamza@example.pk",
        phone: "+923331234567",
        passport: "AA0000001",
        passportExpiry: "2030-01-01",
      },
    ],
    ...over,
  };
}

function segment(
  from: string,
  to: string,
  departureTime: string,
  over: Partial<GdsBooking["multiCityFlights"][number]["segmentDetails"]> = {},
) {
  return {
    segmentDetails: {
      from,
      to,
      departureTime,
      arrivalTime: departureTime,
      airline: "Saudia",
      flightNumber: "SV 701",
      aircraft: "333",
      stops: 0,
      ...over,
    },
    adultBaseFare: "80000",
    adultTaxes: "20000",
  };
}

describe("GDS bookings: texts", () => {
  it("shows the spec's fixed duration, the default aircraft and 'Direct' for no stops", () => {
    expect(isoDurationText(SINGLE_FLIGHT_DURATION)).toBe("28h 30m");
    expect(isoDurationText("PT45M")).toBe("45m");
    expect(isoDurationText("P1DT2H")).toBe("26h");
    expect(isoDurationText("soon")).toBe("");
    expect(aircraftText("")).toBe("320");
    expect(aircraftText(undefined)).toBe("320");
    expect(aircraftText("77W")).toBe("77W");
    expect(stopsText(0)).toBe("Direct");
    expect(stopsText(1)).toBe("1 stop");
    expect(stopsText(2)).toBe("2 stops");
  });

  it("shows flight times as the GDS wrote them (never shifted)", () => {
    expect(wallClock("2026-04-10T04:15:00")).toEqual({ date: "2026-04-10", time: "04:15" });
    expect(wallClock("2026-04-10T23:50:00+04:00")).toEqual({ date: "2026-04-10", time: "23:50" });
    expect(wallClockText("2026-04-10T04:15:00")).toBe("10 Apr 2026 · 04:15");
    expect(wallClock("nope")).toBeNull();
  });

  it("chains a multi-city route and marks a gap", () => {
    expect(gdsRoute(gds())).toBe("LHE → DXB");
    const multi = gds({
      isMultiCity: true,
      multiCityFlights: [
        segment("LHE", "DXB", "2026-04-01T10:00:00"),
        segment("DXB", "IST", "2026-04-04T10:00:00"),
        segment("IST", "LHE", "2026-04-10T10:00:00"),
      ],
    });
    expect(gdsRoute(multi)).toBe("LHE → DXB → IST → LHE");
    expect(departureOf(multi)).toBe("2026-04-01T10:00:00");
    const open = gds({
      isMultiCity: true,
      multiCityFlights: [
        segment("KHI", "JED", "2026-04-01T10:00:00"),
        segment("MED", "KHI", "2026-04-15T10:00:00"),
      ],
    });
    expect(gdsRoute(open)).toBe("KHI → JED, MED → KHI");
  });

  it("names the lead passenger and searches PNR, passengers and airports", () => {
    expect(leadPassenger(gds())).toEqual({ name: "MR HAMZA ALI", more: 0 });
    const hit = (t: string) => matchesSearch(t, ...gdsSearchFields(gds()));
    for (const t of ["qwerty", "hamza ali", "emirates", "ek 623", "dxb", "aa0000001", "pending"])
      expect(hit(t), t).toBe(true);
  });
});

describe("GDS bookings: CSV export", () => {
  const single = gds();
  const multi = gds({
    _id: "m",
    bookingId: "MULTI1",
    currency: "USD",
    totalAmount: 1_000,
    isMultiCity: true,
    flightDetails: null,
    customerName: '=HYPERLINK("http://evil")',
    multiCityFlights: [
      segment("KHI", "JED", "2026-05-01T02:05:00"),
      segment("MED", "KHI", "2026-05-15T20:00:00", { airline: "Saudia", flightNumber: "SV 706" }),
    ],
  });

  it("writes one row per listed booking with the price summary", () => {
    const [s, m] = gdsCsvRows([single, multi]);
    expect(s).toMatchObject({
      reference: "QWERTY",
      pnr: "QWERTY",
      status: "pending",
      route: "LHE → DXB",
      trip: "Single flight",
      departure: "2026-04-10 04:15",
      passengers: 1,
      currency: "PKR",
      baseFare: 80_000,
      taxes: 20_000,
      serviceCharge: 4_000,
      totalAmount: 104_000,
    });
    expect(m).toMatchObject({
      trip: "Multi-city",
      route: "KHI → JED, MED → KHI",
      flightNumber: ["SV 701", "SV 706"],
      airline: ["Saudia"],
      currency: "USD",
      baseFare: 80_000,
      taxes: 20_000,
      serviceCharge: 1_000 - 100_000,
    });
  });

  it("is RFC 4180 with the formula cell neutralised, and reads back", () => {
    const text = gdsCsv([single, multi]);
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(GDS_CSV_COLUMNS.map((c) => c.header).join(","));
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const parsed = parseCsv(text);
    expect(parsed.rows).toHaveLength(2);
    expect(parsed.rows[1]?.customername).toBe('\'=HYPERLINK("http://evil")');
    expect(parsed.rows[1]?.flightnumber).toBe("SV 701|SV 706");
    expect(parsed.rows[0]?.servicecharge).toBe("4000");
  });

  it("names the file gds_bookings_<date>.csv", () => {
    expect(gdsCsvFileName("2026-03-12")).toBe("gds_bookings_2026-03-12.csv");
  });
});

describe("website settings", () => {
  it("has the spec's defaults", () => {
    const d = DEFAULT_WEBSITE_SETTINGS;
    expect(d.bookingDeadline).toBe(24);
    expect(d.maxPassengers).toBe(9);
    expect(d.currency).toBe("PKR");
    expect(d.timezone).toBe("Asia/Karachi");
    // SMS notifications off, every other feature on.
    const off = Object.entries(d.features).filter(([, on]) => !on);
    expect(off.map(([name]) => name)).toEqual(["smsNotifications"]);
    expect(d.design.primaryColor).toBe("#3B82F6");
    expect(d.design.secondaryColor).toBe("#1E40AF");
    expect(Object.keys(d.contactInfo).sort()).toEqual(["address", "email", "phone", "workingHours"]);
  });

  it("parses numeric inputs as integers", () => {
    expect(parseInteger("48", 24)).toBe(48);
    expect(parseInteger("12.7", 24)).toBe(12);
    expect(parseInteger(" 6 hours", 24)).toBe(6);
    expect(parseInteger("-3", 24)).toBe(-3);
    expect(parseInteger("", 24)).toBe(24);
    expect(parseInteger("abc", 9)).toBe(9);
    expect(parseInteger(7.9, 9)).toBe(7);
  });

  it("after a conflict lists what either side changed and keeps only the admin's own fields", () => {
    const base = DEFAULT_WEBSITE_SETTINGS;
    const latest = {
      ...base,
      currency: "USD" as const,
      features: { ...base.features, smsNotifications: true },
    };
    const mine = {
      ...base,
      websiteUrl: "https://safar.example",
      contactInfo: { ...base.contactInfo, email: "desk@safar.example" },
    };
    expect(settingsDifferences(latest, mine, base)).toEqual([
      { field: "websiteUrl", label: "Website URL", saved: "(empty)", mine: "https://safar.example" },
      { field: "currency", label: "Currency", saved: "USD", mine: null },
      { field: "email", label: "Email", saved: "(empty)", mine: "desk@safar.example" },
      { field: "smsNotifications", label: "SMS notifications", saved: "On", mine: null },
    ]);
    expect(keepMine(latest, mine, base)).toEqual({
      ...latest,
      websiteUrl: "https://safar.example",
      contactInfo: { ...base.contactInfo, email: "desk@safar.example" },
    });
  });

  it("finds the field and tab a save's message names", () => {
    expect(fieldOfPath("contactInfo.email")).toEqual({ field: "email", tab: "contact" });
    expect(fieldOfPath("design.primaryColor")).toEqual({ field: "primaryColor", tab: "design" });
    expect(fieldOfPath("bookingDeadline")).toEqual({ field: "bookingDeadline", tab: "general" });
  });

  it("is live only when live and not in maintenance; links only to http(s)", () => {
    expect(siteStatus({ isLive: true, maintenanceMode: false })).toBe("live");
    expect(siteStatus({ isLive: true, maintenanceMode: true })).toBe("offline");
    expect(siteStatus({ isLive: false, maintenanceMode: false })).toBe("offline");
    expect(websiteHref("www.safar.example")).toBe("https://www.safar.example/");
    expect(websiteHref("javascript:alert(1)")).toBeNull();
    expect(websiteHref("")).toBeNull();
    expect(pickerColor("#abcdef", "#3B82F6")).toBe("#abcdef");
    expect(pickerColor("blue", "#3B82F6")).toBe("#3B82F6");
  });
});
