/**
 * The main thread's side of the analytics worker: one worker, created on the first call and kept
 * for the session (the dashboards call it on every mirror change). Every function sends plain
 * mirror rows and resolves with the worker's plain result; the aggregation never runs here.
 *
 *   const data = await analytics.adminDashboard(mirror, { period: "monthly" });
 *
 * If the worker dies (a failed load, an uncaught error), the calls in flight reject and the next
 * call starts a fresh worker.
 */
import * as Comlink from "comlink";
import type { AnalyticsWorkerApi } from "./analytics.worker.ts";

export type {
  AdminDashboardData,
  AdminMirror,
  CustomerDashboardData,
  CustomerMirror,
  DashboardQuery,
  DirectDashboardData,
  DirectDashboardQuery,
  DirectMirror,
  FlightsPanelData,
  PackagePanelData,
  RecentCustomerBooking,
  RecentFlightBooking,
} from "./analytics.worker.ts";

type Live = { worker: Worker; remote: Comlink.Remote<AnalyticsWorkerApi>; failed: Promise<never> };
let live: Live | null = null;

function start(): Live {
  const worker = new Worker(new URL("./analytics.worker.ts", import.meta.url), {
    type: "module",
    name: "analytics",
  });
  const remote = Comlink.wrap<AnalyticsWorkerApi>(worker);
  let fail: (err: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
  });
  // Nobody may be waiting when it fails: keep the rejection from being reported as unhandled.
  failed.catch(() => {});
  const current: Live = { worker, remote, failed };
  worker.addEventListener("error", (e) => {
    e.preventDefault();
    fail(new Error(e.message || "The analytics worker failed"));
    if (live === current) live = null;
    remote[Comlink.releaseProxy]();
    worker.terminate();
  });
  return current;
}

function call<K extends keyof AnalyticsWorkerApi>(
  name: K,
  ...args: Parameters<AnalyticsWorkerApi[K]>
): Promise<ReturnType<AnalyticsWorkerApi[K]>> {
  live ??= start();
  const { remote, failed } = live;
  const fn = remote[name] as unknown as (
    ...a: Parameters<AnalyticsWorkerApi[K]>
  ) => Promise<ReturnType<AnalyticsWorkerApi[K]>>;
  return Promise.race([fn(...args), failed]);
}

/** The analytics worker's functions, as promises. */
export const analytics = {
  /** The admin dashboard's figures, sales trend, recent activity and months from the mirror. */
  adminDashboard: (...a: Parameters<AnalyticsWorkerApi["adminDashboard"]>) => call("adminDashboard", ...a),
  /** The Direct-bookings analytics (period figures, the last 7/30/90 days) from the three direct lists. */
  directDashboard: (...a: Parameters<AnalyticsWorkerApi["directDashboard"]>) => call("directDashboard", ...a),
  /** Flights Analytics (cards, status panel, top destinations, 5 newest bookings) from the mirror. */
  flightsPanel: (...a: Parameters<AnalyticsWorkerApi["flightsPanel"]>) => call("flightsPanel", ...a),
  /** Package Analytics (catalogue and booking counts, revenue, 5 newest bookings) from the mirror. */
  packagePanel: (...a: Parameters<AnalyticsWorkerApi["packagePanel"]>) => call("packagePanel", ...a),
  /** The customer's My Dashboard figures from their mirror. */
  customerDashboard: (...a: Parameters<AnalyticsWorkerApi["customerDashboard"]>) =>
    call("customerDashboard", ...a),
  /** The customer's newest bookings matching the global search. */
  recentCustomerBookings: (...a: Parameters<AnalyticsWorkerApi["recentCustomerBookings"]>) =>
    call("recentCustomerBookings", ...a),
};

/** Stops the worker (sign-out, tests); the next call starts a new one. */
export function stopAnalyticsWorker(): void {
  if (!live) return;
  live.remote[Comlink.releaseProxy]();
  live.worker.terminate();
  live = null;
}
