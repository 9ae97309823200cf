/**
 * The CSV import worker (Comlink): reads the chosen file as a stream and parses and checks every row
 * off the main thread, so a large file never freezes the screen. The work itself is `CsvChecker`
 * (csv-import.ts) driven by `streamCheck` (csv-stream.ts); the main thread talks to this through
 * csv-client.ts.
 */
import * as Comlink from "comlink";
import { type CsvSummary, checkCsvText } from "./csv-import.ts";
import { type CsvCheck, type CsvKind, type CsvWireBatch, packBatch } from "./csv-results.ts";
import { streamCheck } from "./csv-stream.ts";

const api = {
  /** Answers once this module (the parser and the row rules) has loaded: a prepared worker is ready. */
  ready(): void {},

  /** Reads `file` (a File, a Blob or text) and checks it as a `kind` import, in one answer. */
  async check(file: Blob | string, kind: CsvKind): Promise<CsvCheck> {
    return checkCsvText(typeof file === "string" ? file : await file.text(), kind);
  },

  /**
   * Reads `file` as a stream and checks it as a `kind` import: the rows, their lines and the errors
   * go to `onBatch` in file order, about `batchRows` at a time (rows as cells: `batchOfCells` makes
   * the objects); the answer is the summary.
   */
  stream(
    file: Blob | string,
    kind: CsvKind,
    onBatch: (batch: CsvWireBatch) => unknown,
    batchRows?: number,
  ): Promise<CsvSummary> {
    return streamCheck(
      file,
      kind,
      (b, joinable) => onBatch(packBatch(b, joinable)),
      batchRows ? { batchRows } : {},
    );
  },
};

export type CsvWorkerApi = typeof api;

Comlink.expose(api);
