/**
 * The customer's My Dashboard, computed in the analytics worker from their own mirror (flight and
 * package bookings), so it is the same online and offline; the sync status says how old it is.
 */
import { startTransition, useEffect, useMemo, useState } from "react";
import { useMyBookings, useMyPackageBookings, useSyncStatus } from "../../db/hooks.ts";
import { syncNow } from "../../db/sync.ts";
import { useGlobalSearch } from "../../ui/search.ts";
import type {
  CustomerDashboardData,
  CustomerMirror,
  RecentCustomerBooking,
} from "../../workers/analytics-client.ts";
import { analytics } from "../../workers/analytics-client.ts";

export type CustomerDashboardState = {
  figures: CustomerDashboardData | null;
  recent: RecentCustomerBooking[] | null;
  /** The worker failed: 'Failed to fetch data'. */
  error: string | null;
  /** When both booking lists last matched the server (the older); null: never. */
  lastSyncedAt: string | null;
  syncing: boolean;
  search: string;
  retry: () => void;
};

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
  const [figures, setFigures] = useState<CustomerDashboardData | null>(null);
  const [recent, setRecent] = useState<RecentCustomerBooking[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const ready = !bookings.loading && !packageBookings.loading;
  const mirror = useMemo<CustomerMirror | null>(
    () => (ready ? { bookings: bookings.rows, packageBookings: packageBookings.rows } : null),
    [ready, bookings.rows, packageBookings.rows],
  );

  // Deps: attempt re-runs the computation.
  useEffect(() => {
    if (!mirror) return;
    let cancelled = false;
    analytics.customerDashboard(mirror).then(
      (f) => {
        if (cancelled) return;
        // The whole dashboard redraws: in slices, so the page keeps answering meanwhile.
        startTransition(() => {
          setFailed(false);
          setFigures(f);
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

  useEffect(() => {
    if (!mirror) return;
    let cancelled = false;
    analytics.recentCustomerBookings(mirror, search).then(
      (r) => {
        if (!cancelled) startTransition(() => setRecent(r));
      },
      (err: unknown) => {
        if (!cancelled) console.error("My Dashboard: recent bookings could not be read", err);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [mirror, search]);

  return {
    figures,
    recent,
    error: failed ? "Failed to fetch data" : null,
    lastSyncedAt: older(bookingsSync.lastSyncedAt, packagesSync.lastSyncedAt),
    syncing: bookingsSync.syncing || packagesSync.syncing,
    search,
    retry: () => {
      setAttempt((a) => a + 1);
      void syncNow(["bookings", "packageBookings"]);
    },
  };
}
