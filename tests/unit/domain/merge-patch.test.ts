/**
 * Edits as merge patches: the patch holds only what the admin changed, the server's changes are read
 * against the edit's base, 'Keep mine' moves a counter (seats) by the admin's difference, and the
 * patch schemas check each field with the full input's rules.
 */
import { describe, expect, it } from "vitest";
import { flightPatch, mergeFlightPatch, normalizeFlightInput } from "../../../src/domain/flights.ts";
import { changedOf, diffPatch, rebasePatch, serverChanges } from "../../../src/domain/merge-patch.ts";
import { packagePatch } from "../../../src/domain/packages.ts";
import { validate } from "../../../src/domain/validation.ts";
import { flightPatchOf, formFromFlight } from "../../../src/features/admin-flights/flight-form.ts";

const flight = {
  _id: "f1",
  version: 3,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  airlineName: "Air Blue",
  flightNumber: "PA 470",
  pnr: "PX1",
  departure: "LHE",
  destination: "JED",
  departureDate: "2030-02-01",
  departureTime: "09:15",
  arrivalDate: "2030-02-01",
  arrivalTime: "13:05",
  duration: "",
  price: 70000,
  seatsAvailable: 7,
  defaultMeal: "no",
  defaultBaggage: "20",
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
} as const;

describe("diffPatch", () => {
  it("holds the changed fields only; a cleared field is null", () => {
    expect(diffPatch({ a: 1, b: "x", c: ["y"] }, { a: 1, b: "z", c: ["y"] })).toEqual({ b: "z" });
    expect(diffPatch({ a: 1, b: "x" }, { a: 1 })).toEqual({ b: null });
    expect(diffPatch({ a: null }, { a: "" })).toEqual({});
  });

  it("the flight form sends the price alone when only the price was edited", () => {
    const base = formFromFlight(flight as never);
    expect(flightPatchOf(base, { ...base, price: "72000" })).toEqual({ price: 72000 });
    expect(flightPatchOf(base, base)).toEqual({});
    expect(flightPatchOf(base, { ...base, isStopover: true, stopoverLocation: "mct" })).toEqual({
      isStopover: true,
      stopoverLocation: "MCT",
    });
  });
});

describe("serverChanges and rebasePatch", () => {
  const server = { ...flight, version: 5, defaultBaggage: "30", seatsAvailable: 5, updatedAt: "later" };

  it("lists the fields the server changed since the base, never its bookkeeping", () => {
    expect(serverChanges(flight, server).sort()).toEqual(["defaultBaggage", "seatsAvailable"]);
  });

  it("keeps the admin's fields and moves a counter by the admin's difference, never below 0", () => {
    expect(rebasePatch({ price: 72000 }, flight, server, ["seatsAvailable"])).toEqual({ price: 72000 });
    // 7 → 10 on the form (+3); 2 sold meanwhile (5): keeping it gives 8, not 10.
    expect(rebasePatch({ seatsAvailable: 10 }, flight, server, ["seatsAvailable"])).toEqual({
      seatsAvailable: 8,
    });
    expect(rebasePatch({ seatsAvailable: 0 }, flight, server, ["seatsAvailable"])).toEqual({
      seatsAvailable: 0,
    });
  });

  it("changedOf names the inventory fields an edit would change", () => {
    expect(changedOf(flight, { ...flight, price: 1 }, ["price", "seatsAvailable"])).toEqual(["price"]);
    expect(changedOf(flight, { defaultBaggage: "1" }, ["price", "seatsAvailable"])).toEqual([]);
  });
});

describe("the patch schemas", () => {
  it("check each field with the input's rules and drop unknown keys", () => {
    expect(validate(flightPatch, { price: 5, version: 9 })).toEqual({ ok: true, value: { price: 5 } });
    const bad = validate(flightPatch, { price: -1, pnr: "" });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors).toEqual({ price: "Price must be positive", pnr: "PNR is required" });
    const pkg = validate(packagePatch, { maxParticipants: 0 });
    expect(!pkg.ok && pkg.errors).toEqual({ maxParticipants: "Maximum participants must be at least 1" });
  });

  it("the merged flight is checked whole", () => {
    const stored = normalizeFlightInput(flight as never);
    expect(mergeFlightPatch(stored, { price: 1 })).toEqual({ ok: true, value: { ...stored, price: 1 } });
    const late = mergeFlightPatch(stored, { departureDate: "2030-02-02" });
    expect(!late.ok && late.errors).toEqual({ arrivalDate: "Arrival must be after departure" });
  });
});
