import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          // A ceiling for a busy machine, not a time budget (benchmarks measure speed).
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          // Cheap password hashes for the suite's hundreds of sign-ins (docs/ARCHITECTURE.md §4.3);
          // tests/api/production.test.ts and the password-abuse flood use the production cost.
          env: { SCRYPT_N_FOR_TESTS: "1024" },
          globalSetup: ["tests/api/helpers/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite is single-threaded WASM: two files at a time fit two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
