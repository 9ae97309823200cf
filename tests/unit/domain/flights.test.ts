import { describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "../../../src/domain/csv.ts";
import { flightInput, normalizeFlightInput } from "../../../src/domain/flights.ts";
import {
  csvKey,
  FLIGHT_CSV_HEADERS,
  FLIGHT_EXPORT_COLUMNS,
  flightFromCsvRow,
  validateFlightCsvRow,
} from "../../../src/domain/flights-csv.ts";
import { validate } from "../../../src/domain/validation.ts";

const valid = {
  airlineName: "Emirates",
  flightNumber: "ek 601",
  pnr: "abc123",
  departure: "khi",
  destination: "dxb",
  departureDate: "2026-03-12",
  departureTime: "04:30",
  arrivalDate: "2026-03-12",
  arrivalTime: "05:40",
  price: 125000.5,
  seatsAvailable: 30,
};

function errorsOf(data: unknown): Record<string, string> {
  const r = validate(flightInput, data);
  return r.ok ? {} : r.errors;
}
function messageOf(data: unknown): string | undefined {
  const r = validate(flightInput, data);
  return r.ok ? undefined : r.message;
}

describe("flightInput: the spec's messages", () => {
  it("accepts a complete flight", () => {
    expect(validate(flightInput, valid).ok).toBe(true);
  });

  it("reports every missing required field with its own message", () => {
    expect(errorsOf({})).toEqual({
      airlineName: "Airline is required",
      flightNumber: "Flight number is required",
      pnr: "PNR is required",
      departure: "Departure is required",
      destination: "Destination is required",
      departureDate: "Departure date is required",
      arrivalDate: "Arrival date is required",
    });
  });

  it.each([
    ["airlineName", "  ", "Airline is required"],
    ["flightNumber", "", "Flight number is required"],
    ["pnr", "", "PNR is required"],
    ["departure", "", "Departure is required"],
    ["destination", " ", "Destination is required"],
    ["departureDate", "", "Departure date is required"],
    ["arrivalDate", "", "Arrival date is required"],
  ])("%s = %j → %s", (field, value, message) => {
    expect(messageOf({ ...valid, [field]: value })).toBe(message);
  });

  it.each([
    ["departureTime", "4:30", "Please enter departure time in HH:MM format"],
    ["departureTime", "24:00", "Please enter departure time in HH:MM format"],
    ["arrivalTime", "12:60", "Please enter arrival time in HH:MM format"],
    ["arrivalTime", 1230, "Please enter arrival time in HH:MM format"],
    ["price", -1, "Price must be positive"],
    ["price", "100", "Price must be positive"],
    ["price", 10.005, "Price can have at most 2 decimal places"],
    ["price", 100_000_000, "Price cannot be more than 99,999,999"],
    ["seatsAvailable", -1, "Seats must be non-negative"],
    ["seatsAvailable", 1.5, "Seats must be a whole number"],
    ["seatsAvailable", Number.NaN, "Seats must be non-negative"],
    ["defaultMeal", "maybe", "Meal must be yes or no"],
    ["status", "cancelled", "Status must be active, sold or delayed"],
    ["departureDate", "2026-02-30", "Please enter a valid departure date"],
    ["arrivalDate", "12/03/2026", "Please enter a valid arrival date"],
    ["isStopover", "yes", "Stopover must be true or false"],
    ["isReturnFlight", 1, "Return flight must be true or false"],
  ])("%s = %j → %s", (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })[field]).toBe(message);
  });

  it.each([
    ["airlineName", 61, "Airline cannot be more than 60 characters"],
    ["flightNumber", 11, "Flight number cannot be more than 10 characters"],
    ["pnr", 21, "PNR cannot be more than 20 characters"],
    ["departure", 61, "Departure cannot be more than 60 characters"],
    ["destination", 61, "Destination cannot be more than 60 characters"],
    ["defaultBaggage", 31, "Baggage cannot be more than 30 characters"],
    ["duration", 31, "Duration cannot be more than 30 characters"],
    ["stopoverLayover", 31, "Layover cannot be more than 30 characters"],
    ["stopoverLocation", 61, "Stopover location cannot be more than 60 characters"],
    ["returnDuration", 31, "Return duration cannot be more than 30 characters"],
  ])("%s longer than the maximum (%i) → %s", (field, length, message) => {
    expect(errorsOf({ ...valid, [field]: "x".repeat(length) })[field]).toBe(message);
    expect(errorsOf({ ...valid, [field]: "x".repeat(length - 1) })[field]).toBeUndefined();
  });

  it("accepts the boundaries: price 0 with two decimals, seats 0, 00:00 and 23:59", () => {
    expect(
      validate(flightInput, {
        ...valid,
        price: 0.05,
        seatsAvailable: 0,
        departureTime: "00:00",
        arrivalTime: "23:59",
      }).ok,
    ).toBe(true);
  });

  it("leaves optional fields optional, and accepts empty times and null cleared fields", () => {
    const { departureTime: _d, arrivalTime: _a, price: _p, seatsAvailable: _s, ...minimal } = valid;
    expect(validate(flightInput, minimal).ok).toBe(true);
    expect(
      validate(flightInput, {
        ...valid,
        departureTime: "",
        stopoverLocation: null,
        returnDepartureDate: null,
      }).ok,
    ).toBe(true);
  });

  it("drops unknown keys", () => {
    const r = validate(flightInput, { ...valid, _id: "x", createdAt: "2026-01-01", hack: true });
    expect(r.ok && Object.keys(r.value).sort()).toEqual(Object.keys(valid).sort());
  });
});

