/**
 * What big answers cost on the wire: content negotiation (brotli or gzip), compression with
 * node:zlib, and body-derived ETags with `If-None-Match` → 304, for the API (`apiWire`) and, through
 * the shared helpers, the built PWA (server/http/static.ts).
 *
 * Decisions:
 * - Brotli is preferred whenever the client accepts it at least as much as gzip (browsers send
 *   `gzip, deflate, br, zstd`; brotli is ~15-20% smaller on JSON). `deflate` is never produced: gzip
 *   is the same algorithm with a checksum and is accepted by everything that accepts deflate.
 * - Bodies under 1 KB are sent as they are (the encoding header and the framing cost more than they
 *   save), and so are types that are compressed already (png, jpeg, webp, woff2, …).
 * - API bodies are compressed per answer (they change), with fast settings: brotli quality 4 and
 *   gzip level 6 take ~20-60 ms on a 10k-flight list (~6 MB) and land under 10% of the raw size.
 *   Compression runs on the libuv thread pool (the async zlib calls), never on the event loop.
 * - ETags are weak (`W/"…"`): the same tag names the identity, gzip and brotli forms of one body,
 *   which RFC 9110 §8.8.1 allows only for weak validators; `If-None-Match` uses weak comparison.
 *   The tag is a hash of the identity body the caller would have received, so a 304 can only ever
 *   confirm bytes that caller is entitled to: an admin's list (with PNRs) and a customer's (without)
 *   never share a tag, and a tag learnt by one user never unlocks another user's body.
 * - Every API answer is `Cache-Control: no-store` (docs/ARCHITECTURE.md §4.2): every one depends
 *   on who is signed in (even the flight and package lists: an admin's carry PNRs, and only
 *   signed-in callers may read them), so none may be written to the browser's disk, where it would
 *   outlive the sign-out (bookings with passport numbers). The app keeps its own copy in its
 *   IndexedDB mirror, wiped at sign-out, and refreshes it with delta cursors, not the HTTP cache.
 *   A GET's 200 JSON still gets its weak ETag, and a request that sends it back in `If-None-Match`
 *   still gets a 304 (a client keeping its own copy can revalidate it); `Vary: Authorization` stays
 *   for any cache that ignores no-store. Answers a route marks `no-store` itself (the delta pages,
 *   whose URL embeds a one-time cursor) get no ETag at all. The built PWA's files (static.ts) are
 *   public and keep their caching, ETags and 304s.
 * - BREACH does not apply to the API: credentials travel in the Authorization header, which a
 *   cross-site page cannot make the browser attach, so an attacker cannot mix chosen input with a
 *   victim's secrets in one compressed answer and observe its length.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { answerHeaders, keptBody } from "./answer-headers.ts";
import type { AppEnv } from "./env.ts";

export type Coding = "br" | "gzip";

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

/**
 * The coding to answer with for an `Accept-Encoding` value: brotli when accepted at least as much as
 * gzip, else gzip, else null (identity). Honours `q=0` (refused) and `*`.
 */
export function chooseEncoding(acceptEncoding: string | null | undefined): Coding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    let weight = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) weight = Number(m[1]);
    }
    if (Number.isFinite(weight)) q.set(name === "x-gzip" ? "gzip" : name, weight);
  }
  const star = q.get("*") ?? 0;
  const br = q.get("br") ?? star;
  const gz = q.get("gzip") ?? star;
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return null;
}

const COMPRESSIBLE_TYPE =
  /^(text\/|application\/(json|javascript|ecmascript|xml|manifest\+json|[a-z0-9.+-]*\+(json|xml))\b|image\/svg\+xml)/i;

/** Whether a body of this Content-Type gains from compression (text yes; png, woff2, zip no). */
export function isCompressibleType(contentType: string | null | undefined): boolean {
  return Boolean(contentType && COMPRESSIBLE_TYPE.test(contentType.trim()));
}

/** A weak validator for a body (a string is hashed as its UTF-8 bytes): 128 bits of its SHA-256. */
export function weakEtag(data: Uint8Array | string): string {
  return `W/"${createHash("sha256").update(data).digest("base64url").slice(0, 22)}"`;
}

