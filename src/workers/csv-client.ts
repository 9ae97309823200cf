/**
 * The main thread's side of the CSV worker: `checkCsvFile(file, kind)` parses and checks a chosen
 * file in a fresh worker (terminated when done or aborted), so the screen never parses a CSV itself.
 *
 *   const check = await checkCsvFile(file, "flights");          // or "packages"
 *   check.missingHeaders, check.errors ('Row N: …'), check.rows (valid rows), check.rowLines
 */
import * as Comlink from "comlink";
import type { CsvWorkerApi } from "./csv.worker.ts";
import type { CsvCheck, CsvKind } from "./csv-results.ts";

export type { CsvCheck, CsvKind } from "./csv-results.ts";

export function checkCsvFile(file: Blob | string, kind: CsvKind, signal?: AbortSignal): Promise<CsvCheck> {
  const worker = new Worker(new URL("./csv.worker.ts", import.meta.url), { type: "module", name: "csv" });
  const remote = Comlink.wrap<CsvWorkerApi>(worker);
  return new Promise<CsvCheck>((resolve, reject) => {
    const done = () => {
      signal?.removeEventListener("abort", onAbort);
      remote[Comlink.releaseProxy]();
      worker.terminate();
    };
    const onAbort = () => {
      done();
      reject(signal?.reason ?? new DOMException("Aborted", "AbortError"));
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.addEventListener("error", (e) => {
      done();
      reject(new Error(e.message || "The CSV file could not be read"));
    });
    remote.check(file, kind).then(
      (result) => {
        done();
        resolve(result);
      },
      (err: unknown) => {
        done();
        reject(err);
      },
    );
  });
}
