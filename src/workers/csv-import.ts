/**
 * The CSV import check the Comlink worker runs off the main thread (csv.worker.ts), kept free of
 * any worker or DOM API so it is unit tested directly: parse the text (RFC 4180: quoted commas,
 * doubled quotes, quoted line breaks, CRLF, LF or CR, a BOM; blank lines skipped; the first
 * non-blank line is the header) and check EVERY row with the shared domain rule of its kind.
 *
 * Line numbers are the file's own (the header line is 1), so 'Row N' points at the line a
 * spreadsheet or editor shows; a quoted cell that spans lines counts every line it spans.
 *
 * `CsvChecker` takes the text in chunks of any size (a file streamed through TextDecoderStream) and
 * hands out the results in batches, so a 1M-row file is checked in bounded memory; `checkCsvText`
 * is the same work on a whole string. The records are split by a small single-pass scanner; a
 * record it cannot read plainly (a malformed quote) is handed to papaparse, record by record, so
 * every file — malformed ones included — reads exactly as papaparse reads it (tested against the
 * papaparse-only reference in tests/unit/workers/). Rows the quick check (csv-quick.ts) accepts
 * skip the shared rule, which decides, with its message, every other row. The shared rule is the
 * form's own entry check (checkFlightEntry / checkPackageEntry in src/domain), so a row is refused
 * exactly when the form would refuse it, and its error lists every message ('Row N: a; b').
 * The kinds' columns and rules are csv-kinds.ts, the header's reading csv-header.ts, the papaparse
 * fallback csv-papa.ts.
 */
import { csvKey, missingCsvHeaders } from "../domain/csv.ts";
import { karachiDate } from "../domain/format.ts";
import { readHeader } from "./csv-header.ts";
import { KINDS, type KindRules } from "./csv-kinds.ts";
import { countLf, readWithPapa } from "./csv-papa.ts";
import { type CsvCellBatch, type CsvCheck, type CsvKind, rowsOfCells } from "./csv-results.ts";

export type { CsvBatch, CsvCellBatch, CsvCheck, CsvKind } from "./csv-results.ts";

/** The longest cell the import call accepts (openapi `CsvRow`: maxLength 2000). */
export const CSV_CELL_MAX = 2000;

/** A check without its rows, line numbers and errors (a streamed check's final answer). */
export type CsvSummary = Omit<CsvCheck, "rows" | "rowLines" | "errors"> & { errorCount: number };

function isBlank(fields: readonly string[]): boolean {
  for (const f of fields) if (f.trim().length > 0) return false;
  return true;
}

const COMMA = 44;
const QUOTE = 34;
const LF = 10;
const CR = 13;
/** A carried partial record longer than this is rescanned only once the carry has doubled. */
const RESCAN_FLOOR = 64 * 1024;

/**
 * Checks CSV text fed in chunks: `push` each chunk, `takeBatch` whenever convenient (each batch holds
 * the results since the last one), then `finish` for the summary and `takeBatch(true)` for the rest.
 */
export class CsvChecker {
  readonly kind: CsvKind;
  /** The agency's date the rows are checked against (a date before it is refused, as on the form). */
  readonly today: string;
  private readonly rules: KindRules;
  private readonly known: Set<string>;
  private readonly batchRows: number;
  private headers: string[] | null = null;
  /** Each column's row key (null: a column the import does not read). */
  private keys: (string | null)[] = [];
  /** A row's keys (each once, in the order the header first has them) and the column of each. */
  private rowKeys: string[] = [];
  private rowColumns: number[] = [];
  private quick: ((cells: readonly string[]) => boolean) | null = null;
  /** Every column is read, each once, in order: a row's cells are its fields. */
  private plainLayout = false;
  /** A row of '' as wide as the header (empty until the header is read). */
  private blankRow: string[] = [];
  private total = 0;
  private valid = 0;
  private errorCount = 0;
  /** The file line of the next unread record (1-based). */
  private line = 1;
  /** Normalised text not yet read (the start of a record cut by the chunk's end). */
  private carry = "";
  /** A chunk that ended in CR (its LF may start the next chunk). */
  private pendingCr = false;
  private started = false;
  private rescanAt = 0;
  private batch: CsvCellBatch = { keys: [], cells: [], rowLines: [], errors: [] };

  constructor(kind: CsvKind, opts: { batchRows?: number; today?: string } = {}) {
    this.kind = kind;
    this.today = opts.today ?? karachiDate();
    this.rules = KINDS[kind];
    this.known = new Set([...this.rules.required, ...this.rules.optional, ...this.rules.extra].map(csvKey));
    this.batchRows = opts.batchRows ?? 1000;
  }

