/**
 * Where the Admin Dashboard's figures come from (docs/ARCHITECTURE.md §5, back-office §7–§8):
 * - online: GET /dashboard/analytics, /sales and /logs/recent-activity (limit 10) for the period
 *   or the chosen month; a call the server refuses is logged and its part shows zeros / nothing;
 * - offline, or when a call gets no answer at all (the network is down): the same figures computed
 *   in the analytics worker from the local mirror, marked as such with the mirror's age;
 * - the month selector: GET /dashboard/available-months once; the fallback months when it fails
 *   (offline: the months the mirror has bookings in, else the fallback).
 * Flights Analytics always comes from the mirror, through the worker.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { api, isAbort } from "../../api/client.ts";
import {
  useBookings,
  useCustomers,
  useDirectBookings,
  useDirectPackageBookings,
  useFlights,
  useGdsBookings,
  usePackageBookings,
  useRecentLogs,
  useSyncStatus,
} from "../../db/hooks.ts";
import { syncNow } from "../../db/sync.ts";
import type { AdminFigures, SalesPoint } from "../../domain/analytics.ts";
import { useOnline } from "../../ui/use-online.ts";
import type { AdminMirror, FlightsPanelData } from "../../workers/analytics-client.ts";
import { analytics } from "../../workers/analytics-client.ts";
import {
  type ActivityLog,
  type DashboardQuery,
  figuresOf,
  isNetworkFailure,
  type MonthEntry,
  ZERO_FIGURES,
} from "./model.ts";

export const RECENT_ACTIVITY_LIMIT = 10;
/** While the page is open and online, the figures are fetched again this often. */
export const AUTO_REFRESH_MS = 60_000;

export type DashboardData = {
  figures: AdminFigures;
  salesData: SalesPoint[];
  recentActivity: ActivityLog[];
};

export type DashboardView = DashboardData & {
  /** 'server': the API's figures; 'mirror': computed on this device from the saved copy. */
  source: "server" | "mirror";
  /** The query these figures answer (JSON), to dim them while another one loads. */
  key: string;
  /** When the figures were fetched (server) — for the mirror, see `lastSyncedAt`. */
  at: number;
};

type Part<T> = { ok: true; data: T } | { ok: false; network: boolean };

