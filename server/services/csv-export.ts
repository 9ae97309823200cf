/** A CSV download, as the flights', packages' and activity log's exports answer one. */
import { karachiDate } from "../../src/domain/format.ts";

/** `<name>_<YYYY-MM-DD>.csv`, dated by the agency's calendar (Karachi), not UTC's. */
export function csvFileName(name: string, now: Date): string {
  return `${name}_${karachiDate(now)}.csv`;
}

/**
 * A CSV download's body (with a BOM so spreadsheet programs read UTF-8) and headers, named by
 * `csvFileName`; the route answers with them.
 */
export function csvAttachment(
  csv: string,
  name: string,
  now: Date,
): { text: string; headers: Record<string, string> } {
  return {
    text: `\uFEFF${csv}`,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName(name, now)}"`,
    },
  };
}
