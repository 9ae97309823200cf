import { describe, expect, it } from "vitest";
import type { components } from "../../../src/api/schema.gen.ts";
import type { PackageBookingRow, PackageRow } from "../../../src/db/schema.ts";
import { validatePackageCsvRow } from "../../../src/domain/packages.ts";
import {
  type BookingLike,
  bookingAmountOf,
  bookingCount,
  bookingSearchFields,
  destinationOf,
  FALLBACK,
  packageNameOf,
  packageNameOptions,
  paymentClaimOf,
  referenceOf,
  userEmailOf,
  userNameOf,
} from "../../../src/features/admin-packages/booking-view.ts";
import { exportFileName, loadFailureText } from "../../../src/features/admin-packages/data.ts";
import {
  chunkRows,
  combineImport,
  isCsvFile,
  packageCsvTemplate,
} from "../../../src/features/admin-packages/import-results.ts";
import { packageAnalyticsOf } from "../../../src/features/admin-packages/package-analytics.ts";
import {
  checkPackageForm,
  EMPTY_LISTS,
  formFromPackage,
  NEW_PACKAGE,
  type PackageFormValues,
  packageDifferences,
  packagePayload,
} from "../../../src/features/admin-packages/package-form.ts";
import {
  dateRange,
  nextPackageSort,
  PACKAGE_DEFAULT_SORT,
  PACKAGE_SORT_VALUES,
  packageCount,
  packageMatchNote,
  packageSearchFields,
  placesLeft,
  tripDays,
} from "../../../src/features/admin-packages/package-list.ts";
import {
  bookingFilters,
  packageFilters,
  parsePackageBookingsSearch,
  parsePackagesSearch,
  withoutDefaults,
} from "../../../src/features/admin-packages/route-search.ts";
import { type Sorter, sortRows } from "../../../src/ui/data-list-model.ts";
import { matchesSearch } from "../../../src/ui/search.ts";
import { packagePanel } from "../../../src/workers/analytics.worker.ts";
import { checkCsvText } from "../../../src/workers/csv-import.ts";

/** Package Analytics as the panel shows it: the analytics worker's figures, worded for the screen. */
const packageAnalytics = (packages: readonly unknown[], bookings: readonly unknown[]) =>
  packageAnalyticsOf(
    structuredClone(
      packagePanel({
        packages: packages as PackageRow[],
        packageBookings: bookings as PackageBookingRow[],
      }),
    ),
  );

type Package = components["schemas"]["Package"];

let seq = 0;
function pkg(over: Partial<Package> = {}): Package {
  seq++;
  return {
    _id: `00000000-0000-4000-8000-${String(seq).padStart(12, "0")}`,
    name: `Package ${seq}`,
    type: "umrah",
    destination: "Makkah",
    duration: "14 days 13 nights",
    departureDate: "2027-01-10",
    returnDate: "2027-01-23",
    price: 100_000,
    maxParticipants: 40,
    currentParticipants: 10,
    description: "A package",
    itinerary: [],
    inclusions: [],
    exclusions: [],
    status: "active",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    version: 1,
    ...over,
  };
}

function booking(over: Partial<BookingLike> = {}): BookingLike {
  seq++;
  return {
    _id: `b-${seq}`,
    bookingId: `PK-${seq}`,
    status: "pending",
    createdAt: "2026-06-01T10:00:00.000Z",
    participantCount: 2,
    pricePerPerson: 100,
    totalAmount: 200,
    packageDetails: {
      name: "Ramadan Umrah",
      destination: "Makkah",
      price: 100,
    } as BookingLike["packageDetails"],
    packageId: null,
    passengers: [
      { name: "ALI KHAN", passport: "AB123" },
      { name: "SARA KHAN", passport: "AB124" },
    ],
    userId: { name: "Bilal Ahmed", email: "bilal@safar.pk", phone: "+923001234567" },
    ...over,
  };
}

// ─────────────────────────── analytics ───────────────────────────

