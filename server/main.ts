/**
 * Starts Safar: reads the environment, opens the database (PGlite in DATA_DIR, or PostgreSQL at
 * DATABASE_URL), runs the migrations, seeds, and serves the API and the PWA until SIGTERM/SIGINT.
 * In production mode (NODE_ENV or SAFAR_ENV 'production') it seeds nothing and refuses to start
 * without its secrets and an admin, or with a demo password present (docs/ARCHITECTURE.md §6.1).
 * With WORKERS (or `--cluster`) on PostgreSQL the primary migrates and seeds, then forks the workers
 * that serve (server/cluster.ts, docs/ARCHITECTURE.md §6.5); on PGlite that start is refused.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NEEDS_POSTGRES, runPrimary, workerSlot, workersWanted } from "./cluster.ts";
import type { ServerEnv } from "./config.ts";
import { isProduction, readEnv, StartRefused } from "./config.ts";
import { type Database, openDatabase, pgliteDir, START_LOCK } from "./db/client.ts";
import type { AppConfig } from "./http/env.ts";
import { loggableError } from "./http/errors.ts";

function log(level: "info" | "warn" | "error", msg: string, extra: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, time: new Date().toISOString(), msg, ...extra });
  (level === "error" ? process.stderr : process.stdout).write(`${line}\n`);
}

async function main(): Promise<void> {
  // The server's files (the database, the kept JWT secret) are its own: 0600 files in 0700
  // directories, also those PGlite creates while it runs (docs/ARCHITECTURE.md §6.2).
  process.umask(0o077);
  // The rest of the server is loaded once the checks have passed: a refused start (a secret
  // missing, DATA_DIR held by another process) says so in about a second, not after the whole API
  // has been compiled.
  const production = isProduction(process.env) ? await import("./production.ts") : undefined;
  if (production) {
    const reasons = production.environmentRefusals(process.env);
    if (reasons.length > 0) throw new StartRefused(reasons);
  }
  // Before readEnv, which may write a JWT secret into DATA_DIR.
  const workers = workersWanted(process.env, process.argv);
  if (workers !== undefined && !process.env.DATABASE_URL) throw new StartRefused([NEEDS_POSTGRES]);
  const { server: env, app: config } = readEnv();
  const worker = workerSlot(process.env);
  config.worker = worker;
  const t0 = performance.now();
  const database = env.databaseUrl
    ? await openDatabase({ kind: "postgres", url: env.databaseUrl })
    : await openDatabase({ kind: "pglite", dataDir: pgliteDir(env.dataDir) });
  log("info", "database ready", { database: database.describe, ms: Math.round(performance.now() - t0) });
  if (worker === undefined) await prepare(database, env, production);
  if (workers !== undefined) {
    // The workers open their own connections; the primary only watches them.
    await database.close();
    runPrimary(workers, log);
    return;
  }
  await serveApp(database, env, config, worker);
}

/**
 * Seeds and checks the accounts, once: a lone process, or the primary of a cluster before any
 * worker starts. Under the start lock, so processes starting together on one PostgreSQL do it one
 * after the other (docs/ARCHITECTURE.md §6.5).
 */
async function prepare(
  database: Database,
  env: ServerEnv,
  production: typeof import("./production.ts") | undefined,
): Promise<void> {
  const { ensureAdmin, seedDemo } = await import("./db/seed/index.ts");
  const seedMode = seedModeOf(env, production !== undefined);
  try {
    await database.exclusive(START_LOCK, async () => {
      if (seedMode === "demo") {
        const { counts } = await seedDemo(database.db);
        if (Object.values(counts).some((n) => n > 0)) log("info", "demo data seeded", { counts });
      }
      if (production) {
        const demo = await production.demoPasswordRefusal(database.db);
        if (demo) throw new StartRefused([demo]);
      }
      if (env.adminEmail && env.adminPassword) {
        const result = await ensureAdmin(database.db, env.adminEmail, env.adminPassword);
        log("info", result === "created" ? "admin created" : "admin exists", {
          email: env.adminEmail.toLowerCase(),
        });
      }
      if (production) {
        const noAdmin = await production.adminRefusal(database.db, env.adminEmail);
        if (noAdmin) throw new StartRefused([noAdmin]);
      }
    });
  } catch (err) {
    await database.close();
    throw err;
  }
}

/** Production seeds nothing, whatever the engine; SEED=demo was refused before. */
const seedModeOf = (env: ServerEnv, production: boolean) =>
  env.seed ?? (env.databaseUrl || production ? "none" : "demo");

/** Serves the API and the PWA on the open database until SIGTERM/SIGINT. */
async function serveApp(database: Database, env: ServerEnv, config: AppConfig, worker?: number) {
  const { DEMO_ACCOUNTS, printSignIns } = await import("./db/seed/index.ts");
  const seedMode = seedModeOf(env, env.production);

  const [{ serve }, { createApp }, { answerClientErrorsAsJson }, { startMaintenance }, { startDelivery }] =
    await Promise.all([
      import("@hono/node-server"),
      import("./app.ts"),
      import("./http/node-server.ts"),
      import("./services/maintenance.ts"),
      import("./services/delivery.ts"),
    ]);
  const { app, deps } = createApp(database, config);
  const stopMaintenance = startMaintenance(deps);
  // Pushes and e-mails are sent after their commit, never inside a request (docs/ARCHITECTURE.md §13.2).
  const stopDelivery = startDelivery(deps);
  if (!config.push) log("warn", "push notifications are off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY");
  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info: AddressInfo) => {
    const url = `http://${env.host === "0.0.0.0" || env.host === "127.0.0.1" ? "localhost" : env.host}:${info.port}`;
    log("info", "listening", { url, database: database.kind, production: env.production, worker });
    // A cluster's workers share the port: the first one says where.
    if (worker !== undefined && worker !== 1) return;
    const lines: string[] = [];
    lines.push("", `  Safar is running at ${url}`, "");
    if (seedMode === "demo" && DEMO_ACCOUNTS.length > 0) printSignIns((l) => lines.push(l));
    if (env.adminEmail) lines.push(`  Admin from ADMIN_EMAIL: ${env.adminEmail.toLowerCase()}`);
    process.stdout.write(`${lines.join("\n")}\n\n`);
  }) as Server;
  answerClientErrorsAsJson(server);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log("info", "shutting down", { signal });
    stopMaintenance();
    const force = setTimeout(() => {
      log("warn", "requests still running after 10 s; closing anyway");
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    // Stop accepting connections; requests in flight finish, idle keep-alive sockets close now.
    server.close(async () => {
      clearTimeout(force);
      try {
        await stopDelivery();
        await database.close();
        log("info", "database closed");
        process.exit(0);
      } catch (err) {
        log("error", "database close failed", { err: loggableError(err) });
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  // A worker whose primary is gone drains and stops too.
  if (worker !== undefined) process.on("disconnect", () => shutdown("disconnect"));
}

main().catch((err) => {
  if (err instanceof StartRefused) {
    // What was refused and why, one sentence each; the process exits before listening.
    log("error", "refused to start", { production: isProduction(process.env), reasons: err.reasons });
    for (const reason of err.reasons) process.stderr.write(`  Safar did not start: ${reason}\n`);
  } else {
    log("error", "failed to start", { err: loggableError(err) });
  }
  process.exit(1);
});