describe("flightInput: checks between fields", () => {
  it("requires a stopover location when the flight has a stopover", () => {
    expect(errorsOf({ ...valid, isStopover: true })).toEqual({
      stopoverLocation: "Stopover location is required",
    });
    expect(errorsOf({ ...valid, isStopover: true, stopoverLocation: " " })).toEqual({
      stopoverLocation: "Stopover location is required",
    });
    expect(validate(flightInput, { ...valid, isStopover: true, stopoverLocation: "MCT" }).ok).toBe(true);
    expect(validate(flightInput, { ...valid, isStopover: false }).ok).toBe(true);
  });

  it("refuses an arrival before the departure", () => {
    expect(errorsOf({ ...valid, arrivalDate: "2026-03-11" })).toEqual({
      arrivalDate: "Arrival must be after departure",
    });
    expect(errorsOf({ ...valid, arrivalTime: "04:29" })).toEqual({
      arrivalDate: "Arrival must be after departure",
    });
    expect(validate(flightInput, { ...valid, arrivalTime: "04:30" }).ok).toBe(true);
    // Without times both default to 00:00: the same day is fine.
    expect(validate(flightInput, { ...valid, departureTime: "", arrivalTime: "" }).ok).toBe(true);
  });

  it("refuses a return departure before the outbound arrival", () => {
    const base = { ...valid, isReturnFlight: true, returnDepartureDate: "2026-03-12" };
    expect(errorsOf({ ...base, returnDepartureTime: "05:00" })).toEqual({
      returnDepartureDate: "Return departure must be after the outbound arrival",
    });
    expect(validate(flightInput, { ...base, returnDepartureTime: "18:00" }).ok).toBe(true);
    // Ignored on a one-way flight (the return fields are dropped).
    expect(
      validate(flightInput, { ...valid, isReturnFlight: false, returnDepartureDate: "2020-01-01" }).ok,
    ).toBe(true);
  });

  it("refuses a return arrival before the return departure", () => {
    expect(
      errorsOf({
        ...valid,
        isReturnFlight: true,
        returnDepartureDate: "2026-03-20",
        returnDepartureTime: "10:00",
        returnArrivalDate: "2026-03-19",
      }),
    ).toEqual({ returnArrivalDate: "Return arrival must be after return departure" });
  });

  it("checks the return dates and times when present", () => {
    expect(errorsOf({ ...valid, isReturnFlight: true, returnDepartureDate: "2026-13-01" })).toEqual({
      returnDepartureDate: "Please enter a valid return departure date",
    });
    expect(errorsOf({ ...valid, isReturnFlight: true, returnArrivalTime: "7pm" })).toEqual({
      returnArrivalTime: "Please enter return arrival time in HH:MM format",
    });
  });
});