describe("packageAnalytics", () => {
  it("is all zeros and no recent bookings for empty lists", () => {
    expect(packageAnalytics([], [])).toEqual({
      totalPackages: 0,
      activePackages: 0,
      umrah: 0,
      tour: 0,
      totalBookings: 0,
      approved: 0,
      pending: 0,
      cancelled: 0,
      totalRevenue: 0,
      recent: [],
    });
  });

  it("counts packages by status and type", () => {
    const a = packageAnalytics(
      [
        pkg({ type: "umrah", status: "active" }),
        pkg({ type: "tour", status: "active" }),
        pkg({ type: "tour", status: "sold" }),
        pkg({ type: "umrah", status: "cancelled" }),
        pkg({ type: "umrah", status: "active" }),
      ],
      [],
    );
    expect(a).toMatchObject({ totalPackages: 5, activePackages: 3, umrah: 3, tour: 2 });
  });

  it("counts bookings by status; revenue is the approved bookings' totals (price × participants)", () => {
    const a = packageAnalytics(
      [],
      [
        booking({
          status: "approved",
          participantCount: 3,
          pricePerPerson: 485_000.5,
          totalAmount: 1_455_001.5,
        }),
        booking({ status: "approved" }),
        booking({ status: "pending", totalAmount: 999_999 }),
        booking({ status: "cancelled", totalAmount: 777_777 }),
        booking({ status: "cancelled" }),
      ],
    );
    expect(a).toMatchObject({ totalBookings: 5, approved: 2, pending: 1, cancelled: 2 });
    // 485,000.50 × 3 + 100 × 2 participants
    expect(a.totalRevenue).toBe(1_455_001.5 + 200);
  });

  it("keeps the 5 latest bookings, newest first, whatever the input order", () => {
    const times = [3, 9, 1, 7, 5, 8, 2, 6, 4, 10].map(
      (d) => `2026-05-${String(d).padStart(2, "0")}T08:00:00.000Z`,
    );
    const list = times.map((createdAt) => booking({ createdAt, bookingId: `PK-${createdAt.slice(8, 10)}` }));
    const a = packageAnalytics([], list);
    expect(a.recent.map((r) => r.reference)).toEqual(["PK-10", "PK-09", "PK-08", "PK-07", "PK-06"]);
    // the same answer for the list in reverse (the function does not rely on the mirror's order)
    expect(packageAnalytics([], [...list].reverse()).recent.map((r) => r.reference)).toEqual(
      a.recent.map((r) => r.reference),
    );
  });

  it("describes each recent booking: package, user, passengers, date, status, amount", () => {
    const a = packageAnalytics([], [booking({ status: "approved", createdAt: "2026-06-02T00:00:00.000Z" })]);
    expect(a.recent).toEqual([
      {
        id: expect.any(String),
        reference: expect.stringMatching(/^PK-/),
        packageName: "RAMADAN UMRAH",
        userName: "Bilal Ahmed",
        passengers: 2,
        createdAt: "2026-06-02T00:00:00.000Z",
        status: "approved",
        amount: 200,
      },
    ]);
  });

  it("names missing records 'Unknown Package' and 'Unknown User'", () => {
    const a = packageAnalytics([], [booking({ packageDetails: null, packageId: null, userId: null })]);
    expect(a.recent[0]).toMatchObject({ packageName: "Unknown Package", userName: "Unknown User" });
  });

  it("takes fewer than 5 when there are fewer, and ties keep list order", () => {
    const same = "2026-06-01T10:00:00.000Z";
    const a = packageAnalytics(
      [],
      [booking({ bookingId: "A", createdAt: same }), booking({ bookingId: "B", createdAt: same })],
    );
    expect(a.recent.map((r) => r.reference)).toEqual(["A", "B"]);
  });
});

// ─────────────────────────── sorting ───────────────────────────

