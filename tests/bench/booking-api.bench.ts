/**
 * The booking API under load, on PGlite and on PostgreSQL, each figure against an anchor measured in
 * the same run:
 *
 * - anchor: the bare booking transaction — takeSeatsAndBook (server/services/bookings.ts: the
 *   conditional seat decrement, the booking row, its passenger rows: what the booking route writes,
 *   there with the seat UPDATE built once with the hold cap added and the rows in its last
 *   statement, here each statement built by drizzle on every call, its default way), in a
 *   transaction of its own — straight through the driver the server uses: drizzle on PGlite (one
 *   connection, so serial) or drizzle on node-postgres (a pool of the server's size), by 50
 *   concurrent callers;
 * - POST /api/bookings over HTTP by 50 concurrent keep-alive clients, each a distinct customer with
 *   its own token and a fresh Idempotency-Key per request: throughput (≥ 0.5× the anchor), p99
 *   (≤ 60 ms, judged on PostgreSQL), no 5xx, and no overbooking (every flight checked after every
 *   round that books: seats ≥ 0 and seats left + seats held by live bookings = the initial seats);
 * - small GETs (GET /api/auth/me, GET /api/health) by 50 clients against a bare Hono app answering
 *   GET /ping, served the same way, with the same load script (≥ 0.5× the ping's rate). GET
 *   /api/auth/me rotates, call by call, over GET_CUSTOMERS customers (a token each), so no caller
 *   comes near the per-caller rate limit in the whole run: the figure measures the call, not the
 *   limiter.
 *
 * The server measured is the real one: `server/main.ts` in a child process (as scripts/e2e-server.mjs
 * and harness.ts start it) with its defaults (request logs on, written to /dev/null; the default
 * pool; the maintenance sweeps), except two knobs it reads from the environment: a known JWT_SECRET
 * (so this script can issue customer tokens) and LOG_REQUESTS. The hold cap (20 seats in pending
 * bookings per customer) stays the production one and is checked on every booking: each client books
 * for BOOKERS_PER_CLIENT customers in turn, so every customer holds a few pending bookings, as real
 * customers do (the cap bounds what one may hold; a load of 50 customers each holding hundreds of
 * pending bookings would time a state the API never lets happen, and its hold-cap sum over them).
 * The per-caller API rate limit (1,200 calls a minute) stays as it is: each customer here stays well
 * under it (the booking customers are booked for a few times each; the GETs rotate over
 * GET_CUSTOMERS), and any 429 (or 409: a customer at the cap) fails the figure it appears in, says
 * so in its note and is logged.
 *
 * The load script runs in this process (the server has a process of its own, so on a 2-core machine
 * each gets a core): each client loops call → full answer → next call on its own keep-alive socket.
 * The machines are shared and their load drifts, so what is compared runs in alternation: after a
 * warm-up of each (WARMUP_MS: what a server that has been up for a while runs, not a process whose
 * code V8 is still compiling), rounds of (anchor, API) and of (ping, GETs) back to back. A round's throughput is
 * the 2xx answers to the calls started in it over the time until the last of them is answered;
 * ratios are the median of the rounds' own ratios. On PGlite the server's process owns its data
 * directory, so the anchor runs on a copy of it made after seeding (same data, same driver).
 *
 * In smoke runs (tiny durations) no budget is judged, but overbooking, a 5xx or a booking count that
 * does not match the 201 answers still throws: those are bugs at any size.
 */
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readEnv } from "../../server/config.ts";
import { type Db, DEFAULT_POOL_SIZE, openDatabase, pgliteDir } from "../../server/db/client.ts";
import { flights, users } from "../../server/db/schema.ts";
import { takeSeatsAndBook } from "../../server/services/bookings.ts";
import { issueToken } from "../../server/services/tokens.ts";
import { normalizePassenger, type PassengerInput } from "../../src/domain/bookings.ts";
import { passengers as passengerInputs } from "../api/helpers/fixtures.ts";
import { scratchDatabase } from "../api/helpers/scratch-database.ts";
import { freePort } from "./harness.ts";
import {
  alternate,
  bookingsOf,
  type Child,
  flightsOutOfBalance,
  httpClients,
  type Load,
  type Sizes,
  serverEnv,
  startChild,
  type Tally,
} from "./load.ts";
import { type BenchFigure, pairedRatio } from "./util.ts";

