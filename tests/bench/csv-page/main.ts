/**
 * The CSV import bench page (built by tests/bench/csv.bench.ts, driven through page.evaluate):
 * the app's own worker client (csv-client.ts → csv.worker.ts) against raw parses with uDSV and
 * papaparse in a worker of their own, on the same generated file, with the main thread's long
 * tasks recorded throughout.
 */
import { checkCsvFile, prepareCsvWorker, streamCsvFile } from "../../../src/workers/csv-client.ts";
import { batchOfCells, type CsvWireBatch } from "../../../src/workers/csv-results.ts";
import type { RawParser, RawResult } from "./raw-parse.worker.ts";

const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) longTasks.push({ start: e.startTime, duration: e.duration });
}).observe({ type: "longtask", buffered: true });

let file: Blob | null = null;
const raw = new Worker(new URL("./raw-parse.worker.ts", import.meta.url), { type: "module", name: "raw" });
// The 'checker' runs post their batches here, as the import worker does: read them as the app does.
let checkerRows = 0;
raw.addEventListener("message", (e: MessageEvent<{ id: number; batch?: CsvWireBatch }>) => {
  if (e.data.id === -1 && e.data.batch) checkerRows += batchOfCells(e.data.batch).rows.length;
});
let rawSeq = 0;

/** One request to the raw worker, answered by the message with the same id. */
function ask<T>(request: object): Promise<T> {
  const id = ++rawSeq;
  return new Promise((resolve, reject) => {
    const onMessage = (e: MessageEvent<T & { id: number; error?: string }>) => {
      if (e.data.id !== id) return;
      raw.removeEventListener("message", onMessage);
      if (e.data.error) reject(new Error(e.data.error));
      else resolve(e.data);
    };
    raw.addEventListener("message", onMessage);
    raw.postMessage({ id, ...request });
  });
}

function longTasksSince(start: number) {
  const mine = longTasks.filter((t) => t.start + t.duration >= start);
  return { count: mine.length, longest: Math.max(0, ...mine.map((t) => t.duration)) };
}

const bench = {
  /** Builds the file (a Blob, the way a chosen File arrives) in the raw worker. */
  async makeFile(rows: number): Promise<{ bytes: number }> {
    file = null;
    file = (await ask<{ file: Blob }>({ make: rows })).file;
    return { bytes: file.size };
  },

  /**
   * The app's check (every valid row back on the main thread), timed from the call to the answer.
   * `prepared`: as the import dialogs do, a worker is started when the dialog opens (here: before
   * the call, waited for), so the time runs from the file chosen; otherwise the check starts its own.
   */
  async check(
    prepared = true,
  ): Promise<{ ms: number; valid: number; errors: number; longTasks: number; longest: number }> {
    if (!file) throw new Error("no file");
    const hold = prepared ? prepareCsvWorker() : null;
    await hold?.ready;
    const t = performance.now();
    const checking = checkCsvFile(file, "flights");
    // The check has taken the prepared worker: nothing more to keep ready.
    hold?.release();
    const r = await checking;
    const ms = performance.now() - t;
    // Let a long task that ended with the answer be reported.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lt = longTasksSince(t);
    return { ms, valid: r.rows.length, errors: r.errors.length, longTasks: lt.count, longest: lt.longest };
  },

  /** The streamed check: batches counted and dropped (what an uploader would do). */
  async stream(
    batchRows?: number,
  ): Promise<{ ms: number; valid: number; errors: number; longTasks: number; longest: number }> {
    if (!file) throw new Error("no file");
    let valid = 0;
    let errors = 0;
    const hold = prepareCsvWorker();
    await hold.ready;
    const t = performance.now();
    const streaming = streamCsvFile(file, "flights", {
      ...(batchRows ? { batchRows } : {}),
      onBatch: (b) => {
        valid += b.rows.length;
        errors += b.errors.length;
      },
    });
    hold.release();
    await streaming;
    const ms = performance.now() - t;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lt = longTasksSince(t);
    return { ms, valid, errors, longTasks: lt.count, longest: lt.longest };
  },

  /** A worker started as an import dialog starts it: the time until it has loaded its rules. */
  async workerStart(): Promise<{ ms: number }> {
    const t = performance.now();
    const hold = prepareCsvWorker();
    await hold.ready;
    const ms = performance.now() - t;
    hold.release();
    return { ms };
  },

  /** A raw parse of the same file in a worker (reading the file included, as for the check). */
  async rawParse(parser: RawParser): Promise<RawResult> {
    if (!file) throw new Error("no file");
    checkerRows = 0;
    const r = await ask<RawResult>({ parser, file });
    // The batches came before the answer (one port, in order): every valid row must have arrived.
    if (parser === "checker-post" && checkerRows === 0) throw new Error("checker-post: no rows arrived");
    return r;
  },
};

declare global {
  interface Window {
    bench: typeof bench;
  }
}
window.bench = bench;
document.getElementById("status")!.textContent = "ready";
