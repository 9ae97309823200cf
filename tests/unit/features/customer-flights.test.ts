import { describe, expect, it } from "vitest";
import { karachiDate } from "../../../src/domain/format.ts";
import {
  ageTypeFor,
  bookingBody,
  bookingFailureMessage,
  bookingProblems,
  emptyPassenger,
  keyForAttempt,
  outcomeUnknown,
  type PassengerDraft,
} from "../../../src/features/customer-flights/booking-form.ts";
import {
  addDays,
  bookingFlight,
  bookingSearchFields,
  dateWindow,
  inDateWindow,
  type MyBooking,
} from "../../../src/features/customer-flights/booking-list.ts";
import {
  departureKey,
  durationMinutes,
  flightSearchFields,
  matchesAvailability,
  sectorOf,
  sectorOptions,
  upcomingFlights,
} from "../../../src/features/customer-flights/flight-list.ts";
import {
  parseBookingsSearch,
  parseFlightsSearch,
  withoutDefaults,
} from "../../../src/features/customer-flights/route-search.ts";
import { sortRows } from "../../../src/ui/data-list-model.ts";
import { clockText } from "../../../src/ui/expiry-countdown.tsx";
import { ageText, freshnessNote } from "../../../src/ui/freshness-line.tsx";
import { matchesSearch } from "../../../src/ui/search.ts";

const TICKET = "3f2b8c1e-9a4d-4e21-8b7a-2c5d6e7f8a90";
const TODAY = "2026-03-12";

function passenger(over: Partial<PassengerDraft> = {}): PassengerDraft {
  return {
    ...emptyPassenger("k1"),
    firstName: "ayesha",
    lastName: " khan ",
    passport: "ab1234567",
    passportExpiry: "2030-01-31",
    dateOfBirth: "1990-05-04",
    nationality: "PAKISTAN",
    contactNumber: " +923001234567 ",
    ...over,
  };
}

describe("date filter windows (by departure date, Karachi's calendar)", () => {
  it("moves calendar dates across months and years", () => {
    expect(addDays("2026-02-27", 2)).toBe("2026-03-01");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("not a date", 1)).toBe("");
  });

  it("today, tomorrow and this week (today to today + 6)", () => {
    expect(dateWindow("today", TODAY)).toEqual({ from: TODAY, to: TODAY });
    expect(dateWindow("tomorrow", TODAY)).toEqual({ from: "2026-03-13", to: "2026-03-13" });
    expect(dateWindow("this-week", TODAY)).toEqual({ from: TODAY, to: "2026-03-18" });
  });

  it("next week is days 7 to 14 ahead, both ends included", () => {
    expect(dateWindow("next-week", TODAY)).toEqual({ from: "2026-03-19", to: "2026-03-26" });
    const ahead = (n: number) => inDateWindow(addDays(TODAY, n), "next-week", TODAY);
    expect([6, 7, 10, 14, 15].map(ahead)).toEqual([false, true, true, true, false]);
  });

  it("next week crosses a month and a year end", () => {
    expect(dateWindow("next-week", "2026-12-28")).toEqual({ from: "2027-01-04", to: "2027-01-11" });
  });

  it("this month is the next 30 days (today to today + 29)", () => {
    // Rolling, like the weeks: the next 30 days, across a month's end.
    expect(dateWindow("this-month", TODAY)).toEqual({ from: TODAY, to: "2026-04-10" });
    expect(dateWindow("this-month", "2024-02-10")).toEqual({ from: "2024-02-10", to: "2024-03-10" });
    expect(dateWindow("this-month", "2026-04-30")).toEqual({ from: "2026-04-30", to: "2026-05-29" });
    expect(inDateWindow("2026-03-01", "this-month", TODAY)).toBe(false);
    expect(inDateWindow("2026-04-01", "this-month", TODAY)).toBe(true);
    expect(inDateWindow("2026-04-11", "this-month", TODAY)).toBe(false);
  });

  it("'all' and unknown filters keep everything; a missing date never matches a window", () => {
    expect(dateWindow("all", TODAY)).toBeNull();
    expect(inDateWindow("1999-01-01", "all", TODAY)).toBe(true);
    expect(inDateWindow("", "today", TODAY)).toBe(false);
    expect(inDateWindow(null, "today", TODAY)).toBe(false);
  });

  it("uses Karachi's day, not the device's: 20:00 UTC is already tomorrow in Karachi", () => {
    const today = karachiDate(new Date("2026-03-12T20:00:00Z"));
    expect(today).toBe("2026-03-13");
    expect(inDateWindow("2026-03-13", "today", today)).toBe(true);
    expect(inDateWindow("2026-03-20", "next-week", today)).toBe(true);
    expect(inDateWindow("2026-03-19", "next-week", today)).toBe(false);
    // Just before Karachi midnight it is still the 12th.
    expect(karachiDate(new Date("2026-03-12T18:59:59Z"))).toBe("2026-03-12");
  });
});

