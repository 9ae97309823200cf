/**
 * The mirror in Chromium (docs/ARCHITECTURE.md §5; issue 10, item 6):
 *
 * - Indexed reads: the app's Dexie schema and query module (tests/bench/mirror-page) with 100,000
 *   rows (smoke: 2,000) in flights, packages, bookings and customers (every index shape the list
 *   screens use); the first 50 rows through each of those tables' indexes (`LIST_INDEXES`: each
 *   sort alone and under its filters, both directions), median of the rounds, the slowest reported; against the same 50 rows read by primary key and the full
 *   read + in-memory filter and sort the screens do today (flights), in the same page and run.
 * - The first full mirror: the built app (opts.dist) served by its own server (createApp, as
 *   server/main.ts runs it) on an in-memory PGlite with the demo data and 10,000 more flights
 *   (smoke: 300); an admin's session put in localStorage and the flight list opened in a fresh
 *   profile; from the start of the app's GET /api/flights (made by its pull worker: the browser's
 *   network events, as Playwright reports them for the page) until the sync state of `flights`
 *   (meta `sync:flights`, written in the transaction that lands the last rows) says it synced, with
 *   every row there; PerformanceObserver 'longtask' on the main thread throughout. Anchor: the same
 *   GET fetched and parsed in the page and its rows put in a scratch IndexedDB store in one
 *   transaction (the floor of any mirror).
 */
import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import type { Browser, Page, Request } from "@playwright/test";
import { createApp } from "../../server/app.ts";
import { openDatabase } from "../../server/db/client.ts";
import { flights } from "../../server/db/schema.ts";
import { DEMO_PASSWORD, seedDemo } from "../../server/db/seed/index.ts";
import {
  benchServerConfig,
  launchChromium,
  listenInProcess,
  mainThreadTasks,
  openBenchPage,
} from "./harness.ts";
import { type BenchFigure, median } from "./util.ts";
import { benchFlights } from "./wire.bench.ts";

/** The screen the admin opens: the flight list, which reads the flights being mirrored. */
const ROUTE = process.env.MIRROR_BENCH_ROUTE || "/admin/flights";

type Opts = { smoke: boolean; log: (s: string) => void; dist: string; work: string };

export async function mirrorBench(opts: Opts): Promise<BenchFigure[]> {
  return [...(await queryFigures(opts)), ...(await firstMirrorFigures(opts))];
}

// ─────────────────────────── indexed reads ───────────────────────────

