/**
 * The booking rules the screens show, held by the server (docs/ARCHITECTURE.md §4.5): a flight or
 * package that departed before today in Karachi, or is not active, cannot be booked, on the
 * customer's calls and on website and GDS ingestion; ingestion's dates are checked field by field;
 * and a failed ingestion write logs no passenger data.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { flights, packages } from "../../server/db/schema.ts";
import { notDepartedSql } from "../../server/services/bookings.ts";
import { canBookFlight, FLIGHT_DEPARTED, hasDeparted, PACKAGE_DEPARTED } from "../../src/domain/bookings.ts";
import {
  createFlight,
  createPackage,
  flightInput,
  packageInput,
  participants,
  passengers,
  placesOf,
  seatsOf,
} from "./helpers/fixtures.ts";
import { startServer, TEST_WEB_API_KEY, type TestServer, type TestUser } from "./helpers/server.ts";

// Karachi is UTC+5 all year: 06:00Z is 11:00 on 10 March 2027 there, 19:30Z is 00:30 on the 11th.
const MORNING = new Date("2027-03-10T06:00:00Z");
const KARACHI_MIDNIGHT_PAST = new Date("2027-03-10T19:30:00Z");
const YESTERDAY = "2027-03-09";
const TODAY = "2027-03-10";
const TOMORROW = "2027-03-11";

let clock = MORNING;
let s: TestServer;
let admin: TestUser;
let customer: TestUser;
const key = { "x-api-key": TEST_WEB_API_KEY };

beforeAll(async () => {
  s = await startServer({ now: () => clock, config: { tokenTtlSeconds: 24 * 3600 } });
  admin = await s.user({ role: "admin" });
  customer = await s.user();
});
afterAll(() => s?.close());

/** A customer's booking call: flights (`/api/bookings`) or packages (`/api/package-bookings`). */
function book(path: string, body: Record<string, unknown>, idempotencyKey?: string) {
  const headers = idempotencyKey ? { "idempotency-key": idempotencyKey } : undefined;
  return s.post(path, body, { token: customer.token, headers });
}

const on = (date: string, over: Record<string, unknown> = {}) => ({
  departureDate: date,
  arrivalDate: date,
  ...over,
});

/**
 * A flight or package entered while its date was still ahead: stored as it is (the admin's form and
 * the API refuse a date before today, so a departed one is never created through them).
 */
async function storedFlight(over: Record<string, unknown>): Promise<string> {
  const values = { ...flightInput(over), createdAt: clock, updatedAt: clock } as typeof flights.$inferInsert;
  const [row] = await s.deps.db.insert(flights).values(values).returning({ id: flights.id });
  return row!.id;
}
async function storedPackage(over: Record<string, unknown>): Promise<string> {
  const values = {
    ...packageInput(over),
    createdAt: clock,
    updatedAt: clock,
  } as typeof packages.$inferInsert;
  const [row] = await s.deps.db.insert(packages).values(values).returning({ id: packages.id });
  return row!.id;
}

