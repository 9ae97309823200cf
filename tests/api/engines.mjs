// Which database engine runs which API test files (docs/ARCHITECTURE.md §9.1), read by scripts/test.mjs
// and scripts/test-api.mjs. With a PostgreSQL server: the whole suite on PostgreSQL, the production
// engine, then on PGlite the files below, where the engines differ. Without one: the whole suite on
// PGlite. (The end-to-end suite runs the whole app on PGlite either way.)
import { existsSync } from "node:fs";

/** Each file that also runs on PGlite when PostgreSQL runs the suite, with why. */
export const PGLITE_FILES = {
  "tests/api/db-transaction.test.ts":
    "db.transaction is drizzle's own on PGlite, a BEGIN pipelined with the first statement on PostgreSQL",
  "tests/api/error-log.test.ts": "the log line is made from the driver's error, and each driver has its own",
  "tests/api/booking-transaction.test.ts":
    "the booking statements: the hold cap in the seat/place UPDATE, the kept answer under the row lock",
  "tests/api/booking-sign-in.test.ts": "the lock on the customer's row that opens every booking transaction",
  "tests/api/booking-rules.test.ts":
    "the departure condition of the seat UPDATE, and dates read back as text by each driver",
  "tests/api/concurrency.test.ts":
    "seat and place counts under concurrent calls: interleaved on PGlite's one connection, not pooled",
  "tests/api/edit-races.test.ts": "edits checked and written under the record's lock while bookings race",
  "tests/api/security.test.ts":
    "hold caps and Idempotency-Key under parallel requests and a second server process on the database",
  "tests/api/idempotency.test.ts": "a stale claim raced for by two server processes on one database",
  "tests/api/sessions.test.ts": "onPostgres branch: a second server process on the same database",
  "tests/api/rate-limit.test.ts":
    "the advisory lock (pg_advisory_xact_lock) that makes failures sent at once raise one alert",
  "tests/api/analytics.test.ts": "aggregates (count, sum, to_char) as each driver hands them back",
  "tests/api/housekeeping.test.ts": "planner statistics: PGlite has no autovacuum, housekeeping analyzes",
  "tests/api/hygiene.test.ts": "the health check's probe, which PGlite answers synchronously in-process",
  "tests/api/process.test.ts": "SIGTERM and SIGKILL of the server process: PGlite's files in DATA_DIR",
  "tests/api/crash.test.ts": "a SIGKILL in an import transaction: what PGlite's data directory keeps",
  "tests/api/delta-late-commit.test.ts":
    "the delta cursor is a snapshot's xmin (pg_current_snapshot) and each row's writing transaction id",
  "tests/api/notifications.test.ts":
    "notices written in the transaction of the change that causes them, and rolled back with it",
  "tests/api/production.test.ts":
    "DATA_DIR's lock, its stale-lock takeover and private files exist on PGlite only",
};
// Not listed: tests/api/seed.test.ts opens PGlite itself whatever the run, so it runs on PGlite anyway.

/**
 * The API suite's runs: `pgUrl` is a reachable PostgreSQL server (scripts/pg-url.mjs) or undefined.
 * `filters` are vitest's file filters from the command line (none: every file); a PGlite run of the
 * listed files keeps those matching a filter, and is left out when none does.
 */
export function apiRuns(pgUrl, filters = []) {
  const missing = Object.keys(PGLITE_FILES).filter((f) => !existsSync(f));
  if (missing.length > 0) throw new Error(`tests/api/engines.mjs lists missing files: ${missing.join(", ")}`);
  const pglite = { SAFAR_TEST_PG_URL: "" };
  if (!pgUrl) return [{ name: "api on PGlite (no PostgreSQL: every file)", env: pglite, files: filters }];
  const listed = Object.keys(PGLITE_FILES).filter(
    (f) => filters.length === 0 || filters.some((x) => f.includes(x)),
  );
  return [
    { name: "api on PostgreSQL", env: { SAFAR_TEST_PG_URL: pgUrl }, files: filters },
    ...(listed.length > 0
      ? [{ name: "api on PGlite (engine-specific files)", env: pglite, files: listed }]
      : []),
  ];
}
