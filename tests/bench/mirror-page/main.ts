/**
 * The mirror query bench page (built by tests/bench/mirror.bench.ts, driven through page.evaluate):
 * the app's own Dexie schema (src/db/schema.ts, its latest version) and query module
 * (src/db/query.ts) in Chromium's IndexedDB. `fill(n)` puts n rows in every list table; `queries(rounds)` times the first
 * 50 rows through every index the list screens use (LIST_INDEXES), both directions, against the
 * same 50 rows read by primary key and a full read + sort of the flights.
 */
import { type MirrorQuery, queryMirror } from "../../../src/db/query.ts";
import { db, LIST_INDEXES, type MirrorTable } from "../../../src/db/schema.ts";

/**
 * The tables filled: one per index shape the screens use (flights: a status filter × createdAt,
 * departureDate, price; packages: type and status filters; bookings: [status+createdAt] and
 * totalAmount). The other list tables carry the same shapes on the same rows ([status+createdAt],
 * [role+createdAt], [bookingType+createdAt]) and are left empty to keep the run short.
 */
const TABLES = ["flights", "packages", "bookings", "customers"] as const satisfies readonly MirrorTable[];

/** Each table's statuses (the API's enums); the first is the one the benchmark filters on. */
const STATUSES: Record<string, readonly string[]> = {
  flights: ["active", "sold", "delayed"],
  packages: ["active", "sold", "cancelled"],
};
const BOOKING_STATUSES = ["pending", "approved", "cancelled"];
const statusesOf = (table: string) => STATUSES[table] ?? BOOKING_STATUSES;
const pad = (n: number) => String(n).padStart(2, "0");

/** A row with every field any index uses and a flight-sized payload (~700 bytes), deterministic. */
function row(table: string, i: number): Record<string, unknown> {
  const h = Math.imul(i + 1, 2654435761) >>> 0;
  const month = 1 + ((h >>> 5) % 12);
  const day = 1 + (h % 27);
  return {
    _id: `${(h % 1e9).toString(36)}${i.toString(36).padStart(6, "0")}`,
    status: statusesOf(table)[h % statusesOf(table).length],
    type: (h >>> 3) % 2 ? "umrah" : "tour",
    role: (h >>> 4) % 5 ? "customer" : "admin",
    bookingType: (h >>> 6) % 2 ? "flight" : "package",
    createdAt: new Date(Date.UTC(2026, 0, 1) + (h % 31_536_000) * 1000).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 0, 1) + (h % 31_536_000) * 1000).toISOString(),
    departureDate: `2027-${pad(month)}-${pad(day)}`,
    price: 40_000 + (h % 160_000),
    totalAmount: 40_000 + ((h >>> 2) % 500_000),
    name: `Traveller ${h % 5000}`,
    email: `t${i}@example.pk`,
    bookingId: `SF-${h.toString(36).toUpperCase()}`,
    airlineName: ["Emirates", "Qatar Airways", "PIA", "Saudia"][h % 4],
    flightNumber: `EK ${100 + (i % 900)}`,
    departure: ["KHI", "LHE", "ISB"][h % 3],
    destination: ["JED", "MED", "DXB", "DOH"][(h >>> 9) % 4],
    departureTime: `${pad(h % 20)}:30`,
    arrivalDate: `2027-${pad(month)}-${pad(day)}`,
    arrivalTime: `${pad((h % 20) + 3)}:45`,
    duration: `${3 + (h % 4)}h ${(h >>> 2) % 60}m`,
    seatsAvailable: (h >>> 4) % 300,
    pnr: `P${(h % 2_000_000_000).toString(36).toUpperCase()}`,
    defaultMeal: "yes",
    defaultBaggage: "30kg",
    notes: "Group fare, name changes allowed up to 72 hours before departure; baggage as printed.",
    version: 1,
  };
}

const nextTask = () => new Promise((r) => setTimeout(r));

