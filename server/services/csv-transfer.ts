/** The CSV import steps flights and packages share (a download is csv-export.ts's). */
import { csvKeyed } from "../../src/domain/csv.ts";
import type { FieldErrors, Validation } from "../../src/domain/validation.ts";
import { badRequest, HttpError } from "../http/errors.ts";
import type { LogEntry } from "./activity.ts";

export const IMPORT_MAX_ROWS = 5000;

export type ImportResults = { total: number; success: number; errors: number; errorDetails: string[] };

/** At most this many refused rows are spelt out in the refusal's message (all are in `errors`). */
const ROWS_IN_MESSAGE = 10;

/**
 * Checks every row of `{ [listKey]: rows }` with the form's own entry check (`validateRow`, from
 * src/domain, run in the import worker too) and answers the rows normalised. The server is the
 * authority (docs/ARCHITECTURE.md §4): one row the form would refuse refuses the whole request with
 * a 400 that names every such row and every error of it — `message` 'Row N: a; b' (N counts the
 * header as row 1, so data rows start at 2), `errors` one message per field as
 * `<listKey>.<index>.<field>` — and nothing is imported (`refusal`, which the route logs, then
 * throws; `results` then counts the refused rows). The app sends only the rows its worker accepted
 * (and on such a 400 sends the others again without the refused ones), so its results panel lists
 * every error either way. More rows than the cap is a 413; no list is a 400.
 */
export function checkImportRows<I, T>(
  raw: unknown,
  listKey: "flights" | "packages",
  validateRow: (row: Readonly<Record<string, unknown>>) => Validation<I>,
  normalize: (v: I) => T,
): { valid: T[]; results: ImportResults; refusal: HttpError | null } {
  const rows = raw && typeof raw === "object" ? (raw as Record<string, unknown>)[listKey] : undefined;
  if (!Array.isArray(rows))
    throw badRequest(`${listKey} must be a list of rows`, { [listKey]: `${listKey} must be a list of rows` });
  if (rows.length > IMPORT_MAX_ROWS) {
    throw new HttpError(413, `Too many rows: import at most ${IMPORT_MAX_ROWS} ${listKey} per request`);
  }
  const valid: T[] = [];
  const refused: string[] = [];
  const errors: FieldErrors = {};
  rows.forEach((row, i) => {
    const n = i + 2;
    if (!row || typeof row !== "object" || Array.isArray(row)) {
      refused.push(`Row ${n}: not a row of values`);
      errors[`${listKey}.${i}`] = "not a row of values";
      return;
    }
    const result = validateRow(csvKeyed(row as Record<string, unknown>));
    if (result.ok) {
      valid.push(normalize(result.value));
      return;
    }
    refused.push(`Row ${n}: ${result.message}`);
    for (const [field, message] of Object.entries(result.errors))
      errors[`${listKey}.${i}.${field}`] = message;
  });
  if (refused.length > 0) {
    const more = refused.length - ROWS_IN_MESSAGE;
    const shown = refused.slice(0, ROWS_IN_MESSAGE).join(" · ");
    return {
      valid: [],
      results: { total: rows.length, success: 0, errors: refused.length, errorDetails: refused },
      refusal: badRequest(more > 0 ? `${shown} · and ${more} more rows with errors` : shown, errors),
    };
  }
  return {
    valid,
    results: { total: rows.length, success: valid.length, errors: 0, errorDetails: [] },
    refusal: null,
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
