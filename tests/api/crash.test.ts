/**
 * A SIGKILL in the middle of a 10,000-row flights import. The import cap is 5,000 rows a request
 * (IMPORT_MAX_ROWS), so the 10,000 rows go as two requests of 5,000, after a first batch that is
 * committed before the kill. Each request is one transaction: after a restart every batch is either
 * all there or not there at all, and everything committed before the kill is still there.
 *
 * On PostgreSQL the kill waits until an import transaction has written rows (it has a transaction
 * id in pg_stat_activity), so it lands inside the transaction for sure; on PGlite, whose state
 * cannot be watched from outside, it lands halfway through the time the first batch took.
 *
 * Then the same kill during an import sent with an Idempotency-Key: its claim, committed before the
 * import ran, is left unanswered; once older than STALE_CLAIM_MS a retry takes it over and imports.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteDir } from "../../server/db/client.ts";
import { STALE_CLAIM_MS } from "../../server/http/idempotency.ts";
import { IMPORT_MAX_ROWS } from "../../server/services/csv-transfer.ts";
import { adminToken, type ProcessEnv, processEnv, startProcess } from "./helpers/process.ts";

let setup: ProcessEnv;

beforeAll(async () => {
  setup = await processEnv("safar-crash");
});
afterAll(async () => {
  await setup?.cleanup();
});

const BATCH = IMPORT_MAX_ROWS;

/** 5,000 valid CSV rows whose duration names the batch (the airline must be one of the list). */
function rows(batch: string) {
  return Array.from({ length: BATCH }, (_, i) => ({
    airlinename: "Pakistan International Airlines",
    flightnumber: `PK ${i % 1000}`,
    pnr: `PK${i}`,
    departure: "LHE",
    destination: "JED",
    departuredate: "2030-05-01",
    departuretime: "09:00",
    arrivaldate: "2030-05-01",
    arrivaltime: "14:00",
    duration: `Batch ${batch}`,
    price: "90000",
    seatsavailable: "20",
  }));
}

function importRows(url: string, token: string, batch: string, idempotencyKey?: string) {
  return fetch(`${url}/api/flights/import`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
      ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
    },
    body: JSON.stringify({ flights: rows(batch) }),
  });
}

/**
 * Runs `sql` (with $1 = `key`) on the stopped server's database: PostgreSQL directly, PGlite by
 * opening its data directory here (already migrated by the server). Returns the rows.
 */
