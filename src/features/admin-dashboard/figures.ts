/**
 * The Admin Dashboard's figures: the all-zero figures a failed call falls back
 * to, the analytics response read safely, and what the sales trend draws.
 */
import type { AdminFigures, SalesPoint } from "../../domain/analytics.ts";

export const ZERO_FIGURES: AdminFigures = {
  totalSales: 0,
  flightSales: 0,
  packageSales: 0,
  directFlightSales: 0,
  directPackageSales: 0,
  gdsFlightSales: 0,
  availableFlightTickets: 0,
  totalAvailableSeats: 0,
  totalBookedSeats: 0,
  totalPendingSeats: 0,
  totalCustomers: 0,
  flightApproved: 0,
  flightPending: 0,
  flightCancelled: 0,
  packageApproved: 0,
  packagePending: 0,
  packageCancelled: 0,
};

/** The analytics response's numbers, missing ones as 0. */
export function figuresOf(
  body: Partial<Record<keyof AdminFigures, unknown>> | null | undefined,
): AdminFigures {
  const out = { ...ZERO_FIGURES };
  if (!body) return out;
  for (const k of Object.keys(ZERO_FIGURES) as (keyof AdminFigures)[]) {
    const v = body[k];
    out[k] = typeof v === "number" && Number.isFinite(v) ? v : 0;
  }
  return out;
}

/** Whether the sales trend has anything to draw ('No sales data available' otherwise). */
export function hasSales(points: readonly SalesPoint[]): boolean {
  return points.some((p) => p.sales > 0);
}

/** The dashed line: the mean of the points (0 for none). */
export function averageSales(points: readonly SalesPoint[]): number {
  if (points.length === 0) return 0;
  return Math.round((points.reduce((n, p) => n + p.sales, 0) / points.length) * 100) / 100;
}
