import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * The unit tests of pure code (rules, parsers, the contract, worker functions: no DOM, no IndexedDB,
 * no module state a test sets): the files of a worker share its loaded modules instead of loading
 * them again for each file, about half of what these files cost. A test that needs a DOM, IndexedDB,
 * or stubs a global or a module goes to tests/unit/{ui,db,api} or is a .tsx file (isolated below).
 */
const SHARED_UNIT = ["tests/unit/*.test.ts", "tests/unit/{domain,features,server,workers}/**/*.test.ts"];
const unit = {
  environment: "node",
  // A ceiling for a busy machine, not a time budget (benchmarks measure speed).
  testTimeout: 20_000,
  // Vitest's default leaves one core to its main process, which is idle while tests run.
  maxWorkers: availableParallelism(),
} as const;

export default defineConfig({
  test: {
    projects: [
      { test: { ...unit, name: "unit-shared", include: SHARED_UNIT, isolate: false } },
      {
        test: {
          ...unit,
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          exclude: SHARED_UNIT,
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          // Cheap password hashes for the suite's hundreds of sign-ins (docs/ARCHITECTURE.md §9.2);
          // tests/api/production.test.ts and the password-abuse flood use the production cost.
          env: { SCRYPT_N_FOR_TESTS: "1024" },
          globalSetup: ["tests/api/helpers/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite is single-threaded WASM: two files at a time fit two cores (on PostgreSQL three
          // workers took a third longer than two).
          maxWorkers: 2,
          // The files of a worker share its modules: the server, the contract and their libraries
          // are loaded once per worker, not once per file (that loading was half the suite's time).
          // Each file starts its own server on its own database; the server's module-level caches
          // are keyed by database or app (docs/ARCHITECTURE.md §9.1).
          isolate: false,
        },
      },
    ],
  },
});
