/**
 * First visit: the JavaScript the sign-in page loads before it can paint (the built index.html's
 * entry and modulepreloads, gzip), ApexCharts kept to the chart routes (the build's manifest), and
 * an offline cold start of the installed app (a browser restarted on a profile whose service worker
 * has precached the app) painting the sign-in page, against the same cold start online.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { type BrowserContext, chromium } from "@playwright/test";
import { chromiumArgs } from "../../playwright.config.ts";
import { CHROMIUM } from "./harness.ts";
import { type BenchFigure, median } from "./util.ts";

type Chunk = { file: string; src?: string; imports?: string[]; dynamicImports?: string[] };

const gz = (dir: string, file: string) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;

/** The scripts index.html makes the browser load before the app can paint. */
function critical(dir: string): string[] {
  const html = readFileSync(join(dir, "index.html"), "utf8");
  return [...html.matchAll(/(?:src|href)="[^"]*?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
}

/** The inline scripts of index.html (the boot script), gzip bytes: JavaScript the page loads too. */
function inlineGz(dir: string): { n: number; bytes: number } {
  const html = readFileSync(join(dir, "index.html"), "utf8");
  const code = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return { n: code.length, bytes: code.reduce((n, c) => n + gzipSync(c, { level: 9 }).length, 0) };
}

/** A route's chunks that can load ApexCharts are allowed only for the chart screens. */
const CHART_ROUTE = /src\/routes\/.*\/(dashboard|analytics)\.tsx/;

export function bundleFigures(appDir: string, bareDir: string): BenchFigure[] {
  const login = critical(appDir);
  const bare = critical(bareDir);
  if (login.length === 0 || bare.length === 0) throw new Error("bundle: no entry script in index.html");
  const inline = inlineGz(appDir);
  const loginGz = login.reduce((n, f) => n + gz(appDir, f), inline.bytes);
  const bareGz = bare.reduce((n, f) => n + gz(bareDir, f), inlineGz(bareDir).bytes);

  const manifest = JSON.parse(readFileSync(join(appDir, ".vite/manifest.json"), "utf8")) as Record<
    string,
    Chunk
  >;
  const hasApex = (key: string) =>
    /apexcharts/i.test(readFileSync(join(appDir, manifest[key]!.file), "utf8"));
  const apex = new Set(Object.keys(manifest).filter(hasApex));
  const inFirstPaint = login.filter((f) => /apexcharts/i.test(readFileSync(join(appDir, f), "utf8")));
  // Every route chunk's reach (static and dynamic imports), not going into the entry or other routes.
  const routes = Object.keys(manifest).filter((k) => k.startsWith("src/routes/"));
  const reaches = (from: string): boolean => {
    const seen = new Set<string>([from]);
    const todo = [from];
    while (todo.length > 0) {
      const k = todo.pop()!;
      if (apex.has(k)) return true;
      for (const next of [...(manifest[k]?.imports ?? []), ...(manifest[k]?.dynamicImports ?? [])]) {
        if (seen.has(next) || next === "index.html" || next.startsWith("src/routes/")) continue;
        seen.add(next);
        todo.push(next);
      }
    }
    return false;
  };
  const chartRoutes = routes.filter(reaches).map((k) => k.replace(/\?.*$/, ""));
  const stray = chartRoutes.filter((r) => !CHART_ROUTE.test(r));
  return [
    {
      figure:
        "First visit: JavaScript the sign-in page loads to paint (entry + modulepreloads + the inline boot script, gzip)",
      value: loginGz / 1024,
      unit: "KB",
      anchor: `bare React page (heading + form): ${(bareGz / 1024).toFixed(1)} KB`,
      ratio: loginGz / bareGz,
      budget: "≤ 200 KB",
      pass: loginGz <= 200 * 1024,
      note: `${login.length} script files and ${inline.n} inline script${inline.n === 1 ? "" : "s"} (${(inline.bytes / 1024).toFixed(1)} KB)`,
    },
    {
      figure: "ApexCharts only in the chart routes: routes that can load it",
      value: chartRoutes.length,
      unit: "routes",
      anchor: `entry + preloads: ${inFirstPaint.length === 0 ? "none" : inFirstPaint.join(", ")}; routes: ${chartRoutes.map((r) => r.replace("src/routes/_app/", "")).join(", ") || "none"}`,
      ratio: null,
      budget: "none in the first paint; dashboards and analytics only",
      pass: apex.size > 0 && inFirstPaint.length === 0 && stray.length === 0,
    },
  ];
}

async function coldStart(
  profile: string,
  url: string,
  offline: boolean,
): Promise<{ fcp: number; shown: number }> {
  const ctx: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: chromiumArgs,
    serviceWorkers: "allow",
    offline,
  });
  try {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.goto(url);
    await page.getByRole("button", { name: "Sign in" }).waitFor({ timeout: 30_000 });
    const shown = await page.evaluate(() => performance.now());
    // The paint entry is queued after the frame is presented, which can be after the button is in
    // the DOM: wait for it (buffered) rather than read the timeline at once.
    // (A string: tsx would wrap named functions in a helper the page does not have.)
    const fcp = await page.evaluate<number>(`new Promise((resolve) => {
      const seen = () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
      if (seen() !== undefined) return resolve(seen());
      const observer = new PerformanceObserver(() => {
        if (seen() === undefined) return;
        observer.disconnect();
        resolve(seen());
      });
      observer.observe({ type: "paint", buffered: true });
      setTimeout(() => resolve(seen() ?? Number.NaN), 10000);
    })`);
    const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker.controller));
    if (!controlled) throw new Error("cold start: the page is not controlled by the service worker");
    return { fcp, shown };
  } finally {
    await ctx.close();
  }
}

/** The installed app restarted cold, offline and online (the anchor), `runs` times each, interleaved. */
export async function offlineColdStart(baseUrl: string, runs: number): Promise<BenchFigure[]> {
  const profile = mkdtempSync(join(tmpdir(), "safar-bench-profile-"));
  try {
    // Install: the first visit registers the service worker, which precaches the app.
    const ctx = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      args: chromiumArgs,
      serviceWorkers: "allow",
    });
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.goto(`${baseUrl}/login`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    await ctx.close();
    const online: number[] = [];
    const offline: number[] = [];
    for (let i = 0; i < runs; i++) {
      online.push((await coldStart(profile, `${baseUrl}/login`, false)).fcp);
      offline.push((await coldStart(profile, `${baseUrl}/login`, true)).fcp);
    }
    const off = median(offline);
    const on = median(online);
    return [
      {
        figure: "Offline cold start: the sign-in page's first contentful paint (browser restarted offline)",
        value: off,
        unit: "ms",
        anchor: `the same cold start online: ${on.toFixed(0)} ms`,
        ratio: off / on,
        budget: "≤ 1000 ms",
        pass: off <= 1000,
        note: `median of ${runs}`,
      },
    ];
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}
