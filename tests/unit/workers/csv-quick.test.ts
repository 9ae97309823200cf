/**
 * The quick accept for flight rows never accepts a row the shared rule refuses (so the import's
 * verdicts and messages are the shared rule's), and it does accept the ordinary rows.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isIsoDate } from "../../../src/domain/constants.ts";
import { validateFlightCsvRow } from "../../../src/domain/flights-csv.ts";
import { TIME_RE } from "../../../src/domain/validation.ts";
import { isSureDate, isSureTime, surelyValidFlightRow } from "../../../src/workers/csv-quick.ts";

const padded = (s: string) => fc.constantFrom(s, ` ${s}`, `${s} `, `\t${s}`);
const ofLength = (...lengths: number[]) => fc.constantFrom(...lengths).chain((n) => padded("x".repeat(n)));
const date = fc
  .constantFrom(
    "2026-03-12",
    "2026-02-28",
    "2026-02-29",
    "2024-02-29",
    "2026-04-31",
    "2026-11-31",
    "2026-02-30",
    "2026-01-31",
    "2026-12-31",
    "2026-13-01",
    "2026-00-10",
    "0000-01-01",
    "2026-03-12T10:00",
    "2026-3-12",
    "",
    "12/03/2026",
  )
  .chain(padded);
const laterDate = fc.constantFrom("2026-03-11", "2026-03-12", "2026-03-13", "2027-01-01", "");
const time = fc
  .constantFrom("00:00", "23:59", "24:00", "4:30", "04:30:00", "04:60", "", "12:5", "ab:cd")
  .chain(padded);
const price = fc
  .constantFrom(
    "0",
    "0.1",
    "12.34",
    "12.345",
    "99999999",
    "99999999.99",
    "100000000",
    "1e3",
    "-1",
    "+5",
    ".5",
    "5.",
    "",
    "abc",
    "00012",
  )
  .chain(padded);
const seats = fc.constantFrom("0", "10000", "10001", "1.5", "-0", "", "99999", "007").chain(padded);
const flagText = fc.constantFrom("", "TRUE", "true", "yes", "1", "0", "No", "false", "maybe");
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** Mostly the ordinary value, sometimes an edge: rows near the border of what is valid. */
const edgy = <T>(good: T, edges: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 14, arbitrary: fc.constant(good) }, { weight: 1, arbitrary: edges });

const row = fc.record(
  {
    airlinename: edgy(
      "Emirates",
      fc.oneof(ofLength(0, 1, 60, 61), fc.constantFrom("emirates", "EMIRATES", "qatar AIRWAYS", "Emirate")),
    ),
    flightnumber: edgy("EK601", ofLength(0, 1, 10, 11)),
    pnr: edgy("ABC1", ofLength(0, 20, 21)),
    departure: edgy("KHI", ofLength(0, 3, 60, 61)),
    destination: edgy("DXB", ofLength(0, 3, 60, 61)),
    departuredate: edgy("2026-03-12", date),
    departuretime: edgy("04:30", time),
    arrivaldate: edgy("2026-03-12", fc.oneof(date, laterDate)),
    arrivaltime: edgy("05:40", time),
    duration: edgy("2h 10m", ofLength(0, 5, 30, 31)),
    price: edgy("85000", price),
    seatsavailable: edgy("30", seats),
    defaultmeal: edgy(undefined, maybe(fc.constantFrom("", "yes", "YES", "no", "x"))),
    defaultbaggage: edgy(undefined, maybe(ofLength(0, 30, 31))),
    status: edgy(undefined, maybe(fc.constantFrom("", "active", "Sold", "delayed", "x"))),
    isstopover: edgy(undefined, maybe(flagText)),
    stopoverlocation: edgy(undefined, maybe(ofLength(0, 3, 60, 61))),
    stopoverlayover: edgy(undefined, maybe(ofLength(0, 30, 31))),
    isreturnflight: edgy(undefined, maybe(flagText)),
    returndeparturedate: edgy(undefined, maybe(fc.oneof(date, laterDate))),
    returndeparturetime: edgy(undefined, maybe(time)),
    returnarrivaldate: edgy(undefined, maybe(fc.oneof(date, laterDate))),
    returnarrivaltime: edgy(undefined, maybe(time)),
    returnduration: edgy(undefined, maybe(ofLength(0, 30, 31))),
    namesdue: edgy(undefined, maybe(fc.constantFrom("", "2026-03-11 18:00", "2026-03-12 05:00", "soon"))),
    ticketingdue: edgy(undefined, maybe(fc.constantFrom("", "2026-03-11T09:00", "2026-03-20 10:00"))),
  },
  { requiredKeys: [] },
);