const flight = (over: Record<string, unknown> = {}) => ({
  airlineName: "Pakistan International Airlines",
  flightNumber: "PK 741",
  departure: "LHE",
  destination: "JED",
  departureDate: "2026-03-20",
  departureTime: "08:30",
  duration: "5h 10m",
  price: 125000,
  seatsAvailable: 10,
  status: "active" as const,
  ...over,
});

describe("flight list helpers", () => {
  it("sectors: the distinct 'DEP → DEST' pairs, alphabetical, after 'All sectors'", () => {
    const list = [
      flight(),
      flight({ departure: "KHI", destination: "DXB" }),
      flight(),
      flight({ departure: "isb", destination: "jed " }),
    ];
    expect(sectorOf(list[0]!)).toBe("LHE → JED");
    expect(sectorOptions(list).map((o) => o.value)).toEqual(["all", "ISB → JED", "KHI → DXB", "LHE → JED"]);
    expect(sectorOptions([])).toEqual([{ value: "all", label: "All sectors" }]);
  });

  it("reads durations as admins type them", () => {
    expect(durationMinutes("5h 10m")).toBe(310);
    expect(durationMinutes("5h10m")).toBe(310);
    expect(durationMinutes("2 hours 5 minutes")).toBe(125);
    expect(durationMinutes("2 hrs and 5 mins")).toBe(125);
    expect(durationMinutes("45m")).toBe(45);
    expect(durationMinutes("1d 2h")).toBe(26 * 60);
    expect(durationMinutes("3:05")).toBe(185);
    expect(durationMinutes("3")).toBe(180);
    expect(durationMinutes("2.5")).toBe(150);
    expect(durationMinutes("150")).toBe(150);
    expect(durationMinutes("")).toBeNull();
    expect(durationMinutes(null)).toBeNull();
    expect(durationMinutes("about five hours")).toBeNull();
    expect(durationMinutes("5h 10x")).toBeNull();
  });

  it("sorts by duration (minutes, not text), unreadable durations last", () => {
    const rows = [
      flight({ flightNumber: "A", duration: "10h 05m" }),
      flight({ flightNumber: "B", duration: "2h 30m" }),
      flight({ flightNumber: "C", duration: "?" }),
      flight({ flightNumber: "D", duration: "9h 55m" }),
    ];
    const sorters = [
      { key: "duration", sortValue: (f: (typeof rows)[number]) => durationMinutes(f.duration) },
    ];
    expect(sortRows(rows, sorters, { key: "duration", direction: "asc" }).map((f) => f.flightNumber)).toEqual(
      ["B", "D", "A", "C"],
    );
    expect(
      sortRows(rows, sorters, { key: "duration", direction: "desc" }).map((f) => f.flightNumber),
    ).toEqual(["A", "D", "B", "C"]);
  });

  it("sorts by departure date and time together", () => {
    const rows = [
      flight({ flightNumber: "late", departureDate: "2026-03-20", departureTime: "23:10" }),
      flight({ flightNumber: "early", departureDate: "2026-03-20", departureTime: "06:00" }),
      flight({ flightNumber: "before", departureDate: "2026-03-19", departureTime: "23:59" }),
    ];
    const sorters = [{ key: "departure", sortValue: departureKey }];
    expect(
      sortRows(rows, sorters, { key: "departure", direction: "asc" }).map((f) => f.flightNumber),
    ).toEqual(["before", "early", "late"]);
  });

  it("availability: bookable means active, not departed, with seats; delayed is not sold out", () => {
    expect(matchesAvailability(flight(), "available", TODAY)).toBe(true);
    expect(matchesAvailability(flight({ seatsAvailable: 0 }), "available", TODAY)).toBe(false);
    expect(matchesAvailability(flight({ seatsAvailable: 0 }), "sold-out", TODAY)).toBe(true);
    expect(matchesAvailability(flight({ status: "sold" }), "sold-out", TODAY)).toBe(true);
    expect(matchesAvailability(flight({ status: "delayed" }), "sold-out", TODAY)).toBe(false);
    expect(matchesAvailability(flight({ status: "delayed" }), "available", TODAY)).toBe(false);
    expect(matchesAvailability(flight({ departureDate: "2026-03-11" }), "available", TODAY)).toBe(false);
    expect(matchesAvailability(flight({ status: "sold" }), "all", TODAY)).toBe(true);
  });

  it("offers only flights departing today or later", () => {
    const rows = [flight({ departureDate: "2026-03-11" }), flight({ departureDate: TODAY }), flight()];
    expect(upcomingFlights(rows, TODAY).map((f) => f.departureDate)).toEqual([TODAY, "2026-03-20"]);
  });

  it("searches by route and airline, name or code", () => {
    const fields = flightSearchFields(flight());
    expect(matchesSearch("lhe jed", ...fields)).toBe(true);
    expect(matchesSearch("pakistan", ...fields)).toBe(true);
    expect(matchesSearch("PK", ...fields)).toBe(true);
    expect(matchesSearch("emirates", ...fields)).toBe(false);
  });
});

