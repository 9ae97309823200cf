/**
 * The customer's My Dashboard, computed in the analytics worker from their own mirror (flight and
 * package bookings), so it is the same online and offline; the sync status says how old it is.
 * Figures exist only once both lists have been pulled at least once: before that (the first seconds
 * after a sign-in) the screen waits, and a failed first pull is the server's message, never zeros.
 */
import { startTransition, useEffect, useMemo, useState } from "react";
import { holdsPulledRows, useFirstSync } from "../../db/first-sync.ts";
import { useMyBookings, useMyPackageBookings, useSyncStatus } from "../../db/hooks.ts";
import { syncNow } from "../../db/sync.ts";
import { loadFailureText } from "../../db/sync-failure.ts";
import { useGlobalSearch } from "../../ui/search.ts";
import { useOnline } from "../../ui/use-online.ts";
import type {
  CustomerDashboardData,
  CustomerMirror,
  RecentCustomerBooking,
} from "../../workers/analytics-client.ts";
import { analytics } from "../../workers/analytics-client.ts";
import { matchingRecent } from "./model.ts";

export type CustomerDashboardState = {
  /** Null while there is nothing true to show yet (see `waiting`, `error`). */
  figures: CustomerDashboardData | null;
  recent: RecentCustomerBooking[] | null;
  /** The first pull failed (the server's message, else 'Failed to fetch data'), or the worker did. */
  error: string | null;
  /** No true figures yet and none to show instead: the skeleton. */
  waiting: boolean;
  /** When both booking lists last matched the server (the older); null: never. */
  lastSyncedAt: string | null;
  syncing: boolean;
  search: string;
  retry: () => void;
};

const FAILED = "Failed to fetch data";
const TABLES = ["bookings", "packageBookings"] as const;

function older(a: string | null, b: string | null): string | null {
  if (!a || !b) return null;
  return a < b ? a : b;
}

export function useCustomerDashboard(): CustomerDashboardState {
  const bookings = useMyBookings();
  const packageBookings = useMyPackageBookings();
  const bookingsSync = useSyncStatus("bookings");
  const packagesSync = useSyncStatus("packageBookings");
  const search = useGlobalSearch();
  const online = useOnline();
  const [figures, setFigures] = useState<CustomerDashboardData | null>(null);
  // Every booking worded for the recent list, newest first; the search picks from them.
  const [all, setAll] = useState<RecentCustomerBooking[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Figures only from the rows of a pull (src/db/first-sync.ts): never the empty mirror of a sign-in.
  const first = useFirstSync(TABLES);
  const real = holdsPulledRows(first, [bookings.rows, packageBookings.rows]);
  const mirror = useMemo<CustomerMirror | null>(
    () => (real ? { bookings: bookings.rows, packageBookings: packageBookings.rows } : null),
    [real, bookings.rows, packageBookings.rows],
  );

  // Deps: attempt re-runs the computation. One call per change of the mirror: the rows are copied
  // to the worker once (a structured clone on this thread), and the search below needs no call.
  useEffect(() => {
    if (!mirror) return;
    let cancelled = false;
    analytics.myDashboard(mirror).then(
      (d) => {
        if (cancelled) return;
        // The whole dashboard redraws: in slices, so the page keeps answering meanwhile.
        startTransition(() => {
          setFailed(false);
          setFigures(d.figures);
          setAll(d.recent);
        });
      },
      (err: unknown) => {
        if (cancelled) return;
        console.error("My Dashboard: the figures could not be computed", err);
        setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [mirror, attempt]);
  const recent = useMemo(() => (all ? matchingRecent(all, search) : null), [all, search]);

  // A first pull that failed: the server's message (a later one leaves the saved figures, dated).
  const never = first !== undefined && !first.synced;
  const firstFailure = never ? (bookingsSync.errors[0] ?? packagesSync.errors[0] ?? null) : null;
  const error = failed ? FAILED : loadFailureText(firstFailure, FAILED);
  return {
    figures,
    recent,
    error,
    // Offline with nothing saved there is nothing to wait for: the offline line says so. Offline
    // with a saved copy the figures are on their way from it.
    waiting: !figures && !error && (online || first === undefined || first.synced),
    lastSyncedAt: older(bookingsSync.lastSyncedAt, packagesSync.lastSyncedAt),
    syncing: bookingsSync.syncing || packagesSync.syncing,
    search,
    retry: () => {
      setAttempt((a) => a + 1);
      void syncNow(["bookings", "packageBookings"]);
    },
  };
}
