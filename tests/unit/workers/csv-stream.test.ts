/**
 * The streamed CSV check (`CsvChecker`, the scanner with papaparse for malformed records, and the
 * quick accept for flight rows) gives exactly what the papaparse-only check gave (the reference
 * kept in csv-reference.ts), for any text and however it is cut into chunks.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CsvChecker, checkCsvText } from "../../../src/workers/csv-import.ts";
import {
  batchOfCells,
  type CsvBatch,
  type CsvCheck,
  type CsvKind,
  packBatch,
} from "../../../src/workers/csv-results.ts";
import { streamCheck } from "../../../src/workers/csv-stream.ts";
import { flightCsvText } from "../../bench/flights-csv.ts";
import { referenceCheckCsvText } from "./csv-reference.ts";

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
const PACKAGE_HEADER =
  "Name,Type,Destination,Duration,Departure Date,Return Date,Price,Max Participants,Description";

/** Feeds `text` in the given chunk sizes (cycled), taking batches as a worker does. */
function streamed(text: string, kind: CsvKind, sizes: number[], batchRows = 3): CsvCheck {
  const checker = new CsvChecker(kind, { batchRows });
  const batches: CsvBatch[] = [];
  const take = () => {
    for (let b = checker.takeBatch(); b; b = checker.takeBatch()) batches.push(batchOfCells(b));
  };
  let at = 0;
  for (let i = 0; at < text.length; i++) {
    const size = Math.max(1, sizes[i % sizes.length] ?? 1);
    checker.push(text.slice(at, at + size));
    at += size;
    take();
  }
  const s = checker.finish();
  const last = checker.takeBatch(true);
  if (last) batches.push(batchOfCells(last));
  expect(s.errorCount).toBe(batches.reduce((n, b) => n + b.errors.length, 0));
  return {
    kind,
    headers: s.headers,
    missingHeaders: s.missingHeaders,
    total: s.total,
    rows: batches.flatMap((b) => b.rows),
    rowLines: batches.flatMap((b) => b.rowLines),
    errors: batches.flatMap((b) => b.errors),
    validCount: s.validCount,
  };
}

const cellText = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom("Emirates", "EK601", "KHI", "DXB", "2026-03-12", "04:30", "85000", "30", ""),
  },
  {
    weight: 3,
    arbitrary: fc.string({
      unit: fc.constantFrom("a", "B", " ", ",", '"', "\r", "\n", "\t", "1", ":", "-", "é"),
    }),
  },
);
/** A cell written the way a file might: plain, quoted, quoted with junk after it, half-quoted. */
const cellWritten = fc.oneof(
  { weight: 5, arbitrary: cellText },
  { weight: 3, arbitrary: cellText.map((s) => `"${s.replace(/"/g, '""')}"`) },
  {
    weight: 1,
    arbitrary: fc.tuple(cellText, fc.constantFrom(" ", "  ", "x", '"', "\t")).map(([s, t]) => `"${s}"${t}`),
  },
  { weight: 1, arbitrary: cellText.map((s) => `"${s}`) },
  { weight: 1, arbitrary: cellText.map((s) => ` "${s}"`) },
);
const lineEnd = fc.constantFrom("\n", "\r\n", "\r", "\n\n", "\r\n  \r\n");
const csvFile = (header: string) =>
  fc
    .tuple(
      fc.boolean(),
      fc.array(fc.tuple(fc.array(cellWritten, { minLength: 1, maxLength: 14 }), lineEnd), { maxLength: 12 }),
      fc.boolean(),
    )
    .map(
      ([bom, rows, endsWithNewline]) =>
        `${bom ? "\uFEFF" : ""}${header}\r\n${rows.map(([cells, end]) => cells.join(",") + end).join("")}${endsWithNewline ? "\n" : ""}`,
    );
const anyText = fc.string({
  unit: fc.constantFrom("a", ",", '"', "\r", "\n", " ", "Price", "Name", "1"),
  maxLength: 80,
});
const chunkSizes = fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 6 });

