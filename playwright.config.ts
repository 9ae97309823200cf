import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4319);
// Cheap password hashes for the suite's servers (docs/ARCHITECTURE.md §9.2): the suite signs in
// hundreds of times; tests/api/production.test.ts proves a sign-in at the production cost.
process.env.SCRYPT_N_FOR_TESTS ??= "1024";
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The end-to-end files that need the service worker: each proves something it does. */
const SERVICE_WORKER_FILES = [
  "dashboards.spec.ts", // the customer's figures offline after a reload
  "documents.spec.ts", // a travel document made offline, its fonts and code from the worker's cache
  "flaky-network.spec.ts", // queued bookings replayed by the worker's outbox
  "notifications.spec.ts", // a push shown by the worker; the bell offline after a reload
  "offline-admin.spec.ts",
  "offline.spec.ts",
  "pwa.spec.ts", // installability, offline start, the app shell's caching
  "updates.spec.ts", // a new version taking over
].map((f) => `**/${f}`);

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  timeout: 60_000,
  // On CI the run ends itself well before the CI budget should a test or the server hang: the report
  // then names what did not finish (scripts/test.mjs ends the whole step 5 minutes later).
  globalTimeout: process.env.CI ? 35 * 60_000 : 0,
  expect: { timeout: 10_000 },
  // Tests of one file run side by side too, each with data of its own (docs/ARCHITECTURE.md §9.3); a
  // file whose tests share a server or build on each other says so (test.describe.configure).
  fullyParallel: true,
  // Two workers on the 2-core CI machine: the README has the times (E2E_WORKERS overrides).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "test-results/e2e.json" }],
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // The browser asks for reduced motion, as some users' do: the app's dialogs, toasts and charts
    // then appear at once (docs/ARCHITECTURE.md §7), so no check waits for a transition to end.
    // Contexts a test opens itself take it from here (otherUser in tests/e2e/fixtures.ts).
    reducedMotion: "reduce",
    // A failed test keeps its trace (actions, DOM snapshots, network) and a screenshot of its end.
    // The trace's screencast is off: it made the suite a third slower on a 2-core machine
    // (admin-packages.spec.ts: 3.6 min with it, 2.7 min without, 2.4 min with no trace at all).
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: chromiumArgs,
    },
  },
  // The files about the service worker (offline use, installing, updates, replays of queued writes)
  // run with it; the rest block it, so their browser contexts do not each install the whole app for
  // offline use (~1.7 s of CPU per context; docs/ARCHITECTURE.md §9.3). The service-worker files
  // come first: their long serial tests (updates.spec.ts) then do not end the run on one worker.
  projects: [
    {
      name: "with-sw",
      testMatch: SERVICE_WORKER_FILES,
      use: { ...devices["Desktop Chrome"], channel: undefined, serviceWorkers: "allow" },
    },
    {
      name: "chromium",
      testIgnore: SERVICE_WORKER_FILES,
      use: { ...devices["Desktop Chrome"], channel: undefined, serviceWorkers: "block" },
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
