/**
 * Big lists over the wire: the app's own server (createApp + @hono/node-server, as server/main.ts
 * runs it) on an in-memory PGlite with the demo data and 10,000 more flights (smoke: 300), read over
 * real HTTP with node:http so the bytes counted are the bytes sent (fetch would decompress them).
 *
 * - GET /api/flights as an admin, brotli and gzip: the compressed body as a share of the identity
 *   body measured in the same run (budget ≤ 15%), and what compressing costs in answer time.
 * - Revalidation: the same call with the answer's ETag in If-None-Match must be a bodiless 304.
 * - Delta sync of unchanged data: every list the admin mirror pulls, first in full, then a minute
 *   later (an injected clock; the app syncs every 60 s) with `?since=<X-Sync-Cursor>`; the largest
 *   body on the wire per table (budget ≤ 1 KB).
 */
import { randomUUID } from "node:crypto";
import { request as httpRequest, type Server } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createApp } from "../../server/app.ts";
import { openDatabase } from "../../server/db/client.ts";
import { flights, users } from "../../server/db/schema.ts";
import { seedDemo } from "../../server/db/seed/index.ts";
import { issueToken } from "../../server/services/tokens.ts";
import { benchServerConfig, listenInProcess } from "./harness.ts";
import { type BenchFigure, median } from "./util.ts";

const AIRLINES = [
  "Emirates",
  "Qatar Airways",
  "PIA",
  "Saudia",
  "Airblue",
  "flydubai",
  "Air Arabia",
  "Serene Air",
];
const FROM = ["KHI", "LHE", "ISB", "PEW", "MUX", "SKT"];
const TO = ["JED", "MED", "DXB", "SHJ", "RUH", "DOH", "IST", "MCT"];
const pad = (n: number) => String(n).padStart(2, "0");

/**
 * `n` flight rows as an agency's inventory looks (deterministic): varied airlines, sectors, dates,
 * prices, seat counts, PNRs and creation times, about a third with a return leg and a tenth with a
 * stopover, all written `ageMs` and more before `now` (so a delta sync a minute later finds nothing).
 */
export function benchFlights(n: number, now: Date, ageMs = 3_600_000): (typeof flights.$inferInsert)[] {
  const rows: (typeof flights.$inferInsert)[] = [];
  for (let i = 0; i < n; i++) {
    const h = Math.imul(i + 1, 2654435761) >>> 0;
    const month = 1 + ((h >>> 5) % 12);
    const day = 1 + (h % 27);
    const date = `2031-${pad(month)}-${pad(day)}`;
    const next = `2031-${pad(month)}-${pad(day + 1)}`;
    const hour = h % 20;
    const ret = (h >>> 7) % 3 === 0;
    const stop = (h >>> 13) % 10 === 0;
    const created = new Date(now.getTime() - ageMs - (h % 90) * 86_400_000 - (h % 86_400) * 1000);
    rows.push({
      airlineName: AIRLINES[h % AIRLINES.length]!,
      flightNumber: `${["EK", "QR", "PK", "SV", "PA", "FZ", "G9", "ER"][h % 8]} ${100 + (i % 900)}`,
      pnr: `P${(h % 2_000_000_000).toString(36).toUpperCase()}`,
      departure: FROM[(h >>> 3) % FROM.length]!,
      destination: TO[(h >>> 9) % TO.length]!,
      departureDate: date,
      departureTime: `${pad(hour)}:${(h >>> 3) % 2 ? "30" : "05"}`,
      arrivalDate: date,
      arrivalTime: `${pad(hour + 3)}:45`,
      duration: `${3 + (h % 4)}h ${(h >>> 2) % 60}m`,
      price: 40_000 + (h % 160_000),
      seatsAvailable: (h >>> 4) % 300,
      defaultMeal: (h >>> 2) % 2 ? "yes" : "no",
      defaultBaggage: ["20kg", "30kg", "40kg", "2 x 23kg"][(h >>> 6) % 4]!,
      isStopover: stop,
      stopoverLocation: stop ? TO[(h >>> 11) % TO.length]! : null,
      stopoverLayover: stop ? `${1 + (h % 6)}h` : null,
      isReturnFlight: ret,
      returnDepartureDate: ret ? next : null,
      returnDepartureTime: ret ? "10:00" : null,
      returnArrivalDate: ret ? next : null,
      returnArrivalTime: ret ? "13:00" : null,
      returnDuration: ret ? "3h" : null,
      status: (["active", "active", "active", "sold", "delayed"] as const)[(h >>> 8) % 5]!,
      createdAt: created,
      updatedAt: created,
    });
  }
  return rows;
}

