import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLogs } from "../../server/db/schema.ts";
import { analyzeChangedTables } from "../../server/services/maintenance.ts";
import { startServer, type TestServer } from "./helpers/server.ts";

let s: TestServer;

beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const changedSinceAnalyze = async (table: string): Promise<number> => {
  const res = await s.deps.db.execute(
    sql`select n_mod_since_analyze::int as n from pg_stat_user_tables where relname = ${table}`,
  );
  return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

describe("planner statistics (PGlite has no autovacuum)", () => {
  it("analyzes a table changed well past its last statistics, and leaves one that did not change", async () => {
    const base = { ipAddress: "10.0.0.5", userAgent: "Mozilla/5.0", metadata: {} };
    await s.deps.db.insert(activityLogs).values(
      Array.from({ length: 400 }, (_, i) => ({
        ...base,
        userName: "Agency Admin",
        userEmail: "admin@agency.pk",
        userRole: "admin",
        action: "login",
        resource: "auth",
        details: `Entry ${i}`,
        status: "success" as const,
      })),
    );
    // PostgreSQL's backends report their counts within a second or so of going idle.
    await expect
      .poll(() => changedSinceAnalyze("activity_logs"), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(400);
    await analyzeChangedTables(s.deps.db);
    // Analyzed here (or, on PostgreSQL, by its autovacuum meanwhile): the count starts again.
    expect(await changedSinceAnalyze("activity_logs")).toBeLessThan(50);
    expect(await analyzeChangedTables(s.deps.db)).not.toContain("activity_logs");
  });
});
