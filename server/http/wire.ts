/**
 * What big answers cost on the wire: content negotiation (brotli or gzip, negotiation.ts),
 * compression with node:zlib (compression.ts), and body-derived ETags with `If-None-Match` → 304
 * (etags.ts), for the API (`apiWire`) and, through those helpers, the built PWA (static.ts).
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
import type { Context, MiddlewareHandler } from "hono";
import { answerHeaders, keptBody } from "./answer-headers.ts";
import { COMPRESS_MIN_BYTES, compressBody } from "./compression.ts";
import type { AppEnv } from "./env.ts";
import { appendVary, etagMatches, notModifiedHeaders, weakEtag } from "./etags.ts";
import { chooseEncoding, isCompressibleType } from "./negotiation.ts";

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
