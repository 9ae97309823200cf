/**
 * Statements built once. Drizzle builds a statement's SQL text anew on every run, and on the busiest
 * write of the API that costs more than sending it: ~150-500 µs of CPU per statement on this
 * project's machines (.toSQL() in a loop), against ~100-300 µs for the round trip itself. A
 * `Prebuilt` statement is built by drizzle the first time, with `sql.placeholder(name)` where the
 * values go; every later run only fills the values in (drizzle's own `fillPlaceholders`, through
 * each column's encoder, as a drizzle prepared query does) and sends the text on the connection of
 * the transaction it is given. On PostgreSQL the statement is also a named prepared statement, so
 * each pooled connection parses and plans it once.
 *
 * For statements whose text does not depend on the values (a list of N rows is a statement per N:
 * the caller keeps one per shape). Results come back as the driver's plain rows (column names as in
 * the statement, timestamps as text), not mapped by drizzle.
 */
import { createHash } from "node:crypto";
import { type Column, getTableColumns, type Placeholder, type Query, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client.ts";
import { type InBatch, perTurn } from "./per-turn.ts";

/** The part of drizzle's session a prepared query is made from (on node-postgres and PGlite alike). */
type Session = {
  prepareQuery(
    query: Query,
    fields: undefined,
    name: string | undefined,
    isResponseInArrayMode: boolean,
  ): { execute(values: Record<string, unknown>): Promise<unknown> };
};

export class Prebuilt<Row = Record<string, unknown>> {
  private query: Query | undefined;
  private name: string | undefined;

  /** `build` makes the statement on a handle (any: only its text and parameter slots are kept). */
  constructor(private readonly build: (db: DbOrTx) => { toSQL(): Query }) {}

  async run(db: DbOrTx, values: Record<string, unknown>): Promise<Row[]> {
    if (!this.query) {
      this.query = this.build(db).toSQL();
      this.name = `safar_${createHash("sha256").update(this.query.sql).digest("hex").slice(0, 24)}`;
    }
    // A drizzle handle (database or transaction) keeps its session, the connection it runs on.
    const session = (db as unknown as { session: Session }).session;
    const result = await session.prepareQuery(this.query, undefined, this.name, false).execute(values);
    return (result as { rows: Row[] }).rows;
  }
}

/**
 * One Prebuilt per shape of a statement (e.g. the number of rows it inserts, and which columns they
 * set): `build` is called for a shape not seen before.
 */
export class PrebuiltByShape<Row = Record<string, unknown>> {
  private readonly shapes = new Map<string, Prebuilt<Row>>();

  run(
    db: DbOrTx,
    shape: string,
    build: (db: DbOrTx) => { toSQL(): Query },
    values: Record<string, unknown>,
  ): Promise<Row[]> {
    let statement = this.shapes.get(shape);
    if (!statement) {
      statement = new Prebuilt<Row>(build);
      this.shapes.set(shape, statement);
    }
    return statement.run(db, values);
  }
}

/** A row's slots: a placeholder per value, null where the column may be null. */
type Slots<T> = { [K in keyof T]: Placeholder | Extract<T[K], null> };

/**
 * Rows to insert as placeholders: each value `prefix + row + "_" + column` in `values`, columns whose
 * value is undefined left out (the column's default, as drizzle does). A null is written into the
 * statement as NULL, not as a placeholder (a column's encoder is for values: a timestamp's would
 * fail on null, a jsonb one would store JSON null), and the shape says so: a row with a value there
 * is another statement. Returns the rows to build the statement with and the part of the shape they
 * make.
 */
export function placeholderRows<T extends object>(
  prefix: string,
  rows: readonly T[],
  values: Record<string, unknown>,
): { rows: Slots<T>[]; shape: string } {
  const out: Slots<T>[] = [];
  let shape = "";
  rows.forEach((row, i) => {
    const slots = {} as Record<keyof T, Placeholder | null>;
    for (const key in row) {
      const value = row[key];
      if (value === undefined) continue;
      if (value === null) {
        slots[key] = null;
        shape += `${key}=null,`;
        continue;
      }
      const name = `${prefix}${i}_${String(key)}`;
      slots[key] = sql.placeholder(name);
      values[name] = value;
      shape += `${key},`;
    }
    out.push(slots as Slots<T>);
    shape += ";";
  });
  return { rows: out, shape };
}

/**
 * A row of `table` as a Prebuilt statement returns it (`returning()`: every column, by its name in
 * the database, as the driver gives it) mapped as drizzle maps its own results: each column's
 * decoder, nulls left null.
 */
export function fromDriverRow<T extends PgTable>(table: T, raw: Record<string, unknown>): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T["$inferSelect"];
}

/** Each table's columns as [key, column] pairs, listed once (fromDriverRow runs on every booking). */
const columnLists = new WeakMap<PgTable, [string, Column][]>();

function columnsOf(table: PgTable): [string, Column][] {
  let list = columnLists.get(table);
  if (!list) {
    list = Object.entries(getTableColumns(table));
    columnLists.set(table, list);
  }
  return list;
}

/**
 * Reads of rows of `table` by id, per database: the reads asked for in one turn of the event loop
 * are made by one query, started on the next turn (setImmediate), so every read starts after it was
 * asked for. On PGlite (one connection, queries run in this process) a burst of calls, each reading
 * its own row, would otherwise cost a query apiece, one after the other.
 */
export function batchedById<T extends PgTable & { id: Column }>(
  table: T,
): (db: DbOrTx, id: string) => Promise<T["$inferSelect"] | undefined> {
  /** The rows `ids` (any number of them): one statement, built once. */
  const byIds = new Prebuilt<Record<string, unknown>>((db) =>
    db
      .select()
      .from(table as PgTable)
      .where(sql`${table.id} = any(${sql.placeholder("ids")}::uuid[])`),
  );
  type Read = (id: string) => Promise<InBatch<Map<string, T["$inferSelect"]>>>;
  const readers = new WeakMap<object, Read>();
  return async (db, id) => {
    let read = readers.get(db);
    if (!read) {
      read = perTurn(async (ids) => {
        const found = await byIds.run(db, { ids: [...new Set(ids)] });
        return new Map(found.map((raw) => [raw.id as string, fromDriverRow(table, raw)]));
      });
      readers.set(db, read);
    }
    return (await read(id)).out.get(id);
  };
}
