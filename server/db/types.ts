/**
 * The database's types, apart from the code that opens it (client.ts): the transaction code and the
 * request environment need the types only, and importing them from client.ts tied those files and
 * client.ts into one import circle (docs/ARCHITECTURE.md §1.1).
 */
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Pool } from "pg";
import type { DedicatedSession } from "./pg-session.ts";
import type * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: everything a Db can do, inside one transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** A short description for logs and the health check (never the password). */
  describe: string;
  ping(): Promise<void>;
  /**
   * PostgreSQL only: this process's own connection outside the pool, for LISTEN and the
   * housekeeping's advisory lock (server/db/pg-session.ts), opened on first use.
   */
  readonly session: DedicatedSession | undefined;
  /** PostgreSQL only: the pool itself, for the statements that bypass Drizzle (server/http/rate-limit.ts). */
  readonly pool: Pool | undefined;
  /**
   * Runs `work` while this process holds the advisory lock `name` on PostgreSQL, so processes
   * starting together do it one after the other (docs/ARCHITECTURE.md §6.5); on PGlite, at once.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};