async function onStoppedDatabase(env: Record<string, string>, sql: string, key: string) {
  if (env.DATABASE_URL) {
    const c = new pg.Client({ connectionString: env.DATABASE_URL });
    await c.connect();
    try {
      return (await c.query(sql, [key])).rows;
    } finally {
      await c.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create({ dataDir: pgliteDir(env.DATA_DIR!) });
  try {
    return (await client.query(sql, [key])).rows as Record<string, unknown>[];
  } finally {
    await client.close();
  }
}

async function countsByBatch(url: string, token: string): Promise<Record<string, number>> {
  const res = await fetch(`${url}/api/flights`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const { flights } = (await res.json()) as { flights: { duration: string }[] };
  const counts: Record<string, number> = {};
  for (const f of flights) counts[f.duration] = (counts[f.duration] ?? 0) + 1;
  return counts;
}

/** Resolves once an import transaction on `databaseUrl` has written rows (PostgreSQL only). */
async function importTransactionWriting(databaseUrl: string, deadline: number): Promise<boolean> {
  const dbName = new URL(databaseUrl).pathname.slice(1);
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    while (Date.now() < deadline) {
      const { rows: found } = await c.query(
        `select 1 from pg_stat_activity
          where datname = $1 and pid <> pg_backend_pid() and backend_xid is not null
            and query ilike '%insert into "flights"%'`,
        [dbName],
      );
      if (found.length > 0) return true;
      await new Promise((r) => setTimeout(r, 5));
    }
    return false;
  } finally {
    await c.end();
  }
}

describe("a SIGKILL during a 10,000-row flights import", { timeout: 300_000 }, () => {
  it("keeps every committed batch and leaves no half-imported one", async () => {
    const p = await startProcess(setup.env);
    let token: string;
    let batchAms: number;
    const outcome: Record<string, "answered" | "cut"> = {};
    try {
      token = await adminToken(p.url);
      // Batch A commits before the kill.
      const t0 = performance.now();
      const a = await importRows(p.url, token, "A");
      batchAms = performance.now() - t0;
      expect(a.status).toBe(200);
      expect(((await a.json()) as { results: { success: number } }).results.success).toBe(BATCH);

      // B and C (the 10,000 rows) are in flight when the process is killed.
      const inFlight = ["B", "C"].map((batch) =>
        importRows(p.url, token, batch).then(
          async (res) => {
            await res.arrayBuffer();
            outcome[batch] = "answered";
          },
          () => {
            outcome[batch] = "cut";
          },
        ),
      );
      if (setup.env.DATABASE_URL) {
        expect(await importTransactionWriting(setup.env.DATABASE_URL, Date.now() + 60_000)).toBe(true);
      } else {
        await new Promise((r) => setTimeout(r, batchAms / 2));
      }
      p.child.kill("SIGKILL");
      await Promise.all(inFlight);
    } finally {
      p.child.kill("SIGKILL");
      await p.exited;
    }
    // The kill cut at least one import short: the test did crash an import.
    expect(Object.values(outcome)).toContain("cut");

    const again = await startProcess(setup.env);
    try {
      const fresh = await adminToken(again.url);
      const counts = await countsByBatch(again.url, fresh);
      console.log(
        `batch A took ${Math.round(batchAms!)} ms; killed with`,
        outcome,
        "; after restart",
        counts,
      );
      // Nothing committed is lost: batch A in full, and any batch whose answer arrived.
      expect(counts["Batch A"]).toBe(BATCH);
      for (const batch of ["B", "C"]) {
        const n = counts[`Batch ${batch}`] ?? 0;
        expect([0, BATCH], `batch ${batch}: ${n} rows after the crash`).toContain(n);
        if (outcome[batch] === "answered") expect(n).toBe(BATCH);
      }
      const total = Object.values(counts).reduce((x, y) => x + y, 0);
      expect([BATCH, 2 * BATCH, 3 * BATCH]).toContain(total);
      // And the restarted server imports again.
      const d = await importRows(again.url, fresh, "D");
      expect(d.status).toBe(200);
      expect((await countsByBatch(again.url, fresh))["Batch D"]).toBe(BATCH);
    } finally {
      again.child.kill("SIGTERM");
      await again.exited;
    }
  });
});

describe("a SIGKILL after an Idempotency-Key was claimed", { timeout: 300_000 }, () => {
  it("leaves an unanswered claim that a retry takes over once it is older than STALE_CLAIM_MS", async () => {
    // On PGlite the kill is timed from a warm import's duration; when the import beat the kill (a
    // busy machine times unevenly), the next attempt kills earlier, with a key and batch of its own.
    let key = "";
    let batch = "";
    let crashed = false;
    for (const [attempt, fraction] of [0.5, 0.3, 0.15, 0.05].entries()) {
      key = `import-killed-mid-request-${attempt}`;
      batch = `Keyed ${attempt}`;
      const p = await startProcess(setup.env);
      let cut = false;
      try {
        const token = await adminToken(p.url);
        // How long a warm import takes here (for the PGlite kill's timing).
        expect((await importRows(p.url, token, `Warm-up ${attempt}`)).status).toBe(200);
        const t0 = performance.now();
        expect((await importRows(p.url, token, `Warm ${attempt}`)).status).toBe(200);
        const batchMs = performance.now() - t0;
        // The claim commits before the import runs; the kill lands while it runs.
        const inFlight = importRows(p.url, token, batch, key).then(
          async (res) => {
            await res.arrayBuffer();
          },
          () => {
            cut = true;
          },
        );
        if (setup.env.DATABASE_URL) {
          expect(await importTransactionWriting(setup.env.DATABASE_URL, Date.now() + 60_000)).toBe(true);
        } else {
          await new Promise((r) => setTimeout(r, batchMs * fraction));
        }
        p.child.kill("SIGKILL");
        await inFlight;
      } finally {
        p.child.kill("SIGKILL");
        await p.exited;
      }
      if (!cut) continue;
      // The claim is there, unanswered: as the process left it.
      const left = await onStoppedDatabase(
        setup.env,
        "select response_status from idempotency_keys where key = $1",
        key,
      );
      if (left.length === 0 && !setup.env.DATABASE_URL) continue; // killed before it claimed
      expect(left).toEqual([{ response_status: null }]);
      crashed = true;
      break;
    }
    expect(crashed, "a kill landed while a keyed import ran").toBe(true);

    // Make it older than STALE_CLAIM_MS, as if the client's outbox retried minutes later.
    await onStoppedDatabase(
      setup.env,
      `update idempotency_keys set created_at = created_at - interval '${STALE_CLAIM_MS + 60_000} milliseconds' where key = $1`,
      key,
    );

    const again = await startProcess(setup.env);
    try {
      const token = await adminToken(again.url);
      expect((await countsByBatch(again.url, token))[`Batch ${batch}`]).toBeUndefined();
      const retried = await importRows(again.url, token, batch, key);
      expect(retried.status).toBe(200);
      expect(retried.headers.get("idempotent-replayed")).toBeNull();
      const answer = await retried.json();
      const replay = await importRows(again.url, token, batch, key);
      expect(replay.status).toBe(200);
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(await replay.json()).toEqual(answer);
      expect((await countsByBatch(again.url, token))[`Batch ${batch}`]).toBe(BATCH);
    } finally {
      again.child.kill("SIGTERM");
      await again.exited;
    }
  });
});