describe("normalizeFlightInput", () => {
  it("upper-cases, trims and fills the defaults", () => {
    const r = validate(flightInput, {
      airlineName: " Emirates ",
      flightNumber: " ek 601 ",
      pnr: " abc123 ",
      departure: " khi",
      destination: "dxb ",
      departureDate: "2026-03-12",
      arrivalDate: "2026-03-12",
    });
    if (!r.ok) throw new Error(r.message);
    expect(normalizeFlightInput(r.value)).toEqual({
      airlineName: "Emirates",
      flightNumber: "EK 601",
      pnr: "ABC123",
      departure: "KHI",
      destination: "DXB",
      departureDate: "2026-03-12",
      departureTime: "00:00",
      arrivalDate: "2026-03-12",
      arrivalTime: "00:00",
      duration: "",
      price: 0,
      seatsAvailable: 0,
      defaultMeal: "no",
      defaultBaggage: "",
      status: "active",
      isStopover: false,
      stopoverLocation: null,
      stopoverLayover: null,
      isReturnFlight: false,
      returnDepartureDate: null,
      returnDepartureTime: null,
      returnArrivalDate: null,
      returnArrivalTime: null,
      returnDuration: null,
      namesDueAt: null,
      ticketingDueAt: null,
    });
  });

  it("clears the stopover fields without a stopover, and upper-cases the location with one", () => {
    const without = normalizeFlightInput({
      ...valid,
      isStopover: false,
      stopoverLocation: "mct",
      stopoverLayover: "2h",
    });
    expect([without.stopoverLocation, without.stopoverLayover]).toEqual([null, null]);
    const withStop = normalizeFlightInput({
      ...valid,
      isStopover: true,
      stopoverLocation: " mct ",
      stopoverLayover: " 1h 30m ",
    });
    expect([withStop.stopoverLocation, withStop.stopoverLayover]).toEqual(["MCT", "1h 30m"]);
  });

  it("clears the return fields on a one-way flight, and empty ones on a return flight", () => {
    const oneWay = normalizeFlightInput({
      ...valid,
      isReturnFlight: false,
      returnDepartureDate: "2026-03-20",
    });
    expect(oneWay.returnDepartureDate).toBeNull();
    const ret = normalizeFlightInput({
      ...valid,
      isReturnFlight: true,
      returnDepartureDate: "2026-03-20",
      returnDepartureTime: "",
      returnArrivalDate: " ",
      returnDuration: "3h",
    });
    expect([
      ret.returnDepartureDate,
      ret.returnDepartureTime,
      ret.returnArrivalDate,
      ret.returnDuration,
    ]).toEqual(["2026-03-20", null, null, "3h"]);
  });

  it("keeps given values", () => {
    const n = normalizeFlightInput({
      ...valid,
      defaultMeal: "yes",
      status: "delayed",
      defaultBaggage: " 30 ",
    });
    expect([n.price, n.seatsAvailable, n.defaultMeal, n.status, n.defaultBaggage, n.departureTime]).toEqual([
      125000.5,
      30,
      "yes",
      "delayed",
      "30",
      "04:30",
    ]);
  });
});

/** The agency's date the rows below are checked against (their dates are after it). */
const TODAY = "2026-01-01";

const fullRow = {
  airlinename: "Saudia",
  flightnumber: "sv 701",
  pnr: "ab12cd",
  departure: "LHE",
  destination: "JED",
  departuredate: "2026-04-01",
  departuretime: "09:00",
  arrivaldate: "2026-04-01",
  arrivaltime: "13:30",
  duration: "4h 30m",
  price: "98000",
  seatsavailable: "20",
};