describe("the customer's bookings", () => {
  it("refuses a departed flight with a 409 naming why, and takes no seat", async () => {
    clock = MORNING;
    const id = await storedFlight(on(YESTERDAY, { departureTime: "23:30", arrivalDate: TODAY }));
    const res = await book("/api/bookings", { ticketId: id, passengers: passengers(2) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(FLIGHT_DEPARTED);
    expect(await seatsOf(s, id)).toBe(10);
  });

  it("books a flight leaving later today; at Karachi's midnight it has departed, and a replay keeps its answer", async () => {
    clock = MORNING;
    const id = await createFlight(
      s,
      admin.token,
      on(TODAY, { departureTime: "23:00", arrivalDate: TOMORROW }),
    );
    const body = { ticketId: id, passengers: passengers(1) };
    const first = await book("/api/bookings", body, "rules-today-1");
    expect(first.status).toBe(201);
    expect(await seatsOf(s, id)).toBe(9);

    // 00:30 in Karachi on the 11th, while UTC's date is still the 10th.
    clock = KARACHI_MIDNIGHT_PAST;
    const replay = await book("/api/bookings", body, "rules-today-1");
    expect(replay.status).toBe(201);
    expect(replay.body.bookingId).toBe(first.body.bookingId);
    const late = await book("/api/bookings", body, "rules-today-2");
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(FLIGHT_DEPARTED);
    expect(await seatsOf(s, id)).toBe(9);
  });

  it("refuses a flight that is not active", async () => {
    clock = MORNING;
    const id = await createFlight(s, admin.token, on(TOMORROW, { status: "delayed" }));
    const res = await book("/api/bookings", { ticketId: id, passengers: passengers(1) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This flight is not available for booking");
    expect(await seatsOf(s, id)).toBe(10);
  });

  it("refuses a departed package and one that is not active, and takes no place", async () => {
    clock = MORNING;
    const departed = await storedPackage({ departureDate: YESTERDAY, returnDate: TOMORROW });
    const gone = await book("/api/package-bookings", { packageId: departed, passengers: participants(2) });
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe(PACKAGE_DEPARTED);
    expect(await placesOf(s, departed)).toBe(0);

    const sold = await createPackage(s, admin.token, {
      departureDate: TOMORROW,
      returnDate: "2027-03-20",
      status: "sold",
    });
    const refused = await book("/api/package-bookings", { packageId: sold, passengers: participants(1) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This package is not available for booking");
    expect(await placesOf(s, sold)).toBe(0);

    const today = await createPackage(s, admin.token, { departureDate: TODAY, returnDate: "2027-03-20" });
    const booked = await book("/api/package-bookings", { packageId: today, passengers: participants(1) });
    expect(booked.status).toBe(201);
    expect(await placesOf(s, today)).toBe(1);
  });

  it("takes seats by the same rule the screens show: the SQL condition agrees with hasDeparted", async () => {
    const rows = await s.deps.db.select({ date: flights.departureDate }).from(flights);
    const dates = [...new Set(rows.map((r) => r.date))];
    expect(dates).toEqual(expect.arrayContaining([YESTERDAY, TODAY, TOMORROW]));
    for (const today of [YESTERDAY, TODAY, TOMORROW]) {
      const held = await s.deps.db
        .select({ date: flights.departureDate, bookable: notDepartedSql(flights.departureDate, today) })
        .from(flights);
      for (const r of held) {
        expect(r.bookable, `${r.date} on ${today}`).toBe(!hasDeparted(r.date, today));
        expect(canBookFlight({ status: "active", seatsAvailable: 1, departureDate: r.date }, 1, today)).toBe(
          r.bookable,
        );
      }
    }
  });
});

const gdsPassenger = {
  title: "Ms",
  firstName: "Zarmeena",
  lastName: "Qureshi",
  gender: "female",
  ageType: "adult",
  nationality: "Pakistan",
  passport: "QZ9988776",
};
const gds = (bookingId: string, over: Record<string, unknown> = {}) => ({
  bookingId,
  customerName: "Zarmeena Qureshi",
  customerEmail: "zq@example.pk",
  totalAmount: 150000,
  flightDetails: {
    flightNumber: "PK 203",
    airline: "PIA",
    from: "LHE",
    to: "KHI",
    departureDate: `${TOMORROW}T07:00:00`,
    arrivalDate: `${TOMORROW}T09:00:00`,
  },
  passengers: [gdsPassenger],
  ...over,
});
const segment = (departureTime: string, arrivalTime: string) => ({
  segmentDetails: {
    from: "KHI",
    to: "DXB",
    departureTime,
    arrivalTime,
    airline: "Emirates",
    flightNumber: "EK 601",
  },
  adultBaseFare: "50000",
  adultTaxes: "9000",
});

describe("website and GDS ingestion", () => {
  it("refuses a departed flight or package as a 400 naming the field, and stores nothing", async () => {
    clock = MORNING;
    const single = await s.post(
      "/api/web/gds-bookings",
      gds("DEPART1", {
        flightDetails: { ...gds("X").flightDetails, departureDate: `${YESTERDAY}T22:00:00` },
      }),
      { headers: key },
    );
    expect(single.status).toBe(400);
    expect(single.body.errors).toEqual({ "flightDetails.departureDate": FLIGHT_DEPARTED });

    const multi = await s.post(
      "/api/web/gds-bookings",
      gds("DEPART2", {
        isMultiCity: true,
        flightDetails: undefined,
        multiCityFlights: [
          segment(`${TODAY}T23:00:00`, `${TOMORROW}T01:00:00`),
          segment(`${YESTERDAY}T10:00:00`, `${YESTERDAY}T12:00:00`),
        ],
      }),
      { headers: key },
    );
    expect(multi.status).toBe(400);
    expect(multi.body.errors).toEqual({ "multiCityFlights.1.segmentDetails.departureTime": FLIGHT_DEPARTED });

    const web = await s.post(
      "/api/web/bookings",
      {
        bookingType: "package",
        customerName: "Hamza Yousaf",
        customerEmail: "hamza@example.pk",
        packageDetails: { name: "Umrah 10 days", departureDate: YESTERDAY, price: 250000 },
        passengerDetails: [{ firstName: "Hamza", lastName: "Yousaf" }],
      },
      { headers: key },
    );
    expect(web.status).toBe(400);
    expect(web.body.errors).toEqual({ "packageDetails.departureDate": PACKAGE_DEPARTED });

    const stored = await s.get("/api/web/gds-bookings", { token: admin.token });
    expect(stored.body.data.map((b: { bookingId: string }) => b.bookingId)).not.toContain("DEPART1");
    expect(stored.body.data.map((b: { bookingId: string }) => b.bookingId)).not.toContain("DEPART2");

    const today = await s.post(
      "/api/web/gds-bookings",
      gds("TODAY01", { flightDetails: { ...gds("X").flightDetails, departureDate: `${TODAY}T05:00:00` } }),
      { headers: key },
    );
    expect(today.status).toBe(201);
  });

  it("answers whitespace-only or malformed dates and unstorable text with a 400 naming the field, never a 500", async () => {
    clock = MORNING;
    const cases: [Record<string, unknown>, string][] = [
      [{ passengers: [{ ...gdsPassenger, dateOfBirth: "   " }] }, "passengers.0.dateOfBirth"],
      [{ passengers: [{ ...gdsPassenger, passportExpiry: "\t" }] }, "passengers.0.passportExpiry"],
      [{ passengers: [{ ...gdsPassenger, passportExpiry: "2026-02-30" }] }, "passengers.0.passportExpiry"],
      [{ passengers: [{ ...gdsPassenger, passportExpiry: YESTERDAY }] }, "passengers.0.passportExpiry"],
      [{ passengers: [{ ...gdsPassenger, dateOfBirth: TOMORROW }] }, "passengers.0.dateOfBirth"],
      [{ flightDetails: { ...gds("X").flightDetails, departureDate: "  " } }, "flightDetails.departureDate"],
      [{ flightDetails: { ...gds("X").flightDetails, arrivalDate: TODAY } }, "flightDetails.arrivalDate"],
      [{ passengers: [{ ...gdsPassenger, firstName: 42 }] }, "passengers.0.firstName"],
      [{ passengers: [{ ...gdsPassenger, lastName: "Mir\u0000" }] }, "passengers.0.lastName"],
      [{ passengers: [{ ...gdsPassenger, passport: "P".repeat(100_000) }] }, "passengers.0.passport"],
    ];
    for (const [i, [over, field]] of cases.entries()) {
      const res = await s.post("/api/web/gds-bookings", gds(`WS${String(i).padStart(4, "0")}`, over), {
        headers: key,
      });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.errors ?? {}), field).toEqual([field]);
    }
    const website = await s.post(
      "/api/web/bookings",
      {
        bookingType: "flight",
        customerName: "Hamza Yousaf",
        customerEmail: "hamza@example.pk",
        flightDetails: { departureDate: " ", departureTime: "04:30" },
        passengers: 1,
        pricePerPassenger: 95000,
      },
      { headers: key },
    );
    expect(website.status).toBe(400);
    expect(Object.keys(website.body.errors)).toEqual(["flightDetails.departureDate"]);
  });

  it("logs a GDS booking the database refuses without its passengers' names or passports", async () => {
    clock = MORNING;
    // A real refusal by the database, for this one passenger only.
    await s.deps.db.execute(
      sql.raw("alter table gds_passengers add constraint test_refuse check (last_name <> 'Refusedlast')"),
    );
    const lines: string[] = [];
    const capture = (...args: unknown[]) => {
      lines.push(args.map(String).join(" "));
    };
    const spies = [
      vi.spyOn(console, "error").mockImplementation(capture),
      vi.spyOn(console, "warn").mockImplementation(capture),
      vi.spyOn(console, "log").mockImplementation(capture),
      vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
        capture(chunk);
        return true;
      }),
    ];
    let status: number;
    try {
      const res = await fetch(`${s.url}/api/web/gds-bookings`, {
        method: "POST",
        headers: { ...key, "content-type": "application/json" },
        body: JSON.stringify(
          gds("LOGGED1", {
            customerName: "Customername Hidden",
            passengers: [
              { ...gdsPassenger, firstName: "Secretfirst", lastName: "Refusedlast", passport: "ZX0011223" },
            ],
          }),
        ),
      });
      status = res.status;
      await res.text();
    } finally {
      for (const spy of spies) spy.mockRestore();
      await s.deps.db.execute(sql.raw("alter table gds_passengers drop constraint test_refuse"));
    }
    expect(status).toBe(500);
    const logged = lines.join("\n");
    expect(logged).toMatch(/LOGGED1/);
    for (const secret of ["Secretfirst", "SECRETFIRST", "Refusedlast", "ZX0011223", "Customername"]) {
      expect(logged).not.toContain(secret);
    }
  });
});
