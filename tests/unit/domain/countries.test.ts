import { describe, expect, it } from "vitest";
import { ADMIN_COUNTRIES, COUNTRIES, isCountry, NATIONALITIES } from "../../../src/domain/countries.ts";

describe("COUNTRIES", () => {
  it("has about 250 unique names of at most 50 characters", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(245);
    expect(COUNTRIES.length).toBeLessThanOrEqual(255);
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
    expect(COUNTRIES.filter((c) => c.length > 50 || c.trim() !== c || c.length === 0)).toEqual([]);
  });

  it("is alphabetical and holds the agency's markets", () => {
    const sorted = [...COUNTRIES].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
    expect(COUNTRIES).toEqual(sorted);
    for (const c of [
      "Pakistan",
      "Saudi Arabia",
      "United Arab Emirates",
      "United Kingdom",
      "Turkey",
      "Uzbekistan",
    ]) {
      expect(COUNTRIES).toContain(c);
    }
  });

  it("isCountry ignores case and spaces", () => {
    expect(isCountry(" pakistan ")).toBe(true);
    expect(isCountry("Atlantis")).toBe(false);
  });
});

describe("ADMIN_COUNTRIES", () => {
  it("has about 80 unique names, all of them in COUNTRIES", () => {
    expect(ADMIN_COUNTRIES.length).toBeGreaterThanOrEqual(75);
    expect(ADMIN_COUNTRIES.length).toBeLessThanOrEqual(85);
    expect(new Set(ADMIN_COUNTRIES).size).toBe(ADMIN_COUNTRIES.length);
    expect(ADMIN_COUNTRIES.filter((c) => !COUNTRIES.includes(c))).toEqual([]);
  });

  it("starts with Pakistan, then the Gulf", () => {
    expect(ADMIN_COUNTRIES.slice(0, 7)).toEqual([
      "Pakistan",
      "Saudi Arabia",
      "United Arab Emirates",
      "Qatar",
      "Oman",
      "Kuwait",
      "Bahrain",
    ]);
  });

  it("ends alphabetically", () => {
    const tail = ADMIN_COUNTRIES.slice(ADMIN_COUNTRIES.indexOf("Afghanistan"));
    expect(tail.length).toBeGreaterThan(40);
    expect(tail).toEqual([...tail].sort((a, b) => a.localeCompare(b, "en")));
  });
});

describe("NATIONALITIES", () => {
  it("is the 20 passenger nationalities, upper-cased, in the form's order", () => {
    expect(NATIONALITIES).toEqual([
      "PAKISTAN",
      "SAUDI ARABIA",
      "UNITED ARAB EMIRATES",
      "QATAR",
      "OMAN",
      "KUWAIT",
      "BAHRAIN",
      "UNITED KINGDOM",
      "UNITED STATES",
      "CANADA",
      "AFGHANISTAN",
      "INDIA",
      "BANGLADESH",
      "IRAN",
      "TURKEY",
      "MALAYSIA",
      "INDONESIA",
      "CHINA",
      "EGYPT",
      "JORDAN",
    ]);
  });

  it("names countries of the full list", () => {
    const upper = new Set(COUNTRIES.map((c) => c.toUpperCase()));
    expect(NATIONALITIES.filter((n) => !upper.has(n))).toEqual([]);
  });
});
