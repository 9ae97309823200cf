/**
 * Raw RFC 4180 parses for the CSV bench's anchor: the file read as text and split into rows of
 * strings by uDSV or papaparse, nothing else (no checks, no objects).
 */
import Papa from "papaparse";
import { inferSchema, initParser } from "udsv";
import type { CsvCellBatch } from "../../../src/workers/csv-import.ts";
import { packBatch } from "../../../src/workers/csv-results.ts";
import { streamCheck } from "../../../src/workers/csv-stream.ts";
import { FLIGHT_BENCH_HEADER, flightCsvRows } from "../flights-csv.ts";

/**
 * The import worker's own loop (csv-stream.ts: the file streamed, parsed and checked, the results
 * handed out in batches), timed here like the raw parses: in a warm worker, from the file.
 * 'checker': each batch is dropped once made (parse + validate); 'checker-post': each batch is
 * posted to the page, which makes the row objects, as the app does (parse + validate + transfer).
 */
export type RawParser = "udsv" | "papaparse" | "checker" | "checker-post";
export type RawResult = { ms: number; rows: number };

type Request = { id: number; make: number } | { id: number; parser: RawParser; file: Blob };

self.onmessage = async (e: MessageEvent<Request>) => {
  if ("make" in e.data) {
    // The bench file is made here, in 10k-row parts, so its strings never load the page's heap.
    const parts: string[] = [`${FLIGHT_BENCH_HEADER}\r\n`];
    for (let i = 0; i < e.data.make; i += 10_000)
      parts.push(flightCsvRows(i, Math.min(e.data.make, i + 10_000)));
    postMessage({ id: e.data.id, file: new Blob(parts, { type: "text/csv" }) });
    return;
  }
  const { id, parser, file } = e.data;
  try {
    const t = performance.now();
    const text = parser.startsWith("checker") ? "" : await file.text();
    let rows = 0;
    if (parser === "udsv") {
      const parse = initParser(inferSchema(text));
      rows = parse.stringArrs(text).length;
    } else if (parser === "checker") {
      rows = (await streamCheck(file, "flights", () => undefined)).total;
    } else if (parser === "checker-post") {
      const post = (b: CsvCellBatch, joinable: boolean) =>
        postMessage({ id: -1, batch: packBatch(b, joinable) });
      rows = (await streamCheck(file, "flights", post)).total;
    } else {
      rows = Papa.parse<string[]>(text, { delimiter: ",", newline: "\r\n" }).data.length;
    }
    postMessage({ id, ms: performance.now() - t, rows });
  } catch (err) {
    postMessage({ id, ms: 0, rows: 0, error: String(err) });
  }
};
