/**
 * The state of the three direct lists the analytics come from (their sync status, worked out into
 * what the screen shows: the red box, the wait, the freshness line).
 */

export const COMPUTE_FAILED = "Failed to load analytics data";

/** What the screen needs of one list's sync status (db/hooks.ts SyncStatus). */
export type ListStatus = {
  lastSyncedAt: string | null;
  lastError: string | null;
  syncing: boolean;
  /** The status has not been read yet. */
  loading: boolean;
};

export type ListsState = {
  /** The text of the red box, when there is one (which list failed is not said). */
  error: string | null;
  /** Online, a list has never loaded and has not failed yet: its figures would read as zeros. */
  waiting: boolean;
  /** When all the lists last matched the server (the oldest); null: not all of them yet. */
  lastSyncedAt: string | null;
  /** A list's last pull failed. */
  failed: boolean;
  syncing: boolean;
  /** A list's sync status has not been read yet (`lastSyncedAt` null does not mean 'never' then). */
  loading: boolean;
};

/**
 * The state of the lists the figures come from. A list that failed after loading keeps its saved
 * rows in the figures; when it never loaded, its error text is shown (and the screen shows no
 * figures). The worker failing wins over both.
 */
export function listsState(
  lists: readonly ListStatus[],
  online: boolean,
  computeFailed: boolean,
): ListsState {
  let lastSyncedAt: string | null = null;
  let never = false;
  let error: string | null = null;
  for (const s of lists) {
    if (!s.lastSyncedAt) never = true;
    else if (!lastSyncedAt || s.lastSyncedAt < lastSyncedAt) lastSyncedAt = s.lastSyncedAt;
    if (!s.lastSyncedAt && s.lastError && error === null) error = s.lastError;
  }
  return {
    error: computeFailed ? COMPUTE_FAILED : error,
    waiting: lists.some((s) => s.loading || (online && !s.lastSyncedAt && !s.lastError)),
    lastSyncedAt: never ? null : lastSyncedAt,
    failed: lists.some((s) => Boolean(s.lastError)),
    syncing: lists.some((s) => s.syncing),
    loading: lists.some((s) => s.loading),
  };
}
