// An import's header line, read once per file: which column feeds which row key, and the shape the
// checker gives each row (its keys once each, in the header's order).
import { csvKey } from "../domain/csv.ts";

export type HeaderLayout = {
  headers: string[];
  /** Each column's row key (null: a column the import does not read). */
  keys: (string | null)[];
  /** A row's keys (each once, in the order the header first has them) and the column of each. */
  rowKeys: string[];
  rowColumns: number[];
  /** Every column is read, each once, in order: a row's cells are its fields. */
  plainLayout: boolean;
  /** A row of '' as wide as the header. */
  blankRow: string[];
};

/** The layout of a header whose known columns (by `csvKey`) are `known`. */
export function readHeader(fields: readonly string[], known: ReadonlySet<string>): HeaderLayout {
  const headers = fields.map((h) => h.trim());
  const keys = headers.map((h) => {
    const k = csvKey(h);
    return k.length > 0 && known.has(k) ? k : null;
  });
  const rowKeys: string[] = [];
  const rowColumns: number[] = [];
  // A key twice in the header: the row has it once, at its first place, with the last value.
  for (let c = 0; c < keys.length; c++) {
    const k = keys[c];
    if (k === null || k === undefined) continue;
    const at = rowKeys.indexOf(k);
    if (at === -1) {
      rowKeys.push(k);
      rowColumns.push(c);
    } else rowColumns[at] = c;
  }
  const plainLayout = rowColumns.every((c, i) => c === i) && rowColumns.length === keys.length;
  return { headers, keys, rowKeys, rowColumns, plainLayout, blankRow: keys.map(() => "") };
}
