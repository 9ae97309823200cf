/**
 * The light half of the CSV import, safe for the main thread (no parser, no row rules): the
 * kinds, what a check returns, the documented headers, and the mapping of the server's 'Row N'
 * back to the file's lines.
 */
import { FLIGHT_CSV_HEADERS } from "../domain/flights.ts";
import { PACKAGE_CSV_HEADERS } from "../domain/packages.ts";

export type CsvKind = "flights" | "packages";

/** The documented headers of a kind (what the import modal's format help lists). */
export function csvHeadersOf(kind: CsvKind): { required: readonly string[]; optional: readonly string[] } {
  const h = kind === "flights" ? FLIGHT_CSV_HEADERS : PACKAGE_CSV_HEADERS;
  return { required: h.required, optional: h.optional };
}

export type CsvCheck = {
  kind: CsvKind;
  /** The header cells as written (trimmed). */
  headers: string[];
  /** Required headers the file lacks (compared by `csvKey`); a file with any cannot be imported. */
  missingHeaders: string[];
  /** Data rows in the file (blank lines not counted). */
  total: number;
  /**
   * The valid rows, ready for `POST /<kind>/import`: keyed by `csvKey(header)`, every value a
   * string, only the columns the import reads (unknown columns are dropped).
   */
  rows: Record<string, string>[];
  /** The file line on which each of `rows` starts (to map the server's 'Row N' back to the file). */
  rowLines: number[];
  /** One 'Row N: reason' per invalid row, N the file line number (header = 1), in file order. */
  errors: string[];
  validCount: number;
};

/**
 * Maps the server's 'Row N: reason' (N counted within the rows it was sent, header = 1) back to
 * the file's line: `lines` are the file lines of the rows sent, in the order sent.
 */
export function fileRowError(detail: string, lines: readonly number[]): string {
  const m = /^Row (\d+):\s*(.*)$/s.exec(detail);
  if (!m) return detail;
  const line = lines[Number(m[1]) - 2];
  return line === undefined ? detail : `Row ${line}: ${m[2]}`;
}

/** Sorts 'Row N: …' messages by N (other messages last, in their order). */
export function byRowNumber(a: string, b: string): number {
  const n = (s: string) => {
    const m = /^Row (\d+):/.exec(s);
    return m ? Number(m[1]) : Number.POSITIVE_INFINITY;
  };
  return n(a) - n(b);
}
