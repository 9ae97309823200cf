// `npm run test:api`: the API suite on PGlite, then on PostgreSQL when a server answers.
import { spawnSync } from "node:child_process";
import { reachablePostgres } from "./pg-url.mjs";

const args = ["vitest", "run", "--project", "api", ...process.argv.slice(2)];
let failed = spawnSync("npx", args, { stdio: "inherit" }).status !== 0;
const url = await reachablePostgres();
if (url) {
  console.log("\n--- the same suite on PostgreSQL ---");
  failed =
    spawnSync("npx", args, { stdio: "inherit", env: { ...process.env, SAFAR_TEST_PG_URL: url } }).status !==
      0 || failed;
} else {
  console.log("PostgreSQL skipped: no server answers (set TEST_DATABASE_URL).");
}
process.exit(failed ? 1 : 0);
