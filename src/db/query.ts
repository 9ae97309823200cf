/**
 * Indexed reads of the mirror: one page of a table, optionally narrowed to one value of a field
 * (status, type, role, bookingType), in the order of one field, read through the index that
 * matches (`[status+price]` for status × price, `price` alone without a filter), so the first rows
 * of a 100k-row table cost a few index steps instead of a full read and an in-memory sort.
 *
 * - Only the pairs in `LIST_INDEXES` (schema.ts) are accepted; the types say which.
 * - Order: by the field, then by `_id` (the primary key closes every index entry), both in the
 *   query's direction; `desc` is the exact reverse of `asc`.
 * - A row whose sort field (or filter field) is missing or not a valid IndexedDB key (null,
 *   undefined, a boolean) is not in the index and so never in an answer: the indexed fields are
 *   ones the API always sends.
 */
import Dexie, { type Collection, cmp, type IndexableType } from "dexie";
import { useLiveQuery } from "dexie-react-hooks";
import { useMemo } from "react";
import { db, LIST_INDEXES, type MirrorRows, type MirrorTable } from "./schema.ts";

type Indexes = typeof LIST_INDEXES;

/** A live read's rows and whether the first read of IndexedDB is still to answer (hooks.ts). */
export type LiveRows<T> = { rows: readonly T[]; loading: boolean };

/** The fields a table can be ordered by. */
export type SortField<T extends MirrorTable> = Indexes[T]["sorts"][number];
/** The fields a table can be narrowed by. */
export type FilterField<T extends MirrorTable> = keyof Indexes[T]["filters"] & string;
/** The sorts available with one filter field. */
export type FilteredSort<
  T extends MirrorTable,
  F extends FilterField<T>,
> = Indexes[T]["filters"][F] extends readonly (infer S)[] ? S & string : never;

export type Direction = "asc" | "desc";

type Page = { direction?: Direction; offset?: number; limit?: number };

type QueryOf<T extends MirrorTable> = Page &
  (
    | { table: T; where?: undefined; orderBy: SortField<T> }
    | {
        [F in FilterField<T>]: {
          table: T;
          where: { field: F; equals: IndexableType };
          orderBy: FilteredSort<T, F>;
        };
      }[FilterField<T>]
  );

/**
 * One page of a mirror table: without a filter, or with one (and then a sort it is indexed with).
 * `MirrorQuery` alone is any table's.
 */
export type MirrorQuery<T extends MirrorTable = MirrorTable> = T extends MirrorTable ? QueryOf<T> : never;

/** The index a query reads through (also used by the benchmark). */
export function indexFor(table: MirrorTable, orderBy: string, filter?: string): string {
  const spec = LIST_INDEXES[table] as {
    sorts: readonly string[];
    filters: Record<string, readonly string[] | undefined>;
  };
  if (filter === undefined) {
    if (!spec.sorts.includes(orderBy)) throw new Error(`${table} has no index to order by ${orderBy}`);
    return orderBy;
  }
  if (!spec.filters[filter]?.includes(orderBy))
    throw new Error(`${table} has no index for ${filter} ordered by ${orderBy}`);
  return `[${filter}+${orderBy}]`;
}

function collection<T extends MirrorTable>(q: MirrorQuery<T>): Collection<MirrorRows[T], string> {
  const t = db.mirror<T>(q.table as T);
  const index = indexFor(q.table, q.orderBy, q.where?.field);
  let c = q.where
    ? t.where(index).between([q.where.equals, Dexie.minKey], [q.where.equals, Dexie.maxKey], true, true)
    : t.orderBy(index);
  if (q.direction === "desc") c = c.reverse();
  if (q.offset) c = c.offset(q.offset);
  if (q.limit !== undefined) c = c.limit(q.limit);
  return c;
}

/** The rows of one page, in the query's order. */
export function queryMirror<T extends MirrorTable>(q: MirrorQuery<T>): Promise<MirrorRows[T][]> {
  return collection(q).toArray();
}

/** Rows per read of a whole table: 10k flights read at once are one 40–60 ms task (deserialising). */
export const READ_SLICE = 2000;

