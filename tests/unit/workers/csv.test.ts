import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CSV_CELL_MAX, checkCsvText } from "../../../src/workers/csv-import.ts";
import { byRowNumber, csvHeadersOf, fileRowError } from "../../../src/workers/csv-results.ts";

// The rows' dates are in 2026: check them as on a day before (a date before today is refused).
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-01-01T12:00:00Z"));
});
afterAll(() => {
  vi.useRealTimers();
});

const HEADER =
  "Airline Name,Flight Number,PNR,Departure,Destination,Departure Date,Departure Time,Arrival Date,Arrival Time,Duration,Price,Seats Available";
const good = (n: number, price = "85000") =>
  `Emirates,EK${600 + n},ABC${n},KHI,DXB,2026-03-12,04:30,2026-03-12,05:40,2h 10m,${price},30`;

describe("checkCsvText (the CSV worker's parse + check)", () => {
  it("reads a clean file: every row valid, keyed by csvKey, with its file line", () => {
    const r = checkCsvText([HEADER, good(1), good(2)].join("\r\n"), "flights");
    expect(r.headers[0]).toBe("Airline Name");
    expect(r.missingHeaders).toEqual([]);
    expect(r.total).toBe(2);
    expect(r.validCount).toBe(2);
    expect(r.errors).toEqual([]);
    expect(r.rowLines).toEqual([2, 3]);
    expect(r.rows[0]).toMatchObject({ airlinename: "Emirates", flightnumber: "EK601", seatsavailable: "30" });
  });

  it("keeps quoted commas, doubled quotes and quoted line breaks inside their cell (RFC 4180)", () => {
    const text = [
      HEADER,
      'Emirates,EK1,"A,B",KHI,"DUBAI, UAE",2026-03-12,04:30,2026-03-12,05:40,"2h ""10m""",85000,30',
      'Emirates,EK2,P1,KHI,"DXB\r\nT3",2026-03-12,04:30,2026-03-12,05:40,2h,85000,30',
      good(3),
    ].join("\r\n");
    const r = checkCsvText(text, "flights");
    expect(r.errors).toEqual([]);
    expect(r.rows[0]).toMatchObject({ pnr: "A,B", destination: "DUBAI, UAE", duration: '2h "10m"' });
    expect(r.rows[1]?.destination).toBe("DXB\nT3");
    // The quoted line break spans lines 3–4, so the next row is on line 5.
    expect(r.rowLines).toEqual([2, 3, 5]);
  });

  it("reports each bad row as 'Row N: reason' with N the file line (header = 1)", () => {
    const text = [
      HEADER,
      good(1),
      good(2, "-5"),
      good(3),
      "",
      "Emirates,,P4,KHI,DXB,2026-03-12,04:30,2026-03-12,05:40,2h,85000,30",
      "  ,  ,  ",
      "Emirates,EK5,P5,KHI,DXB,2026-03-12,4:30pm,2026-03-12,05:40,2h,85000,30",
      good(6, "abc"),
      good(7),
    ].join("\n");
    const r = checkCsvText(text, "flights");
    expect(r.errors).toEqual([
      "Row 3: Price must be positive",
      "Row 6: Flight number is required",
      "Row 8: Please enter departure time in HH:MM format",
      "Row 9: Price must be positive",
    ]);
    expect(r.total).toBe(7);
    expect(r.validCount).toBe(3);
    expect(r.rowLines).toEqual([2, 4, 10]);
  });

  it("lists the required headers a file lacks (compared without case or spaces)", () => {
    const r = checkCsvText("airline name,FLIGHTNUMBER,Departure\nEmirates,EK1,KHI\n", "flights");
    expect(r.missingHeaders).toEqual([
      "Destination",
      "Departure Date",
      "Arrival Date",
      "Duration",
      "Price",
      "Seats Available",
    ]);
    expect(r.validCount).toBe(0);
  });

  it("skips blank lines before the header and counts lines from the top of the file", () => {
    const r = checkCsvText(`\uFEFF\n\n${HEADER}\n${good(1, "x")}\n`, "flights");
    expect(r.missingHeaders).toEqual([]);
    expect(r.errors).toEqual(["Row 4: Price must be positive"]);
  });

  it("drops unknown columns and refuses a cell longer than the import call accepts", () => {
    const text = `${HEADER},Notes\n${good(1)},hello\n${good(2)},${"x".repeat(10)}\n`;
    const r = checkCsvText(text, "flights");
    expect(r.rows[0]).not.toHaveProperty("notes");
    const long = checkCsvText(
      `${HEADER}\n${good(1).replace("2h 10m", "y".repeat(CSV_CELL_MAX + 1))}\n`,
      "flights",
    );
    expect(long.errors).toEqual([`Row 2: A cell is longer than ${CSV_CELL_MAX} characters`]);
  });

  it("checks package files with the package rule", () => {
    const header =
      "Name,Type,Destination,Duration,Departure Date,Return Date,Price,Max Participants,Description";
    const text = [
      header,
      "Umrah Gold,umrah,Makkah,14 days,2026-05-01,2026-05-15,350000,40,Five-star hotels",
      "Tour,cruise,Baku,5 days,2026-05-01,2026-05-06,150000,20,Sights",
    ].join("\n");
    const r = checkCsvText(text, "packages");
    expect(r.validCount).toBe(1);
    expect(r.errors).toEqual(["Row 3: Type must be either umrah or tour"]);
  });

  it("an empty file has no headers, every required one missing, and no rows", () => {
    const r = checkCsvText("", "flights");
    expect(r.headers).toEqual([]);
    expect(r.missingHeaders).toHaveLength(9);
    expect(r.total).toBe(0);
  });
});

describe("fileRowError", () => {
  it("maps the server's 'Row N' (within the rows sent) back to the file line", () => {
    expect(fileRowError("Row 2: Price must be positive", [7, 9, 12])).toBe("Row 7: Price must be positive");
    expect(fileRowError("Row 4: Duplicate", [7, 9, 12])).toBe("Row 12: Duplicate");
    expect(fileRowError("Something else", [7])).toBe("Something else");
    expect(fileRowError("Row 40: out of range", [7])).toBe("Row 40: out of range");
  });

  it("csvHeadersOf lists the documented headers of each kind", () => {
    expect(csvHeadersOf("flights").required).toContain("Seats Available");
    expect(csvHeadersOf("packages").required).toContain("Max Participants");
  });

  it("byRowNumber orders by the line number", () => {
    expect(["Row 10: a", "Row 9: b", "x", "Row 2: c"].sort(byRowNumber)).toEqual([
      "Row 2: c",
      "Row 9: b",
      "Row 10: a",
      "x",
    ]);
  });
});
