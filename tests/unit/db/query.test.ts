import "fake-indexeddb/auto";
import Dexie, { liveQuery } from "dexie";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  countMirror,
  indexFor,
  type MirrorQuery,
  queryMirror,
  readMirrorInSlices,
} from "../../../src/db/query.ts";
import {
  db,
  LIST_INDEXES,
  MIRROR_TABLES,
  type MirrorTable,
  resetDb,
  SafarDb,
} from "../../../src/db/schema.ts";

type Row = Record<string, unknown> & { _id: string };

// A small, seeded generator so a failure can be replayed.
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Rows with every field any index uses, drawn from few values so sorts have many ties; some rows
 * lack a sort field (or carry null), which keeps them out of that index.
 */
function makeRows(n: number, seed: number): Row[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const rows: Row[] = [];
  for (let i = 0; i < n; i++) {
    const row: Row = {
      _id: `id-${Math.floor(r() * 1e9).toString(36)}-${i}`,
      status: pick(["active", "pending", "approved", "cancelled"]),
      type: pick(["umrah", "tour"]),
      role: pick(["admin", "customer"]),
      bookingType: pick(["flight", "package"]),
      createdAt: `2026-0${1 + Math.floor(r() * 3)}-1${Math.floor(r() * 3)}T00:00:00.000Z`,
      departureDate: `2026-1${Math.floor(r() * 3)}-0${1 + Math.floor(r() * 4)}`,
      price: pick([0, 9999, 45000, 45000.5, 120000]),
      totalAmount: pick([1000, 2000, 3000]),
      name: pick(["Ali", "Ayesha", "ali", "Zara"]),
    };
    if (r() < 0.05) delete row.price;
    if (r() < 0.05) row.totalAmount = null;
    rows.push(row);
  }
  return rows;
}

const validKey = (v: unknown) =>
  (typeof v === "number" && !Number.isNaN(v)) || typeof v === "string" || v instanceof Date;

/** What a query must return: the same as filtering and sorting the array (field, then `_id`). */
function expected(rows: readonly Row[], q: MirrorQuery): Row[] {
  const sort = q.orderBy as string;
  const list = rows
    .filter((row) => validKey(row[sort]))
    .filter((row) => !q.where || (validKey(row[q.where.field]) && row[q.where.field] === q.where.equals))
    .sort((a, b) => indexedDB.cmp(a[sort], b[sort]) || indexedDB.cmp(a._id, b._id));
  if (q.direction === "desc") list.reverse();
  const from = q.offset ?? 0;
  return list.slice(from, q.limit === undefined ? undefined : from + q.limit);
}

/** Every query the schema promises: each sort alone and under each of its filters' values. */
function everyQuery(table: MirrorTable, rows: readonly Row[]): MirrorQuery[] {
  const spec = LIST_INDEXES[table] as {
    sorts: readonly string[];
    filters: Record<string, readonly string[]>;
  };
  const shapes: { orderBy: string; where?: { field: string; equals: unknown } }[] = spec.sorts.map((s) => ({
    orderBy: s,
  }));
  for (const [field, sorts] of Object.entries(spec.filters)) {
    const values = [...new Set(rows.map((r) => r[field]))];
    for (const equals of [...values, "no-such-value"])
      for (const orderBy of sorts) shapes.push({ orderBy, where: { field, equals } });
  }
  const pages = [{}, { limit: 50 }, { offset: 7, limit: 13 }, { offset: 40 }, { offset: 10_000, limit: 5 }];
  return shapes.flatMap((shape) =>
    (["asc", "desc"] as const).flatMap((direction) =>
      pages.map((page) => ({ table, ...shape, direction, ...page }) as unknown as MirrorQuery),
    ),
  );
}

const ROWS = makeRows(400, 20261126);

