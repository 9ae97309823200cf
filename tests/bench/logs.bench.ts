/**
 * Activity logs at scale: the admin's log calls over 1,000,000 activity_logs rows (smoke: 20,000),
 * on PGlite and, when a server answers, on PostgreSQL, each against an anchor measured in the same
 * run.
 *
 * - The rows are written by INSERT … SELECT over generate_series (a year of logs, one every 30 s,
 *   so today holds up to ~2,900): 200 users, the route files' actions with their resources, 2%
 *   errors and 3% warnings, details naming booking references. On PostgreSQL then VACUUM ANALYZE,
 *   as autovacuum would have left a table of that age; PGlite runs no autovacuum (a single-user
 *   backend), so its table is measured as written, without planner statistics.
 * - The app's own server (createApp + @hono/node-server, in this process) is read over loopback HTTP
 *   as the Activity Logs screen reads it: GET /api/logs page 1 with no filter, with an action filter,
 *   with two searches, a deep page (page 500) and the middle of the list (not judged: an OFFSET is
 *   linear in the page), and GET /api/logs/stats; plus the dashboard's
 *   GET /api/logs/recent-activity?limit=50 and its unchanged delta.
 * - Anchor: GET /api/auth/me as the same admin, through the same stack (authentication, one
 *   primary-key lookup, JSON), timed in alternation with each call (a, b, a, b …) so both see the
 *   same load; the ratio is the median of the rounds' own ratios. The database's bare `select 1`
 *   round trip is in the notes, as is the time the rows took to write (what the indexes and the
 *   counting triggers cost on the write side).
 * - Budget (full runs): each call's median ≤ 100 ms on PostgreSQL, ≤ 250 ms on PGlite (WASM, one
 *   thread). Every answer is checked: status 200, and the totals of the unfiltered list and of the
 *   two searches are the numbers of rows written that match.
 */

import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { createApp } from "../../server/app.ts";
import { type Database, openDatabase } from "../../server/db/client.ts";
import { users } from "../../server/db/schema.ts";
import { analyzeChangedTables } from "../../server/services/maintenance.ts";
import { issueToken } from "../../server/services/tokens.ts";
import { scratchDatabase } from "../api/helpers/scratch-database.ts";
import { benchServerConfig, listenInProcess } from "./harness.ts";
import { type BenchFigure, median, pairedRatio, table } from "./util.ts";
import { rawGet } from "./wire.bench.ts";

type Log = (s: string) => void;

/** Actions and their resources, as the route files log them (the first ones most often). */
const KINDS: readonly (readonly [string, string])[] = [
  ["login", "auth"],
  ["login", "auth"],
  ["login", "auth"],
  ["logout", "auth"],
  ["create_booking", "booking"],
  ["create_booking", "package_booking"],
  ["approve_booking", "booking"],
  ["cancel_booking", "booking"],
  ["mark_paid", "booking"],
  ["update_flight", "flight"],
  ["create_flight", "flight"],
  ["update_package", "package"],
  ["approve_booking", "direct_booking"],
  ["create_booking", "gds_booking"],
  ["update_profile", "user"],
  ["approve_user", "user"],
  ["export_logs", "log"],
  ["security_alert", "auth"],
];
const ROLES = ["customer", "customer", "customer", "admin", "system"];
const USERS = 200;
const STEP_SECONDS = 30;

