// A record the import's own scanner cannot read plainly (a malformed quote) is read by papaparse, as
// the whole file would be read from there: a malformed file reads exactly as papaparse reads it.
import Papa from "papaparse";

const LF = 10;

/** The papaparse options the whole import reads with (one newline form: the text is normalised). */
const PAPA: Papa.ParseConfig = {
  delimiter: ",",
  newline: "\n",
  quoteChar: '"',
  escapeChar: '"',
  header: false,
  skipEmptyLines: false,
  fastMode: false,
  preview: 1,
};

export function countLf(s: string, from = 0, to = s.length): number {
  let n = 0;
  for (let i = s.indexOf("\n", from); i !== -1 && i < to; i = s.indexOf("\n", i + 1)) n++;
  return n;
}

/** One record papaparse read. */
export type PapaRecord = {
  fields: string[];
  /** How many line breaks the record spans, its own included. */
  lines: number;
  /** Its quote error's message (`""`: papaparse gave none); null: no quote error. */
  quoteProblem: string | null;
  /** Where it ends in the text. */
  end: number;
};

/** Reads the record at `start` with papaparse; null when it may go on past the end of `buf`. */
export function readWithPapa(buf: string, start: number, final: boolean): PapaRecord | null {
  for (let size = 4096; ; size *= 4) {
    const end = Math.min(buf.length, start + size);
    const win = buf.slice(start, end);
    const r = Papa.parse<string[]>(win, PAPA);
    const errors = r.errors.filter((e) => e.row === 0);
    const cursor = r.meta.cursor;
    const endedByLf =
      cursor > 0 && win.charCodeAt(cursor - 1) === LF && !errors.some((e) => e.code === "MissingQuotes");
    if (endedByLf || end === buf.length) {
      if (!endedByLf && !final) return null;
      const quoteProblem = errors.find((e) => e.type === "Quotes");
      return {
        fields: r.data[0] ?? [""],
        lines: countLf(win, 0, cursor),
        quoteProblem: quoteProblem ? quoteProblem.message || "" : null,
        end: start + cursor,
      };
    }
  }
}
