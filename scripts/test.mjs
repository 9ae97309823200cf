// `npm test`: lint, type check, unit tests, the API suite (tests/api/engines.mjs: on PostgreSQL and
// the engine-specific files on PGlite, or all on PGlite without a server), one build of the app, the
// benchmarks' smoke run on it, then the end-to-end suite in Chromium against it. Prints each step's
// time as it ends, a summary line per step, the total time, and closes with "N passed, N failed".
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { apiRuns } from "../tests/api/engines.mjs";
import { reachablePostgres } from "./pg-url.mjs";

const started = Date.now();
const results = [];
/** Each failed test's name and the first line of its message, repeated under the summary. */
const failures = [];
/** Tests that failed once and passed when run again: listed, so a flaky test is seen and mended. */
const flaky = [];
const firstLine = (messages) =>
  String((messages ?? []).find(Boolean) ?? "")
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "") // colour codes
    .trim()
    .split("\n")[0]
    .slice(0, 300);
const outDir = join("test-results", "summary");
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

/**
 * Each step's ceiling, in minutes: far above its time on a busy CI machine (the README's table), so it
 * is reached only by a step that hangs. The hung step is then ended with everything it started (its
 * process group), the processes still running are listed for the diagnosis, it counts as failed, and
 * the steps after it still run: one hang costs its ceiling and a report, not the whole CI budget.
 */
const CEILING_MINUTES = { lint: 5, typecheck: 8, unit: 8, api: 12, build: 5, bench: 12, e2e: 40 };

