/**
 * The pure part of the customer's My Dashboard: the stat cards, the rolling
 * windows' labels, and the Print Booking Slip notice.
 */
import { type CustomerFigures, RECENT_BOOKINGS_LIMIT, type Status } from "../../domain/analytics.ts";
import { matchesSearch } from "../../ui/search.ts";
import type { RecentCustomerBooking } from "../../workers/analytics-client.ts";

export type CustomerStatCard = {
  id: "total" | "confirmed" | "pending" | "cancelled";
  label: string;
  value: number;
  hint: string;
};

export function customerStatCards(
  f: Pick<CustomerFigures, "totalBookings" | "confirmedBookings" | "pendingBookings" | "cancelledBookings">,
): CustomerStatCard[] {
  return [
    { id: "total", label: "Total Bookings", value: f.totalBookings, hint: "Flights and packages" },
    { id: "confirmed", label: "Confirmed", value: f.confirmedBookings, hint: "Approved by the agency" },
    { id: "pending", label: "Pending", value: f.pendingBookings, hint: "Awaiting approval" },
    { id: "cancelled", label: "Cancelled", value: f.cancelledBookings, hint: "Cancelled or expired" },
  ];
}

/** The customer's windows are rolling: today, the last 720 hours, the last 365 days. */
export const SALES_WINDOWS = [
  { key: "daily", label: "Today" },
  { key: "monthly", label: "Last 30 days" },
  { key: "yearly", label: "Last 365 days" },
] as const;

export const STATUS_LABELS: Record<Status, string> = {
  approved: "Confirmed",
  pending: "Pending",
  cancelled: "Cancelled",
};

export const STATUS_BADGES: Record<Status, string> = {
  approved: "badge-success",
  pending: "badge-warning",
  cancelled: "badge-error",
};

/** Print Booking Slip: slips are printed from My Bookings, for approved bookings (an information toast, 4 s). */
export const PRINT_SLIP_MESSAGE =
  "To print a booking slip, go to My Bookings and choose Print on an approved booking.";
export const PRINT_SLIP_TOAST_MS = 4000;

/** Whether the 6-month trend has anything to draw. */
export function hasMonthlySales(points: readonly { amount: number }[]): boolean {
  return points.some((p) => p.amount > 0);
}

/**
 * The recent list: the first `n` of the customer's bookings (newest first, as the analytics worker
 * words them) that match the global search, over their number, title, route or destination, status
 * and kind. It runs here, over those few small items, so a keystroke sends nothing to the worker.
 */
export function matchingRecent(
  items: readonly RecentCustomerBooking[],
  search: string,
  n: number = RECENT_BOOKINGS_LIMIT,
): RecentCustomerBooking[] {
  const out: RecentCustomerBooking[] = [];
  for (const i of items) {
    if (out.length === n) break;
    if (matchesSearch(search, i.bookingId, i.title, i.subtitle, i.status, i.kind)) out.push(i);
  }
  return out;
}