const CLIENTS = 50;
/** Seats per flight: far more than any run books, so no booking is refused for want of seats. */
const SEATS = 10_000_000;
/** Flights the bookings spread over (round robin): contention on a few popular flights. */
const FLIGHTS = 10;
/**
 * The customers GET /api/auth/me rotates over (one call each in turn): even at 30,000 calls a second
 * for the 10 s of its warm-up and rounds (spread over the ~30 s of all the GETs'), each makes ~300
 * calls, far below the per-caller limit of 1,200 a minute (server/config.ts apiPerCaller).
 */
const GET_CUSTOMERS = 1000;
/**
 * The customers each booking client books for, in turn (anchor and HTTP alike): at 1,500 bookings a
 * second for the 10 s of a database's warm-up and rounds, each customer gets ~8 bookings of 1–3 seats
 * (2 on average: ~15 seats), within the production cap of 20 seats held (server/config.ts
 * maxHeldSeatsPerCustomer).
 */
const BOOKERS_PER_CLIENT = 40;
const BOOKERS = CLIENTS * BOOKERS_PER_CLIENT;
/** The pool size server/main.ts opens PostgreSQL with (openDatabase's default). */
const POSTGRES_POOL = DEFAULT_POOL_SIZE;
const P99_BUDGET_MS = 60;
const RATIO_BUDGET = 0.5;

/**
 * The warm-up of each load before its rounds. A fresh server process runs a call at a fraction of
 * the speed it reaches once V8 has compiled its paths: measured on this project's machines, GET
 * /api/auth/me on a server fresh from its start went from ~4,500 to ~9,400 calls a second over its
 * first ~15 s of load (server CPU 225 → 100 µs a call), while the bare ping (a few functions) is at
 * speed within a second. Here the GETs follow the booking rounds, which run most of the code they
 * share (routing, the sign-in check, JSON, the wire layer): with 5 s of each load, GET
 * /api/auth/me's rounds were at speed (~9,000 a second on PostgreSQL, 0.68× the ping; 0.48× after 1 s).
 */
const WARMUP_MS = 5000;
const FULL: Sizes = { warmupMs: WARMUP_MS, roundMs: 1000, rounds: 5 };
/** Smoke: no warm-up (each warm-up costs its duration plus the drain of 50 calls in flight). */
const SMOKE: Sizes = { warmupMs: 0, roundMs: 300, rounds: 1 };
type Log = (s: string) => void;

// ---------------------------------------------------------------------------------------------
// The data
// ---------------------------------------------------------------------------------------------

type Fixture = {
  /** Customers of the bare transactions, of the HTTP bookings (CLIENTS × BOOKERS_PER_CLIENT each) and of the GETs. */
  anchorUsers: string[];
  bookUsers: string[];
  getUsers: string[];
  anchorFlights: string[];
  httpFlights: string[];
  initial: Map<string, number>;
};

/** Customers and flights straight in the database (no sign-in ever happens: tokens are issued). */
async function seed(db: Db): Promise<Fixture> {
  const tag = randomBytes(3).toString("hex");
  const made = await db
    .insert(users)
    .values(
      Array.from({ length: 2 * BOOKERS + GET_CUSTOMERS }, (_, i) => ({
        name: `Bench Customer ${i}`,
        email: `bench${i}.${tag}@example.pk`,
        // Not a scrypt hash: verifyPassword refuses every password, so nobody can sign in as these.
        passwordHash: "!bench",
        role: "customer" as const,
        isApproved: true,
        mobileNumber: "+923001234567",
        city: "Lahore",
        country: "Pakistan",
      })),
    )
    .returning({ id: users.id });
  const ids = made.map((u) => u.id);
  const fl = await db
    .insert(flights)
    .values(
      Array.from({ length: 2 * FLIGHTS }, (_, i) => ({
        airlineName: "Pakistan International Airlines",
        flightNumber: `PK ${700 + i}`,
        pnr: "PKX9QZ",
        departure: "ISB",
        destination: "MED",
        departureDate: "2030-02-01",
        departureTime: "09:00",
        arrivalDate: "2030-02-01",
        arrivalTime: "13:00",
        price: 120000,
        seatsAvailable: SEATS,
      })),
    )
    .returning({ id: flights.id });
  const flightIds = fl.map((f) => f.id);
  return {
    anchorUsers: ids.slice(0, BOOKERS),
    bookUsers: ids.slice(BOOKERS, 2 * BOOKERS),
    getUsers: ids.slice(2 * BOOKERS),
    anchorFlights: flightIds.slice(0, FLIGHTS),
    httpFlights: flightIds.slice(FLIGHTS),
    initial: new Map(flightIds.map((id) => [id, SEATS])),
  };
}

