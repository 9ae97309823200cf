/**
 * Opens the database: PGlite (PostgreSQL compiled to WASM) in a data directory by default, or a real
 * PostgreSQL server when a connection URL is given. The same Drizzle schema and SQL migrations run
 * on both.
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loggableError } from "../http/errors.ts";
import { lockDataDir, makePrivate } from "./data-dir.ts";
import { type DedicatedSession, dedicatedSession } from "./pg-session.ts";
import * as schema from "./schema.ts";
import type { Database, Db } from "./types.ts";

export type { Database, Db, DbOrTx, Schema, Tx } from "./types.ts";

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * PostgreSQL connections per server process. One Node process is CPU-bound before ten connections
 * are busy: under 50 concurrent booking clients (tests/bench/booking-api.bench.ts) the connections
 * mostly wait for the process, and a pool of 20 booked within 5% of a pool of 10.
 */
export const DEFAULT_POOL_SIZE = 10;

/** The advisory lock under which a starting process migrates and seeds (docs/ARCHITECTURE.md §6.5). */
export const START_LOCK = "safar:start";

export type OpenOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  /**
   * `dataDir` undefined means in memory. `loadDataDir` restores a dump made by `dumpDataDir`. A
   * data directory's parent (DATA_DIR) is taken for this process while the database is open
   * (server/db/data-dir.ts).
   */
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.kind === "postgres") {
    const pg = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    // Dates stay 'YYYY-MM-DD' strings (as PGlite returns them), never local-midnight Date objects.
    pg.default.types.setTypeParser(1082, (v: string) => v);
    const pool = new pg.default.Pool({
      connectionString: options.url,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      idleTimeoutMillis: 30_000,
    });
    pool.on("error", (err) =>
      console.error(JSON.stringify({ level: "error", msg: "pg pool error", err: loggableError(err) })),
    );
    const db = drizzle(pool, { schema }) as unknown as Db;
    // Every transaction's BEGIN goes with its first statement: one round trip fewer (transaction.ts).
    const { pipelineBegin } = await import("./transaction.ts");
    pipelineBegin(db);
    /** `work` while this process holds the advisory lock `name` (one pooled connection's session). */
    const exclusive = async <T>(name: string, work: (client: import("pg").PoolClient) => Promise<T>) => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(hashtext($1))", [name]);
        try {
          return await work(client);
        } finally {
          await client.query("select pg_advisory_unlock(hashtext($1))", [name]);
        }
      } finally {
        client.release();
      }
    };
    // Several processes starting at once on one database migrate one after the other: the first
    // applies the migrations, the others find them applied (docs/ARCHITECTURE.md §6.5).
    await exclusive(START_LOCK, (client) => migrate(drizzle(client), { migrationsFolder }));
    const url = new URL(options.url);
    let session: DedicatedSession | undefined;
    return {
      db,
      kind: "postgres",
      describe: `postgresql://${url.hostname}:${url.port || 5432}${url.pathname}`,
      async ping() {
        await pool.query("select 1");
      },
      get session() {
        session ??= dedicatedSession(pg.default.Client, options.url);
        return session;
      },
      exclusive: (name, work) => exclusive(name, () => work()),
      pool,
      async close() {
        await session?.close();
        await pool.end();
      },
    };
  }

  const { PGlite } = await import("@electric-sql/pglite");
  // The log search's trigram index (migration 0001); on PostgreSQL pg_trgm ships with the server.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let dataDir: string | undefined;
  let release = () => {};
  if (options.dataDir) {
    dataDir = resolve(options.dataDir);
    // One process per data directory, taken before anything in it is read (docs/ARCHITECTURE.md
    // §6.2); this also creates the parent, which PGlite does not.
    release = lockDataDir(dirname(dataDir));
  }
  let client: InstanceType<typeof PGlite>;
  try {
    client = await PGlite.create({
      extensions: { pg_trgm },
      ...(dataDir ? { dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  // PGlite sets some files' modes itself (0666 from its initdb, 0644 for files written at a
  // checkpoint): made private again once it is ready and when it closes (docs/ARCHITECTURE.md §6.2).
  const privateFiles = () => {
    if (dataDir) makePrivate(dataDir);
  };
  try {
    await migrate(drizzle(client), { migrationsFolder });
    privateFiles();
  } catch (err) {
    await client.close();
    release();
    throw err;
  }
  let closed = false;
  return {
    db,
    kind: "pglite",
    describe: dataDir ? `pglite:${dataDir}` : "pglite:memory",
    session: undefined,
    pool: undefined,
    exclusive: (_name, work) => work(),
    async ping() {
      // The simple query protocol: a third of `query`'s cost on PGlite (no parse/bind/describe round).
      await client.exec("select 1");
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
        privateFiles();
      } finally {
        release();
      }
    },
  };
}

/** Where the embedded database lives inside DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return join(resolve(dataDir), "pglite");
}
