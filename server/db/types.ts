/**
 * The database's types, apart from the code that opens it (client.ts): the transaction code and the
 * request environment need the types only, and importing them from client.ts tied those files and
 * client.ts into one import circle (docs/ARCHITECTURE.md §1.1).
 */
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
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
  close(): Promise<void>;
};
