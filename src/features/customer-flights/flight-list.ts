/**
 * The pure part of Available Flights: which flights a customer sees, the sector list, the
 * availability filter, the sort values (departure, price, duration) and the search fields.
 */
import type { FlightRow } from "../../db/schema.ts";
import { airlineCode } from "../../domain/airlines.ts";
import { flightAvailability, hasDeparted } from "../../domain/bookings.ts";
import type { FilterOption } from "../../ui/data-list-model.ts";
import type { SearchField } from "../../ui/search.ts";
import { ALL_SECTORS, AVAILABILITY, type Availability } from "./route-search.ts";

export { ALL_SECTORS, AVAILABILITY, type Availability };

export type FlightLike = Pick<
  FlightRow,
  | "airlineName"
  | "flightNumber"
  | "departure"
  | "destination"
  | "departureDate"
  | "departureTime"
  | "duration"
  | "price"
  | "seatsAvailable"
  | "status"
>;

/** 'LHE → JED'. */
export function sectorOf(f: Pick<FlightLike, "departure" | "destination">): string {
  return `${f.departure.trim().toUpperCase()} → ${f.destination.trim().toUpperCase()}`;
}

/** The sector filter: 'All sectors', then every distinct 'DEP → DEST' pair, alphabetical. */
export function sectorOptions(
  flights: readonly Pick<FlightLike, "departure" | "destination">[],
): FilterOption[] {
  const sectors = [...new Set(flights.map(sectorOf))].sort((a, b) => a.localeCompare(b, "en"));
  return [{ value: ALL_SECTORS, label: "All sectors" }, ...sectors.map((s) => ({ value: s, label: s }))];
}

export const AVAILABILITY_OPTIONS: readonly FilterOption[] = [
  { value: "all", label: "All flights" },
  { value: "available", label: "Available" },
  { value: "sold-out", label: "Sold out" },
];

/**
 * Available: bookable on `today` (`flightAvailability`); sold out: sold or without seats. A delayed
 * or departed flight is neither: it shows under 'All flights' only.
 */
export function matchesAvailability(
  f: Pick<FlightLike, "status" | "seatsAvailable" | "departureDate">,
  a: string,
  today: string,
): boolean {
  if (a === "available") return flightAvailability(f, today) === "bookable";
  if (a === "sold-out") return flightAvailability(f, today) === "sold-out";
  return true;
}

/**
 * The flights a customer is offered: those departing today or later (Karachi's calendar day).
 * Departed flights stay in the admin's list, not here.
 */
export function upcomingFlights<T extends Pick<FlightLike, "departureDate">>(
  flights: readonly T[],
  today: string,
): T[] {
  return flights.filter((f) => !hasDeparted(f.departureDate, today));
}

/** The departure as one sortable text: 'YYYY-MM-DDTHH:MM'. */
export function departureKey(f: Pick<FlightLike, "departureDate" | "departureTime">): string {
  return `${f.departureDate.slice(0, 10)}T${(f.departureTime ?? "").slice(0, 5) || "00:00"}`;
}

const UNIT_MINUTES: Record<string, number> = {
  d: 24 * 60,
  day: 24 * 60,
  days: 24 * 60,
  h: 60,
  hr: 60,
  hrs: 60,
  hour: 60,
  hours: 60,
  m: 1,
  min: 1,
  mins: 1,
  minute: 1,
  minutes: 1,
};

/**
 * The minutes of a free-text duration, as admins type it: '2h 30m', '2h30m', '2 hours 30 minutes',
 * '1d 2h', '2:30', '45m'. A bare number is hours up to 24 ('3', '2.5') and minutes above ('150').
 * null when it cannot be read (those sort last).
 */
export function durationMinutes(text: string | null | undefined): number | null {
  const v = (text ?? "").trim().toLowerCase();
  if (!v) return null;
  const clock = /^(\d{1,3}):([0-5]\d)$/.exec(v);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  if (/^\d+(\.\d+)?$/.test(v)) {
    const n = Number(v);
    return n <= 24 ? Math.round(n * 60) : Math.round(n);
  }
  const part = /(\d+(?:\.\d+)?)\s*([a-z]+)/g;
  let total = 0;
  let found = false;
  let rest = v;
  for (let m = part.exec(v); m; m = part.exec(v)) {
    const unit = UNIT_MINUTES[m[2] ?? ""];
    if (unit === undefined) return null;
    total += Number(m[1]) * unit;
    found = true;
    rest = rest.replace(m[0], "");
  }
  if (!found || /[^\s,]/.test(rest.replace(/\band\b/g, ""))) return null;
  return Math.round(total);
}

/** What the global search matches a flight on: route, airline (name and code), flight number. */
export function flightSearchFields(
  f: Pick<FlightLike, "airlineName" | "flightNumber" | "departure" | "destination">,
): SearchField[] {
  return [f.airlineName, airlineCode(f.airlineName), f.flightNumber, f.departure, f.destination, sectorOf(f)];
}
