/**
 * What the screens read: live queries on the mirror (they re-render when a sync or a write changes
 * the table) and the sync status, so a screen can say it shows cached data and how old it is.
 * Rows come newest first (by `createdAt`, the server's own order); screens filter and re-sort in
 * memory. `loading` is true only until the first read of IndexedDB answers (not while syncing).
 * A screen that shows one page, or one status, reads it through an index with `useMirrorQuery` /
 * `useMirrorCount` (query.ts), re-exported here.
 */
import { useLiveQuery } from "dexie-react-hooks";
import { useCallback, useDeferredValue, useMemo, useSyncExternalStore } from "react";
import type { components } from "../api/schema.gen.ts";
import { useSession } from "../api/session.ts";
import { useConnection } from "../ui/use-online.ts";
import { type LiveRows, readMirrorInSlices, type SortField } from "./query.ts";
import {
  type CustomerRow,
  type DirectBookingRow,
  type DirectPackageBookingRow,
  db,
  EMPTY_SYNC_STATE,
  type FlightRow,
  type GdsBookingRow,
  type LogRow,
  type MetaRow,
  type MirrorRows,
  type MirrorTable,
  type PackageRow,
  type SyncState,
  syncKey,
} from "./schema.ts";
import { getSyncActivity, subscribeSyncActivity, tablesFor } from "./sync.ts";
import { shownFailures } from "./sync-failure.ts";

export {
  countMirror,
  type LiveRows,
  type MirrorQuery,
  queryMirror,
  useMirrorCount,
  useMirrorQuery,
} from "./query.ts";

const EMPTY: readonly never[] = Object.freeze([]);

type Schemas = components["schemas"];

/**
 * The whole table newest first, re-read whenever it changes (a full pull lands in one transaction,
 * so a first mirror of 10k flights is read once, when all of it is there), in slices of
 * `READ_SLICE` rows (readMirrorInSlices: no one read is a long task). Only an answer for the
 * current table counts, so switching tables never shows the other table's rows.
 *
 * An empty answer is not an empty list while the table has never been pulled (no `lastSyncedAt`,
 * no failure) and a pull can come (online, and the role syncs the table): the rows are not known
 * yet, so `loading` stays true and the screen shows a skeleton, not 'No flights available'. The
 * table's sync state is read in the same live query as its rows (a pull writes both in one
 * transaction), so the answer never pairs the empty table before a pull with the state after it,
 * as the screen's own `useSyncStatus`, a separate live query, can for a moment (at 4× CPU the
 * first visit's flights showed 'Showing 0 of 0' for about 3 s before the 38 rows).
 */
function useNewestFirst<T extends MirrorTable>(table: T): LiveRows<MirrorRows[T]> {
  const result = useLiveQuery(async () => {
    const rows = await readMirrorInSlices({ table, orderBy: "createdAt" as SortField<T>, direction: "desc" });
    return { table, rows, notKnown: rows.length === 0 && (await notKnownYet(table)) };
  }, [table]);
  const { user } = useSession();
  const { online } = useConnection();
  const pullable = online && Boolean(user && tablesFor(user.role).includes(table));
  const rows = result?.table === table ? result.rows : undefined;
  const unknown = rows === undefined || (pullable && result?.notKnown === true);
  const live = useMemo(() => ({ table, rows: rows ?? EMPTY, loading: unknown }), [table, rows, unknown]);
  // New rows reach the screen in a render React can slice (a deferred value renders like a
  // transition; only its commit is one task): a 10k-row list's first render with its rows was one
  // 40-60 ms task. A switch to another table is never deferred (no other table's rows shown).
  const shown = useDeferredValue(live);
  const out = shown.table === table ? shown : live;
  return useMemo(() => ({ rows: out.rows, loading: out.loading }), [out]);
}

/**
 * Whether an empty answer does not yet say the table is empty: no pull has succeeded or failed, or
 * one landed rows after the rows were read (the count sees them; the live query runs again). Read
 * after the rows, for an empty table only: a full one never re-reads on a change of its sync state.
 */
async function notKnownYet(table: MirrorTable): Promise<boolean> {
  const state = (await db.meta.get(syncKey(table)))?.value as SyncState | undefined;
  if (state?.lastSyncedAt || state?.lastError) return (await db.mirror(table).count()) > 0;
  return true;
}

