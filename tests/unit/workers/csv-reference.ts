/**
 * The CSV check as it was before the streamed scanner (papaparse over the whole text, every row
 * through the shared rule): kept as the oracle the new `CsvChecker` must agree with, byte for byte.
 */
import Papa from "papaparse";
import { csvKey, missingCsvHeaders } from "../../../src/domain/csv.ts";
import { FLIGHT_CSV_HEADERS, validateFlightCsvRow } from "../../../src/domain/flights-csv.ts";
import { karachiDate } from "../../../src/domain/format.ts";
import { PACKAGE_CSV_HEADERS, validatePackageCsvRow } from "../../../src/domain/packages.ts";
import type { Validation } from "../../../src/domain/validation.ts";
import type { CsvCheck, CsvKind } from "../../../src/workers/csv-results.ts";

const CSV_CELL_MAX = 2000;

type KindRules = {
  required: readonly string[];
  optional: readonly string[];
  /** Columns that are not part of the documented format but that the row rule reads. */
  extra: readonly string[];
  validate: (row: Readonly<Record<string, unknown>>) => Validation<unknown>;
};

const KINDS: Record<CsvKind, KindRules> = {
  flights: {
    required: FLIGHT_CSV_HEADERS.required,
    optional: FLIGHT_CSV_HEADERS.optional,
    extra: FLIGHT_CSV_HEADERS.extra,
    validate: (row) => validateFlightCsvRow(row, karachiDate()),
  },
  packages: {
    required: PACKAGE_CSV_HEADERS.required,
    optional: PACKAGE_CSV_HEADERS.optional,
    extra: [],
    validate: (row) => validatePackageCsvRow(row, karachiDate()),
  },
};

function isBlank(fields: readonly string[]): boolean {
  for (const f of fields) if (f.trim().length > 0) return false;
  return true;
}

const NEWLINE = 10;

/** Parses and checks a whole CSV text. Never throws on bad content: problems become row errors. */
export function referenceCheckCsvText(input: string, kind: CsvKind): CsvCheck {
  const rules = KINDS[kind];
  // One line-ending form: papaparse guesses a single newline per file, and LF makes line counting
  // simple. CRs inside quoted cells become LFs too, which no field of either kind cares about.
  const text = (input.charCodeAt(0) === 0xfeff ? input.slice(1) : input).replace(/\r\n?/g, "\n");
  const known = new Set([...rules.required, ...rules.optional, ...rules.extra].map(csvKey));

  let headers: string[] | null = null;
  let keys: (string | null)[] = [];
  let total = 0;
  const rows: Record<string, string>[] = [];
  const rowLines: number[] = [];
  const errors: string[] = [];

  // Line bookkeeping: each record starts where the previous one ended (papaparse's cursor).
  let recordStart = 0;
  let counted = 0;
  let line = 1;
  const lineAt = (offset: number): number => {
    for (let i = counted; i < offset; i++) if (text.charCodeAt(i) === NEWLINE) line++;
    counted = Math.max(counted, offset);
    return line;
  };

  Papa.parse<string[]>(text, {
    delimiter: ",",
    newline: "\n",
    quoteChar: '"',
    escapeChar: '"',
    header: false,
    skipEmptyLines: false,
    step: (result) => {
      const start = recordStart;
      recordStart = result.meta.cursor;
      const fields = result.data;
      if (isBlank(fields)) return;
      const n = lineAt(start);
      if (headers === null) {
        headers = fields.map((h) => h.trim());
        keys = headers.map((h) => {
          const k = csvKey(h);
          return k.length > 0 && known.has(k) ? k : null;
        });
        return;
      }
      total++;
      const quoteProblem = result.errors.find((e) => e.type === "Quotes");
      if (quoteProblem) {
        errors.push(`Row ${n}: ${quoteProblem.message || "Unterminated quoted field"}`);
        return;
      }
      const row: Record<string, string> = {};
      let tooLong = false;
      for (let c = 0; c < keys.length; c++) {
        const key = keys[c];
        if (!key) continue;
        const value = fields[c] ?? "";
        if (value.length > CSV_CELL_MAX) tooLong = true;
        row[key] = value;
      }
      if (tooLong) {
        errors.push(`Row ${n}: A cell is longer than ${CSV_CELL_MAX} characters`);
        return;
      }
      const checked = rules.validate(row);
      if (checked.ok) {
        rows.push(row);
        rowLines.push(n);
      } else errors.push(`Row ${n}: ${checked.message}`);
    },
  });

  const found: string[] = headers ?? [];
  return {
    kind,
    headers: found,
    missingHeaders: missingCsvHeaders(found, rules.required),
    total,
    rows,
    rowLines,
    errors,
    validCount: rows.length,
  };
}