describe("the booking form", () => {
  it("an empty passenger gets every required message of the spec", () => {
    const errors = bookingProblems(TICKET, [emptyPassenger("a")], TODAY);
    expect(errors).toEqual({
      "passengers.0.firstName": "First name is required",
      "passengers.0.lastName": "Last name is required",
      "passengers.0.passport": "Passport number is required",
      "passengers.0.passportExpiry": "Passport expiry date is required",
      "passengers.0.dateOfBirth": "Date of birth is required",
      "passengers.0.nationality": "Nationality is required",
      "passengers.0.contactNumber": "Contact number is required",
    });
  });

  it("length rules and the day rules, per passenger, even while other fields are wrong", () => {
    const errors = bookingProblems(
      TICKET,
      [
        passenger(),
        passenger({
          key: "k2",
          firstName: "x".repeat(51),
          passport: "P".repeat(21),
          contactNumber: "1".repeat(21),
          passportExpiry: "2026-03-11",
          dateOfBirth: "2026-03-13",
        }),
      ],
      TODAY,
    );
    expect(errors).toEqual({
      "passengers.1.firstName": "First name must be less than 50 characters",
      "passengers.1.passport": "Passport number must be less than 20 characters",
      "passengers.1.contactNumber": "Contact number must be less than 20 characters",
      "passengers.1.passportExpiry": "Passport expiry date cannot be in the past",
      "passengers.1.dateOfBirth": "Date of birth cannot be in the future",
    });
    // Today itself is allowed for both.
    expect(
      bookingProblems(TICKET, [passenger({ passportExpiry: TODAY, dateOfBirth: TODAY })], TODAY),
    ).toEqual({});
  });

  it("no passengers at all", () => {
    expect(bookingProblems(TICKET, [], TODAY)).toEqual({ passengers: "At least one passenger is required" });
  });

  it("sends names, passport and nationality upper-cased, and never meal or baggage", () => {
    const body = bookingBody(TICKET, [passenger({ nationality: "pakistan" })]);
    expect(body).toEqual({
      ticketId: TICKET,
      passengers: [
        {
          personType: "Mr",
          firstName: "AYESHA",
          lastName: "KHAN",
          name: "AYESHA KHAN",
          passport: "AB1234567",
          passportExpiry: "2030-01-31",
          ageType: "adult",
          dateOfBirth: "1990-05-04",
          nationality: "PAKISTAN",
          contactNumber: "+923001234567",
        },
      ],
    });
    expect(JSON.stringify(body)).not.toMatch(/meal|baggage|"key"/);
  });

  it("a title implies the age type", () => {
    expect(ageTypeFor("Chd")).toBe("child");
    expect(ageTypeFor("Inf")).toBe("infant");
    expect(ageTypeFor("Mrs")).toBe("adult");
  });

  it("reuses the Idempotency-Key only for the very same request", () => {
    let n = 0;
    const fresh = () => `key-${++n}`;
    const first = keyForAttempt(null, '{"a":1}', fresh);
    expect(first).toEqual({ body: '{"a":1}', key: "key-1" });
    expect(keyForAttempt(first, '{"a":1}', fresh).key).toBe("key-1");
    expect(keyForAttempt(first, '{"a":2}', fresh).key).toBe("key-2");
  });

  it("knows when the outcome of a send is unknown (retry with the same key)", () => {
    expect(outcomeUnknown(0, "Failed to fetch")).toBe(true);
    expect(outcomeUnknown(503, "")).toBe(true);
    expect(outcomeUnknown(429, "")).toBe(true);
    expect(outcomeUnknown(409, "A request with this Idempotency-Key is still being processed")).toBe(true);
    expect(outcomeUnknown(409, "This flight is sold out")).toBe(false);
    expect(outcomeUnknown(400, "First name is required")).toBe(false);
  });

  it("words failures as the error catalogue says", () => {
    expect(bookingFailureMessage(409, "This flight is sold out")).toBe(
      "Booking failed: This flight is sold out",
    );
    expect(bookingFailureMessage(500, "boom")).toBe("Server error. Please try again later.");
    expect(bookingFailureMessage(503, "")).toBe("Server error. Please try again later.");
    expect(bookingFailureMessage(400, "First name is required")).toBe(
      "Invalid booking data. Please check your information.",
    );
    expect(bookingFailureMessage(404, "")).toBe("Booking failed. Please try again.");
    expect(bookingFailureMessage(0, null)).toBe("Booking failed. Please try again.");
  });

  it("shows the countdown as hours, minutes and seconds", () => {
    expect(clockText(2 * 3600 * 1000)).toBe("2h 00m 00s");
    expect(clockText((3600 + 5 * 60 + 9) * 1000 + 999)).toBe("1h 05m 09s");
    expect(clockText((12 * 60 + 3) * 1000)).toBe("12m 03s");
    expect(clockText(45_000)).toBe("45s");
    expect(clockText(-5)).toBe("0s");
  });
});

