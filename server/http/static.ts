/**
 * Serves the built PWA: hashed assets cached for a year, `index.html` and `/sw.js` never cached
 * (so updates reach users), other files for an hour, and every other non-API path falls back to
 * `index.html` (client-side routes).
 */
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env.ts";

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
  ".map": "application/json; charset=utf-8",
};

function cacheControl(path: string): string {
  if (path === "/index.html" || path === "/sw.js" || path.endsWith(".webmanifest")) return "no-cache";
  if (path.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}

export function serveApp(dir: string): MiddlewareHandler<AppEnv> {
  const root = resolve(dir);
  const cache = new Map<string, { body: Buffer; mtime: number }>();

  async function file(path: string): Promise<Buffer | null> {
    const full = normalize(join(root, path));
    if (full !== root && !full.startsWith(root + sep)) return null;
    try {
      const s = await stat(full);
      if (!s.isFile()) return null;
      const hit = cache.get(full);
      if (hit && hit.mtime === s.mtimeMs) return hit.body;
      const body = await readFile(full);
      cache.set(full, { body, mtime: s.mtimeMs });
      return body;
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
      // A missing asset is a real 404; any other path is a client-side route.
      if (/^\/assets\//.test(path) || /\.[a-z0-9]{2,8}$/i.test(path)) return c.text("Not found", 404);
      served = "/index.html";
      data = await file(served);
      if (!data) return c.text("The app is not built yet: run `npm run build`.", 503);
    }
    c.header("Content-Type", TYPES[extname(served)] ?? "application/octet-stream");
    c.header("Cache-Control", cacheControl(served));
    if (served === "/sw.js") c.header("Service-Worker-Allowed", "/");
    return c.req.method === "HEAD" ? c.body(null) : c.body(new Uint8Array(data));
  };
}