/**
 * A whole table in the order of one index (what `queryMirror` without a filter, offset or limit
 * gives), read `slice` rows at a time: each slice's answer arrives in a task of its own, so the main
 * thread is free between slices and no one read is a long task. Each slice goes on from the last
 * key read (rows sharing that key and already read are skipped; a run of equal keys longer than a
 * slice is read whole).
 *
 * Each slice is a read of its own, not one transaction: in a live query (useLiveQuery) Dexie's
 * cache answers the same reads again from memory while the screen, or one that left it less than 3
 * s ago, still holds them, but never a read in an explicit transaction (one transaction took the
 * 10k-row screens' first render from 0.1–0.2 s to 0.3–1 s). A write that lands between two slices
 * re-runs the live query, which then gives the whole table again.
 */
export async function readMirrorInSlices<T extends MirrorTable>(
  q: { table: T; orderBy: SortField<T>; direction?: Direction },
  slice: number = READ_SLICE,
): Promise<MirrorRows[T][]> {
  type R = MirrorRows[T];
  const t = db.mirror<T>(q.table);
  const index = indexFor(q.table, q.orderBy);
  const desc = q.direction === "desc";
  const keyOf = (r: R) => (r as Record<string, unknown>)[index] as IndexableType;
  const read = (c: Collection<R, string>, limit?: number) => {
    const ordered = desc ? c.reverse() : c;
    return (limit === undefined ? ordered : ordered.limit(limit)).toArray();
  };
  // The rows from `key` on in the read's order, `key` itself included or not. Both ends are keys
  // (minKey/maxKey, not open ends: Dexie's cache never matches a range with an open end).
  const onFrom = (key: IndexableType, included: boolean) =>
    desc
      ? t.where(index).between(Dexie.minKey, key, true, included)
      : t.where(index).between(key, Dexie.maxKey, included, true);
  const rows: R[] = [];
  let part = await read(t.orderBy(index), slice);
  for (;;) {
    for (const r of part) rows.push(r);
    if (part.length < slice) return rows;
    // Where the next slice starts: the last key read, after the rows with that key already read.
    const key = keyOf(rows[rows.length - 1]!);
    let skip = 1;
    while (skip < rows.length && cmp(keyOf(rows[rows.length - 1 - skip]!), key) === 0) skip++;
    if (skip < slice) {
      part = (await read(onFrom(key, true), skip + slice)).slice(skip);
      continue;
    }
    // A run of equal keys longer than a slice: the rest of it at once, then past it.
    for (const r of (await read(t.where(index).equals(key))).slice(skip)) rows.push(r);
    part = await read(onFrom(key, false), slice);
  }
}

/**
 * How many rows a table holds, or hold one value of a filter field (e.g. pending bookings):
 * counted on the filter's `[field+createdAt]` index (the API always sends createdAt), no row is
 * read.
 */
export function countMirror<T extends MirrorTable>(
  table: T,
  where?: { field: FilterField<T>; equals: IndexableType },
): Promise<number> {
  const t = db.mirror(table);
  if (!where) return t.count();
  return t
    .where(indexFor(table, "createdAt", where.field))
    .between([where.equals, Dexie.minKey], [where.equals, Dexie.maxKey], true, true)
    .count();
}

const EMPTY: readonly never[] = Object.freeze([]);

/** A live page: re-read when the table changes (a sync, a stored answer). */
export function useMirrorQuery<T extends MirrorTable>(q: MirrorQuery<T>): LiveRows<MirrorRows[T]> {
  const { table, orderBy, direction, offset, limit } = q;
  const field = q.where?.field;
  const equals = q.where?.equals;
  const rows = useLiveQuery(
    () =>
      queryMirror({
        table,
        orderBy,
        direction,
        offset,
        limit,
        ...(field === undefined ? {} : { where: { field, equals } }),
      } as MirrorQuery<T>),
    [table, orderBy, direction, offset, limit, field, equals],
  );
  return useMemo(() => ({ rows: rows ?? EMPTY, loading: rows === undefined }), [rows]);
}

/** A live count (see `countMirror`); undefined until the first read answers. */
export function useMirrorCount<T extends MirrorTable>(
  table: T,
  where?: { field: FilterField<T>; equals: IndexableType },
): number | undefined {
  const field = where?.field;
  const equals = where?.equals;
  return useLiveQuery(
    () => countMirror(table, field === undefined ? undefined : { field, equals: equals as IndexableType }),
    [table, field, equals],
  );
}
