/**
 * Whether figures computed from the mirror are true yet: every list they come from has been pulled
 * at least once, and the rows a screen holds are that pull's. A figure before then (the seconds
 * after a sign-in, a first visit) would read as zeros, so screens wait instead.
 *
 * A pull writes its rows and its sync state in one transaction, but a screen reads them through
 * separate live queries that answer at different moments (rows are read in slices and deferred). So
 * the sync state and each table's row count are read here together, the state first: a screen's
 * rows count as the pulled ones when their numbers match. A state that says "pulled" beside rows
 * still on their way is then not taken for a table with no rows.
 */
import { useLiveQuery } from "dexie-react-hooks";
import { db, type MetaRow, type MirrorTable, type SyncState, syncKey } from "./schema.ts";

export type FirstSync = {
  /** Every table has been pulled at least once. */
  synced: boolean;
  /** Each table's row count, read after its sync state. */
  counts: readonly number[];
};

/** The first-sync state of `tables` (undefined until IndexedDB answers). */
export function useFirstSync(tables: readonly MirrorTable[]): FirstSync | undefined {
  const key = tables.join(",");
  return useLiveQuery(async () => {
    const names = key.split(",") as MirrorTable[];
    const states = (await db.meta.bulkGet(names.map(syncKey))) as (MetaRow | undefined)[];
    const counts = await Promise.all(names.map((t) => db.mirror(t).count()));
    const synced = states.every((m) => Boolean((m?.value as SyncState | undefined)?.lastSyncedAt));
    return { synced, counts };
  }, [key]);
}

/** Whether `rows` (one list per table, in order) are what the first pull left: true figures. */
export function holdsPulledRows(
  first: FirstSync | undefined,
  rows: readonly (readonly unknown[])[],
): boolean {
  return Boolean(first?.synced) && rows.every((r, i) => r.length === first?.counts[i]);
}
