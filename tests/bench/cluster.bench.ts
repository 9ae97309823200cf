/**
 * Several API processes on one PostgreSQL (docs/ARCHITECTURE.md §6.5): the same mixed load on one
 * `server/main.ts` process and on three behind a round robin (client i keeps a connection to process
 * i % 3, as a proxy balancing connections does), in alternating rounds of the same run, so each is
 * the other's anchor. Four processes run on one database throughout: the one, and the three.
 *
 * The load, per 50 clients:
 * - 40 book (POST /api/bookings), each booking sent twice at the same moment with one
 *   Idempotency-Key, the second time to another process (a retry that went elsewhere): one booking
 *   must come of it. A client books for 40 customers in turn (the production hold cap of 20 seats
 *   stays), over 10 roomy flights and 2 scarce ones that sell out during the run (their refusals,
 *   409, are expected);
 * - 8 pull, as the app's sync does: GET /api/bookings/me and GET /api/flights with `?since=` a cursor
 *   from a plain list read before the run;
 * - 2 sign in (POST /api/auth/login), with the production password cost.
 *
 * After every round: no flight overbooked (seats ≥ 0, and seats left + seats in pending or approved
 * bookings = the initial seats), and at the end one booking per Idempotency-Key that got a 2xx, no
 * 5xx. Those are bugs at any size: a smoke run (in `npm test`) throws on them. The throughput of
 * three processes beside one is reported without a budget: on a 2-core machine three processes
 * share the cores one process has; the figure says what a host with cores to spare gains.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readEnv } from "../../server/config.ts";
import { openDatabase } from "../../server/db/client.ts";
import { flights, users } from "../../server/db/schema.ts";
import { hashPassword } from "../../server/services/passwords.ts";
import { issueToken } from "../../server/services/tokens.ts";
import { passengers as passengerInputs } from "../api/helpers/fixtures.ts";
import { scratchDatabase } from "../api/helpers/scratch-database.ts";
import { freePort } from "./harness.ts";
import {
  type Answer,
  alternate,
  bookingsOf,
  type Child,
  flightsOutOfBalance,
  httpCall,
  type Load,
  type Sizes,
  serverEnv,
  startChild,
  type Tally,
} from "./load.ts";
import { type BenchFigure, pairedRatio } from "./util.ts";

const CLIENTS = 50;
const BOOKING_CLIENTS = 40;
const PULL_CLIENTS = 8;
const CUSTOMERS_PER_CLIENT = 40;
const ROOMY_FLIGHTS = 10;
const ROOMY_SEATS = 10_000_000;
const SCARCE_FLIGHTS = 2;
/** Seats of a scarce flight: sold out within the first rounds at any size but the smoke's. */
const SCARCE_SEATS = 300;
const SIGN_IN_USERS = 20;
const PASSWORD = "Bench@2026";
const PROCESSES = 3;

const FULL: Sizes = { warmupMs: 5000, roundMs: 2000, rounds: 5 };
const SMOKE: Sizes = { warmupMs: 0, roundMs: 500, rounds: 1 };

const PASSENGER_SETS = [1, 2, 3].map((n) => passengerInputs(n));

type Fixture = {
  bookers: string[];
  pullers: string[];
  signIns: string[];
  flightIds: string[];
  initial: Map<string, number>;
};

