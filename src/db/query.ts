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
import Dexie, { type Collection, type IndexableType } from "dexie";
import { useLiveQuery } from "dexie-react-hooks";
import { useMemo } from "react";
import type { LiveRows } from "./hooks.ts";
import { db, LIST_INDEXES, type MirrorRows, type MirrorTable } from "./schema.ts";

type Indexes = typeof LIST_INDEXES;

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