describe("package sort rules", () => {
  const sorters: Sorter<Package>[] = Object.entries(PACKAGE_SORT_VALUES).map(([key, sortValue]) => ({
    key,
    sortValue,
  }));

  it("defaults to createdAt descending (newest first)", () => {
    expect(PACKAGE_DEFAULT_SORT).toEqual({ key: "createdAt", direction: "desc" });
    const rows = [
      pkg({ name: "old", createdAt: "2026-01-01T00:00:00.000Z" }),
      pkg({ name: "new", createdAt: "2026-03-01T00:00:00.000Z" }),
      pkg({ name: "mid", createdAt: "2026-02-01T00:00:00.000Z" }),
    ];
    expect(sortRows(rows, sorters, PACKAGE_DEFAULT_SORT).map((p) => p.name)).toEqual(["new", "mid", "old"]);
  });

  it("sorts a newly chosen column DESCENDING, and a second click on it toggles", () => {
    const first = nextPackageSort(PACKAGE_DEFAULT_SORT, "price");
    expect(first).toEqual({ key: "price", direction: "desc" });
    expect(nextPackageSort(first, "price")).toEqual({ key: "price", direction: "asc" });
    expect(nextPackageSort({ key: "price", direction: "asc" }, "name")).toEqual({
      key: "name",
      direction: "desc",
    });
    expect(nextPackageSort(null, "participants")).toEqual({ key: "participants", direction: "desc" });
  });

  it("sorts by each column's value (dates by departure, participants by current count)", () => {
    const rows = [
      pkg({ name: "B", departureDate: "2027-02-01", currentParticipants: 5, price: 50 }),
      pkg({ name: "A", departureDate: "2027-03-01", currentParticipants: 1, price: 500 }),
      pkg({ name: "C", departureDate: "2027-01-01", currentParticipants: 9, price: 5 }),
    ];
    const names = (key: string) =>
      sortRows(rows, sorters, nextPackageSort(null, key))
        .map((p) => p.name)
        .join("");
    expect(names("dates")).toBe("ABC");
    expect(names("participants")).toBe("CBA");
    expect(names("price")).toBe("ABC");
    expect(names("name")).toBe("CBA");
  });
});

// ─────────────────────────── counts and search ───────────────────────────

describe("package count wording", () => {
  it("reads 'X of Y packages'", () => {
    expect(packageCount(12, 40)).toBe("12 of 40 packages");
    expect(packageCount(0, 0)).toBe("0 of 0 packages");
    expect(packageCount(1, 1)).toBe("1 of 1 package");
  });

  it("reads 'Found N package(s) matching' while searching", () => {
    expect(packageMatchNote({ shown: 3, total: 40, searchTerm: " umrah ", filtered: false })).toBe(
      "Found 3 package(s) matching “umrah”",
    );
    expect(packageMatchNote({ shown: 1, total: 40, searchTerm: "x", filtered: true })).toBe(
      "Found 1 package(s) matching “x”",
    );
  });

  it("reads 'Showing N of M packages' while only filtering, nothing otherwise", () => {
    expect(packageMatchNote({ shown: 7, total: 40, searchTerm: "", filtered: true })).toBe(
      "Showing 7 of 40 packages",
    );
    expect(packageMatchNote({ shown: 40, total: 40, searchTerm: "  ", filtered: false })).toBeNull();
  });

  it("reads 'X of Y bookings' on Package Bookings", () => {
    expect(bookingCount(4, 150)).toBe("4 of 150 bookings");
  });

  it("searches name, destination, type, duration and description", () => {
    const p = pkg({
      name: "Winter Escape",
      destination: "Istanbul",
      type: "tour",
      duration: "7 days 6 nights",
      description: "Bosphorus cruise",
    });
    for (const term of ["winter", "ISTANBUL", "tour", "6 nights", "bosphorus"])
      expect(matchesSearch(term, ...packageSearchFields(p)), term).toBe(true);
    expect(matchesSearch("dubai", ...packageSearchFields(p))).toBe(false);
  });

  it("shows trip dates as short as they read unambiguously", () => {
    expect(dateRange("2027-01-21", "2027-01-27")).toBe("21 – 27 Jan 2027");
    expect(dateRange("2027-02-27", "2027-03-08")).toBe("27 Feb – 8 Mar 2027");
    expect(dateRange("2026-12-27", "2027-01-02")).toBe("27 Dec 2026 – 2 Jan 2027");
    expect(dateRange("2027-01-21", null)).toBe("21 Jan 2027");
    expect(dateRange(undefined, "")).toBe("N/A");
  });

  it("counts places left and trip days", () => {
    expect(placesLeft({ maxParticipants: 40, currentParticipants: 38 })).toBe(2);
    expect(placesLeft({ maxParticipants: 10, currentParticipants: 12 })).toBe(0);
    expect(tripDays("2027-01-10", "2027-01-23")).toBe(14);
    expect(tripDays("2027-01-10", "2027-01-01")).toBeNull();
  });
});

