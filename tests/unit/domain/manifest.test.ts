import { describe, expect, it } from "vitest";
import {
  AIRLINE_NAME_MAX,
  addMonths,
  airlineNameLength,
  type ManifestFlight,
  type ManifestPerson,
  manifestFlags,
  tripEnd,
} from "../../../src/domain/manifest.ts";

const oneWay: ManifestFlight = {
  departureDate: "2027-03-12",
  isReturnFlight: false,
  returnDepartureDate: null,
};
const withReturn: ManifestFlight = { ...oneWay, isReturnFlight: true, returnDepartureDate: "2027-04-02" };

const person = (over: Partial<ManifestPerson> = {}): ManifestPerson => ({
  personType: "Mr",
  firstName: "ALI",
  lastName: "KHAN",
  passport: "AB1234567",
  nationality: "PAKISTAN",
  dateOfBirth: "1990-04-12",
  passportExpiry: "2030-01-01",
  ...over,
});
const codes = (flags: { code: string }[]) => flags.map((f) => f.code);

describe("addMonths and tripEnd", () => {
  it("adds calendar months, a missing day becoming the month's last", () => {
    expect(addMonths("2027-03-12", 6)).toBe("2027-09-12");
    expect(addMonths("2027-08-31", 6)).toBe("2028-02-29");
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonths("2027-11-15", 2)).toBe("2028-01-15");
  });

  it("ends a return trip at the return's departure, a one-way at its departure", () => {
    expect(tripEnd(oneWay)).toBe("2027-03-12");
    expect(tripEnd(withReturn)).toBe("2027-04-02");
    expect(tripEnd({ ...withReturn, returnDepartureDate: null })).toBe("2027-03-12");
  });
});

describe("manifestFlags", () => {
  it("flags nothing on a clean passenger", () => {
    expect(manifestFlags(withReturn, [person()])).toEqual([[]]);
  });

  it("flags a passport expiring within 6 months of the return, or of a one-way departure", () => {
    // Return 2 Apr 2027: valid until 2 Oct 2027 at least.
    const flags = manifestFlags(withReturn, [
      person({ passportExpiry: "2027-10-01", passport: "A1" }),
      person({ passportExpiry: "2027-10-02", passport: "A2" }),
      person({ passportExpiry: "2027-12-01", passport: "A3" }),
    ]);
    const [early, edge, late] = flags.map((f) => f[0]);
    expect(early).toMatchObject({ code: "passport_expiring" });
    expect(early!.message).toContain("2027-10-02");
    expect(edge).toBeUndefined();
    expect(late).toBeUndefined();
    // One way on 12 Mar 2027: 1 Oct 2027 is past 12 Sep, so it passes.
    expect(manifestFlags(oneWay, [person({ passportExpiry: "2027-10-01" })])).toEqual([[]]);
    expect(codes(manifestFlags(oneWay, [person({ passportExpiry: "2027-09-11" })])[0]!)).toEqual([
      "passport_expiring",
    ]);
  });

  it("flags the same passport twice on the flight on both rows, compared without spaces, dashes or case", () => {
    const flags = manifestFlags(oneWay, [
      person({ passport: "AB1234567" }),
      person({ passport: "ab-123 4567", firstName: "SANA" }),
      person({ passport: "ZZ0000000" }),
    ]);
    expect(flags.map(codes)).toEqual([["duplicate_passport"], ["duplicate_passport"], []]);
    expect(flags[0]![0]!.message).toBe("Passport AB1234567 is on this flight 2 times");
  });

  it("flags a name over the airline's length (surname and given names, no title)", () => {
    const at = "A".repeat(AIRLINE_NAME_MAX - 4);
    expect(airlineNameLength(person({ firstName: at }))).toBe(AIRLINE_NAME_MAX);
    expect(manifestFlags(oneWay, [person({ firstName: at })])).toEqual([[]]);
    const over = manifestFlags(oneWay, [person({ firstName: `${at}B` })]);
    expect(codes(over[0]!)).toEqual(["name_too_long"]);
    expect(over[0]![0]!.message).toBe(
      "Name is 34 characters; airlines take at most 33 (surname and given names)",
    );
  });

  it("flags missing fields in one flag naming each, and never counts empty passports as duplicates", () => {
    const flags = manifestFlags(oneWay, [
      person({ passport: "", nationality: "  " }),
      person({ passport: " ", passportExpiry: "" }),
    ]);
    expect(flags[0]).toEqual([{ code: "missing_field", message: "Missing: passport number, nationality" }]);
    expect(flags[1]).toEqual([
      { code: "missing_field", message: "Missing: passport number, passport expiry" },
    ]);
  });
});