const pgArray = (xs: readonly string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(",")}]`;

/**
 * Writes `n` log rows, the newest at `newest`, in slices of 100k rows (one statement each). With
 * `vacuum`, then VACUUM ANALYZE (what autovacuum does on PostgreSQL; on PGlite the server's
 * housekeeping analyzes instead).
 */
export async function fill(
  database: Database,
  n: number,
  newest: Date,
  log: Log,
  vacuum: boolean,
): Promise<void> {
  const actions = pgArray(KINDS.map((k) => k[0]));
  const resources = pgArray(KINDS.map((k) => k[1]));
  const roles = pgArray(ROLES);
  const slice = 100_000;
  for (let from = 0; from < n; from += slice) {
    const to = Math.min(n, from + slice) - 1;
    await database.db.execute(
      sql.raw(`
        insert into activity_logs
          (user_id, user_name, user_email, user_role, action, resource, resource_id, details, status,
           ip_address, user_agent, metadata, created_at)
        select
          null,
          'Agency User ' || (g % ${USERS}),
          'user' || (g % ${USERS}) || '@agency.pk',
          (${roles})[1 + (g % ${USERS}) % ${ROLES.length}],
          (${actions})[1 + (g * 7) % ${KINDS.length}],
          (${resources})[1 + (g * 7) % ${KINDS.length}],
          md5(g::text),
          'Entry ' || g || ' for booking SF-' || lpad((g % 100000)::text, 5, '0') || ' from Agency User ' || (g % ${USERS}),
          case when g % 50 = 0 then 'error' when g % 33 = 0 then 'warning' else 'success' end,
          '10.' || (g % 250) || '.' || (g % 7) || '.1',
          'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
          jsonb_build_object('n', g),
          '${newest.toISOString()}'::timestamptz - make_interval(secs => g * ${STEP_SECONDS})
        from generate_series(${from}, ${to}) g
      `),
    );
    log(`logs: ${(to + 1).toLocaleString("en")} rows`);
  }
  if (vacuum) await database.db.execute(sql.raw("vacuum analyze activity_logs"));
}

const totalIs = (expected: number) => (body: unknown) => {
  const total = (body as { total?: unknown }).total;
  return total === expected ? null : `total ${String(total)}, expected ${expected}`;
};

type Call = {
  name: string;
  path: string;
  check?: (body: unknown) => string | null;
  /** Not judged: what the figure shows, instead of a budget. */
  unjudged?: string;
};

/** Median ms of `fn` and of the anchor, timed in alternation after a warm-up of each. */
async function alternate(
  rounds: number,
  anchor: () => Promise<number>,
  fn: () => Promise<number>,
): Promise<{ ms: number; anchorMs: number; ratio: number }> {
  await anchor();
  await fn();
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < rounds; i++) {
    a.push(await anchor());
    b.push(await fn());
  }
  return { ms: median(b), anchorMs: median(a), ratio: pairedRatio(b, a) };
}

async function measure(
  kind: "PGlite" | "PostgreSQL",
  database: Database,
  opts: { smoke: boolean; log: Log; n: number },
): Promise<BenchFigure[]> {
  const { n, log, smoke } = opts;
  const now = new Date();
  log(`logs: ${kind}, writing ${n.toLocaleString("en")} activity logs`);
  const started = performance.now();
  // The newest a minute old: outside the sync cursor's margin, so the delta below is unchanged data.
  await fill(database, n, new Date(now.getTime() - 60_000), log, kind === "PostgreSQL");
  const fillSeconds = (performance.now() - started) / 1000;
  // PGlite has no autovacuum: the server's housekeeping analyzes the changed tables within its first
  // minute (services/maintenance.ts), as autovacuum would on PostgreSQL (the VACUUM ANALYZE above).
  if (kind === "PGlite") await analyzeChangedTables(database.db);
  const [admin] = await database.db
    .insert(users)
    .values({
      name: "Bench Admin",
      email: `bench-admin-${randomUUID()}@example.pk`,
      passwordHash: "not-used",
      role: "admin",
      isApproved: true,
    })
    .returning();
  const config = benchServerConfig();
  const { app } = createApp(database, config);
  const { server, base } = await listenInProcess(app);
  try {
    const headers = {
      authorization: `Bearer ${await issueToken({ db: database.db, config }, admin!, new Date())}`,
    };
    const get = async (path: string, check?: Call["check"]) => {
      const a = await rawGet(base + path, headers);
      if (a.status !== 200) throw new Error(`${path} answered ${a.status}: ${a.text.slice(0, 200)}`);
      const problem = check?.(JSON.parse(a.text));
      if (problem) throw new Error(`${path}: ${problem}`);
      return a.ms;
    };
    const anchor = () => get("/api/auth/me");
    const cursor = (await rawGet(`${base}/api/logs/recent-activity?limit=50`, headers)).headers[
      "x-sync-cursor"
    ];
    const middle = Math.max(1, Math.floor(n / 20 / 2));
    const deep = Math.min(500, Math.floor(middle / 2));
    const calls: Call[] = [
      {
        name: "GET /api/logs, page 1, no filter",
        path: "/api/logs?page=1&limit=20",
        check: totalIs(n),
      },
      {
        name: "GET /api/logs?action=approve_booking",
        path: "/api/logs?page=1&limit=20&action=approve_booking",
      },
      {
        name: "GET /api/logs?search=SF-04821 (a booking reference)",
        path: "/api/logs?page=1&limit=20&search=SF-04821",
        check: totalIs(Math.ceil(Math.max(0, n - 4821) / 100_000)),
      },
      {
        name: "GET /api/logs?search=user17@ (one user of 200)",
        path: "/api/logs?page=1&limit=20&search=user17%40",
        check: totalIs(Math.ceil(Math.max(0, n - 17) / USERS)),
      },
      {
        name: `GET /api/logs?page=${deep} (${((deep - 1) * 20).toLocaleString("en")} rows in)`,
        path: `/api/logs?page=${deep}&limit=20`,
      },
      {
        name: `GET /api/logs?page=${middle.toLocaleString("en")} (the middle of the list)`,
        path: `/api/logs?page=${middle}&limit=20`,
        unjudged:
          "not judged: a page number is an OFFSET, read past in the index, so the time grows with the page (Previous/Next paging never goes this deep)",
      },
      { name: "GET /api/logs/stats", path: "/api/logs/stats" },
      { name: "GET /api/logs/recent-activity?limit=50", path: "/api/logs/recent-activity?limit=50" },
      {
        name: "GET /api/logs/recent-activity?limit=50&since=… (unchanged)",
        path: `/api/logs/recent-activity?limit=50&since=${encodeURIComponent(String(cursor))}`,
      },
    ];
    // The database's own round trip, for the notes.
    const pings: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      await database.ping();
      pings.push(performance.now() - t);
    }
    const ping = median(pings);
    const rounds = smoke ? 3 : 9;
    const budget = kind === "PostgreSQL" ? 100 : 250;
    const figures: BenchFigure[] = [];
    for (const call of calls) {
      const m = await alternate(rounds, anchor, () => get(call.path, call.check));
      log(`logs: ${kind} ${call.name}: ${m.ms.toFixed(1)} ms (anchor ${m.anchorMs.toFixed(1)} ms)`);
      figures.push({
        figure: `${kind}, ${n.toLocaleString("en")} logs: ${call.name}`,
        value: m.ms,
        unit: "ms",
        anchor: `GET /api/auth/me ${m.anchorMs.toFixed(1)} ms`,
        ratio: m.ratio,
        budget: call.unjudged ? "—" : `median ≤ ${budget} ms`,
        pass: smoke || call.unjudged ? null : m.ms <= budget,
        note: `${call.unjudged ? `${call.unjudged}; ` : ""}median of ${rounds}, loopback HTTP; the database's select 1: ${ping.toFixed(2)} ms; ${n.toLocaleString("en")} rows written in ${fillSeconds.toFixed(0)} s`,
      });
    }
    return figures;
  } finally {
    await closeServer(server);
  }
}

