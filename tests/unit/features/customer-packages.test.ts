import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PackageRow } from "../../../src/db/schema.ts";
import {
  bookingPackage,
  bookingSearchFields,
  daysUntil,
  departsInText,
  loadFailureText,
  type MyPackageBooking,
  packageAnalytics,
} from "../../../src/features/customer-packages/analytics.ts";
import {
  addParticipantHint,
  bookingBody,
  emptyParticipant,
  keyForAttempt,
  maxParticipantsFor,
  outcomeUnknown,
  type ParticipantDraft,
  packageBookingFailureMessage,
  participantProblems,
} from "../../../src/features/customer-packages/booking-form.ts";
import {
  DEFAULT_VIEW,
  onOffer,
  type PackagesView,
  placesLeft,
  typeCounts,
  visiblePackages,
} from "../../../src/features/customer-packages/package-list.ts";
import {
  packagesSearch,
  packagesView,
  parsePackagesSearch,
} from "../../../src/features/customer-packages/route-search.ts";
import { clockText } from "../../../src/ui/expiry-countdown.tsx";
import { freshnessNote } from "../../../src/ui/freshness-line.tsx";

const TODAY = "2026-03-12";
const PKG_ID = "7b1c1f0e-0000-4000-8000-0000000000aa";

let seq = 0;
function pkg(over: Partial<PackageRow> = {}): PackageRow {
  seq++;
  return {
    _id: `00000000-0000-4000-8000-${String(seq).padStart(12, "0")}`,
    name: `Package ${seq}`,
    type: "umrah",
    destination: "Makkah & Madinah",
    duration: "15 days 14 nights",
    departureDate: "2026-04-01",
    returnDate: "2026-04-15",
    price: 185_000,
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

function booking(
  over: Partial<MyPackageBooking> & { pkg?: Partial<PackageRow>; live?: boolean } = {},
): MyPackageBooking {
  const { pkg: p, live = false, ...rest } = over;
  const details = pkg(p);
  seq++;
  return {
    _id: `10000000-0000-4000-8000-${String(seq).padStart(12, "0")}`,
    bookingId: `PK-${String(seq).padStart(8, "0")}`,
    status: "approved",
    createdAt: "2026-02-01T10:00:00.000Z",
    updatedAt: "2026-02-01T10:00:00.000Z",
    version: 1,
    expiresAt: null,
    participantCount: 2,
    pricePerPerson: details.price,
    totalAmount: details.price * 2,
    packageId: live ? details : null,
    packageDetails: details,
    passengers: [
      { name: "ALI KHAN", passport: "AB1234567", firstName: "ALI", lastName: "KHAN" },
      { name: "SARA KHAN", passport: "AB7654321", firstName: "SARA", lastName: "KHAN" },
    ],
    paymentMethod: null,
    paymentReference: null,
    paymentClaimedAt: null,
    approvedAt: null,
    cancelledAt: null,
    cancelReason: null,
    ...rest,
  };
}

describe("Package Analytics", () => {
  it("counts every booking by status and by package type", () => {
    const a = packageAnalytics(
      [
        booking({ status: "approved", pkg: { type: "umrah" } }),
        booking({ status: "pending", pkg: { type: "umrah" } }),
        booking({ status: "cancelled", pkg: { type: "tour" } }),
        booking({ status: "approved", pkg: { type: "tour" } }),
        booking({ status: "pending", pkg: { type: "umrah" } }),
      ],
      TODAY,
    );
    expect(a.totalBookings).toBe(5);
    expect(a.statusCounts).toEqual({ pending: 2, approved: 2, cancelled: 1 });
    expect(a.typeCounts).toEqual({ umrah: 3, tour: 2 });
  });

  it("totals what was spent on approved bookings only, to the paisa", () => {
    const a = packageAnalytics(
      [
        booking({ status: "approved", totalAmount: 370_000 }),
        booking({ status: "approved", totalAmount: 0.1 }),
        booking({ status: "approved", totalAmount: 0.2 }),
        booking({ status: "pending", totalAmount: 1_000_000 }),
        booking({ status: "cancelled", totalAmount: 555_000 }),
      ],
      TODAY,
    );
    expect(a.totalSpent).toBe(370_000.3);
  });

  it("is all zeros for no bookings", () => {
    expect(packageAnalytics([], TODAY)).toEqual({
      totalBookings: 0,
      totalSpent: 0,
      statusCounts: { pending: 0, approved: 0, cancelled: 0 },
      typeCounts: { umrah: 0, tour: 0 },
      upcoming: [],
    });
  });

  it("lists up to 3 upcoming approved bookings, soonest first, from today, never past or unapproved ones", () => {
    const past = booking({ status: "approved", pkg: { departureDate: "2026-03-11" } });
    const todays = booking({ status: "approved", pkg: { departureDate: TODAY } });
    const may = booking({ status: "approved", pkg: { departureDate: "2026-05-01" } });
    const april = booking({ status: "approved", pkg: { departureDate: "2026-04-01" } });
    const june = booking({ status: "approved", pkg: { departureDate: "2026-06-01" } });
    const pendingSoon = booking({ status: "pending", pkg: { departureDate: "2026-03-13" } });
    const cancelledSoon = booking({ status: "cancelled", pkg: { departureDate: "2026-03-13" } });
    const a = packageAnalytics([june, past, may, pendingSoon, todays, cancelledSoon, april], TODAY);
    expect(a.upcoming.map((b) => b._id)).toEqual([todays._id, april._id, may._id]);
    expect(packageAnalytics([june, past], TODAY).upcoming).toEqual([june]);
  });

  it("keeps the list's order between equal departure dates", () => {
    const x = booking({ pkg: { departureDate: "2026-04-01" } });
    const y = booking({ pkg: { departureDate: "2026-04-01" } });
    const z = booking({ pkg: { departureDate: "2026-04-01" } });
    const w = booking({ pkg: { departureDate: "2026-04-01" } });
    expect(packageAnalytics([x, y, z, w], TODAY).upcoming).toEqual([x, y, z]);
  });

  it("reads the live package first (a rescheduled departure counts), else the snapshot", () => {
    const moved = booking({ pkg: { departureDate: "2026-03-01" } });
    moved.packageId = { ...(moved.packageDetails as PackageRow), departureDate: "2026-04-20" };
    expect(bookingPackage(moved).departureDate).toBe("2026-04-20");
    expect(packageAnalytics([moved], TODAY).upcoming).toEqual([moved]);
    const gone = booking({ pkg: { departureDate: "2026-03-01" } });
    expect(bookingPackage(gone)).toBe(gone.packageDetails);
    expect(packageAnalytics([gone], TODAY).upcoming).toEqual([]);
  });

  it("agrees with a naive several-pass computation for any bookings", () => {
    const arb = fc.array(
      fc.record({
        status: fc.constantFrom("pending", "approved", "cancelled" as const),
        type: fc.constantFrom("umrah", "tour" as const),
        day: fc.integer({ min: -20, max: 40 }),
        paise: fc.integer({ min: 0, max: 100_000_000 }),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(arb, fc.integer({ min: 0, max: 5 }), (specs, limit) => {
        const rows = specs.map((s) => {
          const d = new Date(Date.UTC(2026, 2, 12 + s.day)).toISOString().slice(0, 10);
          return booking({
            status: s.status,
            totalAmount: s.paise / 100,
            pkg: { type: s.type, departureDate: d },
          });
        });
        const a = packageAnalytics(rows, TODAY, limit);
        const approved = rows.filter((b) => b.status === "approved");
        expect(a.totalBookings).toBe(rows.length);
        expect(a.statusCounts.pending).toBe(rows.filter((b) => b.status === "pending").length);
        expect(a.typeCounts.tour).toBe(rows.filter((b) => bookingPackage(b).type === "tour").length);
        expect(Math.round(a.totalSpent * 100)).toBe(
          approved.reduce((sum, b) => sum + Math.round(b.totalAmount * 100), 0),
        );
        const naive = approved
          .map((b, i) => ({ b, i, d: bookingPackage(b).departureDate }))
          .filter((x) => x.d >= TODAY)
          .sort((x, y) => (x.d < y.d ? -1 : x.d > y.d ? 1 : x.i - y.i))
          .slice(0, limit)
          .map((x) => x.b);
        expect(a.upcoming).toEqual(naive);
      }),
    );
  });

  it("words the time to departure", () => {
    expect(daysUntil("2026-04-01", TODAY)).toBe(20);
    expect(departsInText(TODAY, TODAY)).toBe("Departs today");
    expect(departsInText("2026-03-13", TODAY)).toBe("Departs tomorrow");
    expect(departsInText("2026-04-01", TODAY)).toBe("In 20 days");
  });

  it("searches a booking by package name, destination, type, reference and status", () => {
    const b = booking({ status: "pending", pkg: { name: "Economy Umrah", destination: "Makkah" } });
    expect(bookingSearchFields(b)).toEqual(
      expect.arrayContaining(["Economy Umrah", "Makkah", "Umrah", b.bookingId, "pending", "Pending"]),
    );
  });
});

describe("a failed load", () => {
  it("shows the server's own message, else the fallback", () => {
    expect(loadFailureText(null, "Failed to fetch bookings")).toBeNull();
    expect(loadFailureText({ error: "Account blocked", status: 403 }, "Failed to fetch bookings")).toBe(
      "Account blocked",
    );
    expect(loadFailureText({ error: "Server error (500)", status: 500 }, "Failed to fetch data")).toBe(
      "Failed to fetch data",
    );
    // A 5xx that says what is wrong is shown as it is.
    expect(loadFailureText({ error: "Down for maintenance until 4 PM", status: 503 }, "X")).toBe(
      "Down for maintenance until 4 PM",
    );
    expect(
      loadFailureText({ error: "Network error: Failed to fetch", status: 0 }, "Failed to fetch bookings"),
    ).toBe("Failed to fetch bookings");
    expect(
      loadFailureText(
        { error: "The server refused the sync (403)", status: 403 },
        "Failed to fetch bookings",
      ),
    ).toBe("Failed to fetch bookings");
    expect(
      loadFailureText({ error: "This server does not offer this list yet (404)", status: 404 }, "X"),
    ).toBe("X");
    expect(loadFailureText({ error: "Unexpected answer from the server", status: null }, "X")).toBe("X");
  });
});

describe("Available Packages", () => {
  const view = (over: Partial<PackagesView> = {}): PackagesView => ({ ...DEFAULT_VIEW, ...over });

  it("offers packages not cancelled and not yet departed (sold out ones stay)", () => {
    expect(onOffer({ status: "active", departureDate: TODAY }, TODAY)).toBe(true);
    expect(onOffer({ status: "sold", departureDate: "2026-04-01" }, TODAY)).toBe(true);
    expect(onOffer({ status: "cancelled", departureDate: "2026-04-01" }, TODAY)).toBe(false);
    expect(onOffer({ status: "active", departureDate: "2026-03-11" }, TODAY)).toBe(false);
  });

  it("filters by type chip and counts the chips over what is offered", () => {
    const rows = [
      pkg({ type: "umrah" }),
      pkg({ type: "tour" }),
      pkg({ type: "umrah" }),
      pkg({ type: "tour", status: "cancelled" }),
    ];
    expect(visiblePackages(rows, view({ type: "umrah" }), "", TODAY).shown).toHaveLength(2);
    expect(visiblePackages(rows, view({ type: "tour" }), "", TODAY).shown).toEqual([rows[1]]);
    const { shown, offered } = visiblePackages(rows, view(), "", TODAY);
    expect(shown).toHaveLength(3);
    expect(typeCounts(offered)).toEqual({ all: 3, umrah: 2, tour: 1 });
  });

  it("searches by name and destination, case-insensitively, every word", () => {
    const rows = [
      pkg({ name: "Economy Umrah 15 Days", destination: "MAKKAH & MADINAH" }),
      pkg({ name: "Northern Areas Tour", destination: "Hunza & Skardu", type: "tour" }),
      pkg({ name: "Turkey Explorer", destination: "Istanbul", type: "tour", description: "hunza" }),
    ];
    const find = (term: string) => visiblePackages(rows, view(), term, TODAY).shown.map((p) => p.name);
    expect(find("hunza")).toEqual(["Northern Areas Tour"]);
    expect(find("  economy MADINAH ")).toEqual(["Economy Umrah 15 Days"]);
    expect(find("tour")).toEqual(["Northern Areas Tour"]);
    expect(find("")).toHaveLength(3);
  });

  it("sorts by departure date, price or name, ascending or descending", () => {
    const a = pkg({ name: "beta", departureDate: "2026-05-01", price: 300_000 });
    const b = pkg({ name: "Alpha", departureDate: "2026-04-01", price: 500_000 });
    const c = pkg({ name: "gamma", departureDate: "2026-06-01", price: 100_000 });
    const rows = [a, b, c];
    const order = (v: Partial<PackagesView>) => visiblePackages(rows, view(v), "", TODAY).shown;
    expect(order({})).toEqual([b, a, c]);
    expect(order({ dir: "desc" })).toEqual([c, a, b]);
    expect(order({ sort: "price" })).toEqual([c, a, b]);
    expect(order({ sort: "price", dir: "desc" })).toEqual([b, a, c]);
    expect(order({ sort: "name" })).toEqual([b, a, c]);
    expect(order({ sort: "name", dir: "desc" })).toEqual([c, a, b]);
  });

  it("counts the places left, never below zero", () => {
    expect(placesLeft({ maxParticipants: 40, currentParticipants: 37 })).toBe(3);
    expect(placesLeft({ maxParticipants: 10, currentParticipants: 12 })).toBe(0);
  });

  it("keeps the view in the URL without its defaults and drops unknown values", () => {
    expect(parsePackagesSearch({ type: "tour", sort: "price", dir: "desc" })).toEqual({
      type: "tour",
      sort: "price",
      dir: "desc",
    });
    expect(parsePackagesSearch({ type: "all", sort: "departure", dir: "asc" })).toEqual({});
    expect(parsePackagesSearch({ type: "cruise", sort: 3, dir: "sideways" })).toEqual({});
    expect(packagesView({})).toEqual(DEFAULT_VIEW);
    expect(packagesSearch({ type: "umrah", sort: "departure", dir: "asc" })).toEqual({ type: "umrah" });
    expect(packagesView(packagesSearch({ type: "tour", sort: "name", dir: "desc" }))).toEqual({
      type: "tour",
      sort: "name",
      dir: "desc",
    });
  });
});

describe("the participant modal", () => {
  const draft = (over: Partial<ParticipantDraft> = {}): ParticipantDraft => ({
    ...emptyParticipant(`k${++seq}`),
    ...over,
  });

  it("shows every field's message for an empty block, not only the passport's", () => {
    expect(participantProblems(PKG_ID, [draft()])).toEqual({
      "passengers.0.firstName": "First name is required",
      "passengers.0.lastName": "Last name is required",
      "passengers.0.passport": "Passport number is required",
    });
  });

  it("checks the lengths (names 50, passport 20) and each block on its own", () => {
    const problems = participantProblems(PKG_ID, [
      draft({ firstName: "A".repeat(51), lastName: "", passport: "P".repeat(21) }),
      draft({ firstName: "Sara", lastName: "Khan", passport: "AB1234567" }),
    ]);
    expect(problems).toEqual({
      "passengers.0.firstName": "First name must be less than 50 characters",
      "passengers.0.lastName": "Last name is required",
      "passengers.0.passport": "Passport number must be less than 20 characters",
    });
    expect(
      participantProblems(PKG_ID, [
        draft({ firstName: "A".repeat(50), lastName: "B", passport: "P".repeat(20) }),
      ]),
    ).toEqual({});
  });

  it("allows 1 to 5 participants, in the specification's words", () => {
    const ok = () => draft({ firstName: "Ali", lastName: "Khan", passport: "AB1" });
    expect(participantProblems(PKG_ID, []).passengers).toBe("At least one participant is required");
    expect(participantProblems(PKG_ID, Array.from({ length: 6 }, ok)).passengers).toBe(
      "Maximum 5 participants allowed",
    );
    expect(participantProblems(PKG_ID, Array.from({ length: 5 }, ok))).toEqual({});
  });

  it("sends each participant as { name: 'FIRST LAST', passport, firstName, lastName }, trimmed and upper-cased", () => {
    expect(
      bookingBody(PKG_ID, [
        draft({ firstName: " fatima ", lastName: "malik", passport: "ab1234567 " }),
        draft({ firstName: "Ali", lastName: "Raza", passport: "cd7654321" }),
      ]),
    ).toEqual({
      packageId: PKG_ID,
      passengers: [
        { name: "FATIMA MALIK", passport: "AB1234567", firstName: "FATIMA", lastName: "MALIK" },
        { name: "ALI RAZA", passport: "CD7654321", firstName: "ALI", lastName: "RAZA" },
      ],
    });
  });

  it("allows 5 per booking, or fewer when fewer places are left, and says why at the limit", () => {
    expect(maxParticipantsFor({ maxParticipants: 45, currentParticipants: 10 })).toBe(5);
    expect(maxParticipantsFor({ maxParticipants: 45, currentParticipants: 42 })).toBe(3);
    expect(maxParticipantsFor({ maxParticipants: 45, currentParticipants: 45 })).toBe(1);
    expect(addParticipantHint({ maxParticipants: 45, currentParticipants: 10 }, 4)).toBeNull();
    expect(addParticipantHint({ maxParticipants: 45, currentParticipants: 10 }, 5)).toBe(
      "Maximum 5 participants allowed",
    );
    expect(addParticipantHint({ maxParticipants: 45, currentParticipants: 43 }, 2)).toBe(
      "Only 2 places left on this package.",
    );
    expect(addParticipantHint({ maxParticipants: 45, currentParticipants: 44 }, 1)).toBe(
      "Only 1 place left on this package.",
    );
  });

  it("reuses the Idempotency-Key only for a retry of the very same request whose outcome is unknown", () => {
    let n = 0;
    const fresh = () => `key-${++n}`;
    const first = keyForAttempt(null, "body-a", fresh);
    expect(first).toEqual({ body: "body-a", key: "key-1" });
    expect(keyForAttempt(first, "body-a", fresh)).toBe(first);
    expect(keyForAttempt(first, "body-b", fresh)).toEqual({ body: "body-b", key: "key-2" });
    expect(outcomeUnknown(0, "")).toBe(true);
    expect(outcomeUnknown(503, "")).toBe(true);
    expect(outcomeUnknown(429, "")).toBe(true);
    expect(outcomeUnknown(409, "A request with this Idempotency-Key is still being processed")).toBe(true);
    expect(outcomeUnknown(409, "This package is fully booked")).toBe(false);
    expect(outcomeUnknown(400, "")).toBe(false);
  });

  it("words a failed booking as the catalogue does", () => {
    expect(packageBookingFailureMessage(500, "boom")).toBe("Server error. Please try again later.");
    expect(packageBookingFailureMessage(400, "Passport number is required")).toBe(
      "Invalid booking data. Please check your information.",
    );
    expect(packageBookingFailureMessage(409, "This package is fully booked")).toBe(
      "Booking failed: This package is fully booked",
    );
    expect(packageBookingFailureMessage(409, "")).toBe("Package booking failed. Please try again.");
    expect(packageBookingFailureMessage(0, null)).toBe("Package booking failed. Please try again.");
  });
});

describe("shared widgets My Packages uses", () => {
  it("words the countdown", () => {
    expect(clockText(2 * 3600 * 1000)).toBe("2h 00m 00s");
    expect(clockText((12 * 60 + 3) * 1000)).toBe("12m 03s");
    expect(clockText(-1)).toBe("0s");
  });

  it("says when a list shows saved data", () => {
    const now = Date.parse("2026-03-12T10:00:00Z");
    const saved = "2026-03-12T09:48:00Z";
    expect(freshnessNote("bookings", { online: false, lastSyncedAt: saved, failed: false }, now)).toEqual({
      tone: "warning",
      text: "Offline — showing bookings saved 12 min ago",
    });
    expect(freshnessNote("bookings", { online: true, lastSyncedAt: saved, failed: false }, now)).toEqual({
      tone: "warning",
      text: "Updated 12 min ago",
    });
    expect(
      freshnessNote(
        "bookings",
        { online: true, lastSyncedAt: new Date(now - 4 * 60_000).toISOString(), failed: false },
        now,
      ),
    ).toEqual({
      tone: "muted",
      text: "Updated 4 min ago",
    });
  });
});
