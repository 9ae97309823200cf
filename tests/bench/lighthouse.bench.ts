/**
 * Lighthouse 13 (mobile preset: simulated slow 4G and a 4× slower CPU) on the built app served by
 * its own server: /login, and the customer dashboard signed in, against a bare React page (one
 * heading and a form) built and served by the same server in the same run, the LCP anchor.
 *
 * Each run gets a fresh Chromium profile (launched by Playwright with a debugging port Lighthouse
 * connects to), audited once the browser's own start-up is over (`browserAtRest`). The signed-in
 * run puts the session in localStorage from /api/health (same origin, no app code, nothing cached),
 * and every run keeps storage (`disableStorageReset`), so all three are equally cold loads.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { defaultSettings } from "lighthouse/core/config/constants.js";
import { chromiumArgs } from "../../playwright.config.ts";
import { browserAtRest, CHROMIUM, customerSession, freePort } from "./harness.ts";
import { type BenchFigure, median } from "./util.ts";

type Run = {
  error: string | null;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  failing: string[];
  /** The audits that say they would save the most LCP, largest first ('id −N ms'). */
  lcpSavings: string[];
  /** The longest main-thread task Lighthouse lists (its `long-tasks` audit, at the run's CPU slowdown), ms; 0 when none reaches 50 ms. */
  longestTask: number;
  /** Where that task's time went, as the audit attributes it (a script's file name, or the page). */
  longestTaskIn: string;
  /** The page's main thread in the trace Lighthouse recorded (unthrottled), see `mainThreadLoad`. */
  load: MainThreadLoad | null;
};

type MainThreadLoad = {
  /** The longest task's CPU time (the thread's own time, not the wall clock's), ms. */
  longestCpu: number;
  /** The tasks' wall time over their CPU time: 1 when the thread always had a core, 2 when it waited as long as it ran. */
  wallPerCpu: number;
  /**
   * The CPU time of the GPU process's compositor thread over the trace, ms, and the frames
   * Lighthouse captured for its filmstrip. With the software compositor of `--disable-gpu`, each
   * new frame is read back and encoded by that thread on the machine's two cores: a page that
   * animates while it loads pays for it in its main thread's waits (docs/PERFORMANCE.md, "What the
   * measuring adds").
   */
  compositorCpu: number;
  screenshots: number;
};

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

/** The threads (`pid:tid`) a trace names `name`. */
function threadsNamed(events: TraceEvent[], name: string): Set<string> {
  return new Set(
    events.filter((e) => e.name === "thread_name" && e.args?.name === name).map((e) => `${e.pid}:${e.tid}`),
  );
}

/**
 * The page's main thread in the trace Lighthouse recorded: Lighthouse's simulation scales each
 * task's wall time by the CPU slowdown, and a task's wall time includes the time its thread waited
 * for one of the machine's cores (the browser's own processes, Lighthouse, the server all run
 * beside it). Its CPU time does not, so the two together tell the page's own work from the host's
 * load (docs/PERFORMANCE.md, "Start-up on a slow phone"). The main thread is the renderer's with
 * the most tasks (the page's, not DevTools' own page).
 */
function mainThreadLoad(trace: { traceEvents: TraceEvent[] } | undefined): MainThreadLoad | null {
  if (!trace) return null;
  const mains = threadsNamed(trace.traceEvents, "CrRendererMain");
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of trace.traceEvents) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph !== "X" || e.name !== "RunTask" || !mains.has(key)) continue;
    const list = byThread.get(key);
    if (list) list.push(e);
    else byThread.set(key, [e]);
  }
  const tasks = [...byThread.values()].sort((a, b) => b.length - a.length)[0];
  if (!tasks) return null;
  const wall = tasks.reduce((sum, t) => sum + (t.dur ?? 0), 0);
  const cpu = tasks.reduce((sum, t) => sum + (t.tdur ?? 0), 0);
  const compositor = threadsNamed(trace.traceEvents, "VizCompositorThread");
  let compositorCpu = 0;
  let screenshots = 0;
  for (const e of trace.traceEvents) {
    if (e.name === "Screenshot") screenshots++;
    else if (e.ph === "X" && e.name === "RunTask" && compositor.has(`${e.pid}:${e.tid}`))
      compositorCpu += (e.tdur ?? 0) / 1000;
  }
  return {
    longestCpu: Math.max(0, ...tasks.map((t) => (t.tdur ?? 0) / 1000)),
    wallPerCpu: cpu > 0 ? wall / cpu : Number.NaN,
    compositorCpu,
    screenshots,
  };
}

