import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  AIRLINES,
  airlineCode,
  airlineLogo,
  findAirline,
  GENERIC_AIRLINE_ICON,
  NATIONAL_CARRIER,
  receiptLogo,
} from "../../../src/domain/airlines.ts";

describe("AIRLINES", () => {
  it("lists the 15 airlines of the specification with their IATA codes", () => {
    expect(AIRLINES.map((a) => `${a.name} ${a.code}`)).toEqual([
      "Air Arabia G9",
      "Air Blue PA",
      "Air Sial PF",
      "Emirates EK",
      "Etihad Airways EY",
      "Flydubai FZ",
      "Fly Jinnah 9W",
      "Flynas XY",
      "Oman Air WY",
      "Pakistan International Airlines PK",
      "Qatar Airways QR",
      "Saudia SV",
      "Serene Air ER",
      "Turkish Airlines TK",
      "Uzbekistan Airways HY",
    ]);
  });

  it("gives each airline a logo and a screen icon named after its lower-case code, both in public/", () => {
    expect(AIRLINES.find((a) => a.code === "9W")?.logo).toBe("/airlines/9w.svg");
    expect(AIRLINES.every((a) => a.logo === `/airlines/${a.code.toLowerCase()}.svg`)).toBe(true);
    expect(AIRLINES.every((a) => a.icon === `/airlines/${a.code.toLowerCase()}.png`)).toBe(true);
    for (const path of [...AIRLINES.flatMap((a) => [a.logo, a.icon]), GENERIC_AIRLINE_ICON])
      expect(existsSync(`public${path}`), path).toBe(true);
  });

  it("has PIA as the national carrier", () => {
    expect(NATIONAL_CARRIER.code).toBe("PK");
  });
});

describe("findAirline", () => {
  it("finds by exact name", () => {
    expect(findAirline("Qatar Airways")?.code).toBe("QR");
  });

  it("then ignores case and surrounding spaces", () => {
    expect(findAirline("  saudia ")?.code).toBe("SV");
    expect(findAirline("TURKISH AIRLINES")?.code).toBe("TK");
  });

  it("prefers the case-insensitive full name over a partial match", () => {
    // 'flydubai' is contained in nothing else, but 'fly' partials would hit Flydubai first.
    expect(findAirline("FLYNAS")?.code).toBe("XY");
    expect(findAirline("fly jinnah")?.code).toBe("9W");
  });

  it("then matches a partial name in either direction", () => {
    expect(findAirline("Etihad")?.code).toBe("EY"); // the airline's name contains the text
    expect(findAirline("Emirates Airline")?.code).toBe("EK"); // the text contains the airline's name
    expect(findAirline("PIA - Pakistan International Airlines Corp")?.code).toBe("PK");
  });

  it("takes the first airline in list order when a partial text matches several", () => {
    expect(findAirline("Air A")?.code).toBe("G9");
    expect(findAirline("Airways")?.code).toBe("EY");
  });

  it("does not guess from one or two letters, blanks or nothing", () => {
    expect(findAirline("ai")).toBeUndefined();
    expect(findAirline("   ")).toBeUndefined();
    expect(findAirline("")).toBeUndefined();
    expect(findAirline(null)).toBeUndefined();
    expect(findAirline("Lufthansa")).toBeUndefined();
  });
});

describe("code and logo fallbacks", () => {
  it("airlineCode gives '' for an unknown airline", () => {
    expect(airlineCode("Emirates")).toBe("EK");
    expect(airlineCode("Lufthansa")).toBe("");
    expect(airlineCode(undefined)).toBe("");
  });

  it("airlineLogo gives the screen icon, or the generic one", () => {
    expect(airlineLogo("Air Sial")).toBe("/airlines/pf.png");
    expect(airlineLogo("Lufthansa")).toBe(GENERIC_AIRLINE_ICON);
    expect(GENERIC_AIRLINE_ICON).toBe("/airlines/generic.png");
  });

  it("receiptLogo falls back to the national carrier's logo", () => {
    expect(receiptLogo("oman air")).toBe("/airlines/wy.svg");
    expect(receiptLogo("Lufthansa")).toBe("/airlines/pk.svg");
    expect(receiptLogo(null)).toBe("/airlines/pk.svg");
  });
});
