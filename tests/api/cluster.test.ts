/**
 * Several server processes on one PostgreSQL (docs/ARCHITECTURE.md §6.5): three `server/main.ts`
 * processes on one fresh database, behind a round-robin proxy started here (request i goes to
 * process i % 3). Seats are never oversold, the failed-password limit counts across the processes,
 * a block made through one is seen by the others from the next call on, one Idempotency-Key sent to
 * two at once makes one booking, and the housekeeping runs once per period whichever processes are
 * up, taken over by another when its runner dies. PostgreSQL only: PGlite serves one process.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEEDS_POSTGRES } from "../../server/cluster.ts";
import { DEFAULT_LIMITS } from "../../server/config.ts";
import { hashPassword } from "../../server/services/passwords.ts";
import { flightInput, passengers } from "./helpers/fixtures.ts";
import { until } from "./helpers/poll.ts";
import { adminToken, type Proc, processEnv, spawnServer, startProcess } from "./helpers/process.ts";
import { TEST_PASSWORD } from "./helpers/server.ts";

const PG = process.env.SAFAR_TEST_PG_URL;
/** The housekeeping's period in these processes (MAINTENANCE_INTERVAL_MS). */
const PERIOD_MS = 400;
const CUSTOMERS = 100;

type Answer = { status: number; body: any };

let procs: Proc[] = [];
let proxy: Server | undefined;
let proxyUrl = "";
let db: pg.Pool | undefined;
let cleanup = async () => {};
let admin = "";
/** Signed-in customers: id, e-mail and token. */
const customers: { id: string; email: string; token: string }[] = [];