  /** Reads the complete records of `chunk` (with what earlier chunks left over). */
  push(chunk: string): void {
    let text = chunk;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    if (this.pendingCr) text = `\r${text}`;
    this.pendingCr = text.charCodeAt(text.length - 1) === CR;
    if (this.pendingCr) text = text.slice(0, -1);
    // One line-ending form: LF. CRs inside quoted cells become LFs too, which no field of either
    // kind cares about (this is what the import has always done).
    if (text.indexOf("\r") !== -1) text = text.replace(/\r\n?/g, "\n");
    this.carry = this.carry.length > 0 ? this.carry + text : text;
    if (this.carry.length < this.rescanAt) return;
    this.read(false);
  }

  /** Reads the last record and returns the summary (the last results wait in `takeBatch(true)`). */
  finish(): CsvSummary {
    if (this.pendingCr) {
      this.pendingCr = false;
      this.carry += "\n";
    }
    this.read(true);
    const found: string[] = this.headers ?? [];
    return {
      kind: this.kind,
      headers: found,
      missingHeaders: missingCsvHeaders(found, this.rules.required),
      total: this.total,
      validCount: this.valid,
      errorCount: this.errorCount,
    };
  }

  /**
   * The results since the last batch once there are `batchRows` of them (any number if `force`).
   * Valid rows come as cell arrays with their keys once (`rowsOfCells` makes the row objects): a
   * third of the cost of posting the objects from a worker, and of reading them on the other side.
   */
  takeBatch(force = false): CsvCellBatch | null {
    const b = this.batch;
    const size = b.cells.length + b.errors.length;
    if (size === 0 || (!force && size < this.batchRows)) return null;
    this.batch = { keys: this.rowKeys, cells: [], rowLines: [], errors: [] };
    return b;
  }

  private read(final: boolean): void {
    const buf = this.carry;
    const used = this.scan(buf, final);
    this.carry = used === buf.length ? "" : buf.slice(used);
    this.rescanAt = !final && this.carry.length > RESCAN_FLOOR ? this.carry.length * 2 : 0;
  }

  /**
   * Reads the records of `buf` and returns how much of it was used: everything when `final`,
   * otherwise up to the start of the first record that may go on in the next chunk.
   */
  private scan(buf: string, final: boolean): number {
    const n = buf.length;
    let pos = 0;
    let nextComma = buf.indexOf(",");
    let nextLf = buf.indexOf("\n");
    let nextQuote = buf.indexOf('"');
    while (pos < n) {
      const start = pos;
      if (nextLf !== -1 && nextLf < pos) nextLf = buf.indexOf("\n", pos);
      if (nextQuote !== -1 && nextQuote < pos) nextQuote = buf.indexOf('"', pos);
      if (nextLf !== -1 && (nextQuote === -1 || nextQuote > nextLf)) {
        // A whole line without a quote (most lines): its fields are its comma-separated parts,
        // in an array of its own (the row may keep it as its cells).
        // Filled in a copy of a header-wide array of '' (exactly sized: what V8 keeps cheapest); a
        // missing trailing field stays '', which reads the same as an absent one everywhere.
        const line = this.line++;
        const parts = this.blankRow.slice();
        let c = 0;
        for (;;) {
          if (nextComma !== -1 && nextComma < pos) nextComma = buf.indexOf(",", pos);
          if (nextComma === -1 || nextComma > nextLf) break;
          if (c < parts.length) parts[c] = buf.slice(pos, nextComma);
          else parts.push(buf.slice(pos, nextComma));
          c++;
          pos = nextComma + 1;
        }
        if (c < parts.length) parts[c] = buf.slice(pos, nextLf);
        else parts.push(buf.slice(pos, nextLf));
        pos = nextLf + 1;
        this.record(parts, line, null, true, pos - start <= CSV_CELL_MAX);
        continue;
      }
      let quotedLines = 0;
      let ended = false;
      let irregular = false;
      // As in a line without quotes: a header-wide array of '' filled in (a longer record grows it).
      const fields = this.blankRow.slice();
      let c = 0;
      while (!ended) {
        if (buf.charCodeAt(pos) === QUOTE) {
          // A quoted field: up to the closing quote ("" is a quote inside it).
          let value = "";
          let from = pos + 1;
          let close = -1;
          for (;;) {
            const q = buf.indexOf('"', from);
            if (q === -1) break;
            if (q + 1 === n) {
              if (!final) return start;
              value += buf.slice(from, q);
              close = q;
              break;
            }
            if (buf.charCodeAt(q + 1) === QUOTE) {
              value += buf.slice(from, q + 1);
              from = q + 2;
              continue;
            }
            value += buf.slice(from, q);
            close = q;
            break;
          }
          if (close === -1) {
            if (!final) return start;
            irregular = true;
            break;
          }
          const after = close + 1;
          const then = buf.charCodeAt(after);
          if (after === n) ended = true;
          else if (then === COMMA) pos = after + 1;
          else if (then === LF) {
            pos = after + 1;
            ended = true;
          } else {
            // Text after the closing quote: papaparse's rules (spaces allowed, otherwise an error).
            irregular = true;
            break;
          }
          if (after === n) pos = n;
          if (value.indexOf("\n") !== -1) quotedLines += countLf(value);
          if (c < fields.length) fields[c] = value;
          else fields.push(value);
          c++;
        } else {
          // A plain field: up to the next comma or line end (quotes inside it are text).
          if (nextComma !== -1 && nextComma < pos) nextComma = buf.indexOf(",", pos);
          if (nextLf !== -1 && nextLf < pos) nextLf = buf.indexOf("\n", pos);
          let end: number;
          if (nextComma !== -1 && (nextComma < nextLf || nextLf === -1)) end = nextComma;
          else if (nextLf !== -1) {
            end = nextLf;
            ended = true;
          } else {
            if (!final) return start;
            end = n;
            ended = true;
          }
          if (c < fields.length) fields[c] = buf.slice(pos, end);
          else fields.push(buf.slice(pos, end));
          c++;
          pos = end + 1;
        }
      }
      if (irregular) {
        const rec = readWithPapa(buf, start, final);
        if (!rec) return start;
        const line = this.line;
        this.line += rec.lines;
        this.record(rec.fields, line, rec.quoteProblem, false, false);
        pos = rec.end;
        continue;
      }
      if (pos > n) pos = n;
      const line = this.line;
      this.line += quotedLines + (buf.charCodeAt(pos - 1) === LF ? 1 : 0);
      this.record(fields, line, null, true, pos - start <= CSV_CELL_MAX);
    }
    return n;
  }

