/**
 * Big lists over the wire (server/http/wire.ts, server/http/static.ts): compressed answers, ETags
 * with 304s, cheap delta syncs, and the built PWA served compressed. Requests go through node:http
 * (`rawGet`), not fetch, so the bytes checked are the bytes sent: fetch asks for compression on its
 * own and hands back the decoded body.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flights } from "../../server/db/schema.ts";
import { CONTENT_SECURITY_POLICY } from "../../server/http/csp.ts";
import { etagMatches } from "../../server/http/etags.ts";
import { chooseEncoding } from "../../server/http/negotiation.ts";
import { ADMIN_DELTA_LISTS, benchFlights, type RawAnswer, rawGet } from "../bench/wire.bench.ts";
import { flightInput } from "./helpers/fixtures.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

const N = 2000;
let clock = new Date("2030-01-01T06:00:00.000Z");
const tick = (minutes = 1) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

let s: TestServer;
let admin: TestUser;
let customer: TestUser;
let staticDir: string;

// A build-like folder: an entry chunk and a stylesheet well over 1 KB, an index.html, a file too
// small to be worth compressing, and a PNG (compressed already).
const JS = `export const routes = [${Array.from(
  { length: 120 },
  (_, i) => `{ path: "/customer/flights/${i}", title: "Flight ${i}", load: () => import("./chunk-${i}.js") }`,
).join(",\n")}];\n`;
const CSS = `${Array.from({ length: 80 }, (_, i) => `.btn-${i} { padding: ${i}px; color: #3b82f6; }`).join("\n")}\n`;
const HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Safar</title>${Array.from(
  { length: 30 },
  (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}-abcdef.js">`,
).join(
  "",
)}<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>\n`;
const MANIFEST = JSON.stringify({
  name: "Safar",
  short_name: "Safar",
  start_url: "/",
  display: "standalone",
  icons: Array.from({ length: 20 }, (_, i) => ({
    src: `/icons/icon-${48 * (i + 1)}.png`,
    sizes: `${48 * (i + 1)}x${48 * (i + 1)}`,
    type: "image/png",
  })),
});
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${Array.from(
  { length: 30 },
  (_, i) => `<circle cx="${i * 3}" cy="50" r="${i}" fill="#1e40af"/>`,
).join("")}</svg>\n`;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(4096, 7),
]);

const auth = (u: TestUser, more: Record<string, string> = {}) => ({
  authorization: `Bearer ${u.token}`,
  ...more,
});
const get = (path: string, headers: Record<string, string> = {}) => rawGet(s.url + path, headers);
const vary = (a: RawAnswer) =>
  String(a.headers.vary ?? "")
    .split(",")
    .map((v) => v.trim().toLowerCase());

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), "safar-wire-"));
  await mkdir(join(staticDir, "assets"));
  writeFileSync(join(staticDir, "index.html"), HTML);
  writeFileSync(join(staticDir, "assets", "index-abc123.js"), JS);
  writeFileSync(join(staticDir, "assets", "index-abc123.css"), CSS);
  writeFileSync(join(staticDir, "assets", "tiny-abc123.js"), "export const x = 1;\n");
  writeFileSync(join(staticDir, "icon.png"), PNG);
  writeFileSync(join(staticDir, "manifest.webmanifest"), MANIFEST);
  writeFileSync(join(staticDir, "logo.svg"), SVG);
  expect(JS.length).toBeGreaterThan(2048);
  for (const text of [HTML, MANIFEST, SVG]) expect(text.length).toBeGreaterThan(1024);

  s = await startServer({
    now: () => clock,
    config: { staticDir, tokenTtlSeconds: 30 * 24 * 3600 },
    limits: { apiPerCaller: { limit: 100_000, windowMs: 60_000 } },
  });
  admin = await s.user({ role: "admin" });
  customer = await s.user();
  const rows = benchFlights(N, clock);
  for (let i = 0; i < rows.length; i += 500) await s.deps.db.insert(flights).values(rows.slice(i, i + 500));
  tick();
}, 120_000);

afterAll(async () => {
  await s?.close();
  if (staticDir) rmSync(staticDir, { recursive: true, force: true });
});

describe("GET /api/flights with many flights", () => {
  it("is brotli-compressed for a client that accepts br, to ≤ 15% of the identity body", async () => {
    const identity = await get("/api/flights", auth(admin));
    expect(identity.status).toBe(200);
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(identity.text).flights).toHaveLength(N);

    const br = await get("/api/flights", auth(admin, { "accept-encoding": "gzip, deflate, br, zstd" }));
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^application\/json/);
    expect(vary(br)).toContain("accept-encoding");
    expect(br.text).toBe(identity.text);
    expect(br.raw.length).toBeLessThanOrEqual(identity.raw.length * 0.15);
    // The length is the compressed body's, not the identity one's.
    expect(Number(br.headers["content-length"])).toBe(br.raw.length);
  });

  it("is gzip-compressed for a client that accepts gzip only, or refuses br", async () => {
    const identity = await get("/api/flights", auth(admin));
    for (const accept of ["gzip", "br;q=0, gzip", "gzip;q=1, br;q=0.5"]) {
      const gz = await get("/api/flights", auth(admin, { "accept-encoding": accept }));
      expect(gz.headers["content-encoding"], accept).toBe("gzip");
      expect(gz.text, accept).toBe(identity.text);
      expect(gz.raw.length, accept).toBeLessThanOrEqual(identity.raw.length * 0.15);
    }
    const none = await get("/api/flights", auth(admin, { "accept-encoding": "identity" }));
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.raw.length).toBe(identity.raw.length);
  });

  it("carries a weak ETag and is never stored; If-None-Match answers a bodiless 304 with the cursor", async () => {
    const first = await get("/api/flights", auth(admin, { "accept-encoding": "br" }));
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{16,}"$/);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(vary(first)).toEqual(expect.arrayContaining(["accept-encoding", "authorization"]));
    // One tag for every coding of the same body.
    expect((await get("/api/flights", auth(admin))).headers.etag).toBe(etag);
    expect((await get("/api/flights", auth(admin, { "accept-encoding": "gzip" }))).headers.etag).toBe(etag);

    tick();
    for (const ifNoneMatch of [etag, etag.slice(2), `W/"other", ${etag}`]) {
      const again = await get(
        "/api/flights",
        auth(admin, { "accept-encoding": "br", "if-none-match": ifNoneMatch }),
      );
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.raw.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["content-encoding"]).toBeUndefined();
      expect(again.headers["cache-control"]).toBe("no-store");
      // A browser refreshing its stored answer takes the new cursor from the 304.
      expect(again.headers["x-sync-cursor"]).toMatch(/^c2\./);
      expect(again.headers["x-sync-cursor"]).not.toBe(first.headers["x-sync-cursor"]);
    }
    const other = await get("/api/flights", auth(admin, { "if-none-match": 'W/"not-this-one"' }));
    expect(other.status).toBe(200);
    expect(JSON.parse(other.text).flights).toHaveLength(N);
  });

  it("answers 200 with a new ETag once a flight changed", async () => {
    const before = await get("/api/flights", auth(admin, { "accept-encoding": "br" }));
    const etag = before.headers.etag as string;
    const [one] = JSON.parse(before.text).flights as { _id: string; price: number; version: number }[];
    tick();
    const put = await s.put(`/api/flights/${one!._id}`, flightInput({ price: one!.price + 1 }), {
      token: admin.token,
      headers: { "if-match": String(one!.version) },
    });
    expect(put.status).toBe(200);
    const after = await get("/api/flights", auth(admin, { "accept-encoding": "br", "if-none-match": etag }));
    expect(after.status).toBe(200);
    expect(after.headers.etag).toMatch(/^W\//);
    expect(after.headers.etag).not.toBe(etag);
    const changed = (JSON.parse(after.text).flights as { _id: string; price: number }[]).find(
      (f) => f._id === one!._id,
    );
    expect(changed!.price).toBe(one!.price + 1);
  });

  it("gives a customer and an admin different bodies and tags; neither tag unlocks the other's body", async () => {
    const a = await get("/api/flights", auth(admin, { "accept-encoding": "br" }));
    const c = await get("/api/flights", auth(customer, { "accept-encoding": "br" }));
    expect(a.status).toBe(200);
    expect(c.status).toBe(200);
    expect(a.text).toContain('"pnr"');
    expect(c.text).not.toContain('"pnr"');
    expect(JSON.parse(c.text).flights).toHaveLength(N);
    expect(c.headers.etag).toMatch(/^W\//);
    expect(c.headers.etag).not.toBe(a.headers.etag);

    const adminWithCustomerTag = await get(
      "/api/flights",
      auth(admin, { "accept-encoding": "br", "if-none-match": c.headers.etag as string }),
    );
    expect(adminWithCustomerTag.status).toBe(200);
    expect(adminWithCustomerTag.text).toBe(a.text);
    const customerWithAdminTag = await get(
      "/api/flights",
      auth(customer, { "accept-encoding": "br", "if-none-match": a.headers.etag as string }),
    );
    expect(customerWithAdminTag.status).toBe(200);
    expect(customerWithAdminTag.text).not.toContain('"pnr"');
    // Without a token nothing is listed, and nothing is revalidated.
    const anonymous = await get("/api/flights", { "if-none-match": a.headers.etag as string });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.etag).toBeUndefined();
    expect(anonymous.headers["cache-control"]).toBe("no-store");
  });

  it("keeps small answers uncompressed and errors uncached", async () => {
    const me = await get("/api/auth/me", auth(admin, { "accept-encoding": "br, gzip" }));
    expect(me.status).toBe(200);
    expect(me.raw.length).toBeLessThan(1024);
    expect(me.headers["content-encoding"]).toBeUndefined();
    const bad = await get("/api/flights?since=nonsense", auth(admin, { "accept-encoding": "br" }));
    expect(bad.status).toBe(400);
    expect(bad.headers["content-encoding"]).toBeUndefined();
    expect(bad.headers.etag).toBeUndefined();
    expect(bad.headers["cache-control"]).toBe("no-store");
  });
});

describe("delta sync over the wire", () => {
  it("costs ≤ 1 KB per table when nothing changed, and is neither tagged nor stored", async () => {
    // The last write is a minute old: outside the cursor's safety margin (server/http/delta.ts).
    tick();
    for (const user of [admin, customer]) {
      const lists =
        user === admin ? ADMIN_DELTA_LISTS : (["/api/flights", "/api/packages", "/api/bookings/me"] as const);
      const cursors = new Map<string, string>();
      for (const path of lists) {
        const full = await get(path, auth(user, { "accept-encoding": "br, gzip" }));
        expect(full.status, path).toBe(200);
        expect(full.headers.etag, path).toMatch(/^W\//);
        cursors.set(path, full.headers["x-sync-cursor"] as string);
      }
      tick();
      for (const path of lists) {
        const url = `${path}${path.includes("?") ? "&" : "?"}since=${cursors.get(path)}`;
        const d = await get(url, auth(user, { "accept-encoding": "br, gzip" }));
        expect(d.status, path).toBe(200);
        const page = JSON.parse(d.text);
        expect(page, path).toEqual({ changed: [], deleted: [], cursor: expect.stringMatching(/^c2\./) });
        expect(d.raw.length, path).toBeLessThanOrEqual(1024);
        expect(d.headers["x-sync-cursor"], path).toBe(page.cursor);
        expect(d.headers["cache-control"], path).toBe("no-store");
        expect(d.headers.etag, path).toBeUndefined();
      }
    }
  });

  it("still carries a changed flight in the compressed delta page", async () => {
    const full = await get("/api/flights", auth(customer, { "accept-encoding": "br" }));
    const cursor = full.headers["x-sync-cursor"] as string;
    const [one] = JSON.parse(full.text).flights as { _id: string; seatsAvailable: number; version: number }[];
    tick();
    const put = await s.put(`/api/flights/${one!._id}`, flightInput({ seatsAvailable: 3 }), {
      token: admin.token,
      headers: { "if-match": String(one!.version) },
    });
    expect(put.status).toBe(200);
    tick();
    const d = await get(`/api/flights?since=${cursor}`, auth(customer, { "accept-encoding": "br" }));
    const page = JSON.parse(d.text);
    expect(page.changed.map((f: { _id: string }) => f._id)).toEqual([one!._id]);
    expect(page.changed[0]).not.toHaveProperty("pnr");
    expect(page.deleted).toEqual([]);
  });
});

describe("the built PWA", () => {
  it("sends hashed assets brotli-compressed, immutable, with their type and Vary", async () => {
    const br = await get("/assets/index-abc123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(vary(br)).toContain("accept-encoding");
    expect(br.text).toBe(JS);
    expect(br.raw.length).toBeLessThan(JS.length / 3);
    // The same bytes again (made once, then served from memory).
    expect((await get("/assets/index-abc123.js", { "accept-encoding": "br" })).raw.equals(br.raw)).toBe(true);

    const gz = await get("/assets/index-abc123.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.text).toBe(JS);
    const plain = await get("/assets/index-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.raw.toString()).toBe(JS);

    const css = await get("/assets/index-abc123.css", { "accept-encoding": "br" });
    expect(css.headers["content-encoding"]).toBe("br");
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(css.text).toBe(CSS);
  });

  it("compresses index.html and client routes, keeps them uncached, and revalidates them with a 304", async () => {
    const index = await get("/", { "accept-encoding": "br" });
    expect(index.headers["content-encoding"]).toBe("br");
    expect(index.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(index.headers["cache-control"]).toBe("no-cache");
    expect(index.headers["content-security-policy"]).toBe(CONTENT_SECURITY_POLICY);
    expect(index.text).toBe(HTML);
    const route = await get("/customer/flights", { "accept-encoding": "br" });
    expect(route.text).toBe(HTML);
    // A document check's code ends like a file name; it is the page all the same, never a bare 404.
    const check = await get("/verify/SF-7K2Q9MXA.bad", { "accept-encoding": "br" });
    expect(check.status).toBe(200);
    expect(check.text).toBe(HTML);
    expect((await get("/missing.png", {})).status).toBe(404);
    const etag = index.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    const again = await get("/", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers["cache-control"]).toBe("no-cache");
  });

  it("lets an HTML page run its own inline scripts by their hash, and no other inline script", async () => {
    const boot = 'document.documentElement.dataset.theme="dark";';
    const html = `<!doctype html><html><head><script>${boot}</script><script type="application/json" id="data">{"a":1}</script></head><body><script src="/assets/index-abc123.js"></script></body></html>\n`;
    writeFileSync(join(staticDir, "inline.html"), html);
    const page = await get("/inline.html");
    expect(page.text).toBe(html);
    const csp = String(page.headers["content-security-policy"]);
    const hash = createHash("sha256").update(boot).digest("base64");
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    // The rest of the policy is the app's; other answers carry it without any hash.
    expect(csp.replace(` 'sha256-${hash}'`, "")).toBe(CONTENT_SECURITY_POLICY);
    expect((await get("/api/health")).headers["content-security-policy"]).toBe(CONTENT_SECURITY_POLICY);
    expect((await get("/assets/index-abc123.js")).headers["content-security-policy"]).toBe(
      CONTENT_SECURITY_POLICY,
    );
  });

  it("compresses the web manifest and SVGs, each with its own type and caching", async () => {
    const manifest = await get("/manifest.webmanifest", { "accept-encoding": "br" });
    expect(manifest.headers["content-encoding"]).toBe("br");
    expect(manifest.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    expect(manifest.text).toBe(MANIFEST);
    const svg = await get("/logo.svg", { "accept-encoding": "gzip" });
    expect(svg.headers["content-encoding"]).toBe("gzip");
    expect(svg.headers["content-type"]).toBe("image/svg+xml");
    expect(svg.headers["cache-control"]).toBe("public, max-age=3600");
    expect(vary(svg)).toContain("accept-encoding");
    expect(svg.text).toBe(SVG);
  });

  it("leaves PNGs and tiny files as they are", async () => {
    const png = await get("/icon.png", { "accept-encoding": "br, gzip" });
    expect(png.status).toBe(200);
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.raw.equals(PNG)).toBe(true);
    const tiny = await get("/assets/tiny-abc123.js", { "accept-encoding": "br, gzip" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.raw.toString()).toBe("export const x = 1;\n");
  });

  it("drops a file's compressed forms when the file changes on disk", async () => {
    const file = join(staticDir, "assets", "index-abc123.css");
    expect((await get("/assets/index-abc123.css", { "accept-encoding": "br" })).text).toBe(CSS);
    const next = `${CSS}.added { margin: 0; }\n`;
    writeFileSync(file, next);
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    const changed = await get("/assets/index-abc123.css", { "accept-encoding": "br" });
    expect(changed.headers["content-encoding"]).toBe("br");
    expect(changed.text).toBe(next);
  });
});

describe("content negotiation", () => {
  it("prefers brotli, honours q=0 and *, and falls back to identity", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("gzip;q=1.0, br;q=0.9")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBeNull();
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it("compares ETags weakly, as If-None-Match requires", () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches("*", 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });
});