async function audit(
  url: string,
  session: { token: string; user: string } | null,
  cpuSlowdown = 4,
): Promise<Run> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), "safar-bench-lh-"));
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  });
  try {
    const browser = ctx.browser();
    if (browser) await browserAtRest(browser);
    if (session) {
      const page = await ctx.newPage();
      await page.goto(new URL("/api/health", url).href);
      await page.evaluate(
        ([t, u]) => {
          localStorage.setItem("token", t);
          localStorage.setItem("user", u);
        },
        [session.token, session.user] as const,
      );
      await page.close();
    }
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      disableStorageReset: true,
      onlyCategories: ["performance", "accessibility", "best-practices"],
      // The mobile preset's network; its CPU slowdown (4×) or a slower phone's.
      throttling: { ...defaultSettings.throttling, cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error(`lighthouse: no result for ${url}`);
    const { lhr } = result;
    // BENCH_LH_REPORTS (a directory) keeps every run's full report, to read what a score is made of.
    const keep = process.env.BENCH_LH_REPORTS;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "root";
      writeFileSync(join(keep, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
    }
    const score = (id: string) => lhr.categories[id]?.score ?? Number.NaN;
    const failing: string[] = [];
    for (const id of ["accessibility", "best-practices"]) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const a = lhr.audits[ref.id];
        if (ref.weight > 0 && a && a.score !== null && a.score < 1)
          failing.push(`${id}: ${a.id} (${a.title})`);
      }
    }
    const lcpSavings = Object.values(lhr.audits)
      .map((a) => ({ id: a.id, ms: (a as { metricSavings?: { LCP?: number } }).metricSavings?.LCP ?? 0 }))
      .filter((a) => a.ms >= 100)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 4)
      .map((a) => `${a.id} −${Math.round(a.ms)} ms`);
    const tasks = ((lhr.audits["long-tasks"]?.details as { items?: { duration: number; url?: string }[] })
      ?.items ?? []) as { duration: number; url?: string }[];
    const longest = tasks.reduce<{ duration: number; url?: string } | null>(
      (a, t) => (a && a.duration >= t.duration ? a : t),
      null,
    );
    const trace = (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
    return {
      load: mainThreadLoad(trace),
      longestTask: longest?.duration ?? 0,
      longestTaskIn: longest?.url ? (longest.url.split("/").pop() ?? longest.url) : "",
      // A run Lighthouse could not score (a page load timing out on a busy machine, say) says why.
      error:
        lhr.runtimeError?.code ?? (Number.isFinite(score("performance")) ? null : "no performance score"),
      lcpSavings,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      failing,
    };
  } finally {
    await ctx.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * The run with the median performance score (its LCP and TBT go with it), among the runs Lighthouse
 * could score; the first run when none could.
 */
function typical(runs: Run[]): Run {
  const scored = runs.filter((r) => Number.isFinite(r.performance));
  const sorted = scored.sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)] ?? runs[0]!;
}

/** The runs' scores for a note, a failed run shown with Lighthouse's reason. */
const scores = (runs: Run[]) =>
  runs
    .map((r) => (Number.isFinite(r.performance) ? String(r.performance) : `failed (${r.error})`))
    .join(", ");

