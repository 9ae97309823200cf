/**
 * `db.transaction` on PostgreSQL (`pipelineBegin`, installed by `openDatabase`): drizzle's, except
 * that the BEGIN travels with the transaction's first statement, in one write and one round trip,
 * instead of a round trip of its own. The busiest writes of the API (creating a booking) are a
 * handful of short statements, and on this project's machines each round trip costs the server
 * ~150-300 µs of CPU (a socket write and a read, the driver's parsing, a promise), about as much as
 * building and running a statement.
 *
 * How: the extended query protocol lets a client send several statements before one Sync, and a
 * BEGIN among them opens a transaction block that outlives the Sync (PostgreSQL documentation,
 * "Pipelining"). The first query of the transaction is sent as Parse/Bind/Execute of BEGIN, then
 * its own Parse/Bind/Describe/Execute, then Sync, corked into one write; its BEGIN's CommandComplete
 * is not reported to the driver's query, which sees only its own statement's answer. If the first
 * statement fails, the server skips to the Sync and the transaction is open and failed; a failed
 * BEGIN (it cannot, short of a broken connection) would skip the statement too. Either way the
 * error reaches `work`, and the ROLLBACK below ends whatever was opened (a ROLLBACK with no
 * transaction open is only a warning).
 *
 * Everything else is drizzle's own transaction: the same session and transaction classes, over one
 * pooled connection, COMMIT at the end and ROLLBACK on any error; a transaction with options
 * (isolation level, access mode) is drizzle's own. PGlite runs in-process (no round trips): its
 * `db.transaction` stays drizzle's.
 */
import { NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db, Tx } from "./types.ts";

/** The parts of a pg connection the first query writes its messages with. */
type Connection = {
  parse(query: { text: string; name?: string; types?: number[] }): void;
  bind(config: { portal?: string; statement?: string; values?: unknown[] }): void;
  execute(config: { portal?: string; rows?: number }): void;
};

/** pg's Query, as far as this file extends it (its typings describe only what callers use). */
type QueryInternals = {
  prepare(connection: Connection): void;
  handleCommandComplete(msg: unknown, connection: Connection): void;
};

const PgQuery = pg.Query as unknown as new (
  config: object,
  values: unknown,
  callback: (err: Error | null, result: unknown) => void,
) => QueryInternals;

/** A query sent with a BEGIN before it, in the same write. */
class BeginThenQuery extends PgQuery {
  private begun = false;

  override prepare(connection: Connection): void {
    connection.parse({ text: "BEGIN" });
    connection.bind({});
    connection.execute({});
    super.prepare(connection);
  }

  override handleCommandComplete(msg: unknown, connection: Connection): void {
    // The first CommandComplete is the BEGIN's: the query's result is its own statement's.
    if (!this.begun) {
      this.begun = true;
      return;
    }
    super.handleCommandComplete(msg, connection);
  }
}

type Session = NodePgSession<Record<string, unknown>, never>;
type SessionParts = { client: pg.Pool; dialect: never; schema: never; options: never };

/** Makes `db.transaction` (a drizzle database on node-postgres) send its BEGIN with its first statement. */
export function pipelineBegin(db: Db): void {
  const drizzles = db.transaction.bind(db);
  db.transaction = ((work: (tx: Tx) => Promise<unknown>, config?: unknown) =>
    config === undefined
      ? pipelinedTransaction(db, work)
      : drizzles(work, config as never)) as Db["transaction"];
}

async function pipelinedTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const session = (db as unknown as { session: unknown }).session;
  const { client: pool, dialect, schema, options } = session as unknown as SessionParts;
  const client = await pool.connect();
  let opened = false;
  // The connection as the transaction's session sees it: its first query carries the BEGIN.
  const connection = {
    query(config: string | pg.QueryConfig, values?: unknown[]) {
      if (opened) return client.query(config, values);
      opened = true;
      const query = typeof config === "string" ? { text: config } : config;
      return new Promise((resolve, reject) => {
        // Extended protocol even for a statement without values: the BEGIN rides with it.
        const submittable = new BeginThenQuery({ ...query, queryMode: "extended" }, values, (err, result) =>
          err ? reject(err) : resolve(result),
        );
        client.query(submittable as unknown as pg.Submittable);
      });
    },
  };
  const tx = new NodePgTransaction(
    dialect,
    new NodePgSession(connection as unknown as pg.PoolClient, dialect, schema, options) as Session,
    schema,
  ) as unknown as Tx;
  let broken = false;
  try {
    const result = await work(tx);
    if (opened) await client.query("commit");
    return result;
  } catch (err) {
    if (opened) {
      // A connection that cannot even roll back is not given back to the pool; the error that
      // ended the work is the one reported.
      await client.query("rollback").catch(() => {
        broken = true;
      });
    }
    throw err;
  } finally {
    client.release(broken);
  }
}
