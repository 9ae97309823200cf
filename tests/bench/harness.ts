/**
 * What the browser benchmarks share: a Vite build into a temp folder, a small static server (with
 * the app's own security headers, so the browser runs the code under the same CSP as the real
 * app), Chromium as the e2e suite launches it, and a sampler of a worker's JS heap over CDP.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { serve } from "@hono/node-server";
import { type Browser, type CDPSession, chromium, type Page } from "@playwright/test";
import type { Hono } from "hono";
import { chromiumArgs } from "../../playwright.config.ts";
import { CONTENT_SECURITY_POLICY } from "../../server/app.ts";
import { DEFAULT_LIMITS } from "../../server/config.ts";
import type { AppConfig, AppEnv } from "../../server/http/env.ts";
import { answerClientErrorsAsJson } from "../../server/http/node-server.ts";

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * The configuration of an in-process app server in a benchmark: a random JWT secret, no request
 * logs, and a per-caller rate limit no load here reaches (a 429 would be measured otherwise).
 */
export function benchServerConfig(staticDir?: string): AppConfig {
  return {
    version: "bench",
    jwtSecret: randomBytes(32),
    tokenTtlSeconds: 3600,
    idleTimeoutMinutes: { customer: 60, admin: 60 },
    webApiKey: undefined,
    staticDir,
    trustProxy: false,
    logRequests: false,
    limits: { ...DEFAULT_LIMITS, apiPerCaller: { limit: 1_000_000, windowMs: 60_000 } },
  };
}

export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...chromiumArgs, ...extraArgs] });
  await browserAtRest(browser);
  return browser;
}

/**
 * Resolves once a just-launched Chromium has finished its own start-up: until its processes' CPU
 * time has stopped growing for `quietMs` (under 15 ms of CPU per quarter second, over all of them),
 * or after `maxMs`. A desktop Chromium builds its WebUI omnibox popup
 * (chrome://omnibox-popup.top-chrome) in a renderer of its own as it starts: traced here, 1.6 s of
 * that renderer's CPU and 1.3 s of the browser process's in the first 2.7 s after the launch. A page
 * loaded in those seconds shares this machine's two cores with it, and every task of its load
 * stretches; a phone's Chrome has no such popup. So a page measured on a fresh browser is loaded
 * after it (docs/PERFORMANCE.md, "What the measuring adds").
 */
export async function browserAtRest(browser: Browser, quietMs = 1000, maxMs = 15_000): Promise<void> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const cpuSeconds = async () =>
      (await cdp.send("SystemInfo.getProcessInfo")).processInfo.reduce((sum, p) => sum + p.cpuTime, 0);
    const started = Date.now();
    let quietSince = started;
    let last = await cpuSeconds();
    while (Date.now() - started < maxMs && Date.now() - quietSince < quietMs) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const now = await cpuSeconds();
      if (now - last > 0.015) quietSince = Date.now();
      last = now;
    }
  } finally {
    await cdp.detach();
  }
}

/**
 * Builds the Vite project at `root` (no config file: TS/TSX with React's JSX, workers as ES modules)
 * into `outDir`, for pages served under `base`.
 */
export async function viteBuild(root: string, outDir: string, base = "/"): Promise<void> {
  const { build } = await import("vite");
  const react = (await import("@vitejs/plugin-react")).default;
  await build({
    configFile: false,
    root,
    base,
    plugins: [react()],
    logLevel: "warn",
    build: {
      outDir,
      emptyOutDir: true,
      target: "es2022",
      sourcemap: false,
      minify: !process.env.BENCH_NO_MINIFY,
    },
    worker: { format: "es" },
  });
}

/**
 * Builds the app as `npm run build` does (its own vite.config.ts) into `outDir`, with a manifest of
 * its chunks (.vite/manifest.json) for the bundle figures. BENCH_APP_DIST names such a build made
 * already (`npm test` builds once for the benchmarks and the end-to-end suite): it is copied instead.
 */