export async function lighthouseBench(opts: {
  baseUrl: string;
  runs: number;
  /** Rounds at 6× CPU slowdown (a slower phone than the preset's): the longest start-up task. */
  slowRuns: number;
  log: (s: string) => void;
}): Promise<BenchFigure[]> {
  const { baseUrl, runs, slowRuns, log } = opts;
  const session = await customerSession(baseUrl);
  const bare: Run[] = [];
  const login: Run[] = [];
  const dashboard: Run[] = [];
  for (let i = 0; i < runs; i++) {
    bare.push(await audit(`${baseUrl}/bare/index.html`, null));
    login.push(await audit(`${baseUrl}/login`, null));
    dashboard.push(await audit(`${baseUrl}/customer/dashboard`, session));
    log(
      `lighthouse round ${i + 1}/${runs}: bare ${bare.at(-1)!.performance}, login ${login.at(-1)!.performance}, dashboard ${dashboard.at(-1)!.performance}`,
    );
  }
  const slow = { bare: [] as Run[], login: [] as Run[], dashboard: [] as Run[] };
  for (let i = 0; i < slowRuns; i++) {
    slow.bare.push(await audit(`${baseUrl}/bare/index.html`, null, 6));
    slow.login.push(await audit(`${baseUrl}/login`, null, 6));
    slow.dashboard.push(await audit(`${baseUrl}/customer/dashboard`, session, 6));
    const t = (r: Run[]) => `${r.at(-1)!.longestTask.toFixed(0)} ms`;
    log(
      `lighthouse 6× round ${i + 1}/${slowRuns}, longest task: bare ${t(slow.bare)}, login ${t(slow.login)}, dashboard ${t(slow.dashboard)}`,
    );
  }
  const b = typical(bare);
  const l = typical(login);
  const d = typical(dashboard);
  const ms = (n: number) => `${(n / 1000).toFixed(2)} s`;
  const anchor = `bare React page: ${b.performance.toFixed(2)} (LCP ${ms(b.lcp)}, TBT ${b.tbt.toFixed(0)} ms)`;
  const quality = (name: string, r: Run, all: Run[]): BenchFigure => {
    const failing = [...new Set(all.flatMap((x) => x.failing))];
    return {
      figure: `Lighthouse ${name}: accessibility ${r.accessibility.toFixed(2)}, best practices ${r.bestPractices.toFixed(2)} (lower of the two)`,
      value: Math.min(r.accessibility, r.bestPractices),
      unit: "score",
      anchor: `bare React page: accessibility ${b.accessibility.toFixed(2)}, best practices ${b.bestPractices.toFixed(2)}`,
      ratio: null,
      budget: "both 1.0",
      pass: r.accessibility === 1 && r.bestPractices === 1,
      ...(failing.length ? { note: `failing: ${failing.join("; ")}` } : {}),
    };
  };
  return [
    {
      figure: "Lighthouse /login (mobile): performance",
      value: l.performance,
      unit: "score",
      anchor,
      ratio: l.performance / b.performance,
      budget: "≥ 0.95 in every run",
      pass: everyRun(login, 0.95),
      note: `median of the scored runs: ${scores(login)}`,
    },
    tbt("/login", login, bare),
    {
      figure: `Lighthouse /login: LCP (TBT ${l.tbt.toFixed(0)} ms)`,
      value: l.lcp,
      unit: "ms",
      anchor: `bare React page LCP: ${ms(b.lcp)}`,
      ratio: l.lcp / b.lcp,
      budget: "≤ 1.3× the bare page",
      pass: l.lcp <= 1.3 * b.lcp,
      ...(l.lcpSavings.length
        ? { note: `Lighthouse's largest LCP savings: ${l.lcpSavings.join(", ")}` }
        : {}),
    },
    quality("/login", l, login),
    {
      figure: `Lighthouse customer dashboard, signed in (mobile): performance (LCP ${ms(d.lcp)}, TBT ${d.tbt.toFixed(0)} ms)`,
      value: d.performance,
      unit: "score",
      anchor,
      ratio: d.performance / b.performance,
      budget: "≥ 0.90 in every run",
      pass: everyRun(dashboard, 0.9),
      note: `median of the scored runs: ${scores(dashboard)}${d.lcpSavings.length ? `; largest LCP savings: ${d.lcpSavings.join(", ")}` : ""}`,
    },
    tbt("customer dashboard", dashboard, bare),
    quality("customer dashboard", d, dashboard),
    longestTask("/login", slow.login, slow.bare),
    longestTask("customer dashboard, signed in", slow.dashboard, slow.bare),
    {
      figure: `Lighthouse bare React page (the anchor): performance (LCP ${ms(b.lcp)}, TBT ${b.tbt.toFixed(0)} ms)`,
      value: b.performance,
      unit: "score",
      anchor: "the reference measurement on these machines: 0.98 (LCP 2.0 s, TBT 10 ms)",
      ratio: null,
      budget: "none (the anchor)",
      pass: null,
      note: `median of the scored runs: ${scores(bare)}`,
    },
  ];
}

