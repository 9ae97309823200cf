// Compressing a body with node:zlib (brotli or gzip, on the libuv thread pool), with settings per
// use: fast for API answers, tighter for the built PWA's files (server/http/wire.ts, static.ts).
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Coding } from "./negotiation.ts";

/** Bodies smaller than this are never compressed. */
export const COMPRESS_MIN_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Settings per use: fast for answers compressed on every request, tighter for files done once. */
export type CompressionEffort = "per-request" | "once";

const BROTLI_QUALITY: Record<CompressionEffort, number> = {
  "per-request": 4,
  // Quality 11 is 7-8% smaller on the app's JS but ~50× slower (about 10 s for the whole build on
  // this project's 2-core machines): too slow to make a first visitor wait for. Quality 6 does the
  // entry chunk (270 KB) in ~30 ms.
  once: 6,
};
const GZIP_LEVEL: Record<CompressionEffort, number> = { "per-request": 6, once: 9 };

/**
 * A Buffer as the plain byte view a Response body takes, without copying (Node's Buffers from
 * files and zlib sit on ordinary ArrayBuffers, never shared ones).
 */
export function bytes(buf: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buf.buffer as ArrayBuffer, buf.byteOffset, buf.byteLength);
}

export async function compressBody(
  data: Uint8Array,
  coding: Coding,
  effort: CompressionEffort,
): Promise<Uint8Array<ArrayBuffer>> {
  if (coding === "br") {
    return bytes(
      await brotliAsync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
        },
      }),
    );
  }
  return bytes(await gzipAsync(data, { level: GZIP_LEVEL[effort] }));
}
