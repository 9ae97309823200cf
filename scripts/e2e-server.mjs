// The server the end-to-end suite drives: a fresh build of the PWA and a fresh demo database.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

const port = process.argv[2] ?? "4319";
const dataDir = process.env.E2E_DATA_DIR ?? `test-results/e2e-data-${port}`;
// A separate build folder lets two suites run side by side (E2E_DIST=/tmp/dist-a …).
const dist = process.env.E2E_DIST ?? "dist";
rmSync(dataDir, { recursive: true, force: true });
if (process.env.E2E_SKIP_BUILD !== "1") {
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn", "--outDir", dist, "--emptyOutDir"], {
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: port,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    STATIC_DIR: dist,
    SEED: "demo",
    LOG_REQUESTS: "0",
    // Many sign-ins come from one address during the suite.
    LOGIN_LIMIT_PER_IP: "1000",
    // The key the suite posts website and GDS bookings with (tests/e2e/fixtures.ts).
    WEB_API_KEY: "e2e-web-api-key-0123456789",
    DATABASE_URL: "",
  },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => process.exit(code ?? 0));