const clean = (r: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) as Record<string, string>;

describe("the quick date and time checks", () => {
  it("accept every existing date but 29 February, and nothing else (years 2023–2029, exhaustively)", () => {
    const two = (n: number) => String(n).padStart(2, "0");
    for (let y = 2023; y <= 2029; y++)
      for (let m = 0; m <= 13; m++)
        for (let d = 0; d <= 32; d++) {
          const v = `${y}-${two(m)}-${two(d)}`;
          expect(isSureDate(v), v).toBe(isIsoDate(v) && !(m === 2 && d === 29));
        }
    // Before MIN_YEAR (year 0 is a date to JavaScript, not to the database): never a sure date.
    for (const v of ["0000-01-01", "0001-03-12", "1899-12-31"]) expect(isSureDate(v), v).toBe(false);
    expect(isSureDate("1900-01-01")).toBe(true);
    for (const v of [
      "2026-3-12",
      "2026-03-1",
      " 2026-03-12",
      "2026-03-12 ",
      "2026/03/12",
      "2026-03-1a",
      "202a-03-12",
    ])
      expect(isSureDate(v), v).toBe(false);
  });

  it("accept exactly the 'HH:MM' times the shared rule does", () => {
    const two = (n: number) => String(n).padStart(2, "0");
    for (let h = 0; h <= 30; h++)
      for (let m = 0; m <= 70; m++)
        expect(isSureTime(`${two(h)}:${two(m)}`)).toBe(TIME_RE.test(`${two(h)}:${two(m)}`));
    for (const v of ["4:30", "04:3", "04-30", "04:30:00", "0a:30", "", " 4:30"])
      expect(isSureTime(v), v).toBe(false);
  });
});

/** The agency's date the generated rows are checked against (their dates are around 2026-03-12). */
const TODAY = "2026-01-01";

/**
 * Checks that every generated row the quick check accepts, the shared rule accepts too; returns how
 * many it accepted and how many the shared rule refused (so a test can say the property is not vacuous).
 */
function quickIsSubset(rows: fc.Arbitrary<Record<string, string | undefined>>, numRuns: number) {
  let accepted = 0;
  let refused = 0;
  fc.assert(
    fc.property(rows, (r) => {
      const cells = clean(r);
      if (surelyValidFlightRow(cells, TODAY)) {
        accepted++;
        expect(validateFlightCsvRow(cells, TODAY)).toMatchObject({ ok: true });
      } else if (!validateFlightCsvRow(cells, TODAY).ok) refused++;
    }),
    { numRuns },
  );
  return { accepted, refused };
}

