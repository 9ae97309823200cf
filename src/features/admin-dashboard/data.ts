/**
 * Where the Admin Dashboard's figures come from (docs/ARCHITECTURE.md §5):
 * - online: GET /dashboard/analytics, /sales and /logs/recent-activity (limit 10) for the period
 *   or the chosen month (dashboard-fetch.ts); a call the server refuses shows the server's message
 *   and Try Again in place of its part, never zeros (§5.9);
 * - offline, or when a call gets no answer at all (the network is down): the same figures computed
 *   in the analytics worker from the local mirror, marked as such with the mirror's age;
 * - the month selector: GET /dashboard/available-months once; the fallback months when it fails
 *   (offline: the months the mirror has bookings in, else the fallback) (available-months.ts).
 * Flights Analytics always comes from the mirror, through the worker (flights-panel.ts).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { isAbort } from "../../api/client.ts";
import { useSyncStatus } from "../../db/hooks.ts";
import { syncNow } from "../../db/sync.ts";
import { useOnline } from "../../ui/use-online.ts";
import { analytics } from "../../workers/analytics-client.ts";
import { useAdminMirror } from "./admin-mirror.ts";
import { type MonthsState, useAvailableMonths } from "./available-months.ts";
import { DASHBOARD_FAILED, type DashboardData, failedData, fetchDashboard } from "./dashboard-fetch.ts";
import type { DashboardQuery, MonthEntry } from "./model.ts";

/** While the page is open and online, the figures are fetched again this often. */
export const AUTO_REFRESH_MS = 60_000;

export type DashboardView = DashboardData & {
  /** 'server': the API's figures; 'mirror': computed on this device from the saved copy. */
  source: "server" | "mirror";
  /** The query these figures answer (JSON), to dim them while another one loads. */
  key: string;
  /** When the figures were fetched (server) — for the mirror, see `lastSyncedAt`. */
  at: number;
};

export type AdminDashboardState = {
  view: DashboardView | null;
  /** A server fetch is in flight (the 'Live' indicator, the refresh button's spin). */
  refreshing: boolean;
  /** The figures shown answer another query than the one chosen (a new one is loading). */
  stale: boolean;
  months: MonthsState;
  /** The months the mirror has bookings in (for the selector while offline). */
  mirrorMonths: MonthEntry[] | null;
  /** When the mirror last matched the server (ISO), for 'Offline — figures as of …'. */
  lastSyncedAt: string | null;
  /** The worker failed to compute the offline figures. */
  mirrorError: boolean;
  refresh: () => void;
};

export function useAdminDashboard(query: DashboardQuery): AdminDashboardState {
  const online = useOnline();
  const mirror = useAdminMirror();
  const sync = useSyncStatus();
  const key = JSON.stringify(query);
  const [refreshKey, setRefreshKey] = useState(0);
  const [view, setView] = useState<DashboardView | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  /** The last server attempt got no answer: compute from the mirror. */
  const [unreachable, setUnreachable] = useState(false);
  const [mirrorMonths, setMirrorMonths] = useState<MonthEntry[] | null>(null);
  const [mirrorError, setMirrorError] = useState(false);
  const queryRef = useRef(query);
  queryRef.current = query;
  const fromMirror = !online || unreachable;

  // Online: the server's figures for the chosen period (again on refresh and when back online).
  // Deps: `key` stands for the query; refreshKey re-runs it.
  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    setRefreshing(true);
    fetchDashboard(queryRef.current, controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setRefreshing(false);
        if (!data) {
          setUnreachable(true);
          return;
        }
        setUnreachable(false);
        setView({ ...data, source: "server", key, at: Date.now() });
      },
      (err: unknown) => {
        if (controller.signal.aborted || isAbort(err)) return;
        setRefreshing(false);
        setUnreachable(true);
      },
    );
    return () => {
      controller.abort();
      setRefreshing(false);
    };
  }, [key, refreshKey, online]);

  // Offline (or no answer): the same figures from the mirror, in the worker.
  // Deps: `key` stands for the query.
  useEffect(() => {
    if (!fromMirror || !mirror) return;
    let cancelled = false;
    analytics.adminDashboard(mirror, queryRef.current).then(
      (d) => {
        if (cancelled) return;
        setMirrorError(false);
        setMirrorMonths(d.availableMonths);
        setView({
          figures: d.figures,
          otherCurrencySales: d.otherCurrencySales,
          trend: d.trend,
          salesData: d.salesData,
          recentActivity: d.recentActivity,
          errors: {},
          source: "mirror",
          key,
          at: Date.now(),
        });
      },
      (err: unknown) => {
        if (cancelled) return;
        console.error("Admin dashboard: the offline figures could not be computed", err);
        setMirrorError(true);
        setView({ ...failedData(DASHBOARD_FAILED), source: "mirror", key, at: Date.now() });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [fromMirror, mirror, key]);

  // The month selector's months (again after a failure, on refresh).
  const months = useAvailableMonths(online, refreshKey);

  // Live: fetched again every minute while the page is visible and online.
  useEffect(() => {
    if (!online) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") setRefreshKey((k) => k + 1);
    }, AUTO_REFRESH_MS);
    return () => clearInterval(timer);
  }, [online]);

  const refresh = useCallback(() => {
    setRefreshKey((k) => k + 1);
    // The mirror too: Flights Analytics and the offline figures read it.
    void syncNow();
  }, []);

  return {
    view,
    refreshing,
    stale: view !== null && view.key !== key,
    months,
    mirrorMonths,
    lastSyncedAt: sync.lastSyncedAt,
    mirrorError,
    refresh,
  };
}