async function settle<T>(
  name: string,
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<Part<T>> {
  try {
    const { data, error, response } = await call;
    if (data !== undefined) return { ok: true, data };
    // The spec: dashboard fetch failures are only logged; the part shows zeros / nothing.
    console.error(`Admin dashboard: ${name} failed (${response.status})`, error);
    return { ok: false, network: false };
  } catch (err) {
    if (isAbort(err)) throw err;
    console.error(`Admin dashboard: ${name} failed`, err);
    return { ok: false, network: isNetworkFailure(err) };
  }
}

/** The three calls of one period; null when any of them got no answer (the network is down). */
export async function fetchDashboard(q: DashboardQuery, signal: AbortSignal): Promise<DashboardData | null> {
  const query = { period: q.period, month: q.month, year: q.year };
  const [analyticsPart, salesPart, activityPart] = await Promise.all([
    settle("analytics", api.GET("/dashboard/analytics", { params: { query }, signal })),
    settle("sales", api.GET("/sales", { params: { query }, signal })),
    settle(
      "recent activity",
      api.GET("/logs/recent-activity", {
        params: { query: { ...query, limit: RECENT_ACTIVITY_LIMIT } },
        signal,
      }),
    ),
  ]);
  const parts = [analyticsPart, salesPart, activityPart];
  if (parts.some((p) => !p.ok && p.network)) return null;
  return {
    figures: analyticsPart.ok ? figuresOf(analyticsPart.data) : { ...ZERO_FIGURES },
    salesData: salesPart.ok ? (salesPart.data.salesData ?? []) : [],
    // Called without `since`: the plain list (the delta page is the mirror's).
    recentActivity: activityPart.ok && "logs" in activityPart.data ? activityPart.data.logs : [],
  };
}

export type MonthsState =
  | { status: "loading" }
  | { status: "server"; months: MonthEntry[] }
  /** The server refused: the fallback months. */
  | { status: "failed" }
  /** No answer (offline): the mirror's months when it has any. */
  | { status: "offline" };

/** The admin's whole mirror, as the worker needs it; null until every table has been read. */
function useAdminMirror(): AdminMirror | null {
  const bookings = useBookings();
  const packageBookings = usePackageBookings();
  const directBookings = useDirectBookings();
  const directPackageBookings = useDirectPackageBookings();
  const gdsBookings = useGdsBookings();
  const flights = useFlights();
  const customers = useCustomers();
  const logs = useRecentLogs();
  const loading = [
    bookings,
    packageBookings,
    directBookings,
    directPackageBookings,
    gdsBookings,
    flights,
    customers,
    logs,
  ].some((t) => t.loading);
  return useMemo(
    () =>
      loading
        ? null
        : {
            bookings: bookings.rows,
            packageBookings: packageBookings.rows,
            directBookings: directBookings.rows,
            directPackageBookings: directPackageBookings.rows,
            gdsBookings: gdsBookings.rows,
            flights: flights.rows,
            customers: customers.rows,
            logs: logs.rows,
          },
    [
      loading,
      bookings.rows,
      packageBookings.rows,
      directBookings.rows,
      directPackageBookings.rows,
      gdsBookings.rows,
      flights.rows,
      customers.rows,
      logs.rows,
    ],
  );
}

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
  const [months, setMonths] = useState<MonthsState>({ status: "loading" });
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
          salesData: d.salesData,
          recentActivity: d.recentActivity,
          source: "mirror",
          key,
          at: Date.now(),
        });
      },
      (err: unknown) => {
        if (cancelled) return;
        console.error("Admin dashboard: the offline figures could not be computed", err);
        setMirrorError(true);
        setView({ ...emptyData(), source: "mirror", key, at: Date.now() });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [fromMirror, mirror, key]);

  // The month selector's months: once, when online (again after a failure, on refresh).
  const haveMonths = months.status === "server";
  // Deps: refreshKey retries a failed load.
  useEffect(() => {
    if (haveMonths) return;
    if (!online) {
      setMonths({ status: "offline" });
      return;
    }
    const controller = new AbortController();
    api.GET("/dashboard/available-months", { signal: controller.signal }).then(
      ({ data, error, response }) => {
        if (controller.signal.aborted) return;
        if (data) setMonths({ status: "server", months: data.availableMonths ?? [] });
        else {
          console.error(`Admin dashboard: available months failed (${response.status})`, error);
          setMonths({ status: "failed" });
        }
      },
      (err: unknown) => {
        if (controller.signal.aborted || isAbort(err)) return;
        console.error("Admin dashboard: available months failed", err);
        setMonths({ status: isNetworkFailure(err) ? "offline" : "failed" });
      },
    );
    return () => controller.abort();
  }, [online, haveMonths, refreshKey]);

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

function emptyData(): DashboardData {
  return { figures: { ...ZERO_FIGURES }, salesData: [], recentActivity: [] };
}

// ─────────────────────────── Flights Analytics ───────────────────────────

export type FlightsPanelState = {
  data: FlightsPanelData | null;
  /** 'Failed to fetch data' or the server's message, when there is nothing to show. */
  error: string | null;
  lastSyncedAt: string | null;
  retry: () => void;
};

/** Flights Analytics from the mirror's flight bookings and flights, computed in the worker. */
export function useFlightsPanel(): FlightsPanelState {
  const bookings = useBookings();
  const flights = useFlights();
  const bookingsSync = useSyncStatus("bookings");
  const flightsSync = useSyncStatus("flights");
  const [data, setData] = useState<FlightsPanelData | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const ready = !bookings.loading && !flights.loading;

  // Deps: attempt re-runs the computation.
  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    analytics.flightsPanel({ bookings: bookings.rows, flights: flights.rows }).then(
      (d) => {
        if (cancelled) return;
        setFailed(false);
        setData(d);
      },
      (err: unknown) => {
        if (cancelled) return;
        console.error("Flights Analytics could not be computed", err);
        setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [ready, bookings.rows, flights.rows, attempt]);

  const lastSyncedAt = older(bookingsSync.lastSyncedAt, flightsSync.lastSyncedAt);
  // Nothing saved yet and the last pull failed: the server's message, else the spec's text.
  const neverSynced = !lastSyncedAt && (bookingsSync.lastError || flightsSync.lastError);
  const error = failed
    ? "Failed to fetch data"
    : neverSynced && !bookings.rows.length
      ? bookingsSync.lastError || flightsSync.lastError || "Failed to fetch data"
      : null;
  return {
    data,
    error,
    lastSyncedAt,
    retry: () => {
      setAttempt((a) => a + 1);
      void syncNow(["bookings", "flights"]);
    },
  };
}

/** The older of two sync times (null if either never synced). */
export function older(a: string | null, b: string | null): string | null {
  if (!a || !b) return null;
  return a < b ? a : b;
}
