/**
 * Serves the built PWA: hashed assets cached for a year, `index.html` and `/sw.js` never cached
 * (so updates reach users), other files for an hour, and every other non-API path falls back to
 * `index.html` (client-side routes).
 *
 * Text files (js, css, html, svg, webmanifest, json, …) of 1 KB or more are sent brotli- or
 * gzip-compressed as the client accepts (`Vary: Accept-Encoding`), and every file carries a weak
 * ETag (a hash of its bytes) so the `no-cache` ones (index.html, sw.js, the manifest) revalidate
 * with a 304 instead of a download.
 *
 * Compressed forms are made lazily, the first time a file is asked for in an encoding, and kept in
 * memory with the file (dropped when its mtime changes); concurrent first requests share one job.
 * Lazily rather than at start: the build holds ~2.4 MB of text of which a visit needs a fraction
 * (ApexCharts alone is 690 KB and only the analytics screens load it), and every test and e2e run
 * starts servers that would otherwise spend CPU compressing the whole build on a 2-core machine;
 * the one-time cost on a first request is ~30 ms for the 270 KB entry chunk (brotli quality 6).
 */
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import type { MiddlewareHandler } from "hono";
import { bytes, COMPRESS_MIN_BYTES, compressBody } from "./compression.ts";
import { scriptPolicy } from "./csp.ts";
import type { AppEnv } from "./env.ts";
import { appendVary, etagMatches, notModifiedHeaders, weakEtag } from "./etags.ts";
import { type Coding, chooseEncoding, isCompressibleType } from "./negotiation.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".map": "application/json; charset=utf-8",
};

function cacheControl(path: string): string {
  if (path === "/index.html" || path === "/sw.js" || path.endsWith(".webmanifest")) return "no-cache";
  if (path.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}

type CachedFile = {
  body: Uint8Array<ArrayBuffer>;
  mtime: number;
  etag: string;
  /** For an HTML file: the Content-Security-Policy that lets its own inline scripts run, by hash. */
  csp: string | null;
  /** The compressed forms made so far (a failed compression is dropped and tried again later). */
  encoded: Map<Coding, Promise<Uint8Array<ArrayBuffer>>>;
};

/**
 * The app's Content-Security-Policy for an HTML page, with the hashes of the page's own inline
 * scripts (`<script>` without attributes: the boot script the build writes into index.html, see
 * vite.config.ts) added to `script-src`. Scripts stay same-origin files or exactly those bytes: an
 * injected inline script has another hash and does not run.
 */
export function policyFor(html: Uint8Array): string {
  const text = new TextDecoder().decode(html);
  const hashes = [...text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash("sha256").update(m[1]!).digest("base64")}'`,
  );
  return scriptPolicy(hashes);
}

export function serveApp(dir: string): MiddlewareHandler<AppEnv> {
  const root = resolve(dir);
  const cache = new Map<string, CachedFile>();

  function encoded(entry: CachedFile, coding: Coding): Promise<Uint8Array<ArrayBuffer>> {
    let job = entry.encoded.get(coding);
    if (!job) {
      job = compressBody(entry.body, coding, "once");
      job.catch(() => entry.encoded.delete(coding));
      entry.encoded.set(coding, job);
    }
    return job;
  }

  async function file(path: string): Promise<CachedFile | null> {
    const full = normalize(join(root, path));
    if (full !== root && !full.startsWith(root + sep)) return null;
    try {
      const s = await stat(full);
      if (!s.isFile()) return null;
      const hit = cache.get(full);
      if (hit && hit.mtime === s.mtimeMs) return hit;
      const body = bytes(await readFile(full));
      const csp = extname(full) === ".html" ? policyFor(body) : null;
      const entry: CachedFile = { body, mtime: s.mtimeMs, etag: weakEtag(body), csp, encoded: new Map() };
      cache.set(full, entry);
      return entry;
    } catch {
      return null;
    }
  }

  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text("Bad request", 400);
    }
    if (path.startsWith("/api/") || path === "/api") return next();
    let served = path === "/" ? "/index.html" : path;
    let data = path.includes("\0") ? null : await file(served);
    if (!data) {
      // A missing asset is a real 404; any other path is a client-side route. A document check's
      // code has a dot in it (`SF-….<mac>`): whatever follows it, the page says whether it is one.
      const looksLikeFile = /\.[a-z0-9]{2,8}$/i.test(path) && !path.startsWith("/verify/");
      if (/^\/assets\//.test(path) || looksLikeFile) return c.text("Not found", 404);
      served = "/index.html";
      data = await file(served);
      if (!data) return c.text("The app is not built yet: run `npm run build`.", 503);
    }
    const type = TYPES[extname(served)] ?? "application/octet-stream";
    const headers = new Headers({
      "Content-Type": type,
      "Cache-Control": cacheControl(served),
      ETag: data.etag,
    });
    if (served === "/sw.js") headers.set("Service-Worker-Allowed", "/");
    if (data.csp) headers.set("Content-Security-Policy", data.csp);
    const compressible = isCompressibleType(type) && data.body.byteLength >= COMPRESS_MIN_BYTES;
    if (compressible) appendVary(headers, "Accept-Encoding");
    if (etagMatches(c.req.header("if-none-match"), data.etag)) {
      return new Response(null, { status: 304, headers: notModifiedHeaders(headers) });
    }
    const coding = compressible ? chooseEncoding(c.req.header("accept-encoding")) : null;
    let body = data.body;
    if (coding) {
      try {
        body = await encoded(data, coding);
        headers.set("Content-Encoding", coding);
      } catch {
        // zlib failing (out of memory) is no reason to fail the page: send the file as it is.
      }
    }
    return new Response(c.req.method === "HEAD" ? null : body, { status: 200, headers });
  };
}
