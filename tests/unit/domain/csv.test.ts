import { describe, expect, it } from "vitest";
import {
  csvCell,
  csvKey,
  csvKeyed,
  missingCsvHeaders,
  parseCsv,
  parseCsvRecords,
  readCell,
  toCsv,
} from "../../../src/domain/csv.ts";

const columns = [
  { header: "Name", key: "name" },
  { header: "Price", key: "price" },
  { header: "Notes", key: "notes" },
];

describe("csvKey", () => {
  it("lower-cases and removes every space", () => {
    expect(csvKey("Seats Available")).toBe("seatsavailable");
    expect(csvKey("  Return  Departure Date ")).toBe("returndeparturedate");
    expect(csvKey("PNR")).toBe("pnr");
  });

  it("csvKeyed re-keys camelCase or header-cased rows, and leaves keyed rows as they are", () => {
    expect(csvKeyed({ "Airline Name": "Emirates", flightNumber: "EK601" })).toEqual({
      airlinename: "Emirates",
      flightnumber: "EK601",
    });
    const keyed = { airlinename: "x" };
    expect(csvKeyed(keyed)).toBe(keyed);
  });

  it("readCell trims text and stringifies numbers and booleans", () => {
    expect(readCell({ a: "  x " }, "a")).toBe("x");
    expect(readCell({ a: 12.5 }, "a")).toBe("12.5");
    expect(readCell({ a: false }, "a")).toBe("false");
    expect(readCell({ a: null }, "a")).toBe("");
    expect(readCell({}, "a")).toBe("");
  });

  it("missingCsvHeaders compares by key", () => {
    expect(
      missingCsvHeaders(["airline name", "PRICE"], ["Airline Name", "Price", "Seats Available"]),
    ).toEqual(["Seats Available"]);
  });
});

describe("toCsv", () => {
  it("writes a header line and CRLF line ends", () => {
    expect(toCsv([{ name: "Umrah", price: 250000, notes: "" }], columns)).toBe(
      "Name,Price,Notes\r\nUmrah,250000,\r\n",
    );
  });

  it("quotes fields with commas, quotes, CR or LF and doubles the quotes", () => {
    const out = toCsv(
      [
        { name: "Makkah, Madinah", price: 1, notes: 'say "hi"' },
        { name: "two\nlines", price: 2, notes: "cr\rhere" },
      ],
      columns,
    );
    expect(out).toBe('Name,Price,Notes\r\n"Makkah, Madinah",1,"say ""hi"""\r\n"two\nlines",2,"cr\rhere"\r\n');
  });

  it("neutralises text cells that could start a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+92300")).toBe("'+92300");
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("\rx")).toBe('"\'\rx"');
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("keeps numbers as numbers, including negative ones", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(12.5)).toBe("12.5");
    expect(csvCell(Number.NaN)).toBe("");
  });

  it("writes null and undefined as empty, booleans, dates as ISO, lists joined with '|'", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(new Date("2026-03-12T10:00:00Z"))).toBe("2026-03-12T10:00:00.000Z");
    expect(csvCell(["Day 1, Makkah", "Day 2"])).toBe('"Day 1, Makkah|Day 2"');
    expect(csvCell(["=cmd"])).toBe("'=cmd");
  });
});