// ─────────────────────────── bookings ───────────────────────────

describe("package booking view", () => {
  it("prefers the snapshot, shows names upper-case, and uses the catalogue's fallbacks", () => {
    const b = booking({
      packageDetails: { name: "Ramadan Umrah", destination: "Makkah" } as never,
      packageId: { name: "Renamed", destination: "Elsewhere" } as never,
    });
    expect(packageNameOf(b)).toBe("RAMADAN UMRAH");
    expect(destinationOf(b)).toBe("MAKKAH");
    const bare = booking({ packageDetails: null, packageId: null, userId: null, bookingId: "" });
    expect(packageNameOf(bare)).toBe(FALLBACK.package);
    expect(userNameOf(bare)).toBe("Unknown User");
    expect(userEmailOf(bare)).toBe("No email");
    expect(referenceOf(bare)).toBe(bare._id.slice(-8).toUpperCase());
  });

  it("totals price × passengers", () => {
    expect(bookingAmountOf(booking({ packageDetails: { price: 1234.5 } as never }))).toBe(2469);
  });

  it("shows the payment claim with its method and reference", () => {
    expect(paymentClaimOf(booking())).toBeNull();
    expect(
      paymentClaimOf(
        booking({
          paymentMethod: "jazzcash",
          paymentReference: "TRX-991",
          paymentClaimedAt: "2026-06-01T11:00:00Z",
        }),
      ),
    ).toEqual({ method: "JazzCash", reference: "TRX-991" });
  });

  it("offers every package name once, A–Z, after 'All Packages'", () => {
    const opts = packageNameOptions([
      booking({ packageDetails: { name: "b tour" } as never }),
      booking({ packageDetails: { name: "A umrah" } as never }),
      booking({ packageDetails: { name: "B Tour" } as never }),
    ]);
    expect(opts.map((o) => o.label)).toEqual(["All Packages", "A UMRAH", "B TOUR"]);
  });

  it("searches customer, package, reference and passengers", () => {
    const b = booking();
    for (const term of ["bilal", "ramadan", b.bookingId ?? "", "sara", "ab124"])
      expect(matchesSearch(term, ...bookingSearchFields(b)), term).toBe(true);
  });
});

// ─────────────────────────── form ───────────────────────────

describe("package form", () => {
  const today = "2026-11-22";
  const good: PackageFormValues = {
    ...NEW_PACKAGE,
    name: "Ramadan Umrah",
    destination: "Makkah",
    duration: "14 days",
    departureDate: "2027-03-01",
    returnDate: "2027-03-14",
    price: "485000.50",
    maxParticipants: "40",
    description: "Five-star hotels",
  };

  it("accepts a complete form and sends numbers and trimmed lists", () => {
    const r = checkPackageForm(
      good,
      { itinerary: [" Day 1 ", ""], inclusions: ["Visa"], exclusions: [] },
      today,
    );
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.price).toBe(485000.5);
      expect(r.value.maxParticipants).toBe(40);
      expect(r.value.itinerary).toEqual(["Day 1"]);
    }
  });

  it("words failures with the spec's messages", () => {
    const r = checkPackageForm({ ...good, name: " ", price: "-1", maxParticipants: "0" }, EMPTY_LISTS, today);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.name).toBe("Package name is required");
      expect(r.errors.price).toBe("Price must be positive");
      expect(r.errors.maxParticipants).toBe("Maximum participants must be at least 1");
    }
    const t = checkPackageForm({ ...good, type: "cruise" }, EMPTY_LISTS, today);
    expect(t.ok || t.errors.type).toBe("Type must be either umrah or tour");
    const d = checkPackageForm({ ...good, price: "10.555" }, EMPTY_LISTS, today);
    expect(d.ok || d.errors.price).toBe("Price can have at most 2 decimal places");
  });

  it("holds new dates to today or later, but an edited package keeps a past date it already had", () => {
    const past = { ...good, departureDate: "2026-01-01", returnDate: "2026-01-10" };
    const r = checkPackageForm(past, EMPTY_LISTS, today);
    expect(r.ok || r.errors.departureDate).toBe("Departure date cannot be in the past");
    const kept = checkPackageForm(past, EMPTY_LISTS, today, {
      departureDate: "2026-01-01",
      returnDate: "2026-01-10",
    });
    expect(kept.ok).toBe(true);
  });

  it("round-trips a package through the form", () => {
    const p = pkg({ itinerary: ["Day 1"], inclusions: ["Visa"], exclusions: ["Tips"], price: 99.5 });
    const f = formFromPackage(p);
    const body = packagePayload(f.values, f.lists);
    expect(body).toMatchObject({ name: p.name, price: 99.5, itinerary: ["Day 1"], exclusions: ["Tips"] });
    expect(packageDifferences(p, f)).toEqual([]);
    const changed = packageDifferences(p, { values: { ...f.values, price: "120" }, lists: f.lists });
    expect(changed).toEqual([{ field: "price", label: "Price", saved: "99.5", mine: "120" }]);
  });
});

