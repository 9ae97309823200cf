// The customer's My Dashboard from their own mirror: their figures and how many bookings of each
// kind they have (their newest bookings are customer-recent.ts).
import type { BookingRow, PackageBookingRow } from "../../db/schema.ts";
import { type CustomerFigures, customerFigures } from "../../domain/analytics.ts";
import { bookingFacts } from "./facts.ts";

export type CustomerMirror = {
  bookings: readonly BookingRow[];
  packageBookings: readonly PackageBookingRow[];
};

export type CustomerDashboardData = CustomerFigures & { flightBookings: number; packageBookings: number };

export function customerDashboard(m: CustomerMirror, now: number = Date.now()): CustomerDashboardData {
  return {
    ...customerFigures(bookingFacts(m), new Date(now)),
    flightBookings: m.bookings.length,
    packageBookings: m.packageBookings.length,
  };
}
