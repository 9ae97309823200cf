/**
 * Package Analytics on the admin Package Management screen.
 *
 * The screen's figures are computed in the analytics worker (`analytics.packagePanel`, built on
 * the dashboards' own functions in src/domain/analytics.ts): the booking counts and revenue are the
 * admin dashboard's package figures, so the two screens always agree. `usePackageAnalytics` sends
 * the mirror's rows there and words the answer's 5 newest bookings with booking-view.ts; nothing is
 * aggregated on the main thread.
 * - Total Packages, Active Packages, and the Umrah / Tour counts;
 * - Total Bookings and the Approved / Pending / Cancelled counts;
 * - Total Revenue: approved bookings only (their totals: package price × participants);
 * - Recent Bookings: the 5 latest by createdAt, newest first, each with package name, user name,
 *   passenger count, date, status and amount ('Unknown Package' / 'Unknown User' when missing).
 */
import { useEffect, useState } from "react";
import type { PackageBookingRow, PackageRow } from "../../db/schema.ts";
import { analytics, type PackagePanelData } from "../../workers/analytics-client.ts";
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

function recentPackageBooking(b: BookingLike): RecentPackageBooking {
  return {
    id: b._id,
    reference: referenceOf(b),
    packageName: packageNameOf(b),
    userName: userNameOf(b),
    passengers: passengerCountOf(b),
    createdAt: b.createdAt,
    status: b.status,
    amount: bookingAmountOf(b),
  };
}

/** The worker's Package Analytics as the panel shows it (the newest bookings worded for the screen). */
export function packageAnalyticsOf(d: PackagePanelData): PackageAnalytics {
  const { recentBookings, ...figures } = d;
  return { ...figures, recent: recentBookings.map(recentPackageBooking) };
}

export const NO_PACKAGE_ANALYTICS: PackageAnalytics = {
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

export type PackageAnalyticsState = {
  /** The latest figures (kept while the next ones are computed); null until the first answer. */
  figures: PackageAnalytics | null;
  /** The worker failed: 'Failed to fetch data' shows (the previous figures, if any, stay under it). */
  failed: boolean;
  /** Computes them again (after a failure). */
  retry: () => void;
};

/**
 * Package Analytics from the mirror's packages and package bookings, computed in the analytics
 * worker each time the rows change (`ready`: both lists have been read from the mirror).
 */
export function usePackageAnalytics(
  packages: readonly PackageRow[],
  bookings: readonly PackageBookingRow[],
  ready: boolean,
): PackageAnalyticsState {
  const [figures, setFigures] = useState<PackageAnalytics | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // Deps: attempt re-runs the computation.
  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    analytics.packagePanel({ packages, packageBookings: bookings }).then(
      (d) => {
        if (cancelled) return;
        setFailed(false);
        setFigures(packageAnalyticsOf(d));
      },
      (err: unknown) => {
        if (cancelled) return;
        console.error("Package Analytics could not be computed", err);
        setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [ready, packages, bookings, attempt]);

  return { figures, failed, retry: () => setAttempt((a) => a + 1) };
}
