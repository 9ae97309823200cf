/**
 * The package CSV import as data (no React): which file may be imported, the template, and how the
 * worker's check and the server's answers combine into the results panel (Total, Success, Errors
 * and one 'Row N: reason' per rejected row, N the file's own line, in file order).
 */
import { PACKAGE_CSV_HEADERS } from "../../domain/packages.ts";
import { byRowNumber, type CsvCheck, fileRowError } from "../../workers/csv-results.ts";
import type { ImportResults } from "./data.ts";

export const NOT_CSV_MESSAGE = "Please choose a .csv file";

/** A .csv file must be chosen: by its name, whatever type the browser guessed. */
export function isCsvFile(file: { name: string } | null | undefined): boolean {
  return Boolean(file && /\.csv$/i.test(file.name.trim()));
}

/** The rows sent in each POST (the server takes at most 5000 a call). */
export function chunkRows<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** One server answer, with the file lines of the rows it was sent. */
export type ChunkAnswer = { results: ImportResults; lines: readonly number[] };

/**
 * The results panel: every data row of the file counted once; the rows the worker rejected and the
 * rows the server rejected (its 'Row N' mapped back to the file's line) listed together by line.
 */
export function combineImport(check: Pick<CsvCheck, "total" | "errors">, answers: readonly ChunkAnswer[]) {
  let success = 0;
  const details = [...check.errors];
  for (const a of answers) {
    success += a.results.success;
    for (const d of a.results.errorDetails) details.push(fileRowError(d, a.lines));
  }
  details.sort(byRowNumber);
  return { total: check.total, success, errors: details.length, errorDetails: details };
}

export type CombinedResults = ReturnType<typeof combineImport>;

/** A template with the headers and one example row, so an admin starts from a file that imports. */
export function packageCsvTemplate(today: string): string {
  const start = new Date(`${today}T00:00:00Z`);
  const plus = (days: number) => new Date(start.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const headers = [...PACKAGE_CSV_HEADERS.required, ...PACKAGE_CSV_HEADERS.optional];
  const example = [
    "Ramadan Umrah Premium",
    "umrah",
    "Makkah & Madinah",
    "14 days 13 nights",
    plus(60),
    plus(73),
    "485000",
    "40",
    '"5-star hotels near the Haram, guided ziyarat"',
    "active",
    '"Arrive in Makkah|Umrah|Ziyarat in Madinah"',
    '"Return air ticket|Visa|Hotel"',
    '"Personal expenses"',
  ];
  return `${headers.join(",")}\r\n${example.join(",")}\r\n`;
}
