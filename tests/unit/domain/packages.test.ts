import { describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "../../../src/domain/csv.ts";
import {
  normalizePackageInput,
  PACKAGE_CSV_HEADERS,
  PACKAGE_EXPORT_COLUMNS,
  packageFromCsvRow,
  packageInput,
  validatePackageCsvRow,
} from "../../../src/domain/packages.ts";
import { validate } from "../../../src/domain/validation.ts";

const valid = {
  name: "Economy Umrah 15 Days",
  type: "umrah",
  destination: "Makkah",
  duration: "15 days 14 nights",
  departureDate: "2026-05-01",
  returnDate: "2026-05-15",
  description: "Hotel, visa and transport.",
  price: 349999.99,
  maxParticipants: 40,
};
const errorsOf = (data: unknown) => {
  const r = validate(packageInput, data);
  return r.ok ? {} : r.errors;
};

/** The agency's date the CSV rows below are checked against (their dates are after it). */
const TODAY = "2026-01-01";

describe("packageInput", () => {
  it("accepts a complete package", () => {
    expect(validate(packageInput, valid).ok).toBe(true);
  });

  it("reports each missing field with its message", () => {
    expect(errorsOf({})).toEqual({
      name: "Package name is required",
      type: "Type must be either umrah or tour",
      destination: "Destination is required",
      duration: "Duration is required",
      departureDate: "Departure date is required",
      returnDate: "Return date is required",
      description: "Description is required",
      price: "Price must be positive",
      maxParticipants: "Maximum participants must be at least 1",
    });
  });

  it.each([
    ["type", "cruise", "Type must be either umrah or tour"],
    ["price", -0.01, "Price must be positive"],
    ["price", 1.234, "Price can have at most 2 decimal places"],
    ["maxParticipants", 0, "Maximum participants must be at least 1"],
    ["maxParticipants", 2.5, "Maximum participants must be a whole number"],
    ["maxParticipants", "10", "Maximum participants must be at least 1"],
    ["status", "active ", "Status must be active, sold or cancelled"],
    ["name", "x".repeat(101), "Package name cannot be more than 100 characters"],
    ["destination", "x".repeat(101), "Destination cannot be more than 100 characters"],
    ["duration", "x".repeat(51), "Duration cannot be more than 50 characters"],
    ["description", "x".repeat(5001), "Description cannot be more than 5000 characters"],
    ["departureDate", "2026-04-31", "Please enter a valid departure date"],
    ["itinerary", "Day 1", "Itinerary must be a list of text"],
    ["inclusions", Array(51).fill("Visa"), "Inclusions cannot have more than 50 items"],
  ])("%s = %j → %s", (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })[field]).toBe(message);
  });

  it("checks list items", () => {
    expect(errorsOf({ ...valid, exclusions: ["ok", "x".repeat(501)] })).toEqual({
      "exclusions.1": "Exclusions items cannot be more than 500 characters",
    });
    expect(errorsOf({ ...valid, itinerary: ["Day 1", 2] })).toEqual({
      "itinerary.1": "Itinerary items must be text",
    });
  });

  it("refuses a return before the departure, and accepts the same day", () => {
    expect(errorsOf({ ...valid, returnDate: "2026-04-30" })).toEqual({
      returnDate: "Return date must be after departure date",
    });
    expect(validate(packageInput, { ...valid, returnDate: valid.departureDate }).ok).toBe(true);
  });

  it("accepts price 0, statuses and lists", () => {
    for (const status of ["active", "sold", "cancelled"]) {
      expect(
        validate(packageInput, { ...valid, price: 0, status, itinerary: ["Day 1"], inclusions: [] }).ok,
      ).toBe(true);
    }
  });
});

describe("normalizePackageInput", () => {
  it("trims, drops blank list items and defaults status and lists", () => {
    expect(
      normalizePackageInput({
        ...valid,
        type: "umrah",
        name: " Economy Umrah ",
        itinerary: [" Day 1: Makkah ", "", "  "],
      }),
    ).toEqual({
      ...valid,
      name: "Economy Umrah",
      itinerary: ["Day 1: Makkah"],
      inclusions: [],
      exclusions: [],
      status: "active",
    });
  });
});

describe("package CSV", () => {
  const row = {
    name: "Istanbul Tour",
    type: "Tour",
    destination: "Istanbul",
    duration: "7 days",
    departuredate: "2026-06-01",
    returndate: "2026-06-07",
    price: "180000",
    maxparticipants: "20",
    description: "City tour",
    itinerary: "Day 1 | Day 2 || Day 3",
  };

  it("has the spec's headers", () => {
    expect(PACKAGE_CSV_HEADERS.required).toEqual([
      "Name",
      "Type",
      "Destination",
      "Duration",
      "Departure Date",
      "Return Date",
      "Price",
      "Max Participants",
      "Description",
    ]);
    expect(PACKAGE_CSV_HEADERS.optional).toEqual(["Status", "Itinerary", "Inclusions", "Exclusions"]);
  });

  it("converts numbers, lower-cases the type, splits lists and defaults the status", () => {
    expect(packageFromCsvRow(row)).toEqual({
      name: "Istanbul Tour",
      type: "tour",
      destination: "Istanbul",
      duration: "7 days",
      departureDate: "2026-06-01",
      returnDate: "2026-06-07",
      price: 180000,
      maxParticipants: 20,
      description: "City tour",
      itinerary: ["Day 1", "Day 2", "Day 3"],
      inclusions: [],
      exclusions: [],
      status: "active",
    });
    expect(validatePackageCsvRow(row, TODAY).ok).toBe(true);
  });

  it("reports bad cells with the form's messages", () => {
    const r = validatePackageCsvRow({ ...row, type: "cruise", price: "free", maxparticipants: "" }, TODAY);
    expect(r.ok ? {} : r.errors).toEqual({
      type: "Type must be either umrah or tour",
      price: "Price must be positive",
      maxParticipants: "Maximum participants must be at least 1",
    });
  });

  it("exports every field and re-imports the same package", () => {
    const pkg = {
      _id: "0b6c3c38-7a64-4f7e-9d0e-2f1b9f1f2a11",
      currentParticipants: 3,
      createdAt: "2026-01-05T10:00:00.000Z",
      ...normalizePackageInput({
        ...valid,
        type: "umrah",
        description: 'Includes "Ziyarat", hotel\nand visa',
        itinerary: ["Day 1, Makkah", "Day 2"],
        inclusions: ["Visa"],
        exclusions: ["=Flights"],
        status: "sold",
      }),
    };
    const keys = PACKAGE_EXPORT_COLUMNS.map((c) => c.key);
    expect(keys.sort()).toEqual(Object.keys(pkg).sort());
    const parsed = parseCsv(toCsv([pkg], PACKAGE_EXPORT_COLUMNS));
    const r = validatePackageCsvRow(parsed.rows[0] ?? {}, TODAY);
    if (!r.ok) throw new Error(r.message);
    const { _id, currentParticipants, createdAt, ...data } = pkg;
    // The formula-looking item comes back with its neutralising quote.
    expect(normalizePackageInput(r.value)).toEqual({ ...data, exclusions: ["'=Flights"] });
  });
});