export async function queryFigures({ smoke, log, work }: Opts): Promise<BenchFigure[]> {
  const n = smoke ? 2000 : 100_000;
  const rounds = smoke ? 3 : 9;
  const dir = join(work, "mirror-page");
  const { server, browser, page } = await openBenchPage("tests/bench/mirror-page", dir);
  try {
    const filled = await page.evaluate((count) => window.mirrorBench.fill(count), n);
    log(
      `mirror: ${n.toLocaleString("en")} rows in each of 4 tables (flights, packages, bookings, customers) in ${(filled.ms / 1000).toFixed(1)} s`,
    );
    const { indexed, primary } = await page.evaluate((r) => window.mirrorBench.queries(r), rounds);
    const scan = await page.evaluate((r) => window.mirrorBench.scanAndSort(r), smoke ? 1 : 3);
    for (const t of indexed)
      if (t.rows !== 50) throw new Error(`mirror: ${t.label} gave ${t.rows} rows, not 50`);
    const medians = indexed.map((t) => ({ ...t, median: median(t.ms) }));
    medians.sort((a, b) => b.median - a.median);
    const worst = medians[0]!;
    const all = medians.map((m) => m.median);
    const pk = median(primary.map((p) => median(p.ms)));
    const pkFlights = median(primary[0]!.ms);
    const scanMs = median(scan);
    log(
      `mirror: slowest index ${worst.label} (${worst.index}) ${worst.median.toFixed(2)} ms; by _id ${pk.toFixed(2)} ms`,
    );
    const label = `${n.toLocaleString("en")}-row tables`;
    return [
      {
        figure: `Mirror: the first 50 rows through a list screen's index, ${label} (slowest of ${indexed.length} index × direction queries: ${worst.label}, ${worst.index})`,
        value: worst.median,
        unit: "ms",
        anchor: `the same 50 by primary key: ${pk.toFixed(2)} ms (median of the tables); all indexed queries' medians: ${median(all).toFixed(2)} ms typical`,
        ratio: worst.median / pk,
        budget: "≤ 10 ms",
        pass: smoke ? null : worst.median <= 10,
        note: `median of ${rounds} rounds each; Dexie ${"queryMirror"} in Chromium`,
      },
      {
        figure: `Mirror: the first 50 active flights by price, the in-memory way (read all ${n.toLocaleString("en")} newest first, filter, sort)`,
        value: scanMs,
        unit: "ms",
        anchor: `the same 50 through [status+price]: ${median(medians.find((m) => m.label === "flights status=active by price asc")?.ms ?? [Number.NaN]).toFixed(2)} ms; flights by _id: ${pkFlights.toFixed(2)} ms`,
        ratio: scanMs / Math.max(0.1, pkFlights),
        budget: "none (what the index saves)",
        pass: null,
        note: `median of ${scan.length}`,
      },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}

// ─────────────────────────── the first full mirror ───────────────────────────

type MirrorRun = {
  ms: number;
  /** The GET itself: from its start to the last byte of the answer. */
  response: number;
  rows: number;
  fromNavigation: number;
  longest: number;
  longTasks: number;
};

/**
 * Put in the page before any of the app's scripts run (plain JavaScript: functions written in this
 * file would carry the TS loader's helpers into page.evaluate): the long-task observer, and
 * - `wait(want)`: resolves once the mirror's `sync:flights` state says synced (polled every 20 ms),
 *   with that moment, the page's time origin and the long tasks seen (the app's GET /api/flights
 *   runs in its pull worker, outside the page's Resource Timing: its start comes from the browser's
 *   network events, `firstFlightsGet`);
 * - `bare(token)`: the floor: GET /api/flights fetched, parsed and put in a scratch store in one go.
 */
const IN_PAGE = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const req = (r) => new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
  window.__mirror = {
    async wait(want) {
      const deadline = performance.now() + 120000;
      // Never open the database before the app has created it (an open would create an empty one).
      while (!(await indexedDB.databases()).some((d) => d.name === "safar")) {
        if (performance.now() > deadline) throw new Error("the app never opened its database");
        await sleep(20);
      }
      const idb = await req(indexedDB.open("safar"));
      let end = 0;
      for (;;) {
        if (performance.now() > deadline) throw new Error("the flights never finished syncing");
        if (idb.objectStoreNames.contains("meta")) {
          const state = await req(idb.transaction("meta").objectStore("meta").get("sync:flights"));
          if (state && state.value && state.value.lastSyncedAt) {
            end = performance.now();
            break;
          }
        }
        await sleep(20);
      }
      const rows = await req(idb.transaction("flights").objectStore("flights").count());
      idb.close();
      if (rows < want) throw new Error("the mirror holds " + rows + " flights, expected " + want);
      // The page's clock on the wall clock's scale (the request's startTime below is wall-clock time).
      return { end, rows, timeOrigin: Date.now() - performance.now(), tasks: window.__longTasks };
    },
    async bare(token) {
      const name = "bench-scratch-" + Math.random();
      const open = indexedDB.open(name, 1);
      open.onupgradeneeded = () => open.result.createObjectStore("flights", { keyPath: "_id" });
      const idb = await req(open);
      const t0 = performance.now();
      const res = await fetch("/api/flights", { headers: { authorization: "Bearer " + token } });
      const body = await res.json();
      const tx = idb.transaction("flights", "readwrite");
      const store = tx.objectStore("flights");
      for (const f of body.flights) store.put(f);
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      const ms = performance.now() - t0;
      idb.close();
      indexedDB.deleteDatabase(name);
      return ms;
    },
  };
`;

type Waited = {
  end: number;
  rows: number;
  timeOrigin: number;
  tasks: { start: number; duration: number }[];
};
type InPage = {
  __mirror: { wait: (want: number) => Promise<Waited>; bare: (token: string) => Promise<number> };
};

/**
 * The page's first GET /api/flights, whoever makes it (the page or one of its workers), once its
 * answer has been read. Chromium reports a dedicated worker's request on the context, and often
 * as failed (net::ERR_ABORTED) after its whole answer arrived: such a request counts when its
 * timing shows the answer's end. (Waiting for "requestfinished" alone missed the app's first GET
 * and timed the next sync a minute later.)
 */
function firstFlightsGet(page: Page): Promise<Request> {
  const context = page.context();
  return new Promise((resolve) => {
    const onDone = (r: Request) => {
      if (new URL(r.url()).pathname !== "/api/flights" || r.method() !== "GET") return;
      if (r.timing().responseEnd < 0) return;
      context.off("requestfinished", onDone);
      context.off("requestfailed", onDone);
      resolve(r);
    };
    context.on("requestfinished", onDone);
    context.on("requestfailed", onDone);
  });
}

/** Waits for the first full mirror; times it from the start of the app's GET /api/flights. */
async function waitForMirror(page: Page, want: number, get: Promise<Request>): Promise<MirrorRun> {
  const w = await page.evaluate((n) => (window as unknown as InPage).__mirror.wait(n), want);
  const timing = (await get).timing();
  // Request timing: startTime in ms since the epoch (wall clock), the phases in ms after it.
  const start = timing.startTime - w.timeOrigin;
  const tasks = w.tasks.filter((t) => t.start + t.duration >= start && t.start <= w.end);
  return {
    ms: w.end - start,
    response: timing.responseEnd,
    rows: w.rows,
    fromNavigation: w.end,
    longest: Math.max(0, ...tasks.map((t) => t.duration)),
    longTasks: tasks.length,
  };
}
const bareMirror = (page: Page, token: string) =>
  page.evaluate((t) => (window as unknown as InPage).__mirror.bare(t), token);

export async function firstMirrorFigures({ smoke, log, dist }: Opts): Promise<BenchFigure[]> {
  const n = smoke ? 300 : 10_000;
  const rounds = smoke ? 1 : 3;
  log(`mirror: the app's server on PGlite, demo data and ${n.toLocaleString("en")} flights`);
  const database = await openDatabase({ kind: "pglite" });
  const config = benchServerConfig(dist);
  let server: Server | undefined;
  const browser = await launchChromium();
  try {
    const now = new Date();
    await seedDemo(database.db, { now });
    const rows = benchFlights(n, now);
    for (let i = 0; i < rows.length; i += 500)
      await database.db.insert(flights).values(rows.slice(i, i + 500));
    const { app } = createApp(database, config);
    const listening = await listenInProcess(app);
    server = listening.server;
    const base = listening.base;
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@safar.pk", password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`mirror: sign-in answered ${login.status}`);
    const session = (await login.json()) as { token: string; user: unknown };
    const listed = (await fetch(`${base}/api/flights`, {
      headers: { authorization: `Bearer ${session.token}` },
    }).then((r) => r.json())) as { flights: unknown[] };
    const total = listed.flights.length;

    const runs: MirrorRun[] = [];
    const floors: number[] = [];
    // A fresh profile signed in as the admin (the session in localStorage, as a sign-in leaves it).
    const signedIn = async (page: Page) => {
      await page.goto(`${base}/api/health`);
      await page.evaluate(
        ([t, u]) => {
          localStorage.setItem("token", t);
          localStorage.setItem("user", u);
        },
        [session.token, JSON.stringify(session.user)] as const,
      );
      await page.addInitScript(IN_PAGE);
    };
    const once = async (): Promise<{ run: MirrorRun; floor: number }> => {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await signedIn(page);
        const get = firstFlightsGet(page);
        await page.goto(`${base}${ROUTE}`);
        const run = await waitForMirror(page, total, get);
        const floor = await bareMirror(page, session.token);
        return { run, floor };
      } finally {
        await context.close();
      }
    };
    for (let i = 0; i < rounds; i++) {
      const { run, floor } = await once();
      log(
        `mirror: ${run.rows} flights mirrored in ${run.ms.toFixed(0)} ms (the GET ${run.response.toFixed(0)} ms; page ${run.fromNavigation.toFixed(0)} ms), longest task ${run.longest.toFixed(0)} ms (${run.longTasks} long); bare fetch+parse+put ${floor.toFixed(0)} ms`,
      );
      runs.push(run);
      floors.push(floor);
    }
    // One more round under a trace: each main-thread task's CPU time (a loaded machine stretches
    // wall-clock tasks; it does not stretch their CPU time).
    const tracePage = await browser.newPage();
    let traced = { longestWall: 0, longestCpu: 0, over50Cpu: 0, totalCpu: 0 };
    if (!smoke) {
      await signedIn(tracePage);
      traced = await mainThreadTasks(
        browser,
        tracePage,
        async () => {
          const get = firstFlightsGet(tracePage);
          await tracePage.goto(`${base}${ROUTE}`);
          await waitForMirror(tracePage, total, get);
        },
        { fromRequest: "/api/flights" },
      );
    }
    await tracePage.close();
    const dump = process.env.MIRROR_BENCH_PROFILE;
    if (dump && !smoke) {
      const page = await browser.newPage();
      await signedIn(page);
      await profileLongTasks(browser, page, dump, log, async () => {
        const get = firstFlightsGet(page);
        await page.goto(`${base}${ROUTE}`);
        await waitForMirror(page, total, get);
      });
      await page.close();
    }

    const ms = median(runs.map((r) => r.ms));
    const floor = median(floors);
    const longest = Math.max(...runs.map((r) => r.longest));
    const label = `${total.toLocaleString("en")} flights`;
    return [
      {
        figure: `First full mirror of ${label} (admin, Flight Management opened in a fresh profile: the app's GET /api/flights → every row in IndexedDB and the sync state saved)`,
        value: ms,
        unit: "ms",
        anchor: `the same GET fetched, parsed and put in one IndexedDB transaction in the page: ${floor.toFixed(0)} ms`,
        ratio: ms / floor,
        budget: "≤ 2500 ms",
        pass: smoke ? null : ms <= 2500,
        note: `median of ${rounds}: ${runs.map((r) => r.ms.toFixed(0)).join(", ")} ms; from navigation start: ${median(runs.map((r) => r.fromNavigation)).toFixed(0)} ms`,
      },
      {
        figure: `First full mirror of ${label}: longest main-thread task, wall clock (PerformanceObserver 'longtask', from the GET to the mirror's end)`,
        value: longest,
        unit: "ms",
        anchor: `long tasks seen: ${runs.map((r) => r.longTasks).join(", ")}${smoke ? "" : `; a traced round: longest task ${traced.longestCpu.toFixed(0)} ms CPU (${traced.longestWall.toFixed(0)} ms wall), ${traced.over50Cpu} over 50 ms CPU`}`,
        ratio: null,
        budget: "no long task (> 50 ms)",
        pass: smoke ? null : runs.every((r) => r.longTasks === 0),
      },
      {
        figure: `First full mirror of ${label}: longest main-thread task, CPU time (Chromium trace of one more round, from the GET on)`,
        value: smoke ? null : traced.longestCpu,
        unit: "ms",
        anchor: smoke
          ? "not traced in smoke runs"
          : `its wall-clock time: ${traced.longestWall.toFixed(0)} ms; tasks over 50 ms CPU: ${traced.over50Cpu}; the main thread's CPU time from the GET to the mirror's end: ${traced.totalCpu.toFixed(0)} ms`,
        ratio: null,
        budget: "≤ 50 ms",
        pass: smoke ? null : traced.longestCpu <= 50,
      },
    ];
  } finally {
    await browser.close();
    if (server) await new Promise((r) => server!.close(r));
    await database.close();
  }
}

