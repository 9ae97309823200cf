/**
 * The light half of the CSV import, safe for the main thread (no parser, no row rules): the
 * kinds, what a check returns, the documented headers, and the mapping of the server's 'Row N'
 * back to the file's lines.
 */
import { FLIGHT_CSV_HEADERS } from "../domain/flights-csv.ts";
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

/** A slice of a check's results, in file order: what a streamed check hands out as it goes. */
export type CsvBatch = { rows: Record<string, string>[]; rowLines: number[]; errors: string[] };

/** The same as the worker sends it: each valid row as its cells, in the order of `keys`. */
export type CsvCellBatch = { keys: string[]; cells: string[][]; rowLines: number[]; errors: string[] };

type RowClass = new () => Record<string, string>;
const rowClasses = new Map<string, RowClass>();

/**
 * A constructor whose instances are plain objects (prototype Object.prototype, as `{}`), but which
 * V8 lays out with room for every key from the start: filling `{}` with 20-odd keys regrows its
 * property store many times over (measured at ~7 µs a row in Chromium, against ~0.5 µs). One per
 * key list, so the rows of a file share one shape.
 */
function plainObjectClass(keys: readonly string[]): RowClass {
  const layout = keys.join(",");
  let Row = rowClasses.get(layout);
  if (!Row) {
    const fresh = function PlainRow() {} as unknown as RowClass & { prototype: object };
    fresh.prototype = Object.prototype;
    Row = fresh;
    rowClasses.set(layout, Row);
  }
  return Row;
}

/**
 * `row[k[i]] = c[at + i]` for every key. The first keys are written by a store site of their own
 * (each sees one key, so V8 keeps it fast) rather than by one loop site that sees them all.
 */
function fill(row: Record<string, string>, k: readonly string[], c: readonly string[], at: number) {
  const n = k.length;
  if (n > 0) row[k[0]!] = c[at]!;
  if (n > 1) row[k[1]!] = c[at + 1]!;
  if (n > 2) row[k[2]!] = c[at + 2]!;
  if (n > 3) row[k[3]!] = c[at + 3]!;
  if (n > 4) row[k[4]!] = c[at + 4]!;
  if (n > 5) row[k[5]!] = c[at + 5]!;
  if (n > 6) row[k[6]!] = c[at + 6]!;
  if (n > 7) row[k[7]!] = c[at + 7]!;
  if (n > 8) row[k[8]!] = c[at + 8]!;
  if (n > 9) row[k[9]!] = c[at + 9]!;
  if (n > 10) row[k[10]!] = c[at + 10]!;
  if (n > 11) row[k[11]!] = c[at + 11]!;
  if (n > 12) row[k[12]!] = c[at + 12]!;
  if (n > 13) row[k[13]!] = c[at + 13]!;
  if (n > 14) row[k[14]!] = c[at + 14]!;
  if (n > 15) row[k[15]!] = c[at + 15]!;
  if (n > 16) row[k[16]!] = c[at + 16]!;
  if (n > 17) row[k[17]!] = c[at + 17]!;
  if (n > 18) row[k[18]!] = c[at + 18]!;
  if (n > 19) row[k[19]!] = c[at + 19]!;
  if (n > 20) row[k[20]!] = c[at + 20]!;
  if (n > 21) row[k[21]!] = c[at + 21]!;
  if (n > 22) row[k[22]!] = c[at + 22]!;
  if (n > 23) row[k[23]!] = c[at + 23]!;
  for (let i = 24; i < n; i++) row[k[i]!] = c[at + i]!;
  return row;
}

/** The row objects (keyed by `keys`, in that order) of cell arrays. */
export function rowsOfCells(keys: readonly string[], cells: readonly (readonly string[])[]) {
  const Row = plainObjectClass(keys);
  const rows: Record<string, string>[] = new Array(cells.length);
  for (let i = 0; i < cells.length; i++) rows[i] = fill(new Row(), keys, cells[i]!, 0);
  return rows;
}

/** The row objects of `count` rows whose cells follow one another in `flat`. */
function rowsOfFlat(keys: readonly string[], flat: readonly string[], count: number) {
  const Row = plainObjectClass(keys);
  const width = keys.length;
  const rows: Record<string, string>[] = new Array(count);
  for (let i = 0; i < count; i++) rows[i] = fill(new Row(), keys, flat, i * width);
  return rows;
}

/**
 * A batch as the worker posts it: the cells of all its rows joined by NUL into one string (a single
 * string is copied whole between threads; 100k small strings and arrays are not), or, when the
 * file has a NUL of its own, the cell arrays as they are.
 */
export type CsvWireBatch =
  | (CsvCellBatch & { joined?: undefined })
  | { keys: string[]; joined: string; count: number; rowLines: number[]; errors: string[] };

const NUL = "\u0000";

/** The batch to post (`joinable`: no cell of the file has a NUL). */
export function packBatch(b: CsvCellBatch, joinable: boolean): CsvWireBatch {
  if (!joinable || b.keys.length === 0 || b.cells.length === 0) return b;
  const lines = new Array<string>(b.cells.length);
  for (let i = 0; i < b.cells.length; i++) lines[i] = b.cells[i]!.join(NUL);
  return {
    keys: b.keys,
    joined: lines.join(NUL),
    count: b.cells.length,
    rowLines: b.rowLines,
    errors: b.errors,
  };
}

/** A posted batch → with row objects. */
export function batchOfCells(b: CsvWireBatch): CsvBatch {
  if (b.joined === undefined)
    return { rows: rowsOfCells(b.keys, b.cells), rowLines: b.rowLines, errors: b.errors };
  return { rows: rowsOfFlat(b.keys, b.joined.split(NUL), b.count), rowLines: b.rowLines, errors: b.errors };
}

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
