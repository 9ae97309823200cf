/**
 * Production mode and the data directory, on the server process as `NODE_ENV=production npm start`
 * runs it: no demo data, no start without the secrets and an admin or with a demo password present,
 * HSTS over TLS, and (PGlite) DATA_DIR held by one process with private files. The steps share one
 * data directory and run in order; each child start costs seconds, so each carries several checks.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PROCESS_ADMIN as ADMIN,
  login,
  type Proc,
  type ProcessEnv,
  processEnv,
  spawnServer,
  startProcess,
} from "./helpers/process.ts";

const onPostgres = Boolean(process.env.SAFAR_TEST_PG_URL);
const DEMO = { email: "admin@safar.pk", password: "Safar@2026" };
const NO_LOCK_ON_POSTGRES =
  "on PostgreSQL the database is a server of its own; DATA_DIR holds no database to lock";

let setup: ProcessEnv;
let env: Record<string, string>;
let serving: Proc | undefined;

beforeAll(async () => {
  setup = await processEnv("safar-prod");
  // The reverse proxy of a real deployment: TRUST_PROXY, so X-Forwarded-Proto counts.
  // SCRYPT_N_FOR_TESTS emptied: this file's servers hash and check passwords at the production cost,
  // the suite's one proof of a sign-in at that cost (every other server uses the test cost).
  env = { ...setup.env, NODE_ENV: "production", TRUST_PROXY: "1", SCRYPT_N_FOR_TESTS: "" };
  delete env.SEED;
});

afterAll(async () => {
  if (serving && serving.child.exitCode === null) {
    serving.child.kill("SIGKILL");
    await serving.exited;
  }
  await setup?.cleanup();
});

/** Runs a start that must fail: its exit status and the reasons of its 'refused to start' line. */
async function refusedStart(overrides: Record<string, string>) {
  const p = await spawnServer({ ...env, ...overrides });
  const code = await p.exited;
  const line = p
    .output()
    .split("\n")
    .find((l) => l.includes('"msg":"refused to start"'));
  if (!line) throw new Error(`no refusal logged (exit ${code}):\n${p.output()}`);
  return { code, reasons: (JSON.parse(line) as { reasons: string[] }).reasons, output: p.output() };
}

/** Every directory and file under `dir` whose mode is not 0700 (directories) or 0600 (files). */
function notPrivate(dir: string): string[] {
  const wrong: string[] = [];
  const check = (path: string) => {
    const st = statSync(path);
    const mode = st.mode & 0o777;
    if (mode !== (st.isDirectory() ? 0o700 : 0o600)) wrong.push(`${mode.toString(8)} ${path}`);
  };
  check(dir);
  for (const name of readdirSync(dir, { recursive: true }) as string[]) check(join(dir, name));
  return wrong;
}

describe("a production start", { timeout: 240_000 }, () => {
  it("refuses without its secrets, with a demo seed or a weak admin password, before touching the data; and without an admin", async () => {
    const first = await refusedStart({
      JWT_SECRET: "",
      SEED: "demo",
      ADMIN_PASSWORD: "password",
      SCRYPT_N_FOR_TESTS: "1024",
    });
    expect(first.code).toBe(1);
    expect(first.reasons).toEqual([
      expect.stringMatching(/^SEED=demo is refused in production/),
      "SCRYPT_N_FOR_TESTS is a test setting that weakens every new password hash: unset it in production",
      expect.stringMatching(/^JWT_SECRET is not set and no secret was kept by an earlier start/),
      "ADMIN_PASSWORD: Password must contain at least one uppercase letter",
    ]);
    expect(first.output).toContain("Safar did not start: SEED=demo is refused");
    expect(existsSync(env.DATA_DIR!)).toBe(false);

    const noAdmin = await refusedStart({ ADMIN_EMAIL: "", ADMIN_PASSWORD: "" });
    expect(noAdmin.code).toBe(1);
    expect(noAdmin.reasons).toEqual([
      "No admin account exists: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first one",
    ]);
  });

  it("serves with no demo account, the admin of ADMIN_EMAIL, HSTS over TLS and private files", async () => {
    serving = await startProcess(env);
    const { url } = serving;
    expect((await login(url, DEMO.email, DEMO.password)).status).toBe(401);
    const signIn = await login(url, ADMIN.email, ADMIN.password);
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const customers = await fetch(`${url}/api/customers`, { headers: { authorization: `Bearer ${token}` } });
    // The admin alone: nothing was seeded.
    expect(((await customers.json()) as { customers: unknown[] }).customers).toHaveLength(1);

    const overTls = await fetch(`${url}/api/health`, { headers: { "x-forwarded-proto": "https" } });
    expect(overTls.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const page = await fetch(`${url}/`, { headers: { "x-forwarded-proto": "https" } });
    expect(page.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const plain = await fetch(`${url}/api/health`, { headers: { "x-forwarded-proto": "http" } });
    expect(plain.headers.get("strict-transport-security")).toBeNull();

    // A customer who registers with a demo e-mail and the demo password (for the last test).
    const reg = await fetch(`${url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Ayesha Siddiqui",
        email: "ayesha@safar.pk",
        password: DEMO.password,
        mobileNumber: "+923001234567",
        address: "1 Jail Road",
        city: "Lahore",
        country: "Pakistan",
        company: "Rehmat Travel & Tours",
      }),
    });
    expect(reg.ok).toBe(true);

    if (!onPostgres) expect(notPrivate(env.DATA_DIR!)).toEqual([]);
  });

  it("holds DATA_DIR alone: a second process exits with a clear message while the first serves", async (ctx) => {
    ctx.skip(onPostgres, NO_LOCK_ON_POSTGRES);
    const second = await refusedStart({});
    expect(second.code).toBe(1);
    expect(second.reasons).toEqual([
      `DATA_DIR ${env.DATA_DIR} is in use by another Safar process (pid ${serving!.child.pid}); stop it or use another DATA_DIR`,
    ]);
    expect(second.output).not.toContain("database ready");
    expect((await fetch(`${serving!.url}/api/health`)).status).toBe(200);
  });

  it("after a kill -9 the next start takes over (PGlite: its stale lock) and refuses a demo password present", async () => {
    serving!.child.kill("SIGKILL");
    await serving!.exited;
    const lock = join(env.DATA_DIR!, "safar.lock");
    if (!onPostgres) expect(existsSync(lock)).toBe(true);

    const demo = await refusedStart({});
    expect(demo.code).toBe(1);
    // It opened the database (the lock was taken over) and found the demo password.
    expect(demo.output).toContain("database ready");
    expect(demo.reasons).toEqual([
      "An account signs in with the demo password printed in the README (ayesha@safar.pk): start once " +
        "without production mode to change their passwords or delete them, or use a fresh database",
    ]);
    // Released on exit.
    expect(existsSync(lock)).toBe(false);
  });
});
