/**
 * The server as `npm start` runs it, for the process tests: `server/main.ts` in a child process with
 * its own environment, on a PGlite data directory in a temporary folder, or on a throwaway
 * PostgreSQL database when SAFAR_TEST_PG_URL is set.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { scratchDatabase } from "./scratch-database.ts";

export const PROCESS_ADMIN = { email: "ops@safar.test", password: "Ops@Admin2026" };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export type Proc = { child: ChildProcess; output: () => string; exited: Promise<number | null>; url: string };

/** Runs `server/main.ts` in a child process, its output (stdout and stderr) collected. */
export async function spawnServer(env: Record<string, string>): Promise<Proc> {
  const port = await freePort();
  let out = "";
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_REQUESTS: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => {
    out += d;
  });
  child.stderr!.on("data", (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => out, exited, url: `http://127.0.0.1:${port}` };
}

/** Starts the server and waits until /api/health answers. */
export async function startProcess(env: Record<string, string>): Promise<Proc> {
  const { child, output, exited, url } = await spawnServer(env);
  // Starting means compiling TypeScript and opening the database: allow for a busy machine.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { child, output, exited, url };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start:\n${output()}`);
}

export type ProcessEnv = { env: Record<string, string>; cleanup: () => Promise<void> };

/**
 * A working directory with a tiny built PWA, DATA_DIR, the admin of PROCESS_ADMIN, no demo data and
 * a fixed JWT secret (so tokens survive a restart); on PostgreSQL runs, a database of its own.
 */
export async function processEnv(prefix: string): Promise<ProcessEnv> {
  const workDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const dist = join(workDir, "dist");
  mkdirSync(join(dist, "assets"), { recursive: true });
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>Safar</title><div id=root></div>");
  writeFileSync(join(dist, "sw.js"), "self.addEventListener('install', () => {});");
  writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log('app');");
  const env: Record<string, string> = {
    DATA_DIR: join(workDir, "data"),
    STATIC_DIR: dist,
    SEED: "none",
    ADMIN_EMAIL: PROCESS_ADMIN.email,
    ADMIN_PASSWORD: PROCESS_ADMIN.password,
    JWT_SECRET: randomBytes(32).toString("hex"),
  };
  let dropDb = async () => {};
  const adminPgUrl = process.env.SAFAR_TEST_PG_URL;
  if (adminPgUrl) {
    const scratch = await scratchDatabase(adminPgUrl, prefix);
    env.DATABASE_URL = scratch.url;
    dropDb = scratch.drop;
  }
  return {
    env,
    async cleanup() {
      await dropDb();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

export async function login(url: string, email: string, password: string) {
  return fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
}

/** Signs the PROCESS_ADMIN in and returns the token. */
export async function adminToken(url: string): Promise<string> {
  const res = await login(url, PROCESS_ADMIN.email, PROCESS_ADMIN.password);
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
