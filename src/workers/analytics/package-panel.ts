// Package Analytics (admin Package Management) over the mirror's packages and package bookings.
import type { PackageBookingRow, PackageRow } from "../../db/schema.ts";
import {
  adminFigures,
  newest,
  type PackageInventory,
  packageInventory,
  RECENT_BOOKINGS_LIMIT,
} from "../../domain/analytics.ts";
import { karachiDate } from "../../domain/format.ts";
import { packageBookingFact } from "./facts.ts";

export type PackagePanelData = PackageInventory & {
  totalBookings: number;
  approved: number;
  pending: number;
  cancelled: number;
  /** Approved package bookings' totals (the admin dashboard's packageSales over all time). */
  totalRevenue: number;
  /** The 5 newest package bookings as the mirror holds them, newest first (the screen words them). */
  recentBookings: PackageBookingRow[];
};

/**
 * Package Analytics (admin Package Management) over the mirror's packages and package bookings:
 * the booking counts and revenue are the admin dashboard's package figures (`adminFigures` over
 * all time), the catalogue counts come from `packageInventory`.
 */
export function packagePanel(
  m: { packages: readonly PackageRow[]; packageBookings: readonly PackageBookingRow[] },
  now: number = Date.now(),
): PackagePanelData {
  const facts = m.packageBookings.map(packageBookingFact);
  const today = karachiDate(now);
  const f = adminFigures({ bookings: facts, flights: [], totalCustomers: 0, range: null, today });
  return {
    ...packageInventory(m.packages, today),
    totalBookings: facts.length,
    approved: f.packageApproved,
    pending: f.packagePending,
    cancelled: f.packageCancelled,
    totalRevenue: f.packageSales,
    recentBookings: newest(m.packageBookings, RECENT_BOOKINGS_LIMIT),
  };
}
