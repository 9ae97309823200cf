/**
 * The CSV worker's reading loop, apart from Comlink so the bench can run the very same loop: the
 * file is read as a stream (a string in slices), every chunk goes through a `CsvChecker`, and the
 * results leave in batches through `send`, a few batches in flight at a time (the loop waits only
 * when more than `inFlight` are unanswered): the file is never held whole and no single message
 * is large enough to block the thread that receives it.
 */
import { type CsvCellBatch, CsvChecker, type CsvSummary } from "./csv-import.ts";
import type { CsvKind } from "./csv-results.ts";

/** A string is fed in slices of this many characters (a Blob comes in its stream's chunks). */
const TEXT_SLICE = 1 << 20;

/** A file is read in slices of this many bytes: a few reads for a big file, never all of it at once. */
const FILE_SLICE = 1 << 20;

/** Reads asked for at a time (at most this many slices held as bytes). */
const READ_AHEAD = 3;

/**
 * A chunk is checked in pieces of about this many characters (cut after a line end, so a record
 * rarely spans two pieces and the checker seldom joins text), its batches handed out after each:
 * the rows of a piece (~500) are all the loop holds at once, so they die young. A whole 1 MB
 * chunk's rows (~8,600, held until its end) outlived the young generation: GC took a third of the
 * loop in Node, an eighth in Chromium.
 */
const PIECE = 1 << 16;

async function* chunksOf(file: Blob | string, sliceBytes: number): AsyncGenerator<string> {
  if (typeof file === "string") {
    for (let i = 0; i < file.length; i += TEXT_SLICE) yield file.slice(i, i + TEXT_SLICE);
    return;
  }
  // Slices read in order (each read is one trip to the browser's blob store: Blob.stream() takes one
  // per 64 KB, slow on a busy machine), a few asked for ahead of the check so it seldom waits for
  // the store (the first one small, so the check starts early), decoded as UTF-8 with the BOM
  // dropped, as Blob.text() decodes it; a character cut by a slice's end is completed by the next.
  const decoder = new TextDecoder();
  const reads: { bytes: Promise<ArrayBuffer>; end: number }[] = [];
  let asked = 0;
  while (asked < file.size || reads.length > 0) {
    while (asked < file.size && reads.length < READ_AHEAD) {
      const end = Math.min(file.size, asked + (asked === 0 ? Math.ceil(sliceBytes / 8) : sliceBytes));
      const bytes = file.slice(asked, end).arrayBuffer();
      // A read the loop no longer waits for (the check stopped) must not be an unhandled rejection.
      bytes.catch(() => undefined);
      reads.push({ bytes, end });
      asked = end;
    }
    const read = reads.shift()!;
    const text = decoder.decode(await read.bytes, { stream: read.end < file.size });
    if (text.length > 0) yield text;
  }
}

export async function streamCheck(
  file: Blob | string,
  kind: CsvKind,
  /** `joinable`: no cell of the file so far has a NUL (see `packBatch`, which readies it to post). */
  send: (batch: CsvCellBatch, joinable: boolean) => unknown,
  opts: { batchRows?: number; inFlight?: number; sliceBytes?: number } = {},
): Promise<CsvSummary> {
  const checker = new CsvChecker(kind, opts.batchRows ? { batchRows: opts.batchRows } : {});
  const limit = opts.inFlight ?? 4;
  const pending: Promise<unknown>[] = [];
  let joinable = true;
  const out = async (batch: CsvCellBatch | null) => {
    if (!batch) return;
    pending.push(Promise.resolve(send(batch, joinable)));
    if (pending.length > limit) await pending.shift();
  };
  for await (const chunk of chunksOf(file, opts.sliceBytes ?? FILE_SLICE)) {
    if (joinable && chunk.indexOf("\u0000") !== -1) joinable = false;
    for (let at = 0; at < chunk.length; ) {
      const lf = chunk.indexOf("\n", at + PIECE);
      const end = lf === -1 ? chunk.length : lf + 1;
      checker.push(at === 0 && end === chunk.length ? chunk : chunk.slice(at, end));
      at = end;
      for (let b = checker.takeBatch(); b; b = checker.takeBatch()) await out(b);
    }
  }
  const summary = checker.finish();
  for (let b = checker.takeBatch(); b; b = checker.takeBatch()) await out(b);
  await out(checker.takeBatch(true));
  await Promise.all(pending);
  return summary;
}
