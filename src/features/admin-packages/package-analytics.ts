/**
 * Package Analytics (back-office §2, §9) as one pure function: each list is read once, in a single
 * pass, with no sorting of the whole list — the 5 most recent bookings are kept in a small buffer
 * as the pass goes.
 * - Total Packages, Active Packages, and the Umrah / Tour counts;
 * - Total Bookings and the Approved / Pending / Cancelled counts;
 * - Total Revenue: approved bookings only, package price × participants;
 * - Recent Bookings: the 5 latest by createdAt, newest first, each with package name, user name,
 *   passenger count, date, status and amount ('Unknown Package' / 'Unknown User' when missing).
 */
import { round2 } from "../../domain/rules.ts";
import {
  type BookingLike,
  bookingAmountOf,
  packageNameOf,
  passengerCountOf,
  referenceOf,
  userNameOf,
} from "./booking-view.ts";

export const RECENT_BOOKINGS = 5;

export type RecentPackageBooking = {
  id: string;
  reference: string;
  packageName: string;
  userName: string;
  passengers: number;
  createdAt: string;
  status: string;
  amount: number;
};

export type PackageAnalytics = {
  totalPackages: number;
  activePackages: number;
  umrah: number;
  tour: number;
  totalBookings: number;
  approved: number;
  pending: number;
  cancelled: number;
  totalRevenue: number;
  recent: RecentPackageBooking[];
};

/** Newer first; equal instants keep the list's order (the earlier one in the list first). */
function newerThan(a: { createdAt: string }, b: { createdAt: string }): boolean {
  return Date.parse(a.createdAt) > Date.parse(b.createdAt);
}

export function packageAnalytics(
  packages: readonly { type?: string | null; status?: string | null }[],
  bookings: readonly BookingLike[],
  recentCount = RECENT_BOOKINGS,
): PackageAnalytics {
  const a: PackageAnalytics = {
    totalPackages: 0,
    activePackages: 0,
    umrah: 0,
    tour: 0,
    totalBookings: 0,
    approved: 0,
    pending: 0,
    cancelled: 0,
    totalRevenue: 0,
    recent: [],
  };
  for (const p of packages) {
    a.totalPackages++;
    if (p.status === "active") a.activePackages++;
    if (p.type === "umrah") a.umrah++;
    else if (p.type === "tour") a.tour++;
  }

  // The newest `recentCount` bookings seen so far, newest first (insertion into a tiny buffer).
  const recent: BookingLike[] = [];
  let revenue = 0;
  for (const b of bookings) {
    a.totalBookings++;
    if (b.status === "approved") {
      a.approved++;
      revenue += bookingAmountOf(b);
    } else if (b.status === "pending") a.pending++;
    else if (b.status === "cancelled") a.cancelled++;

    if (recentCount <= 0 || !Number.isFinite(Date.parse(b.createdAt))) continue;
    let at = recent.length;
    while (at > 0 && newerThan(b, recent[at - 1] as BookingLike)) at--;
    if (at < recentCount) {
      recent.splice(at, 0, b);
      if (recent.length > recentCount) recent.pop();
    }
  }
  a.totalRevenue = round2(revenue);
  a.recent = recent.map((b) => ({
    id: b._id,
    reference: referenceOf(b),
    packageName: packageNameOf(b),
    userName: userNameOf(b),
    passengers: passengerCountOf(b),
    createdAt: b.createdAt,
    status: b.status,
    amount: bookingAmountOf(b),
  }));
  return a;
}