export type RawAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as it came over the wire (still compressed). */
  raw: Buffer;
  /** The body decoded per Content-Encoding. */
  text: string;
  /** Bytes of the status line and headers. */
  headerBytes: number;
  ms: number;
};

/** One GET over node:http, with nothing added to the headers given and nothing decoded for us. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("error", reject);
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const coding = res.headers["content-encoding"];
        const decoded =
          coding === "br" ? brotliDecompressSync(raw) : coding === "gzip" ? gunzipSync(raw) : raw;
        const headerBytes =
          `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length +
          // Each name is followed by ": " and each value by CRLF.
          res.rawHeaders.reduce((n, v) => n + Buffer.byteLength(v) + 2, 0) +
          2;
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          raw,
          text: decoded.toString("utf8"),
          headerBytes,
          ms: performance.now() - started,
        });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** The lists the admin's mirror pulls with `?since` (src/db/sync.ts SYNC_TABLES). */
export const ADMIN_DELTA_LISTS = [
  "/api/flights",
  "/api/packages",
  "/api/bookings?limit=1000",
  "/api/package-bookings/all",
  "/api/customers",
  "/api/direct-bookings",
  "/api/direct-package-bookings",
  "/api/web/gds-bookings",
  "/api/logs/recent-activity?limit=50&period=all",
] as const;

const withSince = (path: string, cursor: string) =>
  `${path}${path.includes("?") ? "&" : "?"}since=${encodeURIComponent(cursor)}`;

