/**
 * One check for an entry, whether typed in the form or read from a CSV row: a row is refused
 * exactly when the form would refuse it, and every one of its errors is listed.
 */
import { describe, expect, it } from "vitest";
import { checkFlightEntry } from "../../../src/domain/flights.ts";
import { validateFlightCsvRow } from "../../../src/domain/flights-csv.ts";
import { checkPackageEntry, validatePackageCsvRow } from "../../../src/domain/packages.ts";
import {
  checkFlightForm,
  flightPayload,
  NEW_FLIGHT,
} from "../../../src/features/admin-flights/flight-form.ts";
import {
  checkPackageForm,
  EMPTY_LISTS,
  NEW_PACKAGE,
} from "../../../src/features/admin-packages/package-form.ts";

const TODAY = "2030-01-10";

const row = (over: Record<string, string> = {}) => ({
  airlinename: "Emirates",
  flightnumber: "EK 623",
  pnr: "AB12CD",
  departure: "LHE",
  destination: "DXB",
  departuredate: "2030-05-01",
  departuretime: "09:00",
  arrivaldate: "2030-05-01",
  arrivaltime: "12:30",
  duration: "3h 30m",
  price: "88000",
  seatsavailable: "20",
  ...over,
});

/** The same flight as the form holds it. */
const form = (over: Partial<typeof NEW_FLIGHT> = {}) => ({
  ...NEW_FLIGHT,
  airlineName: "Emirates",
  flightNumber: "EK 623",
  pnr: "AB12CD",
  departure: "LHE",
  destination: "DXB",
  departureDate: "2030-05-01",
  departureTime: "09:00",
  arrivalDate: "2030-05-01",
  arrivalTime: "12:30",
  duration: "3h 30m",
  price: "88000",
  seatsAvailable: "20",
  ...over,
});

const errorsOfRow = (over: Record<string, string>) => {
  const r = validateFlightCsvRow(row(over), TODAY);
  return r.ok ? {} : r.errors;
};
const errorsOfForm = (over: Partial<typeof NEW_FLIGHT>) => {
  const r = checkFlightForm(form(over), TODAY);
  return r.ok ? {} : r.errors;
};

