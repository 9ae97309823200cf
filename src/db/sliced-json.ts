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
 */

/** Below this many characters one JSON.parse is cheaper than slicing (well under a long task). */
export const SLICE_ABOVE = 256 * 1024;
/** Characters scanned, or parsed, between two checks of the clock. */
const STEP = 128 * 1024;
/** How long one slice may run before giving the main thread back. */
const SLICE_MS = 12;

export type Yield = () => Promise<void>;

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const COMMA = 44;

type Found = { start: number; end: number; depth: number };

/**
 * The span of the largest array in `text` (`start` at '[', `end` at its ']') and the positions of
 * the commas between its own elements; null when the text does not scan as balanced JSON.
 */
async function largestArray(
  text: string,
  breathe: () => Promise<void>,
): Promise<{ found: Found; commas: number[] } | null> {
  // For every open container: where it started and whether it is an array.
  const starts: number[] = [];
  const isArray: boolean[] = [];
  // The commas of each open array (only arrays' commas can be element separators).
  const commaStack: number[][] = [];
  let best: { found: Found; commas: number[] } | null = null;
  const n = text.length;
  let i = 0;
  let nextCheck = STEP;
  while (i < n) {
    if (i >= nextCheck) {
      nextCheck = i + STEP;
      await breathe();
    }
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // Jump to the closing quote: one not preceded by an odd run of backslashes.
      let j = i;
      for (;;) {
        j = text.indexOf('"', j + 1);
        if (j < 0) return null;
        let k = j - 1;
        while (text.charCodeAt(k) === BACKSLASH) k--;
        if ((j - 1 - k) % 2 === 0) break;
      }
      i = j + 1;
      continue;
    }
    if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      starts.push(i);
      isArray.push(c === OPEN_ARRAY);
      commaStack.push([]);
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      const start = starts.pop();
      const wasArray = isArray.pop();
      const commas = commaStack.pop();
      if (start === undefined || commas === undefined || wasArray !== (c === CLOSE_ARRAY)) return null;
      if (wasArray && (!best || i - start > best.found.end - best.found.start))
        best = { found: { start, end: i, depth: starts.length }, commas };
    } else if (c === COMMA) {
      const top = commaStack.length - 1;
      if (top >= 0 && isArray[top]) commaStack[top]!.push(i);
    }
    i++;
  }
  return starts.length === 0 ? best : null;
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

/** Gives the main thread back (input, rendering): `scheduler.yield()` where there is one. */
export const yieldToMain: Yield = () => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};

/** `JSON.parse(text)`, in slices that leave the main thread free (see the header). */
export async function parseJsonSliced(text: string, yieldNow: Yield = yieldToMain): Promise<unknown> {
  if (text.length <= SLICE_ABOVE) return text ? JSON.parse(text) : undefined;
  let sliceStart = performance.now();
  const breathe = async () => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await yieldNow();
    sliceStart = performance.now();
  };
  const scan = await largestArray(text, breathe);
  if (!scan || scan.found.end - scan.found.start < SLICE_ABOVE) return JSON.parse(text);
  const { found, commas } = scan;
  const skeleton = JSON.parse(
    `${text.slice(0, found.start)}${JSON.stringify(MARKER)}${text.slice(found.end + 1)}`,
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
      const batch = JSON.parse(`[${text.slice(bounds[k]! + 1, bounds[m])}]`) as unknown[];
      for (const r of batch) rows.push(r);
      k = m;
      await breathe();
    }
  }
  const { value, done } = replaceMarker(skeleton, rows);
  return done ? value : JSON.parse(text);
}
