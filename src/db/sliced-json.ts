/**
 * JSON.parse for big list answers without a long task: `JSON.parse` of 10k flights (~7 MB) is one
 * task of 50–120 ms on a phone or a busy desktop. `parseJsonSliced` gives the same value as
 * `JSON.parse` but works in slices, yielding to the main thread between them:
 *
 * 1. one scan of the text, in slices, finds the largest array (the rows: `{ flights: [...] }`,
 *    a bare `[...]`, `{ data: { bookings: [...] } }`, a delta page's `changed`) and where its
 *    elements start and end;
 * 2. the rest of the document (the array replaced by a marker) is parsed at once (it is small);
 * 3. the array's elements are parsed a batch at a time (`JSON.parse('[' + slice + ']')`).
 *
 * A text under `SLICE_ABOVE` characters, or one the scan cannot follow, is simply `JSON.parse`d
 * (and a malformed text throws the same SyntaxError either way).
 *
 * The text may come as the pieces a body was decoded in (`readTextPieces`): the scan reads them in
 * order and each batch copies only the pieces it spans, so the whole body is never joined into one
 * string (a 7 MB join was a 35 ms task of its own).
 */
import { type Yield, yieldToMain } from "../ui/yield-to-main.ts";

/** Below this many characters one JSON.parse is cheaper than slicing (well under a long task). */
export const SLICE_ABOVE = 256 * 1024;
/** Characters scanned, or parsed, between two checks of the clock. */
const STEP = 128 * 1024;
/** How long one slice may run before giving the main thread back. */
const SLICE_MS = 12;

const QUOTE = 34;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const COMMA = 44;

type Found = { start: number; end: number; depth: number };

/**
 * A text held as the pieces it arrived in (a body decoded chunk by chunk): joined, the 7 MB of 10k
 * flights is one more copy of the whole body in one task (~35 ms measured in Chromium). Positions
 * are offsets in the whole text; `slice` copies only the pieces a span touches.
 */
class Pieces {
  readonly length: number;
  private readonly starts: number[] = [];

  /** A whole text is one piece. */
  static of(input: string | readonly string[]): Pieces {
    return new Pieces(typeof input === "string" ? [input] : input);
  }

  constructor(readonly parts: readonly string[]) {
    let at = 0;
    for (const p of parts) {
      this.starts.push(at);
      at += p.length;
    }
    this.length = at;
  }

  /** The text from `from` (inclusive) to `to` (exclusive). */
  slice(from: number, to: number): string {
    if (to <= from) return "";
    let k = this.pieceAt(from);
    let out = "";
    while (k < this.parts.length && this.starts[k]! < to) {
      const base = this.starts[k]!;
      out += this.parts[k]!.slice(Math.max(0, from - base), to - base);
      k++;
    }
    return out;
  }

  /** The index of the piece holding position `at` (the last one at or before it). */
  private pieceAt(at: number): number {
    let lo = 0;
    let hi = this.parts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}

/**
 * The span of the largest array in the text (`start` at '[', `end` at its ']') and the positions
 * of the commas between its own elements; null when the text does not scan as balanced JSON. One
 * pass over the pieces in order; a string, an escape or a backslash run may straddle two pieces.
 */
async function largestArray(
  text: Pieces,
  breathe: () => Promise<void>,
): Promise<{ found: Found; commas: number[] } | null> {
  // For every open container: where it started and whether it is an array.
  const starts: number[] = [];
  const isArray: boolean[] = [];
  // The commas of each open array (only arrays' commas can be element separators).
  const commaStack: number[][] = [];
  let best: { found: Found; commas: number[] } | null = null;
  let inString = false;
  let escaped = false;
  let base = 0;
  let sinceBreath = 0;
  for (const part of text.parts) {
    const n = part.length;
    let i = 0;
    // The next backslash at or after i (n: none left in this piece), found once per backslash, not
    // once per string: most pieces have none, and a search per string would read to the end.
    let slash = -1;
    while (i < n) {
      if (sinceBreath >= STEP) {
        sinceBreath = 0;
        await breathe();
      }
      if (inString) {
        // To the closing quote: the next quote not escaped; escapes are rare, so jump between them.
        if (escaped) {
          escaped = false;
          i++;
          sinceBreath++;
          continue;
        }
        const quote = part.indexOf('"', i);
        if (slash < i) {
          slash = part.indexOf("\\", i);
          if (slash < 0) slash = n;
        }
        if (slash < n && (quote < 0 || slash < quote)) {
          escaped = true;
          sinceBreath += slash + 1 - i;
          i = slash + 1;
          continue;
        }
        if (quote < 0) {
          sinceBreath += n - i;
          i = n;
          continue;
        }
        inString = false;
        sinceBreath += quote + 1 - i;
        i = quote + 1;
        continue;
      }
      const c = part.charCodeAt(i);
      if (c === QUOTE) inString = true;
      else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
        starts.push(base + i);
        isArray.push(c === OPEN_ARRAY);
        commaStack.push([]);
      } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
        const start = starts.pop();
        const wasArray = isArray.pop();
        const commas = commaStack.pop();
        if (start === undefined || commas === undefined || wasArray !== (c === CLOSE_ARRAY)) return null;
        const at = base + i;
        if (wasArray && (!best || at - start > best.found.end - best.found.start))
          best = { found: { start, end: at, depth: starts.length }, commas };
      } else if (c === COMMA) {
        const top = commaStack.length - 1;
        if (top >= 0 && isArray[top]) commaStack[top]!.push(base + i);
      }
      i++;
      sinceBreath++;
    }
    base += n;
  }
  return starts.length === 0 && !inString ? best : null;
}

