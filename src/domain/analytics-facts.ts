/**
 * What the dashboards' figures are computed from: a booking of any kind reduced to a fact, a
 * flight's seats, and the admin's periods (analytics.ts and the helpers beside it).
 */
export type BookingKind = "flight" | "package" | "directFlight" | "directPackage" | "gds";
export type Status = "pending" | "approved" | "cancelled";

/** One booking of any kind, reduced to what the figures need. */
export type BookingFact = {
  kind: BookingKind;
  status: Status;
  /** ISO-8601 in UTC ('2026-03-12T06:00:00.000Z'). */
  createdAt: string;
  /** The booking's total in rupees (GDS bookings in another currency are left out by the caller). */
  amount: number;
  /** Seats or places the booking holds. */
  seats: number;
  destination: string | null;
};

export type FlightFact = {
  status: string;
  seatsAvailable: number;
  destination: string;
  /** 'YYYY-MM-DD'. */
  departureDate: string;
};

/** An amount in one currency ('PKR', 'USD'…), never converted to another. */
export type CurrencyAmount = { currency: string; amount: number };

/** The agency's currency: every figure in rupees, GDS bookings aside. */
export const HOME_CURRENCY = "PKR";

export type DashboardPeriod = "daily" | "monthly" | "yearly" | "all";

export const iso = (d: Date) => d.toISOString();
/** Rupees rounded to paise. */
export const money = (n: number) => Math.round(n * 100) / 100;
