// `npm run screens`: the screenshots for a person to look at, test-results/screenshots/*.png. The
// end-to-end specs that take them (`await screen(...)`, tests/e2e/fixtures.ts) run with SCREENS=1;
// the suite's own runs leave the pictures out. Playwright's web server builds the app first (unless
// E2E_SKIP_BUILD=1). Extra arguments go to Playwright (`npm run screens -- --grep dashboard`).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";

const dir = "tests/e2e";
const specs = readdirSync(dir)
  .filter((f) => f.endsWith(".spec.ts") && /\bawait screen\(/.test(readFileSync(`${dir}/${f}`, "utf8")))
  .sort()
  .map((f) => `${dir}/${f}`);
rmSync("test-results/screenshots", { recursive: true, force: true });
const run = spawnSync("npx", ["playwright", "test", ...specs, ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, SCREENS: "1" },
});
process.exit(run.status ?? 1);
