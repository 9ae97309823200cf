/**
 * Flights as the API shows them: admins see the PNR and the airline's deadlines, customers never do
 * (docs/ARCHITECTURE.md §4, §4.8).
 */
import type { FlightData } from "../../src/domain/flights.ts";
import type { flights } from "../db/schema.ts";

export type FlightRow = typeof flights.$inferSelect;

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;
const instantOf = (s: string | null): Date | null => (s ? new Date(s) : null);

/** A checked flight as its columns (the deadlines as instants). */
export function flightColumns(d: FlightData) {
  return { ...d, namesDueAt: instantOf(d.namesDueAt), ticketingDueAt: instantOf(d.ticketingDueAt) };
}

/** A stored flight's fields as `FlightData` has them (the deadlines as ISO text), to compare an edit with. */
export function storedFlightData(f: FlightRow): Record<string, unknown> {
  return { ...f, namesDueAt: iso(f.namesDueAt), ticketingDueAt: iso(f.ticketingDueAt) };
}

/** The admin-only facts of a flight: its PNR, the airline's deadlines, and when its names were sent. */
function adminFacts(f: FlightRow) {
  return {
    pnr: f.pnr,
    namesDueAt: iso(f.namesDueAt),
    ticketingDueAt: iso(f.ticketingDueAt),
    namesSentAt: iso(f.namesSentAt),
    namesSentBy: f.namesSentAt ? (f.namesSentByName ?? "") : null,
  };
}

export function toFlight(f: FlightRow, withPnr: boolean) {
  const out = {
    _id: f.id,
    airlineName: f.airlineName,
    flightNumber: f.flightNumber,
    ...(withPnr ? adminFacts(f) : {}),
    departure: f.departure,
    destination: f.destination,
    departureDate: f.departureDate,
    departureTime: f.departureTime,
    arrivalDate: f.arrivalDate,
    arrivalTime: f.arrivalTime,
    duration: f.duration,
    price: f.price,
    seatsAvailable: f.seatsAvailable,
    defaultMeal: f.defaultMeal,
    defaultBaggage: f.defaultBaggage,
    isStopover: f.isStopover,
    stopoverLocation: f.stopoverLocation,
    stopoverLayover: f.stopoverLayover,
    isReturnFlight: f.isReturnFlight,
    returnDepartureDate: f.returnDepartureDate,
    returnDepartureTime: f.returnDepartureTime,
    returnArrivalDate: f.returnArrivalDate,
    returnArrivalTime: f.returnArrivalTime,
    returnDuration: f.returnDuration,
    status: f.status,
    createdAt: f.createdAt,
    updatedAt: f.updatedAt,
    version: f.version,
  };
  return out;
}

/** A flight as the log names it: number, route and date. */
export function describeFlight(
  f: Pick<FlightRow, "flightNumber" | "departure" | "destination" | "departureDate">,
): string {
  return `${f.flightNumber} ${f.departure} → ${f.destination} on ${f.departureDate}`;
}