/** `If-None-Match` against our tag with the weak comparison of RFC 9110 §13.1.2. */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, "");
  const ours = bare(etag);
  return ifNoneMatch.split(",").some((t) => t.trim() === "*" || bare(t) === ours);
}

/** Adds header names to `Vary` without repeating one already there. */
export function appendVary(headers: Pick<Headers, "get" | "set">, ...names: string[]): void {
  const current = headers.get("vary");
  if (current?.trim() === "*") return;
  const have = (current ?? "")
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  const lower = new Set(have.map((v) => v.toLowerCase()));
  for (const n of names) if (!lower.has(n.toLowerCase())) have.push(n);
  headers.set("Vary", have.join(", "));
}

/** The headers a 304 keeps from the 200 it stands for: everything but the body's own metadata. */
export function notModifiedHeaders(from: Headers): Headers {
  const headers = new Headers(from);
  for (const k of ["content-type", "content-length", "content-encoding", "content-disposition"])
    headers.delete(k);
  return headers;
}

const NO_TRANSFORM = /(^|,)\s*no-transform\s*(,|$)/i;
const NO_STORE = /(^|,)\s*no-store\s*(,|$)/i;

/**
 * The API's wire layer (mounted on /api/*): a GET answering 200 JSON gets a weak ETag, `no-store`
 * (unless the route chose its own caching) and `Vary: Authorization`, and a matching
 * `If-None-Match` turns it into a bodiless 304 that keeps the other headers (`X-Sync-Cursor`
 * included, so a browser refreshing its stored answer gets the new cursor); every text answer of
 * 1 KB or more is compressed when the client accepts it, and says `Vary: Accept-Encoding`.
 * The route runs in full either way (a 304 saves the bytes, not the query): the tag must be the
 * hash of the body this caller would get now. An answer that needs neither (small, or not
 * revalidatable and not compressible) leaves as the route made it, headers set in place: no copy.
 */
export function apiWire(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    const status = res.status;
    if (status === 204 || status === 304) return;
    const h = answerHeaders(res);
    if (h.has("content-encoding")) return;
    const type = h.get("content-type");
    if (!isCompressibleType(type)) return;
    const kept = keptBody(res);
    if (kept === null) return;
    appendVary(h, "Accept-Encoding");
    const cacheControl = h.get("cache-control") ?? "";
    const method = c.req.method;
    const revalidatable =
      (method === "GET" || method === "HEAD") &&
      status === 200 &&
      /json/i.test(type ?? "") &&
      !NO_STORE.test(cacheControl);
    const coding = NO_TRANSFORM.test(cacheControl) ? null : chooseEncoding(c.req.header("accept-encoding"));
    if (!revalidatable && !coding) return;

    let data: string | Uint8Array<ArrayBuffer>;
    if (kept !== undefined) data = kept as string | Uint8Array<ArrayBuffer>;
    else if (!res.body) return;
    else data = new Uint8Array(await res.arrayBuffer());
    const size = typeof data === "string" ? Buffer.byteLength(data) : data.byteLength;
    const compress = coding !== null && size >= COMPRESS_MIN_BYTES;
    if (!revalidatable && !compress) {
      if (kept === undefined) replace(c, new Response(data, { status, headers: h.toHeaders() }));
      return;
    }
    if (revalidatable) {
      const etag = weakEtag(data);
      h.set("ETag", etag);
      if (!cacheControl) h.set("Cache-Control", "no-store");
      appendVary(h, "Authorization");
      if (etagMatches(c.req.header("if-none-match"), etag)) {
        replace(c, new Response(null, { status: 304, headers: notModifiedHeaders(h.toHeaders()) }));
        return;
      }
    }
    if (!compress) {
      if (kept === undefined) replace(c, new Response(data, { status, headers: h.toHeaders() }));
      return;
    }
    const headers = new Headers(h.toHeaders());
    headers.delete("content-length");
    headers.set("Content-Encoding", coding);
    const identity = typeof data === "string" ? Buffer.from(data) : data;
    replace(c, new Response(await compressBody(identity, coding, "per-request"), { status, headers }));
  };
}

/**
 * Swaps the answer. Hono's `c.res` setter copies the old answer's headers onto the new one (a
 * stale Content-Length among them); clearing it first makes the new headers the only ones.
 */
export function replace(c: Context<AppEnv>, res: Response): void {
  c.res = undefined;
  c.res = res;
}
