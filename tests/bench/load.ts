/**
 * The load script the API benchmarks share (booking-api.bench.ts, cluster.bench.ts): closed-loop
 * keep-alive HTTP clients, their tallies, alternating rounds, and servers in child processes.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { Agent, request } from "node:http";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { flightBookings, flights } from "../../server/db/schema.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export type Sizes = { warmupMs: number; roundMs: number; rounds: number };
// ---------------------------------------------------------------------------------------------
// The load script
// ---------------------------------------------------------------------------------------------

/** One call's outcome: an HTTP status (a bare transaction reports 201; 0 is a network error or a
 * thrown error), and for a failure the start of the answer, to show in the notes. */
export type Answer = { status: number; error?: string };

/** What a client calls next (each client keeps its own sequence number). */
export type Load = (client: number, seq: number) => Promise<Answer>;

/** Everything one load answered, warm-up included, and its measured rounds. */
export class Tally {
  readonly statuses = new Map<number, number>();
  okTotal = 0;
  firstError: string | undefined;
  /** Per measured round: 2xx answers and the ms from the round's start to its last answer. */
  readonly rounds: { ok: number; ms: number }[] = [];
  readonly latencies: number[] = [];
  private readonly seqs: number[];

  /** `clients`: how many loops call `load` at once (each keeps its own sequence number). */
  constructor(
    readonly load: Load,
    readonly clients: number,
  ) {
    this.seqs = new Array<number>(clients).fill(0);
  }

  next(client: number): Promise<Answer> {
    const seq = this.seqs[client]!;
    this.seqs[client] = seq + 1;
    return this.load(client, seq);
  }

  /** 2xx answers per second over the measured rounds. */
  get rate(): number {
    const ms = this.rounds.reduce((a, r) => a + r.ms, 0);
    return (this.rounds.reduce((a, r) => a + r.ok, 0) / ms) * 1000;
  }

  roundRates(): number[] {
    return this.rounds.map((r) => (r.ok / r.ms) * 1000);
  }

  percentile(q: number): number {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    if (sorted.length === 0) return Number.NaN;
    return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
  }

  /** Answers with a status in from..to. */
  count(from: number, to: number): number {
    let n = 0;
    for (const [s, c] of this.statuses) if (s >= from && s <= to) n += c;
    return n;
  }