async function run(name, cmd, args, env = {}) {
  const t = Date.now();
  const minutes = CEILING_MINUTES[name.toLowerCase().split(/[ (]/)[0]] ?? 10;
  console.log(`\n=== ${name} ===`);
  const child = spawn(cmd, args, { stdio: "inherit", detached: true, env: { ...process.env, ...env } });
  // Its own process group (to end it whole), so Ctrl-C or a kill is passed on by hand.
  const interrupt = (signal) => {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {}
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.on("SIGINT", interrupt);
  process.on("SIGTERM", interrupt);
  let hung = false;
  const ceiling = setTimeout(() => {
    hung = true;
    console.log(`\n!!! ${name}: still running after ${minutes} min; what it left running:`);
    spawnSync("ps", ["-o", "pid,etime,time,args", "-g", String(child.pid)], { stdio: "inherit" });
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {}
  }, minutes * 60_000);
  const status = await new Promise((resolve) => {
    child.on("exit", (code) => resolve(code));
    child.on("error", () => resolve(1));
  });
  clearTimeout(ceiling);
  process.off("SIGINT", interrupt);
  process.off("SIGTERM", interrupt);
  // Whatever the step started and left behind (a server, a browser) does not outlive it.
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {}
  const seconds = Math.round((Date.now() - t) / 1000);
  const ok = status === 0 && !hung;
  console.log(
    `--- ${name}: ${ok ? "ok" : hung ? `HUNG, ended after ${minutes} min` : "FAILED"} in ${seconds}s`,
  );
  if (hung)
    failures.push(`${name}: hung, ended after ${minutes} min (the processes it left are listed above)`);
  return { ok, seconds };
}

async function vitest(name, project, env = {}, extra = []) {
  const file = join(outDir, `${name.replace(/\W+/g, "-")}.json`);
  const r = await run(
    name,
    "npx",
    [
      "vitest",
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${file}`,
      ...extra,
    ],
    env,
  );
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(file)) {
    const j = JSON.parse(readFileSync(file, "utf8"));
    passed = j.numPassedTests;
    failed = j.numFailedTests;
    skipped = j.numPendingTests + (j.numTodoTests ?? 0);
    for (const f of j.testResults ?? []) {
      const file = relative(process.cwd(), f.name);
      for (const a of f.assertionResults ?? [])
        if (a.status === "passed" && a.failureMessages?.length)
          flaky.push(`${name}: ${file} › ${a.fullName}\n    ${firstLine(a.failureMessages)}`);
        else if (a.status === "failed")
          failures.push(`${name}: ${file} › ${a.fullName}\n    ${firstLine(a.failureMessages)}`);
      if (f.status === "failed" && !(f.assertionResults ?? []).some((a) => a.status === "failed"))
        failures.push(`${name}: ${file} did not run\n    ${firstLine([f.message])}`);
    }
  }
  if (!r.ok && failed === 0) failed = 1; // the run itself failed (a file that did not load)
  results.push({ name, passed, failed, skipped, seconds: r.seconds });
}

async function step(name, cmd, args, env = {}) {
  const r = await run(name, cmd, args, env);
  results.push({ name, passed: r.ok ? 1 : 0, failed: r.ok ? 0 : 1, skipped: 0, seconds: r.seconds });
}

await step("lint (biome, imports)", "npm", ["run", "--silent", "lint"]);
await step("typecheck (tsc)", "npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]);
// A unit test runs a second time before it counts as failed; one that needed it is listed below.
await vitest("unit", "unit*", {}, ["--retry=1"]);
const pgUrl = await reachablePostgres();
if (!pgUrl)
  console.log("\nNo PostgreSQL server answers (set TEST_DATABASE_URL): the API suite runs on PGlite.");
for (const r of apiRuns(pgUrl)) await vitest(r.name, "api", r.env, r.files);
// One build of the app for the benchmarks' smoke run (BENCH_APP_DIST) and the end-to-end suite
// (E2E_SKIP_BUILD); --manifest gives the bundle figures the chunk list (tests/bench/harness.ts).
const build = await run("build", "npx", [
  "vite",
  "build",
  "--outDir",
  "dist",
  "--emptyOutDir",
  "--manifest",
  "--logLevel",
  "warn",
]);
results.push({
  name: "build",
  passed: build.ok ? 1 : 0,
  failed: build.ok ? 0 : 1,
  skipped: 0,
  seconds: build.seconds,
});
if (build.ok)
  await step("bench (smoke sizes)", process.execPath, ["--import", "tsx", "tests/bench/run.ts", "--smoke"], {
    BENCH_APP_DIST: "dist",
  });
const e2eSpecs = existsSync("tests/e2e")
  ? readdirSync("tests/e2e").filter((f) => f.endsWith(".spec.ts"))
  : [];
if (e2eSpecs.length > 0) {
  if (!build.ok) console.log("\ne2e: not run (the build failed)");
  else {
    const file = join(outDir, "e2e.json");
    const r = await run("e2e (Playwright, Chromium)", "npx", ["playwright", "test"], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      E2E_SKIP_BUILD: "1",
    });
    let passed = 0;
    let failed = r.ok ? 0 : 1;
    let skipped = 0;
    if (existsSync(file)) {
      const report = JSON.parse(readFileSync(file, "utf8"));
      const s = report.stats ?? {};
      const walk = (suite, trail) => {
        for (const spec of suite.specs ?? [])
          for (const t of spec.tests ?? [])
            if (t.status === "unexpected" || t.status === "flaky") {
              const errors = (t.results ?? []).flatMap((r) => (r.errors ?? []).map((e) => e.message));
              failures.push(
                `e2e (${t.status}): ${[...trail, spec.title].join(" › ")}\n    ${firstLine(errors)}`,
              );
            }
        for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
      };
      for (const suite of report.suites ?? []) walk(suite, [suite.title]);
      passed = s.expected ?? 0;
      failed = (s.unexpected ?? 0) + (s.flaky ?? 0) || (r.ok ? 0 : 1);
      skipped = s.skipped ?? 0;
    }
    results.push({ name: "e2e", passed, failed, skipped, seconds: r.seconds });
  }
}

console.log("\n=== summary ===");
for (const r of results) {
  console.log(
    `${r.name}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ""} (${r.seconds}s)`,
  );
}
const total = results.reduce(
  (a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed, skipped: a.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
if (flaky.length > 0)
  console.log(`\npassed only on the second try:\n${flaky.map((f) => `  ${f}`).join("\n")}`);
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join("\n")}`);
console.log(
  `\ntotal ${Math.round((Date.now() - started) / 1000)}s${total.skipped ? ` (${total.skipped} skipped)` : ""}`,
);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
