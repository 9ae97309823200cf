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

async function* chunksOf(file: Blob | string, sliceBytes: number): AsyncGenerator<string> {
  if (typeof file === "string") {
    for (let i = 0; i < file.length; i += TEXT_SLICE) yield file.slice(i, i + TEXT_SLICE);
    return;
  }
  // Slices read one after another (each read is one trip to the browser's blob store: Blob.stream()
  // takes one per 64 KB, slow on a busy machine), decoded as UTF-8 with the BOM dropped, as
  // Blob.text() decodes it; a character cut by a slice's end is completed by the next slice.
  const decoder = new TextDecoder();
  for (let at = 0; at < file.size; at += sliceBytes) {
    const bytes = await file.slice(at, at + sliceBytes).arrayBuffer();
    const text = decoder.decode(bytes, { stream: at + sliceBytes < file.size });
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
    checker.push(chunk);
    for (let b = checker.takeBatch(); b; b = checker.takeBatch()) await out(b);
  }
  const summary = checker.finish();
  for (let b = checker.takeBatch(); b; b = checker.takeBatch()) await out(b);
  await out(checker.takeBatch(true));
  await Promise.all(pending);
  return summary;
}