const MARKER = "\u0000safar:sliced-array\u0000";

/** Puts `rows` where the marker string stands in `value` (found once: the skeleton is small). */
function replaceMarker(value: unknown, rows: unknown[]): { value: unknown; done: boolean } {
  if (value === MARKER) return { value: rows, done: true };
  if (Array.isArray(value)) {
    for (let k = 0; k < value.length; k++) {
      const r = replaceMarker(value[k], rows);
      if (r.done) {
        value[k] = r.value;
        return { value, done: true };
      }
    }
  } else if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    for (const key of Object.keys(o)) {
      const r = replaceMarker(o[key], rows);
      if (r.done) {
        o[key] = r.value;
        return { value, done: true };
      }
    }
  }
  return { value, done: false };
}

/**
 * A check to call between pieces of work: it gives the main thread back (`yieldNow`) once `SLICE_MS`
 * have passed since it last did, and returns at once otherwise.
 */
function breather(yieldNow: Yield): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await yieldNow();
    sliceStart = performance.now();
  };
}

/** Bytes decoded at once: a 2 MB chunk (what the network hands over at a time) took up to 24 ms. */
const DECODE_BYTES = 256 * 1024;

/**
 * A body's text as the pieces it was decoded in (UTF-8, chunk by chunk; a character split across
 * two chunks is joined by the decoder), giving the main thread back every `SLICE_MS`; for
 * `parseJsonSliced`, which reads the pieces without joining them. `Response.text()` decodes the
 * whole body in one task once the last byte is in (~40-150 ms for the 7 MB of 10k flights). Chunks
 * already received are handed out without a wait, so a loop over them alone would be that one task
 * again.
 */
export async function readTextPieces(
  body: ReadableStream<Uint8Array> | null | undefined,
  yieldNow: Yield = yieldToMain,
): Promise<string[]> {
  if (!body) return [];
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  const breathe = breather(yieldNow);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (let at = 0; at < value.byteLength; at += DECODE_BYTES) {
      const piece = decoder.decode(value.subarray(at, at + DECODE_BYTES), { stream: true });
      if (piece) parts.push(piece);
      await breathe();
    }
  }
  const last = decoder.decode();
  if (last) parts.push(last);
  return parts;
}

/**
 * Where the rows are: the largest array's '[' and ']' and its number of elements, or null when the
 * text does not scan (then `parseJsonSliced` falls back to one `JSON.parse`). For tests: the
 * fallback hides a scan gone wrong behind a right answer.
 */
export async function scanRows(
  input: string | readonly string[],
): Promise<{ start: number; end: number; elements: number } | null> {
  const scan = await largestArray(Pieces.of(input), async () => {});
  return scan && { start: scan.found.start, end: scan.found.end, elements: scan.commas.length + 1 };
}

/**
 * `JSON.parse` of a text, given whole or as pieces (`readTextPieces`), in slices that leave the
 * main thread free (see the header).
 */
export async function parseJsonSliced(
  input: string | readonly string[],
  yieldNow: Yield = yieldToMain,
): Promise<unknown> {
  const text = Pieces.of(input);
  const whole = () => text.slice(0, text.length);
  if (text.length <= SLICE_ABOVE) return text.length ? JSON.parse(whole()) : undefined;
  const breathe = breather(yieldNow);
  const scan = await largestArray(text, breathe);
  if (!scan || scan.found.end - scan.found.start < SLICE_ABOVE) return JSON.parse(whole());
  const { found, commas } = scan;
  const skeleton = JSON.parse(
    `${text.slice(0, found.start)}${JSON.stringify(MARKER)}${text.slice(found.end + 1, text.length)}`,
  ) as unknown;
  await breathe();
  const rows: unknown[] = [];
  // Element k runs from bounds[k] + 1 to bounds[k + 1] - 1 (bounds: '[', the commas, ']').
  const bounds = [found.start, ...commas, found.end];
  const empty = commas.length === 0 && text.slice(found.start + 1, found.end).trim() === "";
  if (!empty) {
    let k = 0;
    while (k < bounds.length - 1) {
      // A batch of whole elements of about STEP characters.
      let m = k + 1;
      while (m < bounds.length - 1 && bounds[m]! - bounds[k]! < STEP) m++;
      const batch = JSON.parse(`[${text.slice(bounds[k]! + 1, bounds[m]!)}]`) as unknown[];
      for (const r of batch) rows.push(r);
      k = m;
      await breathe();
    }
  }
  const { value, done } = replaceMarker(skeleton, rows);
  return done ? value : JSON.parse(whole());
}