async function fill(n: number): Promise<{ ms: number }> {
  const t0 = performance.now();
  await db.open();
  for (const table of TABLES) {
    const t = db.table(table);
    await t.clear();
    for (let from = 0; from < n; from += 5000) {
      const rows = [];
      for (let i = from; i < Math.min(n, from + 5000); i++) rows.push(row(table, i));
      await t.bulkPut(rows);
      await nextTask();
    }
  }
  return { ms: performance.now() - t0 };
}

type Timing = { label: string; index: string; ms: number[]; rows: number };

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Every query the screens' indexes serve: each sort alone and under a filter, both directions. */
function queriesOf(table: MirrorTable): { label: string; index: string; q: MirrorQuery }[] {
  const spec = LIST_INDEXES[table] as {
    sorts: readonly string[];
    filters: Record<string, readonly string[]>;
  };
  const equalsFor: Record<string, string> = {
    status: statusesOf(table)[0]!,
    type: "umrah",
    role: "customer",
    bookingType: "flight",
  };
  const out: { label: string; index: string; q: MirrorQuery }[] = [];
  for (const direction of ["asc", "desc"] as const) {
    for (const orderBy of spec.sorts)
      out.push({
        label: `${table} by ${orderBy} ${direction}`,
        index: orderBy,
        q: { table, orderBy, direction, limit: 50 } as MirrorQuery,
      });
    for (const [field, sorts] of Object.entries(spec.filters))
      for (const orderBy of sorts)
        out.push({
          label: `${table} ${field}=${equalsFor[field]} by ${orderBy} ${direction}`,
          index: `[${field}+${orderBy}]`,
          q: {
            table,
            where: { field, equals: equalsFor[field] },
            orderBy,
            direction,
            limit: 50,
          } as unknown as MirrorQuery,
        });
  }
  return out;
}

async function time(fn: () => Promise<unknown[]>): Promise<{ ms: number; rows: number }> {
  const t = performance.now();
  const rows = await fn();
  return { ms: performance.now() - t, rows: rows.length };
}

/**
 * `rounds` rounds; in each, every index query once, then each table's first 50 by primary key.
 * Returns each query's times and the anchors'.
 */
async function queries(rounds: number): Promise<{ indexed: Timing[]; primary: Timing[] }> {
  const all = TABLES.flatMap(queriesOf);
  const indexed: Timing[] = all.map((a) => ({ label: a.label, index: a.index, ms: [], rows: 0 }));
  const primary: Timing[] = TABLES.map((t) => ({ label: `${t} by _id`, index: "_id", ms: [], rows: 0 }));
  // Warm-up: the database open and each index's first touch.
  for (const a of all) await queryMirror(a.q);
  for (const t of TABLES) await db.table(t).limit(50).toArray();
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < all.length; i++) {
      const { ms, rows } = await time(() => queryMirror(all[i]!.q));
      indexed[i]!.ms.push(ms);
      indexed[i]!.rows = rows;
    }
    for (let i = 0; i < TABLES.length; i++) {
      const { ms, rows } = await time(() => db.table(TABLES[i]!).limit(50).toArray());
      primary[i]!.ms.push(ms);
      primary[i]!.rows = rows;
    }
    await nextTask();
  }
  return { indexed, primary };
}

/** What the screens do today: the whole flights table newest first, filtered and sorted by price in memory. */
async function scanAndSort(rounds: number): Promise<number[]> {
  const out: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t = performance.now();
    const rows = (await db.flights.orderBy("createdAt").reverse().toArray()).filter(
      (f) => f.status === "active",
    );
    rows.sort((a, b) => a.price - b.price);
    rows.slice(0, 50);
    out.push(performance.now() - t);
    await nextTask();
  }
  return out;
}

declare global {
  interface Window {
    mirrorBench: {
      fill: typeof fill;
      queries: typeof queries;
      scanAndSort: typeof scanAndSort;
      median: typeof median;
    };
  }
}

window.mirrorBench = { fill, queries, scanAndSort, median };
document.getElementById("status")!.textContent = "ready";