describe("a flight CSV row is checked as the form checks a new flight", () => {
  it("accepts a valid row, as the form does", () => {
    expect(validateFlightCsvRow(row(), TODAY)).toMatchObject({ ok: true });
    expect(checkFlightForm(form(), TODAY).ok).toBe(true);
  });

  it.each([
    [
      "an airline outside the list",
      { airlinename: "Fly By Night" },
      { airlineName: "Fly By Night" },
      "airlineName",
      "Airline must be one of the airlines in the list",
    ],
    ["an empty PNR", { pnr: "" }, { pnr: "" }, "pnr", "PNR is required"],
    [
      "a 2020 date",
      { departuredate: "2020-05-01", arrivaldate: "2020-05-01" },
      { departureDate: "2020-05-01", arrivalDate: "2020-05-01" },
      "departureDate",
      "Departure date cannot be in the past",
    ],
    [
      "an arrival equal to the departure",
      { arrivaltime: "09:00" },
      { arrivalTime: "09:00" },
      "arrivalDate",
      "Arrival must be after departure",
    ],
    [
      "a spreadsheet formula as the airline",
      { airlinename: '=HYPERLINK("http://evil.example","x")' },
      { airlineName: '=HYPERLINK("http://evil.example","x")' },
      "airlineName",
      "Airline cannot start with =, +, - or @",
    ],
  ])("refuses %s, with the form's message", (_what, cells, fields, field, message) => {
    expect(errorsOfRow(cells)[field]).toBe(message);
    expect(errorsOfForm(fields)[field]).toBe(message);
  });

  it("refuses text starting like a formula in any text field (+, -, @ too)", () => {
    expect(errorsOfRow({ departure: "+LHE" }).departure).toBe("Departure cannot start with =, +, - or @");
    expect(errorsOfRow({ pnr: "-AB12" }).pnr).toBe("PNR cannot start with =, +, - or @");
    expect(errorsOfRow({ defaultbaggage: "@SUM(1)" }).defaultBaggage).toBe(
      "Baggage cannot start with =, +, - or @",
    );
    // A negative number is a number: its own message.
    expect(errorsOfRow({ price: "-5" })).toEqual({ price: "Price must be positive" });
  });

  it("lists every error of a row with several, in the form's order", () => {
    const r = validateFlightCsvRow(
      row({
        airlinename: "=HYPERLINK(1)",
        pnr: "",
        departuredate: "2020-05-01",
        arrivaldate: "2020-05-01",
        arrivaltime: "09:00",
      }),
      TODAY,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({
      airlineName: "Airline cannot start with =, +, - or @",
      pnr: "PNR is required",
      departureDate: "Departure date cannot be in the past",
      arrivalDate: "Arrival date cannot be in the past",
    });
    expect(r.message).toBe(
      "Airline cannot start with =, +, - or @; PNR is required; Departure date cannot be in the past; Arrival date cannot be in the past",
    );
    // The order of dates is checked along with the other fields' errors, not after them.
    const both = validateFlightCsvRow(
      row({ airlinename: "Nowhere Air", pnr: "", arrivaltime: "09:00" }),
      TODAY,
    );
    expect(both.ok ? "" : both.message).toBe(
      "Airline must be one of the airlines in the list; PNR is required; Arrival must be after departure",
    );
  });

  it("is the very check the form runs (one function, on the payload)", () => {
    const values = form({ pnr: "", departureDate: "2020-01-01" });
    const fromForm = checkFlightForm(values, TODAY);
    const direct = checkFlightEntry(flightPayload(values) as unknown as Record<string, unknown>, {
      today: TODAY,
    });
    expect(fromForm).toEqual(direct);
  });

  it("takes an airline in any case as the list spells it", () => {
    const r = validateFlightCsvRow(row({ airlinename: "emirates" }), TODAY);
    expect(r.ok && r.value.airlineName).toBe("Emirates");
  });

  it("keeps a past date or an unlisted airline the flight being edited already had", () => {
    const old = form({ airlineName: "Old Air", departureDate: "2029-12-01", arrivalDate: "2029-12-01" });
    expect(checkFlightForm(old, TODAY, old).ok).toBe(true);
    expect(checkFlightForm(old, TODAY).ok).toBe(false);
  });
});

describe("a package CSV row is checked as the form checks a new package", () => {
  const pkg = (over: Record<string, string> = {}) => ({
    name: "Ramadan Umrah",
    type: "umrah",
    destination: "Makkah",
    duration: "14 days",
    departuredate: "2030-03-01",
    returndate: "2030-03-14",
    price: "485000",
    maxparticipants: "40",
    description: "Hotels near the Haram",
    ...over,
  });

  it("accepts a valid row and refuses a past date and formula text, listing every error", () => {
    expect(validatePackageCsvRow(pkg(), TODAY).ok).toBe(true);
    const r = validatePackageCsvRow(
      pkg({ name: "=cmd|' /C calc'!A0", departuredate: "2020-03-01", returndate: "2020-03-14" }),
      TODAY,
    );
    expect(r.ok ? "" : r.message).toBe(
      "Package name cannot start with =, +, - or @; Departure date cannot be in the past; Return date cannot be in the past",
    );
  });

  it("is the form's check", () => {
    const values = { ...NEW_PACKAGE, ...{ name: "@x", destination: "Makkah", duration: "14 days" } };
    const v = {
      ...values,
      departureDate: "2030-03-01",
      returnDate: "2030-03-14",
      price: "1",
      maxParticipants: "4",
      description: "d",
    };
    const fromForm = checkPackageForm(v, EMPTY_LISTS, TODAY);
    expect(fromForm.ok ? {} : fromForm.errors).toEqual({
      name: "Package name cannot start with =, +, - or @",
    });
    const direct = checkPackageEntry({ ...v, price: 1, maxParticipants: 4 }, { today: TODAY });
    expect(direct.ok ? {} : direct.errors).toEqual({ name: "Package name cannot start with =, +, - or @" });
  });
});
