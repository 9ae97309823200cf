/**
 * `npm run bench`: every benchmark, each figure against an anchor measured in the same run (the
 * machines are shared, absolute times drift). Writes bench-results/latest.json and latest.md.
 * `--smoke` runs tiny sizes and skips Lighthouse and the offline cold start (CI runs it, through
 * `npm test`, so the benchmarks cannot rot); budgets are judged only in full runs.
 * `--only=analytics,wire,booking-api,cluster,logs,first-visit,csv,mirror,screens,lighthouse,responsiveness` runs some of them (writes bench-results/partial.*.tmp,
 * which git ignores). BENCH_APP_DIST=<dir> uses an app built already with `vite build --manifest`
 * instead of building it (tests/bench/harness.ts, buildApp).
 *
 *   analytics    the domain aggregation (Node)
 *   first-visit  the app built as `npm run build` does: the sign-in page's JS, ApexCharts' place,
 *                and an offline cold start (Chromium, the app's own server)
 *   csv          the CSV import worker in Chromium
 *   mirror       the Dexie mirror: first rows through the screens' indexes, the first full mirror
 *   screens      Flight Management, Customer Bookings and Package Bookings with 10k rows
 *   wire         GET /flights over the wire: compression, ETag/304, the delta sync of unchanged data
 *   booking-api  POST /bookings and small GETs under 50 concurrent clients, on PGlite and PostgreSQL
 *   cluster      3 API processes on one PostgreSQL beside 1: bookings, pulls and sign-ins, then
 *                overbooking and duplicate bookings checked
 *   lighthouse   Lighthouse 13 on /login, the customer dashboard and a bare React page (4× CPU, and
 *                6× for the longest start-up task)
 *   responsiveness  INP of the first interactions at 6× CPU (typing in sign-in, opening a booking
 *                dialog) in Chromium, against the bare React page
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { analyticsBench } from "./analytics.bench.ts";
import { bookingApiBench } from "./booking-api.bench.ts";
import { clusterBench } from "./cluster.bench.ts";
import { csvBench } from "./csv.bench.ts";
import { bundleFigures, offlineColdStart } from "./first-visit.bench.ts";
import { buildApp, freePort, startAppServer, viteBuild } from "./harness.ts";
import { lighthouseBench, lighthouseSkipped } from "./lighthouse.bench.ts";
import { logsBench } from "./logs.bench.ts";
import { mirrorBench } from "./mirror.bench.ts";
import { responsivenessBench } from "./responsiveness.bench.ts";
import { screensBench } from "./screens.bench.ts";
import { type BenchFigure, table } from "./util.ts";
import { wireBench } from "./wire.bench.ts";

export type { BenchFigure } from "./util.ts";

const BENCHES = [
  "analytics",
  "wire",
  "booking-api",
  "cluster",
  "logs",
  "first-visit",
  "csv",
  "mirror",
  "screens",
  "lighthouse",
  "responsiveness",
] as const;

async function main() {
  const smoke = process.argv.includes("--smoke");
  const onlyArg = process.argv.find((a) => a.startsWith("--only="));
  const only = onlyArg ? onlyArg.slice("--only=".length).split(",") : [...BENCHES];
  const run = (name: (typeof BENCHES)[number]) => only.includes(name);
  const log = (s: string) => process.stderr.write(`[bench] ${s}\n`);
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), "safar-bench-"));
  const figures: BenchFigure[] = [];
  try {
    if (run("analytics")) {
      log("analytics");
      figures.push(...(await analyticsBench({ smoke })));
    }
    if (run("wire")) {
      log("the wire: compression, ETag, delta sync");
      figures.push(...(await wireBench({ smoke, log })));
    }
    if (run("booking-api")) {
      log("booking API under load");
      figures.push(...(await bookingApiBench({ smoke, log })));
    }
    if (run("cluster")) {
      log("several API processes on one PostgreSQL");
      figures.push(...(await clusterBench({ smoke, log })));
    }
    if (run("logs")) {
      log("activity logs at scale");
      figures.push(...(await logsBench({ smoke, log })));
    }
    const needApp =
      run("first-visit") ||
      run("mirror") ||
      run("screens") ||
      ((run("lighthouse") || run("responsiveness")) && !smoke);
    const app = join(work, "app");
    if (needApp) {
      log(
        process.env.BENCH_APP_DIST
          ? `the app as built in ${process.env.BENCH_APP_DIST}, and building the bare React page`
          : "building the app and the bare React page",
      );
      buildApp(app);
      // The bare page is served by the app's server too (same transport), under /bare/.
      await viteBuild("tests/bench/bare-page", join(app, "bare"), "/bare/");
    }
    if (run("first-visit")) figures.push(...bundleFigures(app, join(app, "bare")));
    if (run("csv")) {
      log("csv import (Chromium)");
      figures.push(...(await csvBench({ smoke, log })));
    }
    if (run("mirror")) {
      log("the mirror: indexed reads, the first full mirror (Chromium)");
      figures.push(...(await mirrorBench({ smoke, log, dist: app, work })));
    }
    if (run("screens")) {
      log("screens: 10k-row lists (Chromium)");
      figures.push(...(await screensBench({ smoke, log, dist: app, work })));
    }
    const needServer = !smoke && (run("first-visit") || run("lighthouse") || run("responsiveness"));
    if (needServer) {
      const server = await startAppServer(app, await freePort());
      try {
        if (run("first-visit")) {
          log("offline cold start");
          figures.push(...(await offlineColdStart(server.url, 5)));
        }
        if (run("lighthouse")) {
          log("lighthouse");
          figures.push(...(await lighthouseBench({ baseUrl: server.url, runs: 3, slowRuns: 5, log })));
        }
        if (run("responsiveness")) {
          log("responsiveness at 6× CPU (Chromium)");
          figures.push(...(await responsivenessBench({ baseUrl: server.url, runs: 5, log })));
        }
      } finally {
        await server.stop();
      }
    } else if (smoke) {
      if (run("first-visit"))
        figures.push({
          figure: "Offline cold start: the sign-in page's first contentful paint",
          value: null,
          unit: "",
          anchor: "the same cold start online",
          ratio: null,
          budget: "see a full run",
          pass: null,
          note: "skipped in smoke runs (needs the app's server and a database)",
        });
      if (run("lighthouse")) figures.push(...lighthouseSkipped());
      if (run("responsiveness"))
        figures.push({
          figure: "INP at 6× CPU: typing in sign-in, opening a booking dialog",
          value: null,
          unit: "",
          anchor: "bare React page, same run",
          ratio: null,
          budget: "see a full run",
          pass: null,
          note: "skipped in smoke runs (needs the app's server and a database)",
        });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  const seconds = Math.round((Date.now() - started) / 1000);
  const md = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${process.platform} ${process.arch}, Node ${process.version}, ${seconds} s${smoke ? " (smoke sizes: budgets not judged)" : ""}.`,
    "",
    table(figures, smoke),
  ].join("\n");
  mkdirSync("bench-results", { recursive: true });
  const [json, mdFile] = smoke
    ? ["smoke.json", "smoke.md"]
    : onlyArg
      ? ["partial.json.tmp", "partial.md.tmp"]
      : ["latest.json", "latest.md"];
  writeFileSync(
    `bench-results/${json}`,
    `${JSON.stringify({ date: new Date().toISOString(), smoke, seconds, figures }, null, 2)}\n`,
  );
  writeFileSync(`bench-results/${mdFile}`, `${md}\n`);
  console.log(md);
  if (smoke) {
    console.log(`\n${figures.length} figures measured (smoke sizes: budgets are judged in full runs)`);
    return;
  }
  const judged = figures.filter((f) => f.pass !== null);
  const failed = judged.filter((f) => !f.pass).length;
  console.log(`\nbudgets: ${judged.length - failed} met, ${failed} missed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