describe("surelyValidFlightRow", () => {
  it("accepts only rows the shared flight rule accepts", () => {
    const { accepted, refused } = quickIsSubset(row, 10_000);
    // Not a vacuous property: the generator reaches the accepted region.
    expect(accepted).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(500);
  }, 60_000);

  it("accepts only return flights the shared rule accepts (every row a return leg)", () => {
    const legDate = fc.constantFrom("2025-12-31", "2026-03-12", "2026-03-13", "2026-03-20", "");
    const legTime = fc.constantFrom("00:00", "05:40", "10:00", "13:00", "23:59", "");
    const leg = fc.record({
      isreturnflight: fc.constantFrom("true", "yes", "1", "TRUE"),
      // Around the outbound's dates (2026-03-12), and now and then not a date or before today.
      returndeparturedate: fc.oneof({ weight: 6, arbitrary: legDate }, { weight: 1, arbitrary: date }),
      returndeparturetime: fc.oneof({ weight: 6, arbitrary: legTime }, { weight: 1, arbitrary: time }),
      returnarrivaldate: fc.oneof({ weight: 6, arbitrary: legDate }, { weight: 1, arbitrary: date }),
      returnarrivaltime: fc.oneof({ weight: 6, arbitrary: legTime }, { weight: 1, arbitrary: time }),
    });
    const returnRows = fc.tuple(row, leg).map(([r, l]) => ({ ...r, ...l }));
    const { accepted, refused } = quickIsSubset(returnRows, 20_000);
    expect(accepted).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(200);
  }, 60_000);

  it("accepts the ordinary row, a return flight and a stopover; leaves a past date to the shared rule", () => {
    const base = {
      airlinename: "Emirates",
      flightnumber: "EK601",
      pnr: "ABC1",
      departure: "KHI",
      destination: "DXB",
      departuredate: "2026-03-12",
      departuretime: "04:30",
      arrivaldate: "2026-03-12",
      arrivaltime: "05:40",
      duration: "2h 10m",
      price: "85000.50",
      seatsavailable: "30",
    };
    expect(surelyValidFlightRow(base, TODAY)).toBe(true);
    const returnFlight = {
      ...base,
      isreturnflight: "true",
      returndeparturedate: "2026-03-20",
      returnarrivaldate: "2026-03-20",
      returndeparturetime: "10:00",
      returnarrivaltime: "13:00",
    };
    expect(surelyValidFlightRow(returnFlight, TODAY)).toBe(true);
    expect(validateFlightCsvRow(returnFlight, TODAY).ok).toBe(true);
    // A return leg out of order, half given, or before today: the shared rule's.
    for (const leg of [
      { returndeparturedate: "2026-03-11" },
      { returnarrivaldate: "2026-03-19" },
      { returnarrivaltime: "10:00" },
      { returnarrivaldate: "" },
    ])
      expect(surelyValidFlightRow({ ...returnFlight, ...leg }, TODAY), JSON.stringify(leg)).toBe(false);
    expect(surelyValidFlightRow(returnFlight, "2026-03-21")).toBe(false);
    expect(surelyValidFlightRow({ ...base, isstopover: "yes", stopoverlocation: "DOH" }, TODAY)).toBe(true);
    // Left to the shared rule (which has the message): a stopover without a place, a bad price, a
    // past date, an unlisted airline, no PNR, a formula, an arrival at the minute of departure.
    expect(surelyValidFlightRow({ ...base, isstopover: "yes" }, TODAY)).toBe(false);
    expect(surelyValidFlightRow({ ...base, price: "-5" }, TODAY)).toBe(false);
    expect(surelyValidFlightRow(base, "2026-03-13")).toBe(false);
    expect(surelyValidFlightRow({ ...base, airlinename: "Nowhere Air" }, TODAY)).toBe(false);
    expect(surelyValidFlightRow({ ...base, airlinename: "EMIRATES" }, TODAY)).toBe(true);
    expect(surelyValidFlightRow({ ...base, pnr: "" }, TODAY)).toBe(false);
    expect(surelyValidFlightRow({ ...base, departure: "=1+1" }, TODAY)).toBe(false);
    expect(surelyValidFlightRow({ ...base, arrivaltime: "04:30" }, TODAY)).toBe(false);
    expect(
      surelyValidFlightRow(
        { ...base, isstopover: "yes", stopoverlocation: "DOH", arrivaltime: "04:30" },
        TODAY,
      ),
    ).toBe(false);
  });
});
