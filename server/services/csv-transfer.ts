/** The CSV import and export steps flights and packages share. */
import type { Context } from "hono";
import { csvKeyed } from "../../src/domain/csv.ts";
import { karachiDate } from "../../src/domain/format.ts";
import type { Validation } from "../../src/domain/validation.ts";
import { badRequest, HttpError } from "../http/errors.ts";
import type { LogEntry } from "./activity.ts";

export const IMPORT_MAX_ROWS = 5000;

export type ImportResults = { total: number; success: number; errors: number; errorDetails: string[] };

/**
 * Checks every row of `{ [listKey]: rows }`: the valid ones come back normalised, the others as
 * 'Row N: reason' (row 1 is the file's header line, so data rows start at 2). More rows than the cap
 * is a 413; no list is a 400.
 */
export function checkImportRows<I, T>(
  raw: unknown,
  listKey: "flights" | "packages",
  validateRow: (row: Readonly<Record<string, unknown>>) => Validation<I>,
  normalize: (v: I) => T,
): { valid: T[]; results: ImportResults } {
  const rows = raw && typeof raw === "object" ? (raw as Record<string, unknown>)[listKey] : undefined;
  if (!Array.isArray(rows))
    throw badRequest(`${listKey} must be a list of rows`, { [listKey]: `${listKey} must be a list of rows` });
  if (rows.length > IMPORT_MAX_ROWS) {
    throw new HttpError(413, `Too many rows: import at most ${IMPORT_MAX_ROWS} ${listKey} per request`);
  }
  const valid: T[] = [];
  const errorDetails: string[] = [];
  rows.forEach((row, i) => {
    const n = i + 2;
    if (!row || typeof row !== "object" || Array.isArray(row)) {
      errorDetails.push(`Row ${n}: not a row of values`);
      return;
    }
    const result = validateRow(csvKeyed(row as Record<string, unknown>));
    if (result.ok) valid.push(normalize(result.value));
    else errorDetails.push(`Row ${n}: ${result.message}`);
  });
  return {
    valid,
    results: { total: rows.length, success: valid.length, errors: errorDetails.length, errorDetails },
  };
}

/** The activity-log entry of an import: success, warning when some rows failed, error when all did. */
export function importLogEntry(what: "flights" | "packages", results: ImportResults): LogEntry {
  const { total, success, errors, errorDetails } = results;
  return {
    action: `import_${what}` as const,
    resource: what === "flights" ? "flight" : "package",
    details: `Imported ${success} of ${total} ${what} from CSV`,
    status: errors === 0 ? ("success" as const) : success > 0 ? ("warning" as const) : ("error" as const),
    metadata: { total, success, errors, errorDetails: errorDetails.slice(0, 50) },
  };
}

/** `<name>_<YYYY-MM-DD>.csv`, dated by the agency's calendar (Karachi), not UTC's. */
export function csvFileName(name: string, now: Date): string {
  return `${name}_${karachiDate(now)}.csv`;
}

/** A CSV download (with a BOM so spreadsheet programs read UTF-8), named by `csvFileName`. */
export function csvDownload(c: Context, csv: string, name: string, now: Date): Response {
  return c.body(`\uFEFF${csv}`, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${csvFileName(name, now)}"`,
  });
}
