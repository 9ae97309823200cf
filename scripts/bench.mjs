// `npm run bench` (full sizes; writes bench-results/latest.*) or `npm run bench -- --smoke`.
import { spawnSync } from "node:child_process";

const r = spawnSync(process.execPath, ["--import", "tsx", "tests/bench/run.ts", ...process.argv.slice(2)], {
  stdio: "inherit",
});
process.exit(r.status ?? 1);
