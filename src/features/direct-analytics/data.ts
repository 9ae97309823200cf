/**
 * Where the Direct-bookings analytics come from: the three direct lists of the local mirror
 * (website flight bookings, website package bookings, GDS bookings; filled by the sync engine),
 * aggregated in the analytics worker — never on the main thread. A list that never loaded and
 * failed: its error text is shown (without saying which list) and the screen shows no figures.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import {
  useDirectBookings,
  useDirectPackageBookings,
  useGdsBookings,
  useSyncStatus,
} from "../../db/hooks.ts";
import { syncNow } from "../../db/sync.ts";
import type { DashboardPeriod } from "../../domain/constants.ts";
import { useOnline } from "../../ui/use-online.ts";
import type { DirectDashboardData } from "../../workers/analytics-client.ts";
import { analytics } from "../../workers/analytics-client.ts";
import { type ListsState, listsState } from "./lists-state.ts";

export const TABLES = ["directBookings", "directPackageBookings", "gdsBookings"] as const;

export type DirectAnalyticsQuery = { period: DashboardPeriod; days: number };

export type DirectAnalyticsState = ListsState & {
  /** The figures last computed (maybe for another query: see `stale`). */
  data: DirectDashboardData | null;
  /** The query `data` answers. */
  shown: DirectAnalyticsQuery | null;
  /** The figures shown answer another query than the one chosen (a new one is being computed). */
  stale: boolean;
  refresh: () => void;
};

export function useDirectAnalytics(query: DirectAnalyticsQuery): DirectAnalyticsState {
  const flights = useDirectBookings();
  const packages = useDirectPackageBookings();
  const gds = useGdsBookings();
  const online = useOnline();
  const s1 = useSyncStatus("directBookings");
  const s2 = useSyncStatus("directPackageBookings");
  const s3 = useSyncStatus("gdsBookings");
  const key = `${query.period}/${query.days}`;
  const [result, setResult] = useState<{
    key: string;
    query: DirectAnalyticsQuery;
    data: DirectDashboardData;
  } | null>(null);
  const [computeFailed, setComputeFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const queryRef = useRef(query);
  queryRef.current = query;
  const ready = !flights.loading && !packages.loading && !gds.loading;

  // Deps: `key` stands for the query; `attempt` re-runs it (Try Again).
  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    const mirror = {
      directBookings: flights.rows,
      directPackageBookings: packages.rows,
      gdsBookings: gds.rows,
    };
    const q = queryRef.current;
    analytics.directDashboard(mirror, q).then(
      (data) => {
        if (cancelled) return;
        setComputeFailed(false);
        setResult({ key, query: q, data });
      },
      (err: unknown) => {
        if (cancelled) return;
        console.error("Direct-bookings analytics could not be computed", err);
        setComputeFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [ready, flights.rows, packages.rows, gds.rows, key, attempt]);

  const lists = listsState([s1, s2, s3], online, computeFailed);

  const refresh = useCallback(() => {
    setAttempt((a) => a + 1);
    void syncNow([...TABLES]);
  }, []);

  return {
    data: result?.data ?? null,
    shown: result?.query ?? null,
    stale: result !== null && result.key !== key,
    ...lists,
    refresh,
  };
}