// ─────────────────────────── import / export ───────────────────────────

describe("package CSV import and export", () => {
  it("accepts only .csv files", () => {
    expect(isCsvFile({ name: "packages.CSV" })).toBe(true);
    expect(isCsvFile({ name: "packages.xlsx" })).toBe(false);
    expect(isCsvFile(null)).toBe(false);
  });

  it("combines the worker's and the server's row errors by file line", () => {
    const combined = combineImport({ total: 5, errors: ["Row 4: Price must be positive"] }, [
      {
        results: { total: 4, success: 3, errors: 1, errorDetails: ["Row 3: Package name is required"] },
        lines: [2, 3, 5, 6],
      },
    ]);
    expect(combined).toEqual({
      total: 5,
      success: 3,
      errors: 2,
      errorDetails: ["Row 3: Package name is required", "Row 4: Price must be positive"],
    });
    expect(chunkRows([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("offers a template that passes the import's own check", () => {
    const check = checkCsvText(packageCsvTemplate("2026-11-22"), "packages");
    expect(check.missingHeaders).toEqual([]);
    expect(check.errors).toEqual([]);
    expect(check.validCount).toBe(1);
    expect(validatePackageCsvRow(check.rows[0] ?? {}, "2026-11-22").ok).toBe(true);
  });

  it("names the export packages_export_<date>.csv", () => {
    expect(exportFileName('attachment; filename="packages_export_2026-03-12.csv"', "2026-11-22")).toBe(
      "packages_export_2026-03-12.csv",
    );
    expect(exportFileName('attachment; filename="../evil.sh"', "2026-11-22")).toBe(
      "packages_export_2026-11-22.csv",
    );
    expect(exportFileName(null, "2026-11-22")).toBe("packages_export_2026-11-22.csv");
  });
});

describe("load failure text", () => {
  it("shows the server's own message, else the catalogue's fallback", () => {
    expect(loadFailureText(null, "Failed to fetch data")).toBeNull();
    expect(loadFailureText({ error: "Admins only", status: 403 }, "Failed to fetch data")).toBe(
      "Admins only",
    );
    expect(loadFailureText({ error: "Server error (500)", status: 500 }, "Failed to fetch data")).toBe(
      "Failed to fetch data",
    );
    expect(
      loadFailureText({ error: "Network error: Failed to fetch", status: 0 }, "Failed to fetch bookings"),
    ).toBe("Failed to fetch bookings");
    expect(
      loadFailureText({ error: "The server refused the sync (403)", status: 403 }, "Failed to fetch data"),
    ).toBe("Failed to fetch data");
  });
});

describe("route search", () => {
  it("keeps known filter values and drops the rest", () => {
    expect(parsePackagesSearch({ status: "sold", type: "cruise" })).toEqual({ status: "sold" });
    expect(packageFilters({})).toEqual({ status: "all", type: "all" });
    expect(parsePackageBookingsSearch({ status: "pending", package: " RAMADAN UMRAH " })).toEqual({
      status: "pending",
      package: "RAMADAN UMRAH",
    });
    expect(parsePackageBookingsSearch({ status: "lost", package: 5 })).toEqual({});
    expect(bookingFilters({})).toEqual({ status: "all", package: "all" });
    expect(withoutDefaults({ status: "all", type: "tour" })).toEqual({ type: "tour" });
  });
});