  /**
   * One record of the file: the header, a blank line, or a row to check. `own`: `fields` is a fresh
   * array the row may keep as its cells; `short`: the record's text is no longer than a cell may be.
   */
  private record(
    fields: string[],
    line: number,
    quoteProblem: string | null,
    own: boolean,
    short: boolean,
  ): void {
    if (isBlank(fields)) return;
    if (this.headers === null) {
      const h = readHeader(fields, this.known);
      this.headers = h.headers;
      this.keys = h.keys;
      this.rowKeys = h.rowKeys;
      this.rowColumns = h.rowColumns;
      this.plainLayout = h.plainLayout;
      this.blankRow = h.blankRow;
      this.batch.keys = this.rowKeys;
      this.quick = this.rules.quickCheck?.(this.rowKeys, this.today) ?? null;
      return;
    }
    this.total++;
    if (quoteProblem !== null) {
      this.fail(`Row ${line}: ${quoteProblem || "Unterminated quoted field"}`);
      return;
    }
    let tooLong = false;
    if (!short) {
      const keys = this.keys;
      for (let c = 0; c < keys.length; c++) {
        if (keys[c] !== null && (fields[c] ?? "").length > CSV_CELL_MAX) tooLong = true;
      }
    }
    if (tooLong) {
      this.fail(`Row ${line}: A cell is longer than ${CSV_CELL_MAX} characters`);
      return;
    }
    const columns = this.rowColumns;
    let cells: string[];
    if (own && this.plainLayout && fields.length === columns.length) cells = fields;
    else {
      cells = [];
      for (let i = 0; i < columns.length; i++) cells.push(fields[columns[i]!] ?? "");
    }
    let ok = this.quick?.(cells) ?? false;
    let message = "";
    if (!ok) {
      const checked = this.rules.validate(rowsOfCells(this.rowKeys, [cells])[0]!, this.today);
      ok = checked.ok;
      if (!checked.ok) message = checked.message;
    }
    if (ok) {
      this.valid++;
      this.batch.cells.push(cells);
      this.batch.rowLines.push(line);
    } else this.fail(`Row ${line}: ${message}`);
  }

  private fail(message: string): void {
    this.errorCount++;
    this.batch.errors.push(message);
  }
}

/** Parses and checks a whole CSV text. Never throws on bad content: problems become row errors. */
export function checkCsvText(input: string, kind: CsvKind, today?: string): CsvCheck {
  const checker = new CsvChecker(kind, today ? { today } : {});
  checker.push(input);
  const summary = checker.finish();
  const rest = checker.takeBatch(true) ?? { keys: [], cells: [], rowLines: [], errors: [] };
  return {
    kind,
    headers: summary.headers,
    missingHeaders: summary.missingHeaders,
    total: summary.total,
    rows: rowsOfCells(rest.keys, rest.cells),
    rowLines: rest.rowLines,
    errors: rest.errors,
    validCount: summary.validCount,
  };
}
