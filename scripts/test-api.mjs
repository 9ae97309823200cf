// `npm run test:api [-- vitest arguments]`: with a PostgreSQL server, the whole API suite on it and
// then the files listed in tests/api/engines.mjs on PGlite; without one, the whole suite on PGlite.
import { spawnSync } from "node:child_process";
import { apiRuns } from "../tests/api/engines.mjs";
import { reachablePostgres } from "./pg-url.mjs";

const args = process.argv.slice(2);
const filters = args.filter((a) => !a.startsWith("-"));
const options = args.filter((a) => a.startsWith("-"));
const url = await reachablePostgres();
if (!url)
  console.log("No PostgreSQL server answers (set TEST_DATABASE_URL): the whole suite runs on PGlite.");
let failed = false;
for (const run of apiRuns(url, filters)) {
  console.log(`\n--- ${run.name} ---`);
  const r = spawnSync("npx", ["vitest", "run", "--project", "api", ...options, ...run.files], {
    stdio: "inherit",
    env: { ...process.env, ...run.env },
  });
  failed = r.status !== 0 || failed;
}
process.exit(failed ? 1 : 0);
