/**
 * Which failed pulls the screens show as errors. A pull that got no answer at all (status 0: no
 * connection) while the browser is offline is the expected offline state, not an error: the
 * freshness line says what is shown and how old it is (docs/ARCHITECTURE.md §5), so no red box and no toast. The
 * same holds for one recorded before the connection last came back (until the next pull answers,
 * which the `online` event starts at once). An answer the server gave (a refusal, a 5xx, a
 * malformed body), or no answer while the browser says it is online (the server is down), is an
 * error: the screens show the server's message (or their own text) and Try Again.
 */

/** A failed pull: its HTTP status (0: no answer; null: a malformed answer) and when (ISO). */
export type PullFailure = { status: number | null; at: string | null };

/** The connection as src/api/connection.ts has it: up or not, and since when (ms). */
export type ConnectionState = { online: boolean; since: number };

/** Whether `f` is only the connection being down (shown by the offline line, not as an error). */
export function isOfflineFailure(f: PullFailure, c: ConnectionState): boolean {
  if (f.status !== 0) return false;
  if (!c.online) return true;
  const at = f.at ? Date.parse(f.at) : Number.NaN;
  return Number.isFinite(at) && at < c.since;
}

/** The failures a screen shows: `failures` without those of the connection. */
export function shownFailures<F extends PullFailure>(failures: readonly F[], c: ConnectionState): F[] {
  return failures.filter((f) => !isOfflineFailure(f, c));
}

/** The sync engine's own wording for an answer that carried no message of the server's (pull.ts). */
const SYNC_WORDING =
  /^(The server refused the sync|This server does not offer|Server error \(|Too many requests)/;

/**
 * The red box's text for a failed load: the server's own message when its answer carried one (a
 * refusal, or a 5xx that says what is wrong, e.g. 503 'down for maintenance'), else `fallback`
 * ('Failed to fetch data', 'Failed to fetch bookings'): no answer, a malformed one, a 404 or 429,
 * or an answer without a message. Null when nothing failed.
 */
export function loadFailureText(
  failure: { error: string; status: number | null } | null | undefined,
  fallback: string,
): string | null {
  if (!failure) return null;
  const { status, error } = failure;
  const fromServer =
    status !== null && status >= 400 && status !== 404 && status !== 429 && !SYNC_WORDING.test(error);
  return fromServer && error.trim() ? error : fallback;
}

/**
 * The failure of a list that never loaded (no sync has answered, the last one failed): its red
 * box's text as loadFailureText gives it, and Try Again (docs/ARCHITECTURE.md §5.9). Null once the
 * list has loaded: the saved rows stay, and the freshness line says how old they are.
 */
export function neverLoadedText(
  sync: {
    lastSyncedAt: string | null;
    lastError: string | null;
    errors: readonly { error: string; status: number | null }[];
  },
  fallback: string,
): string | null {
  return !sync.lastSyncedAt && sync.lastError ? loadFailureText(sync.errors[0], fallback) : null;
}
