// Flights Analytics (admin Flight Management) over the mirror's flight bookings and flights, with
// the newest bookings.
import type { BookingRow, FlightRow } from "../../db/schema.ts";
import {
  type FlightsAnalytics,
  flightsAnalytics,
  newest,
  RECENT_BOOKINGS_LIMIT,
  type Status,
} from "../../domain/analytics.ts";
import { amount, flightBookingFact, flightFact, status, text } from "./facts.ts";

export type RecentFlightBooking = {
  id: string;
  bookingId: string;
  flightNumber: string | null;
  userName: string | null;
  passengers: number;
  createdAt: string;
  status: Status;
  amount: number;
};

export type FlightsPanelData = FlightsAnalytics & { recentBookings: RecentFlightBooking[] };

function recentFlightBooking(b: BookingRow): RecentFlightBooking {
  const user = "userId" in b ? b.userId : null;
  const customer = "customerName" in b ? b.customerName : null;
  return {
    id: b._id,
    bookingId: b.bookingId,
    flightNumber: text(b.flightDetails?.flightNumber) ?? text(b.ticketId?.flightNumber),
    userName: text(user?.name) ?? text(customer),
    passengers: amount(b.passengerCount),
    createdAt: b.createdAt,
    status: status(b.status),
    amount: amount(b.totalAmount),
  };
}

/** Flights Analytics over the mirror's flight bookings and flights, with the 5 newest bookings. */
export function flightsPanel(
  m: { bookings: readonly BookingRow[]; flights: readonly FlightRow[] },
  now: number = Date.now(),
): FlightsPanelData {
  const facts = m.bookings.map(flightBookingFact);
  return {
    ...flightsAnalytics(facts, m.flights.map(flightFact), new Date(now)),
    recentBookings: newest(m.bookings, RECENT_BOOKINGS_LIMIT).map(recentFlightBooking),
  };
}