describe("parseCsv", () => {
  it("parses headers and keyed rows", () => {
    const parsed = parseCsv("Airline Name,Seats Available\nEmirates,10\nSaudia,0\n");
    expect(parsed.headers).toEqual(["Airline Name", "Seats Available"]);
    expect(parsed.rows).toEqual([
      { airlinename: "Emirates", seatsavailable: "10" },
      { airlinename: "Saudia", seatsavailable: "0" },
    ]);
    expect(parsed.lines).toEqual([2, 3]);
  });

  it("handles quoted commas, doubled quotes and embedded newlines", () => {
    const parsed = parseCsv('a,b,c\r\n"x, y","say ""hi""","line1\r\nline2"\r\nlast,"",z');
    expect(parsed.rows).toEqual([
      { a: "x, y", b: 'say "hi"', c: "line1\r\nline2" },
      { a: "last", b: "", c: "z" },
    ]);
    expect(parsed.lines).toEqual([2, 4]);
  });

  it("strips a BOM and handles LF and CRLF line ends alike", () => {
    const parsed = parseCsv("\uFEFFName,Type\r\nA,umrah\nB,tour\r\n");
    expect(parsed.headers).toEqual(["Name", "Type"]);
    expect(parsed.rows).toEqual([
      { name: "A", type: "umrah" },
      { name: "B", type: "tour" },
    ]);
  });

  it("skips blank lines, including lines of empty cells", () => {
    const parsed = parseCsv("\n\nName,Type\n\nA,umrah\n , \n\r\nB,tour\n\n");
    expect(parsed.rows.map((r) => r.name)).toEqual(["A", "B"]);
    expect(parsed.lines).toEqual([5, 8]);
  });

  it("fills missing cells with '' and ignores extra cells", () => {
    expect(parseCsv("a,b,c\n1\n1,2,3,4").rows).toEqual([
      { a: "1", b: "", c: "" },
      { a: "1", b: "2", c: "3" },
    ]);
  });

  it("keeps the last empty field of a line", () => {
    expect(parseCsvRecords("a,\n,b,").records).toEqual([
      ["a", ""],
      ["", "b", ""],
    ]);
  });

  it("reads an unterminated quote to the end, and text after a closing quote into the field", () => {
    expect(parseCsvRecords('"abc,def').records).toEqual([["abc,def"]]);
    expect(parseCsvRecords('"ab"cd,e').records).toEqual([["abcd", "e"]]);
  });

  it("returns nothing for empty text", () => {
    expect(parseCsv("")).toEqual({ headers: [], rows: [], lines: [] });
    expect(parseCsv("\uFEFF\r\n")).toEqual({ headers: [], rows: [], lines: [] });
  });

  it("round-trips what toCsv writes", () => {
    const rows = [
      { name: 'Hotel "Hilton", Makkah', price: 125000.5, notes: "line 1\nline 2" },
      { name: "=1+1", price: -3, notes: "" },
      { name: "plain", price: 0, notes: 'comma, and "quote"\r\nand CRLF' },
    ];
    const parsed = parseCsv(toCsv(rows, columns));
    expect(parsed.headers).toEqual(["Name", "Price", "Notes"]);
    expect(parsed.rows).toEqual([
      { name: 'Hotel "Hilton", Makkah', price: "125000.5", notes: "line 1\nline 2" },
      { name: "'=1+1", price: "-3", notes: "" },
      { name: "plain", price: "0", notes: 'comma, and "quote"\r\nand CRLF' },
    ]);
  });

  // Speed is the benchmarks' business (npm run bench); here only that big files come out right.
  it("parses 100k rows, quoted commas included", () => {
    const header =
      "Airline Name,Flight Number,Departure,Destination,Departure Date,Arrival Date,Duration,Price,Seats Available,PNR,Default Baggage\r\n";
    const line =
      'Emirates,EK601,KHI,DXB,2026-03-12,2026-03-12,2h 10m,125000,30,ABC123,"30 KG, 7 KG hand"\r\n';
    const text = header + line.repeat(100_000);
    const parsed = parseCsv(text);
    expect(parsed.rows.length).toBe(100_000);
    expect(parsed.rows[99_999]?.defaultbaggage).toBe("30 KG, 7 KG hand");
  });

  it("reads a one-column file (no comma to find)", () => {
    const text = `Name\n${"x\n".repeat(200_000)}`;
    const parsed = parseCsv(text);
    expect(parsed.rows.length).toBe(200_000);
    expect(parsed.rows[199_999]).toEqual({ name: "x" });
  });
});