/** The passenger lists the bookings cycle through: 1, 2 and 3 passengers. */
const PASSENGER_SETS = [1, 2, 3].map((n) => passengerInputs(n) as PassengerInput[]);
/** What the server stores for them (normalising is request work, not SQL work: done once here). */
const PASSENGER_ROWS = PASSENGER_SETS.map((set) => set.map(normalizePassenger));
/**
 * Which customer (an index into anchorUsers or bookUsers), flight and passenger list a client's
 * seq-th booking uses (the same for anchor and HTTP). A client's customers are its own, so no two
 * calls of one customer ever run at once.
 */
const pick = (client: number, seq: number) => ({
  customer: client + CLIENTS * (seq % BOOKERS_PER_CLIENT),
  flight: (client + seq) % FLIGHTS,
  set: (client + seq) % 3,
});

/**
 * The bare booking transaction: what POST /api/bookings does at the SQL level once the request is
 * checked — the same statements (takeSeatsAndBook: the conditional seat decrement, the booking row,
 * its passenger rows) in a transaction of its own — minus the API's own work around it: the token's
 * user lookup, the hold-cap check, the idempotency record, the activity log.
 */
async function bareBooking(db: Db, userId: string, flightId: string, set: number): Promise<void> {
  await db.transaction(async (tx) => {
    const made = await takeSeatsAndBook(tx, {
      userId,
      flightId,
      passengers: PASSENGER_ROWS[set]!,
      now: new Date(),
    });
    if (!made) throw new Error(`flight ${flightId} refused ${PASSENGER_ROWS[set]!.length} seats`);
  });
}

/**
 * The overbooking check: for every flight, seats ≥ 0 and seats left + seats held by pending or
 * approved bookings = the initial seats. Returns the flights out of balance (as text) and how many
 * bookings each group of customers has.
 */
async function balance(
  db: Db,
  fx: Fixture,
): Promise<{ bad: string[]; anchorBookings: number; httpBookings: number }> {
  return {
    bad: await flightsOutOfBalance(db, fx.initial),
    anchorBookings: await bookingsOf(db, fx.anchorUsers),
    httpBookings: await bookingsOf(db, fx.bookUsers),
  };
}

// ---------------------------------------------------------------------------------------------
// One database
// ---------------------------------------------------------------------------------------------

type Kind = "PGlite" | "PostgreSQL";

type Measured = {
  anchor: Tally;
  anchorDriver: string;
  book: Tally;
  ping: Tally;
  me: Tally;
  health: Tally;
  /** The balance checks, by what they followed: how many, and the flights found out of balance. */
  checks: Map<string, { n: number; bad: string[] }>;
  /** Bookings in the database vs 2xx answers, warm-ups included (bare, HTTP). */
  counted: { anchor: [number, number]; http: [number, number] };
  serverErrors: string;
};

type Handle = { db: Db; close: () => Promise<void> };

/** Where one database's run happens: set up by bookingApiBench, used by measureDatabase. */
type Target = { kind: "PGlite"; dir: string } | { kind: "PostgreSQL"; url: string; server: Promise<Child> };