async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
}

export async function logsBench(opts: { smoke: boolean; log: Log }): Promise<BenchFigure[]> {
  const n = opts.smoke ? 20_000 : 1_000_000;
  const figures: BenchFigure[] = [];
  const work = mkdtempSync(join(tmpdir(), "safar-bench-logs-"));
  try {
    // PGlite in a data directory (a million rows and their indexes are too big to keep in WASM memory).
    const lite = await openDatabase({ kind: "pglite", dataDir: join(work, "pglite") });
    try {
      figures.push(...(await measure("PGlite", lite, { ...opts, n })));
    } finally {
      await lite.close();
    }

    // scripts/pg-url.mjs (plain JS, shared with the test runners) has no type declarations.
    const pgUrlModule = "../../scripts/pg-url.mjs";
    const { reachablePostgres } = (await import(pgUrlModule)) as {
      reachablePostgres: () => Promise<string | undefined>;
    };
    const adminUrl = await reachablePostgres();
    if (!adminUrl) {
      figures.push({
        figure: `PostgreSQL, ${n.toLocaleString("en")} logs: the log calls`,
        value: null,
        unit: "ms",
        anchor: "GET /api/auth/me",
        ratio: null,
        budget: "median ≤ 100 ms",
        pass: null,
        note: "skipped: no PostgreSQL server answers (TEST_DATABASE_URL, DATABASE_URL or 127.0.0.1:5432)",
      });
      return figures;
    }
    // A database of its own, like the API tests: created here, dropped at the end.
    const scratch = await scratchDatabase(adminUrl, "safar_bench");
    try {
      const database = await openDatabase({ kind: "postgres", url: scratch.url });
      try {
        figures.push(...(await measure("PostgreSQL", database, { ...opts, n })));
      } finally {
        await database.close();
      }
    } finally {
      await scratch.drop();
    }
    return figures;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// Run alone: `node --import tsx tests/bench/logs.bench.ts [--smoke]`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const smoke = process.argv.includes("--smoke");
  const figures = await logsBench({ smoke, log: (s) => process.stderr.write(`[bench] ${s}\n`) });
  console.log(table(figures, smoke));
}