async function seed(url: string): Promise<Fixture> {
  const d = await openDatabase({ kind: "postgres", url, poolSize: 4 });
  try {
    const tag = randomBytes(3).toString("hex");
    const customer = (i: number, passwordHash: string) => ({
      name: `Cluster Customer ${i}`,
      email: `cluster${i}.${tag}@example.pk`,
      passwordHash,
      role: "customer" as const,
      isApproved: true,
      mobileNumber: "+923001234567",
      city: "Lahore",
      country: "Pakistan",
    });
    const bookerCount = BOOKING_CLIENTS * CUSTOMERS_PER_CLIENT;
    const made = await d.db
      .insert(users)
      // Not a scrypt hash: nobody can sign in as these; the script issues their tokens.
      .values(Array.from({ length: bookerCount + PULL_CLIENTS * 10 }, (_, i) => customer(i, "!bench")))
      .returning({ id: users.id });
    // One hash for all of them (each its own salt would cost a second each here, to no end).
    const hash = await hashPassword(PASSWORD);
    const signIn = await d.db
      .insert(users)
      .values(Array.from({ length: SIGN_IN_USERS }, (_, i) => customer(100_000 + i, hash)))
      .returning({ email: users.email });
    const seats = [
      ...Array.from({ length: ROOMY_FLIGHTS }, () => ROOMY_SEATS),
      ...Array.from({ length: SCARCE_FLIGHTS }, () => SCARCE_SEATS),
    ];
    const fl = await d.db
      .insert(flights)
      .values(
        seats.map((seatsAvailable, i) => ({
          airlineName: "Pakistan International Airlines",
          flightNumber: `PK ${800 + i}`,
          pnr: "PKC9QZ",
          departure: "LHE",
          destination: "JED",
          departureDate: "2030-03-01",
          departureTime: "09:00",
          arrivalDate: "2030-03-01",
          arrivalTime: "13:00",
          price: 150000,
          seatsAvailable,
        })),
      )
      .returning({ id: flights.id });
    return {
      bookers: made.slice(0, bookerCount).map((u) => u.id),
      pullers: made.slice(bookerCount).map((u) => u.id),
      signIns: signIn.map((u) => u.email),
      flightIds: fl.map((f) => f.id),
      initial: new Map(fl.map((f, i) => [f.id, seats[i]!])),
    };
  } finally {
    await d.close();
  }
}

/** The flights out of balance (load.ts), and the booking customers' bookings. */
async function overbooked(url: string, fx: Fixture): Promise<{ bad: string[]; bookings: number }> {
  const d = await openDatabase({ kind: "postgres", url, poolSize: 2 });
  try {
    return { bad: await flightsOutOfBalance(d.db, fx.initial), bookings: await bookingsOf(d.db, fx.bookers) };
  } finally {
    await d.close();
  }
}

type Kinds = { book: Tally["statuses"]; pull: Tally["statuses"]; signIn: Tally["statuses"] };

/**
 * The mixed load on `ports` (one process, or several in turn). Every key that got a 2xx from either
 * of its two sends goes into `keys`; what each kind of call answered goes into `kinds`.
 */
function mixedLoad(
  ports: readonly number[],
  fx: Fixture,
  tokens: { bookers: string[]; pullers: string[] },
  cursors: Map<string, { bookings: string; flights: string }>,
  keys: Set<string>,
  kinds: Kinds,
  run: string,
): { load: Load; close: () => void } {
  // Two sockets per client: a booking's two sends go out at the same moment.
  const agent = new Agent({ keepAlive: true, maxSockets: 2 * CLIENTS });
  const count = (m: Map<number, number>, status: number) => m.set(status, (m.get(status) ?? 0) + 1);
  const bodies = fx.flightIds.map((ticketId) =>
    PASSENGER_SETS.map((passengers) => JSON.stringify({ ticketId, passengers })),
  );
  const port = (client: number, shift = 0) => ports[(client + shift) % ports.length]!;
  const load: Load = async (client, seq): Promise<Answer> => {
    if (client < BOOKING_CLIENTS) {
      const customer = client + BOOKING_CLIENTS * (seq % CUSTOMERS_PER_CLIENT);
      // One booking in four goes to a scarce flight.
      const flight =
        seq % 4 === 3 ? ROOMY_FLIGHTS + (client % SCARCE_FLIGHTS) : (client + seq) % ROOMY_FLIGHTS;
      const body = bodies[flight]![seq % 3]!;
      const key = `cluster-${run}-${client}-${seq}`;
      const headers = {
        authorization: `Bearer ${tokens.bookers[customer]}`,
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(body)),
        "idempotency-key": key,
      };
      const [first, second] = await Promise.all([
        httpCall(agent, port(client), "POST", "/api/bookings", headers, body),
        httpCall(agent, port(client, 1), "POST", "/api/bookings", headers, body),
      ]);
      count(kinds.book, first.status);
      count(kinds.book, second.status);
      const ok = (a: Answer) => a.status >= 200 && a.status < 300;
      if (ok(first) || ok(second)) keys.add(key);
      // A sold-out flight's refusal (409) is the expected answer; so is the other send's 409 while
      // its twin holds the key.
      const expected = (a: Answer) => ok(a) || a.status === 409;
      if (!expected(first)) return first;
      if (!expected(second)) return second;
      return { status: ok(first) || ok(second) ? 201 : 200 };
    }
    if (client < BOOKING_CLIENTS + PULL_CLIENTS) {
      const who = (client - BOOKING_CLIENTS) * 10 + (seq % 10);
      const id = fx.pullers[who]!;
      const cursor = cursors.get(id)!;
      const path =
        seq % 2 === 0 ? `/api/bookings/me?since=${cursor.bookings}` : `/api/flights?since=${cursor.flights}`;
      const a = await httpCall(agent, port(client), "GET", path, {
        authorization: `Bearer ${tokens.pullers[who]}`,
      });
      count(kinds.pull, a.status);
      return a;
    }
    const email = fx.signIns[(client * 7 + seq) % fx.signIns.length]!;
    const body = JSON.stringify({ email, password: PASSWORD });
    const a = await httpCall(
      agent,
      port(client),
      "POST",
      "/api/auth/login",
      { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) },
      body,
    );
    count(kinds.signIn, a.status);
    return a;
  };
  return { load, close: () => agent.destroy() };
}