async function measureDatabase(
  t: Target,
  sizes: Sizes,
  ping: Child,
  secret: string,
  log: Log,
): Promise<Measured> {
  const config = readEnv({ JWT_SECRET: secret }).app;
  const checks: Measured["checks"] = new Map();
  const toClose: Handle[] = [];
  let fx: Fixture;
  /** The script's handle on the database the server uses (PGlite: only while the server is down). */
  let serverDb: Handle | null;
  let anchorDb: Handle;
  let server: Child;
  /** Tokens (and their sessions) made in the server's database right after seeding it. */
  let tokens: { bookTokens: string[]; getTokens: string[] };
  const issueAll = async (db: Db) => {
    const now = new Date();
    const issue = (ids: string[]) =>
      Promise.all(
        ids.map((id) => issueToken({ db, config }, { id, role: "customer", tokenVersion: 0 }, now)),
      );
    return { bookTokens: await issue(fx.bookUsers), getTokens: await issue(fx.getUsers) };
  };
  log(`${t.kind}: opening and seeding`);
  if (t.kind === "PGlite") {
    const serverDir = join(t.dir, "server");
    const anchorDir = join(t.dir, "anchor");
    const d = await openDatabase({ kind: "pglite", dataDir: pgliteDir(serverDir) });
    fx = await seed(d.db);
    tokens = await issueAll(d.db);
    await d.close();
    // One process at a time may open a PGlite directory: the anchor runs on a copy of the seeded one.
    cpSync(serverDir, anchorDir, { recursive: true });
    const port = await freePort();
    const started = startChild(
      ["server/main.ts"],
      serverEnv(port, serverDir, "", secret),
      port,
      "/api/health",
    );
    const a = await openDatabase({ kind: "pglite", dataDir: pgliteDir(anchorDir) });
    anchorDb = { db: a.db, close: () => a.close() };
    toClose.push(anchorDb);
    server = await started;
    serverDb = null;
  } else {
    // The server was started first (its start migrated the new database).
    server = await t.server;
    const d = await openDatabase({ kind: "postgres", url: t.url, poolSize: POSTGRES_POOL });
    anchorDb = { db: d.db, close: () => d.close() };
    toClose.push(anchorDb);
    serverDb = anchorDb;
    fx = await seed(d.db);
    tokens = await issueAll(d.db);
  }
  const http = httpClients(server.port, CLIENTS);
  const pingHttp = httpClients(ping.port, CLIENTS);
  try {
    const check = async (db: Db, after: string) => {
      const { bad } = await balance(db, fx);
      const c = checks.get(after) ?? { n: 0, bad: [] };
      c.n++;
      c.bad.push(...bad);
      checks.set(after, c);
    };

    const { bookTokens, getTokens } = tokens;
    // The bodies, serialised once (the load script should spend its time on the wire, not here).
    const bodies = fx.httpFlights.map((ticketId) =>
      PASSENGER_SETS.map((passengers) => JSON.stringify({ ticketId, passengers })),
    );
    const run = randomBytes(4).toString("hex");

    log(`${t.kind}: bare booking transactions and POST /api/bookings, ${CLIENTS} clients each, alternating`);
    const bare: Load = async (client, seq) => {
      const p = pick(client, seq);
      await bareBooking(anchorDb.db, fx.anchorUsers[p.customer]!, fx.anchorFlights[p.flight]!, p.set);
      return { status: 201 };
    };
    const post = http.load((client, seq) => {
      const p = pick(client, seq);
      const body = bodies[p.flight]![p.set]!;
      return {
        method: "POST",
        path: "/api/bookings",
        headers: {
          authorization: `Bearer ${bookTokens[p.customer]}`,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "idempotency-key": `bench-${run}-${client}-${seq}`,
        },
        body,
      };
    });
    const [anchor, book] = (await alternate([bare, post], CLIENTS, sizes, async (i) => {
      if (i === 0) await check(anchorDb.db, "each round of bare transactions");
      else if (serverDb) await check(serverDb.db, "each round of POST /api/bookings");
    })) as [Tally, Tally];

    log(`${t.kind}: GET /ping (bare Hono), GET /api/auth/me, GET /api/health, alternating`);
    // The next customer in turn for each authenticated GET (shared by all clients).
    let turn = 0;
    const get = (clients: typeof http, path: string, auth: boolean) =>
      clients.load(() => ({
        method: "GET",
        path,
        headers: auth
          ? { authorization: `Bearer ${getTokens[turn++ % getTokens.length]}` }
          : ({} as Record<string, string>),
      }));
    const [pingTally, me, health] = (await alternate(
      [get(pingHttp, "/ping", false), get(http, "/api/auth/me", true), get(http, "/api/health", false)],
      CLIENTS,
      sizes,
    )) as [Tally, Tally, Tally];
    const serverErrors = server.stderr();
    http.close();
    await server.stop();

    if (!serverDb) {
      const d = await openDatabase({
        kind: "pglite",
        dataDir: pgliteDir(join((t as { dir: string }).dir, "server")),
      });
      serverDb = { db: d.db, close: () => d.close() };
      toClose.push(serverDb);
      await check(serverDb.db, "the POST /api/bookings rounds (server stopped, its database reopened)");
    }
    const anchorCount = await balance(anchorDb.db, fx);
    const serverCount = await balance(serverDb.db, fx);
    return {
      anchor,
      anchorDriver:
        t.kind === "PGlite"
          ? "drizzle on PGlite, one connection (serial)"
          : `drizzle on node-postgres, a pool of ${POSTGRES_POOL} (the server's)`,
      book,
      ping: pingTally,
      me,
      health,
      checks,
      counted: {
        anchor: [anchorCount.anchorBookings, anchor.okTotal],
        http: [serverCount.httpBookings, book.okTotal],
      },
      serverErrors,
    };
  } finally {
    http.close();
    pingHttp.close();
    await server.stop();
    for (const h of toClose) await h.close().catch(() => {});
  }
}

