// The customer's My Dashboard in one call: the figures (customer-dashboard.ts) and every booking
// worded for the recent list (customer-recent.ts).
import { type CustomerDashboardData, type CustomerMirror, customerDashboard } from "./customer-dashboard.ts";
import { type RecentCustomerBooking, recentCustomerItems } from "./customer-recent.ts";

/**
 * What My Dashboard shows from the mirror, in one call per change of it: the figures, and every
 * booking worded for the recent list (the page's search picks from those without a call: the
 * mirror's rows are copied to the worker once, not once more per list and per keystroke).
 */
export function myDashboard(
  m: CustomerMirror,
  now: number = Date.now(),
): { figures: CustomerDashboardData; recent: RecentCustomerBooking[] } {
  return { figures: customerDashboard(m, now), recent: recentCustomerItems(m) };
}