export function buildApp(outDir: string): void {
  const built = process.env.BENCH_APP_DIST;
  if (built) {
    if (!existsSync(join(built, ".vite", "manifest.json")))
      throw new Error(`BENCH_APP_DIST=${built} is not a build made with --manifest`);
    cpSync(built, outDir, { recursive: true });
    return;
  }
  const r = spawnSync(
    "npx",
    ["vite", "build", "--outDir", outDir, "--emptyOutDir", "--manifest", "--logLevel", "warn"],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  if (r.status !== 0) throw new Error(`vite build failed (${r.status})`);
}

/**
 * The app's own server on `port` over `dist`, with a fresh demo database (as scripts/e2e-server.mjs
 * starts it); resolves once /api/health answers.
 */
export async function startAppServer(
  dist: string,
  port: number,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), "safar-bench-data-"));
  // A Vite build in this process (the bare page's) sets NODE_ENV=production, which the server would
  // take for a production start and refuse the demo seed: the test server gets this process's env
  // without it.
  const { NODE_ENV: _, ...env } = process.env;
  const child = spawn(process.execPath, ["scripts/e2e-server.mjs", String(port)], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...env, E2E_SKIP_BUILD: "1", E2E_DIST: dist, E2E_DATA_DIR: join(dataDir, "db") },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app server exited (${child.exitCode})`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error("the app server did not start");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webmanifest": "application/manifest+json",
};

/** Serves `dir` on 127.0.0.1 (any free port); unknown paths get index.html (an SPA). */
export async function serveStatic(
  dir: string,
  headers: Record<string, string> = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)).replace(
      /^(\.\.[/\\])+/,
      "",
    );
    let file = join(dir, path);
    try {
      if (!statSync(file).isFile()) file = join(dir, "index.html");
    } catch {
      file = join(dir, "index.html");
    }
    res.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream", ...headers });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Samples the live JS heap of every worker created after the call (its URL is not known yet then):
 * every `everyMs`, a full GC in the worker and then its used size, through the browser's CDP
 * session (`HeapProfiler.collectGarbage` + `Runtime.getHeapUsage` in the worker's isolate: the
 * worker has no heap API of its own, and the page's metrics cover the page's isolate only). The
 * GCs slow the worker a little: time it in another run. `stop()` resolves with the live sizes seen
 * (bytes, in order) and the largest.
 */
export async function sampleWorkerHeap(
  browser: Browser,
  everyMs = 200,
): Promise<{ stop: () => Promise<{ peak: number; samples: number[] }> }> {
  const cdp: CDPSession = await browser.newBrowserCDPSession();
  let peak = 0;
  const samples: number[] = [];
  let running = true;
  let seq = 0;
  const pending = new Map<number, (m: { result?: { usedSize: number } }) => void>();
  cdp.on("Target.receivedMessageFromTarget", (e: { message: string }) => {
    const m = JSON.parse(e.message) as { id?: number; result?: { usedSize: number } };
    if (m.id !== undefined) pending.get(m.id)?.(m);
  });
  const loops: Promise<void>[] = [];
  const watch = async (targetId: string) => {
    const { sessionId } = (await cdp.send("Target.attachToTarget", { targetId, flatten: false })) as {
      sessionId: string;
    };
    const call = async (method: string) => {
      const id = ++seq;
      const answer = new Promise<{ result?: { usedSize: number } }>((resolve) => pending.set(id, resolve));
      const sent = await cdp
        .send("Target.sendMessageToTarget", {
          sessionId,
          message: JSON.stringify({ id, method, params: {} }),
        })
        .then(
          () => true,
          () => false,
        );
      const m = sent
        ? await Promise.race([answer, new Promise<null>((r) => setTimeout(() => r(null), 5000))])
        : null;
      pending.delete(id);
      return m;
    };
    while (running) {
      if (!(await call("HeapProfiler.collectGarbage"))) break; // the worker is gone
      const m = await call("Runtime.getHeapUsage");
      if (!m?.result) break;
      samples.push(m.result.usedSize);
      peak = Math.max(peak, m.result.usedSize);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  };
  cdp.on("Target.targetCreated", (e: { targetInfo: { targetId: string; type: string; url: string } }) => {
    if (e.targetInfo.type === "worker") loops.push(watch(e.targetInfo.targetId));
  });
  await cdp.send("Target.setDiscoverTargets", { discover: true });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      await cdp.detach().catch(() => {});
      return { peak, samples };
    },
  };
}

/**
 * The page's main-thread tasks while `fn` runs, from a Chromium trace ('toplevel' category): the
 * longest task by wall clock and by the thread's CPU time, and the CPU time of all of them. On a loaded machine a task's wall time
 * stretches with the time the thread waits for a core; its CPU time does not. With `fromRequest`,
 * only the tasks from the page's last request to that path on count (the trace's
 * 'devtools.timeline' requests), so what came before it (the app's boot) is left out.
 */
export async function mainThreadTasks(
  browser: Browser,
  page: Page,
  fn: () => Promise<unknown>,
  options: { fromRequest?: string } = {},
): Promise<{ longestWall: number; longestCpu: number; over50Cpu: number; totalCpu: number }> {
  const dir = mkdtempSync(join(tmpdir(), "safar-bench-trace-"));
  const path = join(dir, "trace.json");
  const { fromRequest } = options;
  try {
    await browser.startTracing(page, {
      path,
      categories: fromRequest ? ["toplevel", "devtools.timeline"] : ["toplevel"],
    });
    await fn();
    await browser.stopTracing();
    type Ev = {
      name: string;
      ph: string;
      pid: number;
      tid: number;
      ts: number;
      dur?: number;
      tdur?: number;
      args?: { name?: string; data?: { url?: string } };
    };
    const events = (JSON.parse(readFileSync(path, "utf8")) as { traceEvents: Ev[] }).traceEvents;
    const main = new Set(
      events
        .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
        .map((e) => `${e.pid}:${e.tid}`),
    );
    let from = Number.NEGATIVE_INFINITY;
    if (fromRequest) {
      const sends = events.filter((e) => {
        const url = e.name === "ResourceSendRequest" ? e.args?.data?.url : undefined;
        return url !== undefined && new URL(url).pathname === fromRequest;
      });
      from = Math.max(...sends.map((e) => e.ts));
      if (!Number.isFinite(from)) throw new Error(`trace: no request to ${fromRequest}`);
    }
    const tasks = events.filter(
      (e) =>
        e.ph === "X" &&
        e.name === "ThreadControllerImpl::RunTask" &&
        main.has(`${e.pid}:${e.tid}`) &&
        e.ts + (e.dur ?? 0) >= from,
    );
    const ms = (us: number | undefined) => (us ?? 0) / 1000;
    return {
      longestWall: Math.max(0, ...tasks.map((t) => ms(t.dur))),
      longestCpu: Math.max(0, ...tasks.map((t) => ms(t.tdur))),
      over50Cpu: tasks.filter((t) => ms(t.tdur) > 50).length,
      totalCpu: tasks.reduce((sum, t) => sum + ms(t.tdur), 0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The app's Hono server listening on a free loopback port in this process, as server/main.ts serves it. */
export async function listenInProcess(app: Hono<AppEnv>): Promise<{ server: Server; base: string }> {
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(s as Server),
    ) as Server;
    answerClientErrorsAsJson(s);
  });
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * A benchmark page (a Vite project under tests/bench) built into `outDir`, served under the app's
 * Content-Security-Policy, and opened in a fresh Chromium once it says 'ready' in #status.
 */
export async function openBenchPage(root: string, outDir: string) {
  await viteBuild(root, outDir);
  const server = await serveStatic(outDir, { "Content-Security-Policy": CONTENT_SECURITY_POLICY });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => document.getElementById("status")?.textContent === "ready");
    return { server, browser, page };
  } catch (err) {
    await browser.close();
    await server.close();
    throw err;
  }
}

/** The demo customer's session as the app keeps it in localStorage (`token`, `user` as JSON). */
export async function customerSession(baseUrl: string): Promise<{ token: string; user: string }> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "ayesha@safar.pk", password: "Safar@2026" }),
  });
  if (!res.ok) throw new Error(`bench: the demo customer's sign-in failed (${res.status})`);
  const { token, user } = (await res.json()) as { token: string; user: unknown };
  return { token, user: JSON.stringify(user) };
}