export async function wireBench(opts: { smoke: boolean; log: (s: string) => void }): Promise<BenchFigure[]> {
  const n = opts.smoke ? 300 : 10_000;
  const judge = (ok: boolean) => (opts.smoke ? null : ok);
  // The server's clock: moved a minute on between the full pulls and the delta pulls.
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);

  opts.log(`wire: PGlite, demo data and ${n.toLocaleString("en")} flights`);
  const database = await openDatabase({ kind: "pglite" });
  const config = benchServerConfig();
  let server: Server | undefined;
  try {
    const now = new Date();
    // The demo as it stood a month ago: its pending bookings have expired by now, and the first
    // read cancels them (a real change, which the first delta round below carries away).
    await seedDemo(database.db, { now: new Date(now.getTime() - 30 * 86_400_000) });
    const rows = benchFlights(n, now);
    for (let i = 0; i < rows.length; i += 500)
      await database.db.insert(flights).values(rows.slice(i, i + 500));
    const [admin] = await database.db
      .insert(users)
      .values({
        name: "Bench Admin",
        email: `bench-admin-${randomUUID()}@example.pk`,
        passwordHash: "not-used",
        role: "admin",
        isApproved: true,
        createdAt: new Date(now.getTime() - 3_600_000),
        updatedAt: new Date(now.getTime() - 3_600_000),
      })
      .returning();
    const { app } = createApp(database, config, clock);
    const listening = await listenInProcess(app);
    server = listening.server;
    const base = listening.base;
    const auth = {
      authorization: `Bearer ${await issueToken({ db: database.db, config }, admin!, clock())}`,
    };
    const url = `${base}/api/flights`;

    // Sizes, and the time to answer in each form (rounds interleaved, after one warm-up of each).
    const forms = [
      { name: "identity", headers: auth },
      { name: "br", headers: { ...auth, "accept-encoding": "br" } },
      { name: "gzip", headers: { ...auth, "accept-encoding": "gzip" } },
    ];
    const answers = await Promise.all(forms.map(async (f) => rawGet(url, f.headers)));
    const [identity, br, gz] = answers as [RawAnswer, RawAnswer, RawAnswer];
    for (const a of answers) if (a.status !== 200) throw new Error(`GET /api/flights answered ${a.status}`);
    if (br.text !== identity.text || gz.text !== identity.text) throw new Error("a compressed body differs");
    const count = (JSON.parse(identity.text) as { flights: unknown[] }).flights.length;
    if (count < n) throw new Error(`GET /api/flights listed ${count} flights, expected ≥ ${n}`);
    const rounds = opts.smoke ? 3 : 9;
    const times = forms.map(() => [] as number[]);
    for (let r = 0; r < rounds; r++)
      for (const [k, f] of forms.entries()) times[k]!.push((await rawGet(url, f.headers)).ms);
    const [tId, tBr, tGz] = times.map(median) as [number, number, number];
    const rawKb = identity.raw.length / 1024;
    const label = `GET /api/flights, ${count.toLocaleString("en")} flights (admin)`;
    const figures: BenchFigure[] = [];
    for (const [name, a, t] of [
      ["brotli", br, tBr],
      ["gzip", gz, tGz],
    ] as const) {
      const share = a.raw.length / identity.raw.length;
      figures.push({
        figure: `${label}, ${name}: body on the wire`,
        value: share * 100,
        unit: "% of raw",
        anchor: `identity: ${rawKb.toFixed(0)} KB; ${name}: ${(a.raw.length / 1024).toFixed(0)} KB`,
        ratio: share,
        budget: "≤ 15%",
        pass: judge(share <= 0.15 && a.headers["content-encoding"] === (name === "brotli" ? "br" : "gzip")),
        note: `answer time ${t.toFixed(0)} ms vs ${tId.toFixed(0)} ms identity (median of ${rounds}, loopback)`,
      });
    }

    // Revalidation with the ETag just received.
    const etag = String(br.headers.etag ?? "");
    const again = await rawGet(url, { ...auth, "accept-encoding": "br", "if-none-match": etag });
    figures.push({
      figure: `${label}: revalidation with If-None-Match, unchanged`,
      value: again.raw.length,
      unit: "B body",
      anchor: `the 200: ${(br.raw.length / 1024).toFixed(0)} KB brotli; status now ${again.status}`,
      ratio: null,
      budget: "304 with an empty body",
      pass: judge(Boolean(etag) && again.status === 304 && again.raw.length === 0),
      note: `ETag ${etag || "missing"}; the 304's headers: ${again.headerBytes} B`,
    });

    // Delta sync of unchanged data, every table of the admin's mirror, as the sync engine runs it: a
    // full pull, then a delta round a minute later (which carries what the full pull's reads changed,
    // such as the expired demo bookings), then the measured round another minute later.
    const accept = { ...auth, "accept-encoding": "br, gzip" };
    const cursors = new Map<string, string>();
    let fullBytes = 0;
    for (const path of ADMIN_DELTA_LISTS) {
      const full = await rawGet(base + path, accept);
      const cursor = full.headers["x-sync-cursor"];
      if (full.status !== 200 || typeof cursor !== "string") throw new Error(`${path}: no cursor`);
      cursors.set(path, cursor);
      fullBytes += full.raw.length;
    }
    const deltaRound = async () => {
      offsetMs += 60_000;
      const out: { path: string; answer: RawAnswer; changed: number; deleted: number }[] = [];
      for (const path of ADMIN_DELTA_LISTS) {
        const answer = await rawGet(base + withSince(path, cursors.get(path)!), accept);
        if (answer.status !== 200) throw new Error(`${path}?since answered ${answer.status}`);
        const page = JSON.parse(answer.text) as { changed?: unknown[]; deleted?: unknown[]; cursor?: string };
        // The newest-logs window answers its plain list when more logs than it holds were written
        // since (the demo's pending bookings expiring as the clock moves): a change, not a delta.
        const cursor = page.cursor ?? answer.headers["x-sync-cursor"];
        if (typeof cursor !== "string") throw new Error(`${path}?since: no cursor`);
        cursors.set(path, cursor);
        out.push({ path, answer, changed: page.changed?.length ?? 1, deleted: page.deleted?.length ?? 0 });
      }
      return out;
    };
    await deltaRound();
    const quiet = await deltaRound();
    const allEmpty = quiet.every((d) => d.changed === 0 && d.deleted === 0);
    const worst = Math.max(...quiet.map((d) => d.answer.raw.length));
    const worstHeaders = Math.max(...quiet.map((d) => d.answer.headerBytes));
    const sizes = quiet.map((d) => `${d.path.replace(/^\/api\/|\?.*$/g, "")} ${d.answer.raw.length}`);
    figures.push({
      figure: `Delta sync of unchanged data, ${ADMIN_DELTA_LISTS.length} admin tables (largest)`,
      value: worst,
      unit: "B/table",
      anchor: `the same tables in full: ${(fullBytes / 1024).toFixed(0)} KB compressed`,
      ratio: fullBytes ? worst / fullBytes : null,
      budget: "≤ 1 KB per table, nothing changed",
      pass: judge(allEmpty && worst <= 1024),
      note: `body bytes: ${sizes.join(", ")}; headers ≤ ${worstHeaders} B each`,
    });
    return figures;
  } finally {
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((r) => server!.close(() => r()));
    }
    await database.close();
  }
}