describe("flight CSV import", () => {
  it("has the spec's required and optional headers, keyed by csvKey", () => {
    expect(FLIGHT_CSV_HEADERS.required.map(csvKey)).toEqual([
      "airlinename",
      "flightnumber",
      "departure",
      "destination",
      "departuredate",
      "arrivaldate",
      "duration",
      "price",
      "seatsavailable",
    ]);
    expect(FLIGHT_CSV_HEADERS.optional).toContain("Return Arrival Time");
    expect(FLIGHT_CSV_HEADERS.optional).toHaveLength(12);
  });

  it("converts a row with the defaults", () => {
    const { pnr: _pnr, departuretime: _d, arrivaltime: _a, ...bare } = fullRow;
    expect(flightFromCsvRow({ ...bare, airlinename: "SAUDIA" })).toEqual({
      airlineName: "Saudia",
      flightNumber: "sv 701",
      pnr: "",
      departure: "LHE",
      destination: "JED",
      departureDate: "2026-04-01",
      departureTime: "00:00",
      arrivalDate: "2026-04-01",
      arrivalTime: "00:00",
      duration: "4h 30m",
      price: 98000,
      seatsAvailable: 20,
      defaultMeal: "no",
      defaultBaggage: "",
      status: "active",
      isStopover: false,
      stopoverLocation: "",
      stopoverLayover: "",
      isReturnFlight: false,
      returnDepartureDate: "",
      returnDepartureTime: "",
      returnArrivalDate: "",
      returnArrivalTime: "",
      returnDuration: "",
      namesDueAt: "",
      ticketingDueAt: "",
    });
    expect(validateFlightCsvRow(fullRow, TODAY).ok).toBe(true);
  });

  it("reads flags, lower-cases meal and status, and cuts date-times to dates", () => {
    const f = flightFromCsvRow({
      ...fullRow,
      isreturnflight: "TRUE",
      defaultmeal: "Yes",
      status: "Sold",
      returndeparturedate: "2026-04-10T00:00:00Z",
    });
    expect([f.isReturnFlight, f.defaultMeal, f.status, f.returnDepartureDate]).toEqual([
      true,
      "yes",
      "sold",
      "2026-04-10",
    ]);
  });

  it("reads spreadsheet times", () => {
    const f = flightFromCsvRow({
      ...fullRow,
      departuretime: "4:30",
      arrivaltime: "06:45:00",
      returnarrivaltime: "7pm",
    });
    expect([f.departureTime, f.arrivalTime, f.returnArrivalTime]).toEqual(["04:30", "06:45", "7pm"]);
  });

  it("accepts rows keyed by header or in camelCase, with JSON numbers", () => {
    const r = validateFlightCsvRow(
      {
        "Airline Name": "Saudia",
        flightNumber: "SV701",
        PNR: "AB12CD",
        Departure: "LHE",
        Destination: "JED",
        "Departure Date": "2026-04-01",
        "Arrival Date": "2026-04-02",
        Duration: "4h",
        Price: 98000,
        "Seats Available": 20,
      },
      TODAY,
    );
    expect(r.ok).toBe(true);
  });

  it("gives clear messages for missing or bad cells", () => {
    const r = validateFlightCsvRow({ airlinename: "Saudia" }, TODAY);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    // Duration is optional, as on the form (the header is still required by the file format).
    expect(r.errors).toEqual({
      flightNumber: "Flight number is required",
      pnr: "PNR is required",
      departure: "Departure is required",
      destination: "Destination is required",
      departureDate: "Departure date is required",
      arrivalDate: "Arrival date is required",
      price: "Price must be positive",
      seatsAvailable: "Seats must be non-negative",
    });
    const bad = validateFlightCsvRow(
      {
        ...fullRow,
        price: "98,000",
        seatsavailable: "many",
        isreturnflight: "maybe",
      },
      TODAY,
    );
    expect(bad.ok ? {} : bad.errors).toEqual({
      price: "Price must be positive",
      seatsAvailable: "Seats must be non-negative",
      isReturnFlight: "Return flight must be true or false",
    });
  });

  it("applies the cross-field checks to CSV rows too", () => {
    const r = validateFlightCsvRow({ ...fullRow, arrivaldate: "2026-03-31" }, TODAY);
    expect(r.ok ? "" : r.message).toBe("Arrival must be after departure");
  });
});

describe("flight CSV export", () => {
  const flight = {
    _id: "0b6c3c38-7a64-4f7e-9d0e-2f1b9f1f2a11",
    createdAt: "2026-01-05T10:00:00.000Z",
    ...normalizeFlightInput({
      ...valid,
      isStopover: true,
      stopoverLocation: "MCT",
      stopoverLayover: "1h 30m",
      isReturnFlight: true,
      returnDepartureDate: "2026-03-20",
      returnDepartureTime: "10:00",
      returnArrivalDate: "2026-03-20",
      returnArrivalTime: "12:00",
      returnDuration: "2h",
      duration: "2h 10m",
      defaultBaggage: "30, 7 hand",
    }),
  };

  it("exports every stored flight field once", () => {
    const keys = FLIGHT_EXPORT_COLUMNS.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((k) => k !== "_id" && k !== "createdAt").sort()).toEqual(
      Object.keys(normalizeFlightInput(valid)).sort(),
    );
  });

  it("uses the import headers, so an export re-imports to the same flight", () => {
    for (const h of [
      ...FLIGHT_CSV_HEADERS.required,
      ...FLIGHT_CSV_HEADERS.optional,
      ...FLIGHT_CSV_HEADERS.extra,
    ]) {
      expect(FLIGHT_EXPORT_COLUMNS.map((c) => c.header)).toContain(h);
    }
    const parsed = parseCsv(toCsv([flight], FLIGHT_EXPORT_COLUMNS));
    const row = parsed.rows[0];
    if (!row) throw new Error("no row");
    const r = validateFlightCsvRow(row, TODAY);
    if (!r.ok) throw new Error(r.message);
    const { _id, createdAt, ...data } = flight;
    expect(normalizeFlightInput(r.value)).toEqual(data);
  });
});
