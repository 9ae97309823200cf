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

import { liveWorker } from "../live-worker.ts";
import type { AnalyticsWorkerApi } from "./analytics.worker.ts";

export type { AdminDashboardData, AdminMirror, DashboardQuery } from "./analytics/admin-dashboard.ts";
export type { CustomerDashboardData, CustomerMirror } from "./analytics/customer-dashboard.ts";
export type { RecentCustomerBooking } from "./analytics/customer-recent.ts";
export type { DirectDashboardData, DirectDashboardQuery } from "./analytics/direct-dashboard.ts";
export type { DirectMirror } from "./analytics/direct-facts.ts";
export type { FlightsPanelData, RecentFlightBooking } from "./analytics/flights-panel.ts";
export type { PackagePanelData } from "./analytics/package-panel.ts";

const worker = liveWorker<AnalyticsWorkerApi>(
  () => new Worker(new URL("./analytics.worker.ts", import.meta.url), { type: "module", name: "analytics" }),
  "analytics",
);
const call = worker.call;

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
  /** The customer's My Dashboard from their mirror: the figures, and every booking for the recent list. */
  myDashboard: (...a: Parameters<AnalyticsWorkerApi["myDashboard"]>) => call("myDashboard", ...a),
};

/** Stops the worker (sign-out, tests); the next call starts a new one. */
export function stopAnalyticsWorker(): void {
  worker.stop();
}