async function call(base: string, method: string, path: string, body?: unknown, headers = {}) {
  const res = await fetch(base + path, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined } as Answer;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A proxy on 127.0.0.1 that sends the i-th request to process i % 3. */
function roundRobin(targets: string[]): Promise<Server> {
  let i = 0;
  const server = createServer((req, res) => {
    const target = new URL(targets[i++ % targets.length]!);
    const out = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on("error", () => {
      res.writeHead(502).end();
    });
    req.pipe(out);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** The housekeeping runs each process logged: [process index, time]. */
function housekeepingRuns(): { proc: number; at: number }[] {
  const runs: { proc: number; at: number }[] = [];
  procs.forEach((p, proc) => {
    for (const line of p.output().split("\n")) {
      if (!line.includes('"msg":"housekeeping"')) continue;
      runs.push({ proc, at: Date.parse(JSON.parse(line).time) });
    }
  });
  return runs.sort((a, b) => a.at - b.at);
}

const TITLE = "three server processes on one PostgreSQL database";
describe.skipIf(!PG)(
  PG ? TITLE : `${TITLE} (skipped: SAFAR_TEST_PG_URL is empty, and PGlite serves one process)`,
  () => {
    beforeAll(async () => {
      const made = await processEnv("w37-cluster");
      cleanup = made.cleanup;
      const env: Record<string, string> = { ...made.env, MAINTENANCE_INTERVAL_MS: String(PERIOD_MS) };
      // Three at once: they migrate and create the admin one after the other (the start lock).
      procs = await Promise.all([0, 1, 2].map(() => startProcess(env)));
      proxy = await roundRobin(procs.map((p) => p.url));
      proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      db = new pg.Pool({ connectionString: env.DATABASE_URL, max: 4 });
      admin = await adminToken(proxyUrl);
      // The customers straight into the database with one hash, then signed in through the proxy.
      const hash = await hashPassword(TEST_PASSWORD);
      const tag = randomBytes(3).toString("hex");
      const { rows } = await db.query<{ id: string; email: string }>(
        `insert into users (name, email, password_hash, role, is_approved, mobile_number, address, city, country, company)
       select 'Customer ' || i, 'c' || i || '.${tag}@example.pk', $1, 'customer', true, '+923001234567',
              '12 Mall Road', 'Lahore', 'Pakistan', 'Test Travels'
       from generate_series(1, ${CUSTOMERS}) as i
       returning id, email`,
        [hash],
      );
      // Ten at a time: a process's password queue is sized for people, not a burst of a hundred.
      for (let i = 0; i < rows.length; i += 10) {
        const batch = rows.slice(i, i + 10).map(async (r) => {
          const res = await call(proxyUrl, "POST", "/api/auth/login", {
            email: r.email,
            password: TEST_PASSWORD,
          });
          if (res.status !== 200)
            throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
          return { ...r, token: res.body.token as string };
        });
        customers.push(...(await Promise.all(batch)));
      }
    });

    afterAll(async () => {
      for (const p of procs) p.child.kill("SIGKILL");
      await Promise.all(procs.map((p) => p.exited));
      await new Promise<void>((r) => (proxy ? proxy.close(() => r()) : r()));
      await db?.end();
      await cleanup();
    });

    it("answers from each of the three processes in turn", async () => {
      const answers = await Promise.all([0, 1, 2].map(() => call(proxyUrl, "GET", "/api/health")));
      const pids = new Set(answers.map((a) => a.body.process.pid));
      expect(pids).toEqual(new Set(procs.map((p) => p.child.pid)));
      for (const a of answers) expect(a.body.process.worker).toBeNull();
    });

    it("sells exactly 10 seats to 100 one-seat bookings sent at once, and the count adds up", async () => {
      const flight = await call(
        proxyUrl,
        "POST",
        "/api/flights",
        flightInput({ seatsAvailable: 10 }),
        bearer(admin),
      );
      expect(flight.status).toBe(201);
      const ticketId = flight.body.flight._id as string;
      const answers = await Promise.all(
        customers.map((c) =>
          call(proxyUrl, "POST", "/api/bookings", { ticketId, passengers: passengers(1) }, bearer(c.token)),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
      const { rows } = await db!.query<{ left: number; held: number; n: number }>(
        `select f.seats_available as left,
              (select coalesce(sum(passenger_count), 0)::int from flight_bookings b
                where b.flight_id = f.id and b.status in ('pending', 'approved')) as held,
              (select count(*)::int from flight_bookings b where b.flight_id = f.id) as n
       from flights f where f.id = $1`,
        [ticketId],
      );
      expect(rows[0]).toEqual({ left: 0, held: 10, n: 10 });
    });

    it("refuses the wrong password past the limit, counted across the three (429)", async () => {
      const limit = DEFAULT_LIMITS.loginPerEmail.limit;
      const email = customers[0]!.email;
      const statuses: number[] = [];
      // One after the other, so the round robin spreads them evenly over the processes.
      for (let i = 0; i < limit + 1; i++) {
        statuses.push(
          (await call(proxyUrl, "POST", "/api/auth/login", { email, password: "Wrong@12345" })).status,
        );
      }
      expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
      expect(statuses[limit]).toBe(429);
    });

    it("refuses a customer blocked through one process on the other two from the next call", async () => {
      const c = customers[1]!;
      // Every process has the account in its cache.
      for (const p of procs) {
        for (let i = 0; i < 2; i++)
          expect((await call(p.url, "GET", "/api/auth/me", undefined, bearer(c.token))).status).toBe(200);
      }
      const blocked = await call(
        procs[0]!.url,
        "PUT",
        `/api/customers/${c.id}/status`,
        { isBlocked: true },
        bearer(admin),
      );
      expect(blocked.status).toBe(200);
      for (const p of procs.slice(1)) {
        expect((await call(p.url, "GET", "/api/auth/me", undefined, bearer(c.token))).status).toBe(401);
      }
    });

    it("makes one booking of one Idempotency-Key sent to two processes at the same moment", async () => {
      const flight = await call(
        proxyUrl,
        "POST",
        "/api/flights",
        flightInput({ seatsAvailable: 5 }),
        bearer(admin),
      );
      const ticketId = flight.body.flight._id as string;
      const c = customers[2]!;
      const headers = { ...bearer(c.token), "idempotency-key": `cluster-${randomBytes(4).toString("hex")}` };
      const body = { ticketId, passengers: passengers(1) };
      const [a, b] = await Promise.all(
        [procs[0]!, procs[1]!].map((p) => call(p.url, "POST", "/api/bookings", body, headers)),
      );
      const made = [a!, b!].filter((x) => x.status === 201);
      expect(made.length).toBeGreaterThanOrEqual(1);
      for (const x of [a!, b!]) expect([201, 409]).toContain(x.status);
      if (made.length === 2) expect(made[0]!.body.booking._id).toBe(made[1]!.body.booking._id);
      const { rows } = await db!.query<{ n: number }>(
        "select count(*)::int as n from flight_bookings where flight_id = $1",
        [ticketId],
      );
      expect(rows[0]!.n).toBe(1);
    });

    it("runs the housekeeping once per period in one process, and another takes over when it dies", async () => {
      // Enough periods to see a second process run it in the same period, were it to.
      const runs = await until("eight housekeeping runs", housekeepingRuns, (r) => r.length >= 8, 20_000);
      const runner = runs[0]!.proc;
      expect(new Set(runs.map((r) => r.proc))).toEqual(new Set([runner]));
      // At most one run per period over the span (three runners would make about three times as many).
      const span = runs.at(-1)!.at - runs[0]!.at;
      expect(runs.length).toBeLessThanOrEqual(Math.floor(span / PERIOD_MS) + 2);
      procs[runner]!.child.kill("SIGKILL");
      await procs[runner]!.exited;
      const taken = await until(
        "another process to run the housekeeping",
        () => housekeepingRuns().filter((r) => r.proc !== runner),
        (r) => r.length >= 2,
        20_000,
      );
      expect(new Set(taken.map((r) => r.proc)).size).toBe(1);
    });
  },
);

// On either engine: the refusal needs no database.
it("refuses WORKERS on the embedded database, in one sentence, before writing anything", async () => {
  const dir = mkdtempSync(join(tmpdir(), "w37-workers-"));
  try {
    const dataDir = join(dir, "data");
    const p = await spawnServer({ WORKERS: "2", DATABASE_URL: "", DATA_DIR: dataDir });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain(`Safar did not start: ${NEEDS_POSTGRES}`);
    expect(existsSync(dataDir)).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