export const useFlights = (): LiveRows<FlightRow> => useNewestFirst("flights");
export const usePackages = (): LiveRows<PackageRow> => useNewestFirst("packages");
/** A customer's own flight bookings. */
export const useMyBookings = (): LiveRows<Schemas["FlightBooking"]> => useNewestFirst("bookings");
/** Every customer's flight bookings (admins; the mirror holds the admin shape then). */
export const useBookings = (): LiveRows<Schemas["AdminFlightBooking"]> =>
  useNewestFirst("bookings") as LiveRows<Schemas["AdminFlightBooking"]>;
/** A customer's own package bookings. */
export const useMyPackageBookings = (): LiveRows<Schemas["PackageBooking"]> =>
  useNewestFirst("packageBookings");
/** Every customer's package bookings (admins). */
export const usePackageBookings = (): LiveRows<Schemas["AdminPackageBooking"]> =>
  useNewestFirst("packageBookings") as LiveRows<Schemas["AdminPackageBooking"]>;
export const useCustomers = (): LiveRows<CustomerRow> => useNewestFirst("customers");
export const useDirectBookings = (): LiveRows<DirectBookingRow> => useNewestFirst("directBookings");
export const useDirectPackageBookings = (): LiveRows<DirectPackageBookingRow> =>
  useNewestFirst("directPackageBookings");
export const useGdsBookings = (): LiveRows<GdsBookingRow> => useNewestFirst("gdsBookings");
/** The cached newest activity logs (admins). */
export const useRecentLogs = (): LiveRows<LogRow> => useNewestFirst("logs");

/** One record by `_id`: `row` is undefined while loading or when the mirror does not hold it. */
export function useRecord<T extends MirrorTable>(
  table: T,
  id: string | null | undefined,
): { row: MirrorRows[T] | undefined; loading: boolean } {
  const result = useLiveQuery(
    async () => ({ row: id ? await db.mirror(table).get(id) : undefined }),
    [table, id],
  );
  return { row: result?.row, loading: result === undefined };
}

export type SyncStatus = {
  /** When the data shown last matched the server; for several tables the oldest; null: never. */
  lastSyncedAt: string | null;
  /**
   * The last failure's text (the first failing table's), null when every table synced. A pull that
   * got no answer because the browser is offline is not a failure here (sync-failure.ts): the
   * freshness line covers it, so no screen shows an error box or a toast for it.
   */
  lastError: string | null;
  lastErrorAt: string | null;
  /** Every failing table and why (the same rule). */
  errors: readonly { table: MirrorTable; error: string; at: string | null; status: number | null }[];
  /** A pull of this table (or, without a table, a round) is in flight. */
  syncing: boolean;
  /** The status has not been read yet. */
  loading: boolean;
};

/**
 * The sync status of one table, or of every list the signed-in role's screens show (the bell's
 * notifications are not one: a failed pull of them is the bell's to show, not a screen's).
 */
export function useSyncStatus(table?: MirrorTable): SyncStatus {
  const { user } = useSession();
  const tables = useMemo(
    () => (table ? [table] : user ? tablesFor(user.role).filter((t) => t !== "notifications") : []),
    [table, user],
  );
  const rows = useLiveQuery(() => db.meta.bulkGet(tables.map(syncKey)), [tables]);
  // A flag, not the activity itself: each table's pull starting and ending must not re-render
  // every screen that shows a status (each is a synchronous render of the whole screen).
  const isSyncing = useCallback(
    () => (table ? getSyncActivity().tables.includes(table) : getSyncActivity().running),
    [table],
  );
  const syncing = useSyncExternalStore(subscribeSyncActivity, isSyncing, isSyncing);
  const connection = useConnection();

  return useMemo(() => {
    const states = tables.map((t, i) => ({
      table: t,
      state: { ...EMPTY_SYNC_STATE, ...((rows?.[i] as MetaRow | undefined)?.value as SyncState | undefined) },
    }));
    let lastSyncedAt: string | null = states.length ? (states[0]?.state.lastSyncedAt ?? null) : null;
    for (const { state } of states) {
      if (!state.lastSyncedAt) {
        lastSyncedAt = null;
        break;
      }
      if (lastSyncedAt && state.lastSyncedAt < lastSyncedAt) lastSyncedAt = state.lastSyncedAt;
    }
    const errors = shownFailures(
      states.flatMap(({ table: t, state }) =>
        state.lastError
          ? [{ table: t, error: state.lastError, at: state.lastErrorAt, status: state.lastErrorStatus }]
          : [],
      ),
      connection,
    );
    return {
      lastSyncedAt,
      lastError: errors[0]?.error ?? null,
      lastErrorAt: errors[0]?.at ?? null,
      errors,
      syncing,
      loading: rows === undefined,
    };
  }, [tables, rows, syncing, connection]);
}