// ─────────────────────────── where the long tasks go ───────────────────────────

/** A Chromium trace event: the fields read here. */
type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  id?: string;
  dur?: number;
  tdur?: number;
  args?: {
    name?: string;
    data?: {
      url?: string;
      startTime?: number;
      timeDeltas?: number[];
      cpuProfile?: {
        nodes?: { id: number; parent?: number; callFrame: { functionName?: string; url?: string } }[];
        samples?: number[];
      };
    };
  };
};

/**
 * `MIRROR_BENCH_PROFILE=<file> node --import tsx tests/bench/run.ts --only=mirror`: one more round
 * traced with the CPU profiler (which slows it: not a figure), the trace kept in <file> (open it in
 * DevTools' Performance panel) and each main-thread task over 20 ms CPU from the GET on logged with
 * the functions it spent its samples in (self time, script file) and the stack of the top one.
 */
async function profileLongTasks(
  browser: Browser,
  page: Page,
  path: string,
  log: (s: string) => void,
  fn: () => Promise<unknown>,
): Promise<void> {
  await browser.startTracing(page, {
    path,
    categories: [
      "toplevel",
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "v8.execute",
      "disabled-by-default-v8.cpu_profiler",
    ],
  });
  await fn();
  await browser.stopTracing();
  const events = (JSON.parse(readFileSync(path, "utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = new Set(
    events
      .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const from = Math.max(
    ...events
      .filter((e) => e.name === "ResourceSendRequest" && e.args?.data?.url?.includes("/api/flights"))
      .map((e) => e.ts),
  );
  // The profiler's samples: [time, stack (innermost first)].
  const nodes = new Map<string, { parent?: number; frame: string }>();
  const profiles = new Map<string, { t: number; samples: [number, number][] }>();
  for (const e of events) {
    const key = `${e.pid}:${e.id}`;
    if (e.name === "Profile") profiles.set(key, { t: e.args?.data?.startTime ?? 0, samples: [] });
    if (e.name !== "ProfileChunk") continue;
    const p = profiles.get(key);
    const data = e.args?.data;
    if (!p || !data) continue;
    for (const n of data.cpuProfile?.nodes ?? [])
      nodes.set(`${key}:${n.id}`, {
        parent: n.parent,
        frame: `${n.callFrame.functionName || "(anonymous)"} ${(n.callFrame.url ?? "").split("/").pop()}`,
      });
    const deltas = data.timeDeltas ?? [];
    for (const [i, node] of (data.cpuProfile?.samples ?? []).entries()) {
      p.t += deltas[i] ?? 0;
      p.samples.push([p.t, node]);
    }
  }
  const stack = (key: string, id: number): string[] => {
    const out: string[] = [];
    let n = nodes.get(`${key}:${id}`);
    while (n) {
      out.push(n.frame);
      n = n.parent === undefined ? undefined : nodes.get(`${key}:${n.parent}`);
    }
    return out;
  };
  const tasks = events.filter(
    (e) =>
      e.ph === "X" &&
      e.name === "ThreadControllerImpl::RunTask" &&
      main.has(`${e.pid}:${e.tid}`) &&
      e.ts >= from &&
      (e.tdur ?? 0) > 20_000,
  );
  log(`mirror: profiled round kept in ${path}; ${tasks.length} task(s) over 20 ms CPU from the GET on`);
  for (const task of tasks) {
    const self = new Map<string, number>();
    let top: string[] = [];
    let most = 0;
    for (const [key, p] of profiles)
      for (const [t, id] of p.samples) {
        if (t < task.ts || t >= task.ts + (task.dur ?? 0)) continue;
        const s = stack(key, id);
        const n = (self.get(s[0] ?? "?") ?? 0) + 1;
        self.set(s[0] ?? "?", n);
        if (n > most) [most, top] = [n, s];
      }
    const ranked = [...self].sort((a, b) => b[1] - a[1]).slice(0, 6);
    log(
      `  +${((task.ts - from) / 1000).toFixed(0)} ms: ${((task.tdur ?? 0) / 1000).toFixed(1)} ms CPU; samples: ${ranked.map(([f, n]) => `${f} ×${n}`).join(", ")}`,
    );
    log(`    top stack: ${top.slice(0, 12).join(" ← ")}`);
  }
}