describe("CsvChecker agrees with the papaparse-only check", () => {
  it("on generated flight files, whole and in chunks of any size", () => {
    fc.assert(
      fc.property(csvFile(HEADER), chunkSizes, (text, sizes) => {
        const expected = referenceCheckCsvText(text, "flights");
        expect(checkCsvText(text, "flights")).toEqual(expected);
        expect(streamed(text, "flights", sizes)).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });

  it("on generated package files and on arbitrary text", () => {
    fc.assert(
      fc.property(csvFile(PACKAGE_HEADER), anyText, chunkSizes, (text, junk, sizes) => {
        expect(streamed(text, "packages", sizes)).toEqual(referenceCheckCsvText(text, "packages"));
        expect(checkCsvText(junk, "flights")).toEqual(referenceCheckCsvText(junk, "flights"));
        expect(streamed(junk, "flights", sizes)).toEqual(referenceCheckCsvText(junk, "flights"));
      }),
      { numRuns: 400 },
    );
  });

  it("on the benchmark's flight file (quoted cells, return flights, ~1% bad rows)", () => {
    const text = flightCsvText(3000);
    const expected = referenceCheckCsvText(text, "flights");
    expect(expected.errors.length).toBeGreaterThan(10);
    expect(checkCsvText(text, "flights")).toEqual(expected);
    expect(streamed(text, "flights", [65_536, 1000, 7], 500)).toEqual(expected);
  });

  it("a malformed quote swallows the rest of the file exactly as papaparse does", () => {
    const rows = [HEADER, "Emirates,EK1,P1,KHI,DXB,2026-03-12,04:30,2026-03-12,05:40,2h,85000,30"];
    const text = `${rows.join("\n")}\n"broken"x,1\nEmirates,EK2\n${"more,text\n".repeat(20_000)}`;
    const expected = referenceCheckCsvText(text, "flights");
    expect(expected.errors).toEqual(["Row 3: Trailing quote on quoted field is malformed"]);
    expect(streamed(text, "flights", [1000])).toEqual(expected);
  });

  it("a lone CR ends a line, also when a chunk ends between CR and LF", () => {
    const text = `${HEADER}\r${"Emirates,EK1,P1,KHI,DXB,2026-03-12,04:30,2026-03-12,05:40,2h,85000,30"}\r\n\r\nx,"a\r\nb"\r`;
    const expected = referenceCheckCsvText(text, "flights");
    for (let cut = 1; cut < text.length; cut++) {
      expect(streamed(text, "flights", [cut, text.length])).toEqual(expected);
    }
  });
});

describe("streamCheck (the worker's loop) and the batches it posts", () => {
  async function viaWorkerLoop(
    file: Blob | string,
    kind: CsvKind,
    batchRows = 7,
    sliceBytes?: number,
  ): Promise<CsvCheck> {
    const batches: CsvBatch[] = [];
    const s = await streamCheck(
      file,
      kind,
      // As the worker posts them (structured clone) and the client reads them.
      (b, joinable) => batches.push(batchOfCells(structuredClone(packBatch(b, joinable)))),
      { batchRows, inFlight: 2, ...(sliceBytes ? { sliceBytes } : {}) },
    );
    return {
      kind,
      headers: s.headers,
      missingHeaders: s.missingHeaders,
      total: s.total,
      rows: batches.flatMap((b) => b.rows),
      rowLines: batches.flatMap((b) => b.rowLines),
      errors: batches.flatMap((b) => b.errors),
      validCount: s.validCount,
    };
  }

  it("gives the whole-text result from a Blob (UTF-8, BOM, characters split between chunks)", async () => {
    const text = `\uFEFF${flightCsvText(300).replace(/DXB/g, "Dübai ✈️")}`;
    const expected = checkCsvText(text, "flights");
    expect(expected.validCount).toBeGreaterThan(250);
    const blob = new Blob([new TextEncoder().encode(text)]);
    expect(await viaWorkerLoop(blob, "flights")).toEqual(expected);
    // Slices of 7 bytes cut the BOM, the ü and the ✈️ apart, and lines anywhere.
    expect(await viaWorkerLoop(blob, "flights", 50, 7)).toEqual(expected);
    expect(await viaWorkerLoop(blob, "flights", 50, 4093)).toEqual(expected);
    expect(await viaWorkerLoop(text, "flights", 1000)).toEqual(expected);
  });

  it("posts the cells as arrays when the file itself has a NUL, and they come back the same", async () => {
    const text = `${HEADER}\nEmirates,EK1,P1,KHI,D\u0000XB,2026-03-12,04:30,2026-03-12,05:40,2h,85000,30\n`;
    const expected = referenceCheckCsvText(text, "flights");
    expect(expected.rows[0]?.destination).toBe("D\u0000XB");
    expect(await viaWorkerLoop(text, "flights")).toEqual(expected);
  });

  it("a row's object has the keys in the header's order, a repeated key at its first place", () => {
    const text = `${HEADER},price\nEmirates,EK1,P1,KHI,DXB,2026-03-12,04:30,2026-03-12,05:40,2h,85000,30,90000\n`;
    const r = checkCsvText(text, "flights");
    expect(r).toEqual(referenceCheckCsvText(text, "flights"));
    const keys = Object.keys(r.rows[0] ?? {});
    expect(keys.indexOf("price")).toBe(10);
    expect(keys).toHaveLength(12);
    expect(r.rows[0]?.price).toBe("90000");
    expect(Object.getPrototypeOf(r.rows[0])).toBe(Object.prototype);
  });
});