// ---------------------------------------------------------------------------------------------
// Figures
// ---------------------------------------------------------------------------------------------

const r0 = (x: number) => Math.round(x).toLocaleString("en");
const ms = (x: number) => `${x.toFixed(1)} ms`;

function figuresFor(
  kind: Kind,
  m: Measured | null,
  why: string | null,
  smoke: boolean,
  sizes: Sizes,
): BenchFigure[] {
  const judge = (ok: boolean) => (smoke ? null : ok);
  const how =
    `${CLIENTS} clients, ${sizes.rounds} round${sizes.rounds === 1 ? "" : "s"} of ${sizes.roundMs / 1000} s ` +
    `alternating with the anchor${sizes.warmupMs > 0 ? ` after ${sizes.warmupMs / 1000} s of warm-up each` : ", no warm-up"}; ` +
    "ratio: median of the rounds' ratios";
  if (!m) {
    const skipped = (figure: string, unit: string, anchor: string, budget: string): BenchFigure => ({
      figure,
      value: null,
      unit,
      anchor,
      ratio: null,
      budget,
      pass: null,
      note: why ?? "not measured",
    });
    return [
      skipped(`POST /api/bookings on ${kind}: throughput`, "req/s", "bare booking transactions", "≥ 0.5×"),
      skipped(`POST /api/bookings on ${kind}: p99 latency`, "ms", "—", `≤ ${P99_BUDGET_MS} ms`),
      skipped(`Booking API on ${kind}: overbooked flights, 5xx answers`, "", "—", "= 0"),
      skipped(`GET /api/auth/me on ${kind}: throughput`, "req/s", "bare Hono ping", "≥ 0.5×"),
      skipped(`GET /api/health on ${kind}: throughput`, "req/s", "bare Hono ping", "≥ 0.5×"),
    ];
  }
  const { anchor, book, ping, me, health } = m;
  const bookRatio = pairedRatio(book.roundRates(), anchor.roundRates());
  const checks = [...m.checks.entries()];
  const overbooked = checks.reduce((s, [, c]) => s + c.bad.length, 0);
  const mismatched =
    (m.counted.anchor[0] !== m.counted.anchor[1] ? 1 : 0) + (m.counted.http[0] !== m.counted.http[1] ? 1 : 0);
  // A 0 is a network error (or, for the bare transactions, a thrown one): counted with the 5xx.
  // The booking line counts the booking calls' answers only; each GET figure counts its own.
  const broken = [anchor, book].reduce((s, t) => s + t.count(0, 0) + t.count(500, 599), 0);
  const other = book.count(300, 499);
  const limited = (t: Tally) => (t.count(429, 429) > 0 ? `; RATE LIMITED: ${t.count(429, 429)} × 429` : "");
  const getFigure = (path: string, t: Tally): BenchFigure => {
    const ratio = pairedRatio(t.roundRates(), ping.roundRates());
    const failed = t.count(0, 0) + t.count(300, 599);
    return {
      figure: `GET ${path} on ${kind}: throughput`,
      value: t.rate,
      unit: "req/s",
      anchor: `a bare Hono app's GET /ping, same server setup and load: ${r0(ping.rate)} req/s`,
      ratio,
      budget: `≥ ${RATIO_BUDGET}× the ping's rate`,
      // A failed call (a 429 included) fails the figure at any size: only 2xx count as throughput.
      pass: failed > 0 ? false : judge(ratio >= RATIO_BUDGET),
      note:
        `${how.replace("the anchor", "the ping")}${limited(t)}; p50 ${ms(t.percentile(0.5))}, p99 ${ms(t.percentile(0.99))} ` +
        `(ping: p50 ${ms(ping.percentile(0.5))}, p99 ${ms(ping.percentile(0.99))}); answers: ${t.describe()}` +
        (t.firstError ? `; first failure: ${t.firstError}` : "") +
        (path === "/api/auth/me" ? `; ${GET_CUSTOMERS} customers in turn` : ""),
    };
  };
  return [
    {
      figure: `POST /api/bookings on ${kind}: throughput`,
      value: book.rate,
      unit: "req/s",
      anchor: `bare booking transactions (${m.anchorDriver}, ${CLIENTS} callers): ${r0(anchor.rate)} tx/s`,
      ratio: bookRatio,
      budget: `≥ ${RATIO_BUDGET}× the bare transaction rate`,
      pass: book.count(0, 0) + book.count(300, 599) > 0 ? false : judge(bookRatio >= RATIO_BUDGET),
      note:
        `server/main.ts in a child process, over HTTP; ${how}; a fresh Idempotency-Key per request, ` +
        `1–3 passengers over ${FLIGHTS} flights, ${BOOKERS_PER_CLIENT} customers per client in turn (the production hold cap)${limited(book)}; answers: ${book.describe()}` +
        (book.firstError ? `; first failure: ${book.firstError}` : "") +
        `; rounds: ${book.roundRates().map(r0).join(", ")} vs ${anchor.roundRates().map(r0).join(", ")}`,
    },
    {
      figure: `POST /api/bookings on ${kind}: p99 latency`,
      value: book.percentile(0.99),
      unit: "ms",
      anchor: `bare transactions' p99: ${ms(anchor.percentile(0.99))}`,
      ratio: book.percentile(0.99) / anchor.percentile(0.99),
      budget:
        kind === "PostgreSQL"
          ? `≤ ${P99_BUDGET_MS} ms`
          : `reported (≤ ${P99_BUDGET_MS} ms is judged on PostgreSQL)`,
      pass: kind === "PostgreSQL" ? judge(book.percentile(0.99) <= P99_BUDGET_MS) : null,
      note: `p50 ${ms(book.percentile(0.5))} (bare: ${ms(anchor.percentile(0.5))}); ${book.latencies.length} requests in the measured rounds, ${CLIENTS} in flight`,
    },
    {
      figure: `Booking API on ${kind}: overbooked flights, 5xx answers`,
      value: overbooked + broken + mismatched,
      unit: "",
      anchor: `${checks.reduce((s, [, c]) => s + c.n, 0)} balance checks of ${2 * FLIGHTS} flights`,
      ratio: null,
      budget: "= 0",
      pass: judge(overbooked + broken + mismatched === 0),
      note:
        `flights out of balance (seats < 0, or seats left + held ≠ initial): ${overbooked}, checked after ` +
        checks.map(([after, c]) => `${after} (×${c.n})`).join(", after ") +
        (overbooked
          ? ` — ${checks
              .flatMap(([, c]) => c.bad)
              .slice(0, 3)
              .join("; ")}`
          : "") +
        `; 5xx or network errors (bookings, bare and HTTP): ${broken}; other non-2xx POST /api/bookings answers: ${other}` +
        `; bookings in the database = 2xx answers: ${m.counted.anchor[0]} = ${m.counted.anchor[1]} (bare), ` +
        `${m.counted.http[0]} = ${m.counted.http[1]} (HTTP)` +
        (m.serverErrors.trim() ? `; server stderr: ${m.serverErrors.trim().slice(-300)}` : ""),
    },
    getFigure("/api/auth/me", me),
    getFigure("/api/health", health),
  ];
}