describe("My Bookings helpers", () => {
  const snapshot = flight({ flightNumber: "EK 623", airlineName: "Emirates", destination: "DXB" });
  const booking = {
    bookingId: "SF-7K2Q9MXA",
    status: "pending",
    ticketId: null,
    flightDetails: snapshot,
  } as unknown as MyBooking;

  it("shows the live flight when it exists, else the snapshot", () => {
    expect(bookingFlight(booking).flightNumber).toBe("EK 623");
    const live = { ...booking, ticketId: { ...snapshot, departureTime: "09:45" } } as unknown as MyBooking;
    expect(bookingFlight(live).departureTime).toBe("09:45");
  });

  it("the global search matches flight and status", () => {
    const fields = bookingSearchFields(booking);
    expect(matchesSearch("ek 623", ...fields)).toBe(true);
    expect(matchesSearch("lhe dxb", ...fields)).toBe(true);
    expect(matchesSearch("pending", ...fields)).toBe(true);
    expect(matchesSearch("approved", ...fields)).toBe(false);
  });
});

describe("freshness line", () => {
  const now = Date.parse("2026-03-12T10:00:00Z");
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it("says how old saved data is", () => {
    expect(ageText(ago(20_000), now)).toBe("just now");
    expect(ageText(ago(12 * 60_000), now)).toBe("12 min ago");
    expect(ageText(ago(3 * 3600_000), now)).toBe("3 h ago");
    expect(ageText(ago(26 * 3600_000), now)).toBe("1 day ago");
    expect(ageText(ago(50 * 3600_000), now)).toBe("2 days ago");
  });

  it("warns offline or after a failed refresh, and is quiet otherwise", () => {
    const saved = ago(12 * 60_000);
    expect(freshnessNote("flights", { online: false, lastSyncedAt: saved, failed: false }, now)).toEqual({
      tone: "warning",
      text: "Offline — showing flights saved 12 min ago",
    });
    expect(freshnessNote("flights", { online: true, lastSyncedAt: saved, failed: true }, now)?.text).toBe(
      "Could not refresh — showing flights saved 12 min ago",
    );
    expect(freshnessNote("flights", { online: false, lastSyncedAt: null, failed: true }, now)?.text).toBe(
      "Offline — no saved flights on this device yet",
    );
    expect(freshnessNote("flights", { online: true, lastSyncedAt: saved, failed: false }, now)).toEqual({
      tone: "warning",
      text: "Updated 12 min ago",
    });
    expect(
      freshnessNote(
        "flights",
        { online: true, lastSyncedAt: new Date(now - 4 * 60_000).toISOString(), failed: false },
        now,
      ),
    ).toEqual({
      tone: "muted",
      text: "Updated 4 min ago",
    });
    expect(freshnessNote("flights", { online: true, lastSyncedAt: null, failed: false }, now)).toBeNull();
  });
});

describe("filters in the URL", () => {
  it("keeps known values and drops the rest", () => {
    expect(parseFlightsSearch({ availability: "sold-out", sector: "lhe -> jed" })).toEqual({
      availability: "sold-out",
      sector: "LHE → JED",
    });
    expect(parseFlightsSearch({ availability: "maybe", sector: "<script>" })).toEqual({});
    expect(parseBookingsSearch({ status: "approved", date: "next-week" })).toEqual({
      status: "approved",
      date: "next-week",
    });
    expect(parseBookingsSearch({ status: "all", date: 7 })).toEqual({});
    expect(withoutDefaults({ status: "all", date: "today" })).toEqual({ date: "today" });
  });
});