const describe = (m: Map<number, number>) =>
  [...m.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${n} × ${s === 0 ? "error" : s}`)
    .join(", ") || "none";

export async function clusterBench(opts: {
  smoke: boolean;
  log: (s: string) => void;
}): Promise<BenchFigure[]> {
  const { log } = opts;
  const sizes = opts.smoke ? SMOKE : FULL;
  const pgUrlModule = "../../scripts/pg-url.mjs";
  const { reachablePostgres } = (await import(pgUrlModule)) as {
    reachablePostgres: () => Promise<string | undefined>;
  };
  const adminUrl = await reachablePostgres();
  const figureNames = [
    `${PROCESSES} API processes on one PostgreSQL: mixed load throughput`,
    `${PROCESSES} API processes on one PostgreSQL: overbooked flights, duplicate bookings, 5xx answers`,
  ];
  if (!adminUrl) {
    return figureNames.map((figure) => ({
      figure,
      value: null,
      unit: "",
      anchor: "—",
      ratio: null,
      budget: "—",
      pass: null,
      note: "skipped: no PostgreSQL server answers (TEST_DATABASE_URL, DATABASE_URL or 127.0.0.1:5432)",
    }));
  }
  const work = mkdtempSync(join(tmpdir(), "safar-bench-cluster-"));
  const secret = randomBytes(32).toString("base64url");
  const scratch = await scratchDatabase(adminUrl, "safar_bench");
  const children: Child[] = [];
  try {
    // The first process migrates the new database; the others start on it once it has.
    const start = async (i: number) => {
      const port = await freePort();
      const env = {
        ...serverEnv(port, join(work, `server-${i}`), scratch.url, secret),
        // Every sign-in here comes from 127.0.0.1: the per-address limit would measure the limiter.
        LOGIN_LIMIT_PER_IP: "1000000",
      };
      const child = await startChild(["server/main.ts"], env, port, "/api/health");
      children.push(child);
      return child;
    };
    log(`cluster: starting 1 + ${PROCESSES} server processes on one PostgreSQL database`);
    const one = await start(0);
    const many = await Promise.all(Array.from({ length: PROCESSES }, (_, i) => start(i + 1)));
    const fx = await seed(scratch.url);

    const config = readEnv({ JWT_SECRET: secret }).app;
    const d = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 4 });
    const now = new Date();
    const issue = (ids: string[]) =>
      Promise.all(
        ids.map((id) => issueToken({ db: d.db, config }, { id, role: "customer", tokenVersion: 0 }, now)),
      );
    const tokens = { bookers: await issue(fx.bookers), pullers: await issue(fx.pullers) };
    await d.close();
    // Each puller's cursors, from a plain list read now (as the app's first pull).
    const cursors = new Map<string, { bookings: string; flights: string }>();
    await Promise.all(
      fx.pullers.map(async (id, i) => {
        const get = async (path: string) => {
          const r = await fetch(`http://127.0.0.1:${one.port}${path}`, {
            headers: { authorization: `Bearer ${tokens.pullers[i]}` },
          });
          await r.arrayBuffer();
          const cursor = r.headers.get("x-sync-cursor");
          if (!r.ok || !cursor) throw new Error(`cluster: ${path} answered ${r.status} without a cursor`);
          return encodeURIComponent(cursor);
        };
        cursors.set(id, { bookings: await get("/api/bookings/me"), flights: await get("/api/flights") });
      }),
    );

    const run = randomBytes(4).toString("hex");
    const keys = new Set<string>();
    const kinds = {
      one: { book: new Map(), pull: new Map(), signIn: new Map() } as Kinds,
      many: { book: new Map(), pull: new Map(), signIn: new Map() } as Kinds,
    };
    const single = mixedLoad([one.port], fx, tokens, cursors, keys, kinds.one, `${run}-1`);
    const spread = mixedLoad(
      many.map((c) => c.port),
      fx,
      tokens,
      cursors,
      keys,
      kinds.many,
      `${run}-${PROCESSES}`,
    );
    const bad: string[] = [];
    let checks = 0;
    log(`cluster: mixed load of ${CLIENTS} clients on 1 process and on ${PROCESSES}, alternating`);
    const [t1, tN] = (await alternate([single.load, spread.load], CLIENTS, sizes, async () => {
      checks++;
      bad.push(...(await overbooked(scratch.url, fx)).bad);
    })) as [Tally, Tally];
    single.close();
    spread.close();
    const { bookings } = await overbooked(scratch.url, fx);
    const duplicates = bookings - keys.size;
    const broken = [t1, tN].reduce((s, t) => s + t.count(0, 0) + t.count(500, 599), 0);
    const otherFailures = [t1, tN].reduce((s, t) => s + t.count(300, 499), 0);
    const stderr = children
      .map((c) => c.stderr().trim())
      .filter(Boolean)
      .join(" | ");
    const ratio = pairedRatio(tN.roundRates(), t1.roundRates());
    const how =
      `${CLIENTS} clients (${BOOKING_CLIENTS} booking, ${PULL_CLIENTS} pulling, ${CLIENTS - BOOKING_CLIENTS - PULL_CLIENTS} signing in), ` +
      `${sizes.rounds} round${sizes.rounds === 1 ? "" : "s"} of ${sizes.roundMs / 1000} s alternating` +
      (sizes.warmupMs > 0 ? ` after ${sizes.warmupMs / 1000} s of warm-up each` : ", no warm-up");
    const figures: BenchFigure[] = [
      {
        figure: figureNames[0]!,
        value: tN.rate,
        unit: "calls/s",
        anchor: `1 process, same load, same database: ${Math.round(t1.rate)} calls/s`,
        ratio,
        budget: "reported (the cores are shared)",
        pass: null,
        note:
          `${how}; a booking counts once for its two sends; ${PROCESSES} processes: bookings ${describe(kinds.many.book)}; ` +
          `pulls ${describe(kinds.many.pull)}; sign-ins ${describe(kinds.many.signIn)}; ` +
          `1 process: bookings ${describe(kinds.one.book)}; pulls ${describe(kinds.one.pull)}; sign-ins ${describe(kinds.one.signIn)}`,
      },
      {
        figure: figureNames[1]!,
        value: bad.length + Math.abs(duplicates) + broken,
        unit: "",
        anchor: `${checks} balance checks of ${fx.flightIds.length} flights; ${keys.size} Idempotency-Keys answered 2xx`,
        ratio: null,
        budget: "= 0",
        pass: opts.smoke ? null : bad.length + Math.abs(duplicates) + broken === 0 && otherFailures === 0,
        note:
          `flights out of balance: ${bad.length}${bad.length ? ` (${bad.slice(0, 3).join("; ")})` : ""}; ` +
          `bookings in the database − keys answered 2xx: ${duplicates}; 5xx or network errors: ${broken}; ` +
          `other failures: ${otherFailures}${t1.firstError || tN.firstError ? ` (first: ${tN.firstError ?? t1.firstError})` : ""}` +
          (stderr ? `; server stderr: ${stderr.slice(-300)}` : ""),
      },
    ];
    // Bugs at any size: a smoke run fails on them.
    if (opts.smoke && (bad.length > 0 || duplicates !== 0 || broken > 0 || otherFailures > 0)) {
      throw new Error(`cluster: ${figures[1]!.note}`);
    }
    return figures;
  } finally {
    for (const c of children) await c.stop().catch(() => {});
    await scratch.drop().catch(() => {});
    rmSync(work, { recursive: true, force: true });
  }
}