// ---------------------------------------------------------------------------------------------
// The benchmark
// ---------------------------------------------------------------------------------------------

export async function bookingApiBench(opts: {
  smoke: boolean;
  log: (s: string) => void;
}): Promise<BenchFigure[]> {
  const { log } = opts;
  const sizes = opts.smoke ? SMOKE : FULL;
  const work = mkdtempSync(join(tmpdir(), "safar-bench-api-"));
  const secret = randomBytes(32).toString("base64url");
  const children: Promise<Child>[] = [];
  const figures: BenchFigure[] = [];
  let dropPg: (() => Promise<void>) | undefined;
  try {
    // Started now, waited for when needed: their start-up overlaps PGlite's initialisation.
    const pingPort = await freePort();
    const pingStarted = startChild(
      ["tests/bench/bare-ping-server.ts", String(pingPort)],
      process.env,
      pingPort,
      "/ping",
    );
    children.push(pingStarted);

    // scripts/pg-url.mjs (plain JS, shared with the test runners) has no type declarations.
    const pgUrlModule = "../../scripts/pg-url.mjs";
    const { reachablePostgres } = (await import(pgUrlModule)) as {
      reachablePostgres: () => Promise<string | undefined>;
    };
    const adminUrl = await reachablePostgres();
    let pgTarget: Target | null = null;
    if (adminUrl) {
      // A database of its own, like the API tests: created here, dropped at the end.
      const scratch = await scratchDatabase(adminUrl, "safar_bench");
      dropPg = scratch.drop;
      const port = await freePort();
      const server = startChild(
        ["server/main.ts"],
        serverEnv(port, join(work, "pg-server"), scratch.url, secret),
        port,
        "/api/health",
      );
      children.push(server);
      pgTarget = { kind: "PostgreSQL", url: scratch.url, server };
    }

    const ping = await pingStarted;
    const pglite = await measureDatabase(
      { kind: "PGlite", dir: join(work, "pglite") },
      sizes,
      ping,
      secret,
      log,
    );
    figures.push(...figuresFor("PGlite", pglite, null, opts.smoke, sizes));
    if (pgTarget) {
      const m = await measureDatabase(pgTarget, sizes, ping, secret, log);
      figures.push(...figuresFor("PostgreSQL", m, null, opts.smoke, sizes));
    } else {
      const why = "skipped: no PostgreSQL server answers (TEST_DATABASE_URL, DATABASE_URL or 127.0.0.1:5432)";
      figures.push(...figuresFor("PostgreSQL", null, why, opts.smoke, sizes));
    }
  } finally {
    for (const c of children) await c.then((x) => x.stop()).catch(() => {});
    await dropPg?.().catch(() => {});
    rmSync(work, { recursive: true, force: true });
  }
  // Correctness does not depend on sizes: a smoke run fails on it too (full runs report it as a
  // failed figure).
  const broken = figures.filter((f) => f.figure.includes("overbooked") && f.value !== null && f.value > 0);
  // A 429 means the load ran into the per-caller limit, and the figure measured the limiter: the
  // load must change (more customers), whatever the size.
  const limited = figures.filter((f) => f.note?.includes("RATE LIMITED"));
  if (limited.length > 0) {
    const what = limited.map((f) => `${f.figure}: ${f.note}`).join("\n");
    log(`booking API: RATE LIMITED (429) — these figures measured the limiter, not the call:\n${what}`);
    if (opts.smoke) throw new Error(`booking API: 429 answers:\n${what}`);
  }
  if (opts.smoke && broken.length > 0) {
    throw new Error(`booking API: ${broken.map((f) => `${f.figure}: ${f.note}`).join("\n")}`);
  }
  return figures;
}
