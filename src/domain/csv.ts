/**
 * RFC 4180 CSV: a writer that quotes as the RFC says and neutralises formula cells (CSV injection,
 * OWASP), and a single-pass parser (quoted commas, doubled quotes, CRLF or LF, BOM, blank lines).
 */

export type CsvColumn = { header: string; key: string };
export type ParsedCsv = {
  /** The header cells, trimmed. */
  headers: string[];
  /** One object per non-blank data line, keyed by `csvKey(header)`; missing cells are ''. */
  rows: Record<string, string>[];
  /** The 1-based line number where each row starts (for 'Row N' reports that match the file). */
  lines: number[];
};

/** The key of a header: lower-cased with every space removed ('Seats Available' → 'seatsavailable'). */
export function csvKey(header: string): string {
  return header.trim().toLowerCase().replace(/\s+/g, "");
}

/** The required headers absent from `headers` (compared by `csvKey`). */
export function missingCsvHeaders(headers: readonly string[], required: readonly string[]): string[] {
  const present = new Set(headers.map(csvKey));
  return required.filter((h) => !present.has(csvKey(h)));
}

/** The row with every key in `csvKey` form ('Airline Name' and 'airlineName' both → 'airlinename'). */
export function csvKeyed(row: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  for (const k in row) {
    if (k !== csvKey(k)) {
      const out: Record<string, unknown> = {};
      for (const j in row) out[csvKey(j)] = row[j];
      return out;
    }
  }
  return row;
}

/** A cell of a parsed row as trimmed text (rows sent as JSON may carry numbers or booleans). */
export function readCell(row: Readonly<Record<string, unknown>>, key: string): string {
  const v = row[key];
  if (typeof v === "string") return v.trim();
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  return "";
}

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * True for text a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a
 * carriage return: OWASP's CSV injection list). The export neutralises such cells (`csvCell`); the
 * flight and package text fields refuse them outright (validation.ts `text({ formula })`).
 */
export function looksLikeFormula(value: string): boolean {
  return FORMULA_START.test(value);
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return FORMULA_START.test(value) ? `'${value}` : value;
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean" || typeof value === "bigint") return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString();
  if (Array.isArray(value))
    return cellText(value.map((v) => (v === null || v === undefined ? "" : String(v))).join("|"));
  return cellText(JSON.stringify(value));
}

/** One CSV field: neutralised when it could start a formula, quoted when it must be. */
export function csvCell(value: unknown): string {
  const t = cellText(value);
  return NEEDS_QUOTES.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
}

/**
 * Writes rows as CSV with a header line, CRLF line ends. Text cells beginning with = + - @, tab or
 * carriage return get a leading single quote; numbers are written as numbers (so -5 stays -5).
 * Lists are joined with '|'; dates as ISO 8601; null and undefined as empty cells.
 */
export function toCsv(rows: readonly Record<string, unknown>[], columns: readonly CsvColumn[]): string {
  const lines: string[] = [columns.map((c) => csvCell(c.header)).join(",")];
  for (const row of rows) {
    let line = "";
    for (let i = 0; i < columns.length; i++) {
      if (i > 0) line += ",";
      line += csvCell(row[(columns[i] as CsvColumn).key]);
    }
    lines.push(line);
  }
  return `${lines.join("\r\n")}\r\n`;
}

const COMMA = 44;
const QUOTE = 34;
const CR = 13;
const LF = 10;

/** Splits CSV text into records of fields (RFC 4180, lenient about text after a closing quote). */
export function parseCsvRecords(input: string): { records: string[][]; lines: number[] } {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const n = text.length;
  const records: string[][] = [];
  const lines: number[] = [];
  let i = 0;
  let line = 1;
  let nextComma = text.indexOf(",");
  let nextLf = text.indexOf("\n");

  /** Reads an unquoted run from `i` to the next comma or line end; leaves `i` on the delimiter. */
  const readPlain = (): string => {
    if (nextComma !== -1 && nextComma < i) nextComma = text.indexOf(",", i);
    if (nextLf !== -1 && nextLf < i) nextLf = text.indexOf("\n", i);
    let end = n;
    if (nextComma !== -1) end = nextComma;
    if (nextLf !== -1 && nextLf < end) end = nextLf;
    const start = i;
    i = end;
    // A CR before the LF belongs to the line end.
    if (end === nextLf && end > start && text.charCodeAt(end - 1) === CR) return text.slice(start, end - 1);
    if (end === n && end > start && text.charCodeAt(end - 1) === CR) return text.slice(start, end - 1);
    return text.slice(start, end);
  };

  while (i < n) {
    const fields: string[] = [];
    const startLine = line;
    for (;;) {
      let value: string;
      if (text.charCodeAt(i) === QUOTE) {
        value = "";
        let j = i + 1;
        for (;;) {
          const q = text.indexOf('"', j);
          if (q === -1) {
            // Unterminated quote: the rest of the text is the field.
            value += text.slice(j);
            j = n;
            break;
          }
          value += text.slice(j, q);
          if (text.charCodeAt(q + 1) === QUOTE) {
            value += '"';
            j = q + 2;
            continue;
          }
          j = q + 1;
          break;
        }
        // Count the line breaks inside the quoted field.
        for (let k = value.indexOf("\n"); k !== -1; k = value.indexOf("\n", k + 1)) line++;
        i = j;
        const c = text.charCodeAt(i);
        if (i < n && c !== COMMA && c !== LF && c !== CR) value += readPlain();
        else if (c === CR && i + 1 < n && text.charCodeAt(i + 1) !== LF) value += readPlain();
      } else {
        value = readPlain();
      }
      fields.push(value);
      if (i < n && text.charCodeAt(i) === COMMA) {
        i++;
        continue;
      }
      if (text.charCodeAt(i) === CR) i++;
      if (text.charCodeAt(i) === LF) i++;
      line++;
      break;
    }
    records.push(fields);
    lines.push(startLine);
  }
  return { records, lines };
}

function isBlank(fields: readonly string[]): boolean {
  for (const f of fields) if (f.trim().length > 0) return false;
  return true;
}

/** Parses CSV text whose first non-blank line is the header line. Blank lines are skipped. */
export function parseCsv(text: string): ParsedCsv {
  const { records, lines: recordLines } = parseCsvRecords(text);
  let first = 0;
  while (first < records.length && isBlank(records[first] as string[])) first++;
  if (first >= records.length) return { headers: [], rows: [], lines: [] };
  const headers = (records[first] as string[]).map((h) => h.trim());
  const keys = headers.map(csvKey);
  const width = keys.length;
  const rows: Record<string, string>[] = [];
  const lines: number[] = [];
  for (let r = first + 1; r < records.length; r++) {
    const fields = records[r] as string[];
    if (isBlank(fields)) continue;
    const row: Record<string, string> = {};
    for (let c = 0; c < width; c++) {
      const key = keys[c] as string;
      if (key.length === 0) continue;
      row[key] = fields[c] ?? "";
    }
    rows.push(row);
    lines.push(recordLines[r] as number);
  }
  return { headers, rows, lines };
}
