/**
 * The analytics worker (Comlink): every dashboard figure the browser computes runs here, off the
 * main thread, with the domain's single-pass functions (src/domain/analytics.ts) — the same ones
 * the server's SQL is tested against. Screens send plain mirror rows (what Dexie holds, the API's
 * own shapes); the modules of ./analytics/ turn them into `BookingFact`s (facts.ts) and return
 * plain, structured-cloneable results, one module per dashboard. The main thread talks to it
 * through analytics-client.ts.
 *
 * The row → fact mapping is exported (and unit-tested); `Comlink.expose` only runs inside a worker.
 */
import * as Comlink from "comlink";
import { adminDashboard } from "./analytics/admin-dashboard.ts";
import { directDashboard } from "./analytics/direct-dashboard.ts";
import { flightsPanel } from "./analytics/flights-panel.ts";
import { myDashboard } from "./analytics/my-dashboard.ts";
import { packagePanel } from "./analytics/package-panel.ts";

export { adminDashboard } from "./analytics/admin-dashboard.ts";
export { customerDashboard } from "./analytics/customer-dashboard.ts";
export { recentCustomerItems } from "./analytics/customer-recent.ts";
export { directDashboard } from "./analytics/direct-dashboard.ts";
export { directFacts } from "./analytics/direct-facts.ts";
export {
  bookingFacts,
  directBookingFact,
  directPackageBookingFact,
  flightBookingFact,
  flightFact,
  gdsBookingFact,
  packageBookingFact,
} from "./analytics/facts.ts";
export { flightsPanel } from "./analytics/flights-panel.ts";
export { myDashboard } from "./analytics/my-dashboard.ts";
export { packagePanel } from "./analytics/package-panel.ts";

// ─────────────────────────── the worker's face ───────────────────────────

const api = {
  adminDashboard,
  directDashboard,
  flightsPanel,
  packagePanel,
  myDashboard,
};

export type AnalyticsWorkerApi = typeof api;

// Only inside a worker: importing this module in a test (or by mistake on the page) exposes nothing.
if (typeof WorkerGlobalScope !== "undefined" && globalThis instanceof WorkerGlobalScope) Comlink.expose(api);
