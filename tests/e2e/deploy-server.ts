/**
 * A server of a test's own on a copy of the built app, so the test can deploy a new build under a
 * running page (the suite's shared server keeps its build). `port` is an offset from the suite's
 * port, one per spec file, so files never share one.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";

export type DeployServer = {
  /** `http://localhost:<port>` */
  base: string;
  /** The copy of the build it serves. */
  dist: string;
  /** A new build: index.html gets a marker (`safar-build`) the worker precaches anew; returns it. */
  deploy(): string;
  /** A new worker only (its file changes; the app's files do not). */
  touchWorker(): void;
  stop(): void;
};

export async function startDeployServer(
  portOffset: number,
  { seed = "demo" }: { seed?: "demo" | "none" } = {},
): Promise<DeployServer> {
  const port = Number(process.env.E2E_PORT ?? 4319) + portOffset;
  const dir = mkdtempSync(join(tmpdir(), "safar-deploy-"));
  const dist = join(dir, "dist");
  cpSync(process.env.E2E_DIST ?? "dist", dist, { recursive: true });
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: join(dir, "data"),
      STATIC_DIR: dist,
      SEED: seed,
      LOG_REQUESTS: "0",
      LOGIN_LIMIT_PER_IP: "1000",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  server.stderr?.setEncoding("utf8").on("data", (d: string) => {
    stderr = (stderr + d).slice(-2000);
  });
  const stop = () => {
    server.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  };
  // Up to 2.5 minutes: a busy machine can take long to start a server (tsx, PGlite, migrations).
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (server.exitCode !== null) {
      stop();
      throw new Error(`deploy-test server exited (${server.exitCode}): ${stderr}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`deploy-test server did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const swFile = join(dist, "sw.js");
  return {
    base: `http://localhost:${port}`,
    dist,
    deploy() {
      const stamp = `build-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
      const htmlFile = join(dist, "index.html");
      const html = readFileSync(htmlFile, "utf8").replace(/<meta name="safar-build"[^>]*>/, "");
      writeFileSync(htmlFile, html.replace("</head>", `<meta name="safar-build" content="${stamp}"></head>`));
      const sw = readFileSync(swFile, "utf8");
      const next = sw.replace(/("revision":")[^"]*(","url":"index\.html")/, `$1${stamp}$2`);
      if (next === sw) throw new Error("index.html's precache entry not found in sw.js");
      writeFileSync(swFile, next);
      return stamp;
    },
    touchWorker() {
      appendFileSync(swFile, `\n// build ${Date.now()}\n`);
    },
    stop,
  };
}

/**
 * Waits for the page's `loads()` count to reach `n` (a reload into a new worker's build); if it
 * does not, the failure says where the workers and the update stood (no reload can have many
 * causes: a worker that never installed, a page that never heard of it, a page holding work).
 */
export async function expectLoads(page: Page, loads: () => number, n: number): Promise<void> {
  try {
    await expect.poll(loads, { timeout: 20_000 }).toBe(n);
  } catch (error) {
    const state = await page
      .evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        return {
          controller: navigator.serviceWorker.controller?.state ?? null,
          active: reg?.active?.state ?? null,
          waiting: reg?.waiting?.state ?? null,
          installing: reg?.installing?.state ?? null,
          banner: document.querySelector("[data-testid=update-banner]")?.getAttribute("data-status") ?? null,
          appStarted: Boolean(document.querySelector("#root")?.childElementCount),
        };
      })
      .catch((e: unknown) => String(e));
    throw new Error(`${String(error)}\nworkers and update: ${JSON.stringify(state)}`);
  }
}

/**
 * After the one reload into a new worker's build: proves that no second reload follows, without
 * waiting to see none. The page reloads only on a worker event (src/update/update.ts: a worker that
 * installed and waits, a change of controller); none can come once the page has loaded, is
 * controlled by the registration's active worker, and no worker is installing or waiting. One more
 * update check (a round trip to the server: the worker file is unchanged since the deploy) finds
 * nothing new, and the page is still the document it was before the checks.
 */
export async function settledOnNewWorker(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.evaluate(() => {
    (window as { settledMark?: boolean }).settledMark = true;
  });
  const workers = () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return {
        controlledByActive: Boolean(reg?.active) && navigator.serviceWorker.controller === reg?.active,
        installing: Boolean(reg?.installing),
        waiting: Boolean(reg?.waiting),
      };
    });
  const settled = { controlledByActive: true, installing: false, waiting: false };
  await expect.poll(workers).toEqual(settled);
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  expect(await workers()).toEqual(settled);
  expect(await page.evaluate(() => (window as { settledMark?: boolean }).settledMark)).toBe(true);
}
