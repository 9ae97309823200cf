/** Flights as the API shows them: admins see the PNR, customers never do (docs/ARCHITECTURE.md §4). */
import type { flights } from "../db/schema.ts";

export type FlightRow = typeof flights.$inferSelect;

export function toFlight(f: FlightRow, withPnr: boolean) {
  const out = {
    _id: f.id,
    airlineName: f.airlineName,
    flightNumber: f.flightNumber,
    ...(withPnr ? { pnr: f.pnr } : {}),
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
