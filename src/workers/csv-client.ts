/**
 * The main thread's side of the CSV worker: the file is parsed and checked in a fresh worker
 * (terminated when done or aborted), so the screen never parses a CSV itself.
 *
 *   const check = await checkCsvFile(file, "flights");          // or "packages"
 *   check.missingHeaders, check.errors ('Row N: …'), check.rows (valid rows), check.rowLines
 *
 *   // A file too large to hold its rows: take them batch by batch (file order), e.g. to upload.
 *   const summary = await streamCsvFile(file, "flights", { onBatch: (b) => upload(b.rows) });
 *
 * Both read the file as a stream in the worker and receive the results in batches of a couple of
 * thousand rows, so no single message is large enough to block the main thread.
 *
 *   // While an import dialog is open: a worker is started ahead of the file (loading and compiling
 *   // the row rules takes a good tenth of a second), so choosing a file starts the check at once.
 *   const hold = prepareCsvWorker();   …   hold.release();
 */

import * as Comlink from "comlink";
import { missingBuildFile } from "../update/update.ts";
import type { CsvWorkerApi } from "./csv.worker.ts";
import type { CsvSummary } from "./csv-import.ts";
import {
  batchOfCells,
  type CsvBatch,
  type CsvCheck,
  type CsvKind,
  type CsvWireBatch,
} from "./csv-results.ts";

export type { CsvSummary } from "./csv-import.ts";
export type { CsvBatch, CsvCheck, CsvKind } from "./csv-results.ts";

export type StreamOptions = {
  /** Called with each batch of results, in file order (a promise it returns is waited for). */
  onBatch: (batch: CsvBatch) => unknown;
  signal?: AbortSignal;
  /** About how many rows and errors a batch holds (default 1,000: a few ms of work to read one). */
  batchRows?: number;
};

/** A CSV worker and the Comlink handle that talks to it. */
type Connected = { worker: Worker; remote: Comlink.Remote<CsvWorkerApi> };

function startWorker(): Connected {
  const worker = new Worker(new URL("./csv.worker.ts", import.meta.url), { type: "module", name: "csv" });
  return { worker, remote: Comlink.wrap<CsvWorkerApi>(worker) };
}

function stopWorker({ worker, remote }: Connected): void {
  remote[Comlink.releaseProxy]();
  worker.terminate();
}

/** A worker started ahead of a check; `failed` when it could not load (the check then starts its own). */
type Spare = Connected & { ready: Promise<void>; failed: boolean };
let spare: Spare | null = null;
let holds = 0;

function startSpare(): Spare {
  const s: Spare = { ...startWorker(), ready: Promise.resolve(), failed: false };
  s.ready = new Promise<void>((resolve) => {
    const failed = () => {
      s.failed = true;
      resolve();
    };
    s.worker.addEventListener("error", failed, { once: true });
    s.remote.ready().then(resolve, failed);
  });
  return s;
}

function dropSpare(): void {
  if (spare) stopWorker(spare);
  spare = null;
}

export type CsvWorkerHold = {
  /** Settles once the worker has loaded (or failed to: the next check then starts one of its own). */
  ready: Promise<void>;
  /** The holder no longer expects a file: the idle worker stops when no one else holds it. */
  release(): void;
};

/**
 * Keeps a CSV worker started and idle while the caller may check a file (an import dialog, from
 * open to close): the next check takes it, and another is started when that check ends, while
 * anyone still holds one. Each check still runs in a worker of its own, ended with the check.
 */
export function prepareCsvWorker(): CsvWorkerHold {
  holds++;
  spare ??= startSpare();
  let released = false;
  return {
    ready: spare.ready,
    release() {
      if (released) return;
      released = true;
      holds--;
      if (holds === 0) dropSpare();
    },
  };
}

/** The prepared worker if there is a healthy one, else a fresh one. */
function takeWorker(): Connected {
  const s = spare;
  spare = null;
  if (s && !s.failed) return s;
  if (s) stopWorker(s);
  return startWorker();
}

/** Checks `file` in a worker, handing the results to `onBatch` as they come; resolves with the summary. */
export function streamCsvFile(file: Blob | string, kind: CsvKind, opts: StreamOptions): Promise<CsvSummary> {
  const { signal } = opts;
  const connected = takeWorker();
  const { worker, remote } = connected;
  return new Promise<CsvSummary>((resolve, reject) => {
    let finished = false;
    const done = () => {
      finished = true;
      signal?.removeEventListener("abort", onAbort);
      stopWorker(connected);
      // Ready for the holder's next file (started after this check, not competing with it).
      if (holds > 0 && !spare) spare = startSpare();
    };
    const onAbort = () => {
      done();
      reject(signal?.reason ?? new DOMException("Aborted", "AbortError"));
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.addEventListener("error", (e) => {
      done();
      // No message: the worker's script itself did not load (an ErrorEvent from inside the worker
      // has one). After a deploy that file is gone from this page's build: take the new one.
      if (!e.message) missingBuildFile();
      reject(new Error(e.message || "The CSV file could not be read"));
    });
    const onBatch = Comlink.proxy((batch: CsvWireBatch) =>
      finished ? undefined : opts.onBatch(batchOfCells(batch)),
    );
    remote.stream(file, kind, onBatch, opts.batchRows).then(
      (summary) => {
        if (finished) return;
        done();
        resolve(summary);
      },
      (err: unknown) => {
        if (finished) return;
        done();
        reject(err);
      },
    );
  });
}

/** Checks `file` in a worker and resolves with the whole check (every valid row and every error). */
export async function checkCsvFile(
  file: Blob | string,
  kind: CsvKind,
  signal?: AbortSignal,
): Promise<CsvCheck> {
  const rows: Record<string, string>[] = [];
  const rowLines: number[] = [];
  const errors: string[] = [];
  const summary = await streamCsvFile(file, kind, {
    ...(signal ? { signal } : {}),
    onBatch: (b) => {
      for (let i = 0; i < b.rows.length; i++) rows.push(b.rows[i]!);
      for (let i = 0; i < b.rowLines.length; i++) rowLines.push(b.rowLines[i]!);
      for (let i = 0; i < b.errors.length; i++) errors.push(b.errors[i]!);
    },
  });
  return {
    kind: summary.kind,
    headers: summary.headers,
    missingHeaders: summary.missingHeaders,
    total: summary.total,
    rows,
    rowLines,
    errors,
    validCount: summary.validCount,
  };
}