  /** Every answer as "n × status". */
  describe(): string {
    return [...this.statuses.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${n} × ${s === 0 ? "error" : s}`)
      .join(", ");
  }
}

/**
 * `t.clients` loops calling back to back for `ms`; nothing new starts after that, and the calls still
 * running are awaited. A measured round records its latencies and its throughput: the 2xx answers
 * over the time from its start until its last answer (a closed loop, so nothing is cut off).
 */
export async function drive(t: Tally, ms: number, measured: boolean): Promise<void> {
  const start = performance.now();
  const stop = start + ms;
  let ok = 0;
  let last = start;
  await Promise.all(
    Array.from({ length: t.clients }, async (_, client) => {
      while (performance.now() < stop) {
        const begun = performance.now();
        let answer: Answer;
        try {
          answer = await t.next(client);
        } catch (err) {
          answer = { status: 0, error: err instanceof Error ? err.message : String(err) };
        }
        const done = performance.now();
        t.statuses.set(answer.status, (t.statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 200 && answer.status < 300) {
          t.okTotal++;
          ok++;
        } else {
          t.firstError ??= `${answer.status} ${answer.error ?? ""}`.trim();
        }
        if (measured) t.latencies.push(done - begun);
        last = Math.max(last, done);
      }
    }),
  );
  if (measured) t.rounds.push({ ok, ms: last - start });
}

/**
 * A warm-up of each load, then `sizes.rounds` rounds of all of them back to back, so they all see
 * the same load on a shared machine; `afterEach` runs after each measured run of load i (checks).
 */
export async function alternate(
  loads: Load[],
  clients: number,
  sizes: Sizes,
  afterEach?: (i: number) => Promise<void>,
): Promise<Tally[]> {
  const tallies = loads.map((l) => new Tally(l, clients));
  if (sizes.warmupMs > 0) for (const t of tallies) await drive(t, sizes.warmupMs, false);
  for (let r = 0; r < sizes.rounds; r++) {
    for (const [i, t] of tallies.entries()) {
      await drive(t, sizes.roundMs, true);
      await afterEach?.(i);
    }
  }
  return tallies;
}

/** One HTTP/1.1 call on a keep-alive agent; the body is read to the end (and kept for failures). */
export function httpCall(
  agent: Agent,
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolveAnswer, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path, headers, agent }, (res) => {
      const status = res.statusCode ?? 0;
      if (status < 300) {
        res.resume();
        res.once("end", () => resolveAnswer({ status }));
      } else {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => {
          text += d;
        });
        res.once("end", () => resolveAnswer({ status, error: text.slice(0, 200) }));
      }
      res.once("error", reject);
    });
    req.once("error", reject);
    req.end(body);
  });
}

/**
 * Keep-alive HTTP clients (one socket per client, kept across rounds) for one server, or for several
 * in turn: client i calls `ports[i % ports.length]` (a round robin by connection, as a proxy's).
 */
export function httpClients(port: number | readonly number[], clients: number) {
  const ports = typeof port === "number" ? [port] : port;
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  return {
    load:
      (
        make: (
          client: number,
          seq: number,
        ) => { method: string; path: string; headers: Record<string, string>; body?: string },
      ): Load =>
      (client, seq) => {
        const r = make(client, seq);
        return httpCall(agent, ports[client % ports.length]!, r.method, r.path, r.headers, r.body);
      },
    close: () => agent.destroy(),
  };
}

// ---------------------------------------------------------------------------------------------
// Servers in child processes
// ---------------------------------------------------------------------------------------------

export type Child = { port: number; stop: () => Promise<void>; stderr: () => string };

/** Spawns `args` under tsx and waits until `probe` answers 200. */
export async function startChild(
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  probe: string,
): Promise<Child> {
  // BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the servers.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, "--import", "tsx", ...args], {
    cwd: ROOT,
    // The server's request logs go to /dev/null: written as in production, read by nobody.
    stdio: ["ignore", "ignore", "pipe"],
    env,
  });
  let stderr = "";
  child.stderr!.setEncoding("utf8");
  child.stderr!.on("data", (d: string) => {
    stderr = (stderr + d).slice(-4000);
  });
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited (${child.exitCode}): ${stderr}`);
    const ok = await fetch(`http://127.0.0.1:${port}${probe}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${args.join(" ")} did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    stderr: () => stderr,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
    },
  };
}

/**
 * The environment of a `server/main.ts` child (booking-api.bench.ts's header says why each setting):
 * a known JWT_SECRET, so the script can issue tokens, request logs written to /dev/null, no seed.
 */
export function serverEnv(
  port: number,
  dataDir: string,
  databaseUrl: string,
  jwtSecret: string,
): NodeJS.ProcessEnv {
  const staticDir = join(dataDir, "no-static");
  mkdirSync(staticDir, { recursive: true });
  return {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED: "none",
    ADMIN_EMAIL: "",
    ADMIN_PASSWORD: "",
    WEB_API_KEY: "",
    STATIC_DIR: staticDir,
    JWT_SECRET: jwtSecret,
    LOG_REQUESTS: "1",
  };
}

// ---------------------------------------------------------------------------------------------
// What the bookings left in the database
// ---------------------------------------------------------------------------------------------

/**
 * The overbooking check: every flight of `initial` (id → its seats before the load) with seats ≥ 0
 * and seats left + seats held by pending or approved bookings = its initial seats. Returns the
 * flights out of balance, as text.
 */
export async function flightsOutOfBalance(db: Db, initial: ReadonlyMap<string, number>): Promise<string[]> {
  const rows = await db
    .select({
      id: flights.id,
      left: flights.seatsAvailable,
      held: sql<number>`coalesce(sum(${flightBookings.passengerCount}), 0)::int`.mapWith(Number),
    })
    .from(flights)
    .leftJoin(
      flightBookings,
      and(eq(flightBookings.flightId, flights.id), inArray(flightBookings.status, ["pending", "approved"])),
    )
    .where(inArray(flights.id, [...initial.keys()]))
    .groupBy(flights.id);
  const bad = rows
    .filter((r) => r.left < 0 || r.left + r.held !== initial.get(r.id))
    .map((r) => `${r.id}: ${r.left} left + ${r.held} held ≠ ${initial.get(r.id)}`);
  if (rows.length !== initial.size) bad.push(`${initial.size - rows.length} flights missing`);
  return bad;
}

/** How many flight bookings the customers `who` have. */
export async function bookingsOf(db: Db, who: readonly string[]): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(flightBookings)
    .where(inArray(flightBookings.userId, [...who]));
  return r?.n ?? 0;
}