async function waitUntil(cond: () => boolean, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe("queryMirror", () => {
  beforeAll(async () => {
    await resetDb();
    await db.transaction(
      "rw",
      MIRROR_TABLES.map((t) => db.mirror(t)),
      async () => {
        for (const t of MIRROR_TABLES) await db.mirror(t).bulkPut(ROWS as never);
      },
    );
  });
  afterAll(() => resetDb());

  it("every listed order and filter has its index in the schema", () => {
    for (const table of MIRROR_TABLES) {
      const names = new Set(db.table(table).schema.indexes.map((i) => i.name));
      const spec = LIST_INDEXES[table] as {
        sorts: readonly string[];
        filters: Record<string, readonly string[]>;
      };
      for (const s of spec.sorts) expect(names, `${table}.${s}`).toContain(s);
      for (const [f, sorts] of Object.entries(spec.filters)) {
        // countMirror counts one value of a filter through [filter+createdAt].
        expect(names, `${table} [${f}+createdAt]`).toContain(`[${f}+createdAt]`);
        for (const s of sorts) expect(names, `${table} [${f}+${s}]`).toContain(`[${f}+${s}]`);
      }
    }
  });

  for (const table of MIRROR_TABLES)
    it(`${table}: each index, both directions, with ties, offset and limit, gives what filter+sort of the array gives`, async () => {
      const queries = everyQuery(table, ROWS);
      expect(queries.length).toBeGreaterThan(0);
      for (const q of queries) {
        const got = await queryMirror(q);
        expect(
          got.map((r) => r._id),
          JSON.stringify(q),
        ).toEqual(expected(ROWS, q).map((r) => r._id));
      }
    });

  it("ties come in `_id` order, reversed with the direction", async () => {
    const tied = ROWS.filter((r) => r.status === "pending" && r.price === 45000).map((r) => r._id);
    expect(tied.length).toBeGreaterThan(2);
    const asc = await queryMirror({
      table: "flights",
      where: { field: "status", equals: "pending" },
      orderBy: "price",
    });
    const desc = await queryMirror({
      table: "flights",
      where: { field: "status", equals: "pending" },
      orderBy: "price",
      direction: "desc",
    });
    const ids = (rows: { _id: string; price?: unknown }[]) =>
      rows.filter((r) => r.price === 45000).map((r) => r._id);
    expect(ids(asc)).toEqual([...tied].sort());
    expect(ids(desc)).toEqual([...tied].sort().reverse());
    expect(desc.map((r) => r._id)).toEqual(asc.map((r) => r._id).reverse());
  });

  it("readMirrorInSlices gives what the whole index read gives, in any slice size, ties across slices included", async () => {
    // ROWS has 9 createdAt values over 400 rows: runs of equal keys longer than the small slices.
    for (const table of ["flights", "bookings", "customers"] as const)
      for (const orderBy of ["createdAt", ...(table === "flights" ? (["price"] as const) : [])] as const)
        for (const direction of ["asc", "desc"] as const) {
          const whole = (await queryMirror({ table, orderBy, direction } as MirrorQuery)).map((r) => r._id);
          for (const slice of [1, 2, 7, 30, 44, 45, 46, 399, 400, 401, 2000]) {
            const got = await readMirrorInSlices({ table, orderBy, direction } as never, slice);
            expect(
              got.map((r) => r._id),
              `${table} ${orderBy} ${direction} by ${slice}`,
            ).toEqual(whole);
          }
        }
  });

  it("readMirrorInSlices reads an empty table and a table of exactly one slice", async () => {
    await db.logs.clear();
    try {
      expect(await readMirrorInSlices({ table: "logs", orderBy: "createdAt" }, 5)).toEqual([]);
      const rows = [1, 2, 3].map((i) => ({ _id: `l${i}`, createdAt: `2026-01-0${i}T00:00:00Z` }));
      await db.logs.bulkPut(rows as never);
      const got = await readMirrorInSlices({ table: "logs", orderBy: "createdAt", direction: "desc" }, 3);
      expect(got.map((r) => r._id)).toEqual(["l3", "l2", "l1"]);
    } finally {
      await db.logs.clear();
      await db.logs.bulkPut(ROWS as never);
    }
  });

  it("readMirrorInSlices in a live query: a write between two slices re-runs it, to the whole table", async () => {
    const seen: string[][] = [];
    const sub = liveQuery(() =>
      readMirrorInSlices({ table: "packages", orderBy: "createdAt", direction: "desc" }, 10),
    ).subscribe((rows) => seen.push(rows.map((r) => r._id)));
    try {
      // Lands while the 40 slices are being read (its key sorts among the last ones read).
      await new Promise((r) => setTimeout(r, 0));
      await db.packages.put({ _id: "zz-late", createdAt: "2026-01-10T00:00:00.000Z" } as never);
      const all = () => queryMirror({ table: "packages", orderBy: "createdAt", direction: "desc" });
      const want = (await all()).map((r) => r._id);
      expect(want).toContain("zz-late");
      await waitUntil(() => JSON.stringify(seen.at(-1)) === JSON.stringify(want));
    } finally {
      sub.unsubscribe();
      await db.packages.delete("zz-late");
    }
  });

  it("readMirrorInSlices in a live query: read again soon after, Dexie's cache answers every slice", async () => {
    const getAll = vi.spyOn(IDBIndex.prototype, "getAll");
    const read = async () => {
      let rows: unknown[] | undefined;
      const sub = liveQuery(() =>
        readMirrorInSlices({ table: "customers", orderBy: "createdAt", direction: "desc" }, 30),
      ).subscribe((r) => {
        rows = r;
      });
      await waitUntil(() => rows !== undefined);
      sub.unsubscribe();
      return rows!.length;
    };
    try {
      expect(await read()).toBe(ROWS.length);
      expect(getAll.mock.calls.length).toBeGreaterThan(10);
      getAll.mockClear();
      expect(await read()).toBe(ROWS.length);
      expect(getAll).not.toHaveBeenCalled();
    } finally {
      getAll.mockRestore();
    }
  });

  it("counts a table and one value of a filter on the index", async () => {
    expect(await countMirror("flights")).toBe(ROWS.length);
    expect(await countMirror("bookings", { field: "status", equals: "pending" })).toBe(
      ROWS.filter((r) => r.status === "pending").length,
    );
    expect(await countMirror("flights", { field: "status", equals: "pending" })).toBe(
      ROWS.filter((r) => r.status === "pending").length,
    );
    expect(await countMirror("packages", { field: "type", equals: "umrah" })).toBe(
      ROWS.filter((r) => r.type === "umrah").length,
    );
  });

  it("flights carry only the indexes the lists read through", () => {
    const names = db.flights.schema.indexes.map((i) => i.name).sort();
    expect(names).toEqual(
      [
        "createdAt",
        "departureDate",
        "price",
        "[status+createdAt]",
        "[status+departureDate]",
        "[status+price]",
      ].sort(),
    );
  });

  it("refuses an order or a filter the schema has no index for", () => {
    expect(() => indexFor("flights", "airlineName")).toThrow(/no index/);
    expect(() => indexFor("bookings", "totalAmount", "status")).toThrow(/no index/);
    expect(indexFor("flights", "price", "status")).toBe("[status+price]");
    // The types refuse them too.
    const byStatus = { table: "bookings", where: { field: "status", equals: "x" } } as const;
    const unindexed = "totalAmount" as const;
    // @ts-expect-error bookings are not indexed by status × totalAmount
    const bad: MirrorQuery<"bookings"> = { ...byStatus, orderBy: unindexed };
    expect(bad.table).toBe("bookings");
  });
});

describe("schema versions", () => {
  it("opens a version 1 database with its rows kept and the new indexes built over them", async () => {
    const name = "safar-upgrade-test";
    await Dexie.delete(name);
    // Version 1 exactly as it shipped (schema.ts must never change it).
    const v1 = new Dexie(name);
    v1.version(1).stores({
      flights: "_id, status, departureDate, createdAt, updatedAt, airlineName, destination",
      packages: "_id, status, type, departureDate, createdAt, updatedAt",
      bookings: "_id, bookingId, status, createdAt, updatedAt, expiresAt",
      packageBookings: "_id, bookingId, status, createdAt, updatedAt, expiresAt",
      customers: "_id, email, role, createdAt, updatedAt",
      directBookings: "_id, bookingId, bookingType, status, createdAt, updatedAt",
      directPackageBookings: "_id, bookingId, status, createdAt, updatedAt",
      gdsBookings: "_id, bookingId, status, createdAt, updatedAt",
      logs: "_id, createdAt, action, status",
      meta: "key",
      outbox: "++seq, &id, createdAt, status, userId",
    });
    const some = ROWS.slice(0, 60);
    await v1.open();
    // The tables version 1 had (the notifications came with version 4).
    const V1_TABLES = MIRROR_TABLES.filter((t) => t !== "notifications");
    for (const t of V1_TABLES) await v1.table(t).bulkPut(some);
    await v1.table("meta").put({ key: "owner", value: "u1:admin" });
    await v1.table("outbox").add({ id: "k1", createdAt: "2026-01-01", status: "queued", userId: "u1" });
    v1.close();

    const v2 = new SafarDb(name);
    await v2.open();
    try {
      expect(v2.verno).toBe(4);
      expect(await v2.table("notifications").count()).toBe(0);
      for (const t of V1_TABLES) {
        const kept = await v2.table(t).toArray();
        expect(kept.sort((a, b) => (a._id < b._id ? -1 : 1))).toEqual(
          [...some].sort((a, b) => (a._id < b._id ? -1 : 1)),
        );
      }
      expect(await v2.meta.get("owner")).toEqual({ key: "owner", value: "u1:admin" });
      expect(await v2.outbox.count()).toBe(1);
      const cheapestPending = await v2.flights
        .where("[status+price]")
        .between(["pending", Dexie.minKey], ["pending", Dexie.maxKey])
        .first();
      const want = expected(some, {
        table: "flights",
        where: { field: "status", equals: "pending" },
        orderBy: "price",
        limit: 1,
      })[0];
      expect(cheapestPending?._id).toBe(want?._id);
      expect(v2.flights.schema.indexes.map((i) => i.name)).not.toContain("airlineName");
    } finally {
      v2.close();
      await Dexie.delete(name);
    }
  });

  it("opens a version 2 database with its rows kept and the flights' unused indexes dropped", async () => {
    const name = "safar-upgrade-test-2";
    await Dexie.delete(name);
    // Version 2's flights as they shipped.
    const old = new Dexie(name);
    old.version(2).stores({
      flights:
        "_id, status, departureDate, createdAt, updatedAt, airlineName, destination, price, " +
        "[status+createdAt], [status+departureDate], [status+price]",
    });
    const some = ROWS.slice(0, 80);
    await old.open();
    await old.table("flights").bulkPut(some);
    old.close();

    const next = new SafarDb(name);
    await next.open();
    try {
      expect(next.verno).toBe(4);
      const kept = await next.flights.toArray();
      expect(kept.map((r) => r._id).sort()).toEqual(some.map((r) => r._id).sort());
      const idb = next.backendDB();
      const store = idb.transaction("flights").objectStore("flights");
      expect([...store.indexNames].sort()).toEqual(
        [
          "createdAt",
          "departureDate",
          "price",
          "[status+createdAt]",
          "[status+departureDate]",
          "[status+price]",
        ].sort(),
      );
      const pending = await next.flights
        .where("[status+createdAt]")
        .between(["pending", Dexie.minKey], ["pending", Dexie.maxKey])
        .count();
      expect(pending).toBe(some.filter((r) => r.status === "pending").length);
    } finally {
      next.close();
      await Dexie.delete(name);
    }
  });
});