/** Every run was scored, and each at least `min`. */
const everyRun = (runs: Run[], min: number) => runs.every((r) => r.performance >= min);

/** Total Blocking Time at 4×: the median run's, the worst run's in the note. */
function tbt(name: string, runs: Run[], bare: Run[]): BenchFigure {
  const values = runs.map((r) => r.tbt).filter(Number.isFinite);
  const value = median(values);
  return {
    figure: `Lighthouse ${name}: Total Blocking Time at 4× CPU`,
    value: Math.round(value),
    unit: "ms",
    anchor: `bare React page: ${median(bare.map((r) => r.tbt)).toFixed(0)} ms${compositorLoad(bare)}`,
    ratio: null,
    budget: "≤ 200 ms in every run",
    pass: values.length === runs.length && values.every((v) => v <= 200),
    note: `runs: ${values.map((v) => v.toFixed(0)).join(", ")} ms${compositorLoad(runs)}`,
  };
}

/** The compositor's CPU time and the filmstrip's frames per run, as a note ('' without traces). */
function compositorLoad(runs: Run[]): string {
  const loads = runs.flatMap((r) => (r.load ? [r.load] : []));
  if (!loads.length) return "";
  return `; the compositor's CPU time (trace): ${loads.map((l) => l.compositorCpu.toFixed(0)).join(", ")} ms for ${loads.map((l) => l.screenshots).join(", ")} filmstrip frames`;
}

/**
 * The longest main-thread task at 6× CPU slowdown (Lighthouse's own list of long tasks, timed as
 * its simulation of that CPU times them): the median of the runs, beside the bare React page's.
 */
function longestTask(name: string, runs: Run[], bare: Run[]): BenchFigure {
  const bareLongest = median(bare.map((r) => r.longestTask));
  const bareLoads = bare.flatMap((r) => (r.load ? [r.load.wallPerCpu] : []));
  const value = median(runs.map((r) => r.longestTask));
  const worst = runs.reduce((a, r) => (r.longestTask > a.longestTask ? r : a), runs[0]!);
  const loads = runs.flatMap((r) => (r.load ? [r.load] : []));
  const cpu = loads.length
    ? `; the longest task's CPU time × 6 (trace): ${loads.map((l) => (l.longestCpu * 6).toFixed(0)).join(", ")} ms; the main thread's wall time over its CPU time: ${loads.map((l) => l.wallPerCpu.toFixed(1)).join(", ")}`
    : "";
  return {
    figure: `Lighthouse ${name}, 6× CPU: longest start-up task`,
    value: Math.round(value),
    unit: "ms",
    anchor: `bare React page: ${bareLongest.toFixed(0)} ms${bareLoads.length ? ` (its main thread's wall time over CPU time: median ${median(bareLoads).toFixed(1)})` : ""}`,
    ratio: bareLongest > 0 ? value / bareLongest : null,
    budget: "≤ 100 ms",
    pass: value <= 100,
    note: `median of ${runs.length} runs: ${runs.map((r) => r.longestTask.toFixed(0)).join(", ")} ms; the longest was in ${worst.longestTaskIn || "the page itself"}${cpu}`,
  };
}

/** The rows a smoke run shows in place of Lighthouse (too slow for it). */
export function lighthouseSkipped(): BenchFigure[] {
  return [
    "/login (mobile): performance, LCP, TBT, accessibility, best practices",
    "customer dashboard (mobile)",
    "6× CPU: the longest start-up task of /login and the customer dashboard",
  ].map((what) => ({
    figure: `Lighthouse ${what}`,
    value: null,
    unit: "",
    anchor: "bare React page, same run",
    ratio: null,
    budget: "see a full run",
    pass: null,
    note: "skipped in smoke runs (Lighthouse takes minutes)",
  }));
}
