/**
 * What a customer can book: the one definition behind the dashboards' counts, the Seats Overview,
 * the customers' filters and Book buttons, and the server's refusal (docs/ARCHITECTURE.md §4.5).
 * A flight or package is bookable while its status is active, it has not departed (Karachi's
 * `today`) and it has seats or places left. A delayed flight is not bookable: the server's seat
 * UPDATE takes seats of active flights only, and the screens say 'Delayed', never 'Sold Out'.
 */

/**
 * Whether a flight or package has departed on `today` (Karachi's calendar day, 'YYYY-MM-DD'): its
 * departure date is before today. One leaving today, at any hour, has not: it stays on the
 * customer's lists and can be booked until Karachi's day ends. The server's booking statements and
 * the dashboard's SQL hold the same rule as `departure_date >= today`.
 */
export function hasDeparted(departureDate: string | null | undefined, today: string): boolean {
  return (departureDate ?? "").trim().slice(0, 10) < today;
}

export const FLIGHT_DEPARTED = "This flight has already departed";
export const PACKAGE_DEPARTED = "This package has already departed";

type FlightState = {
  status?: string | null;
  seatsAvailable?: number | null;
  departureDate?: string | null;
};
type PackageState = {
  status?: string | null;
  currentParticipants?: number | null;
  maxParticipants?: number | null;
  departureDate?: string | null;
};

/** A flight as customers see it on `today`: bookable, or why not (the badge and the button). */
export type FlightAvailability = "bookable" | "departed" | "delayed" | "sold-out";
/** A package as customers see it on `today`: bookable, or why not. */
export type PackageAvailability = "bookable" | "departed" | "cancelled" | "sold-out";

/** Departed first (whatever the stored status), then delayed, then sold (status or no seats). */
export function flightAvailability(f: FlightState, today: string): FlightAvailability {
  if (hasDeparted(f.departureDate, today)) return "departed";
  if (f.status === "delayed") return "delayed";
  if (f.status !== "active" || (f.seatsAvailable ?? 0) <= 0) return "sold-out";
  return "bookable";
}

/** Departed first (whatever the stored status), then cancelled, then sold (status or no places). */
export function packageAvailability(p: PackageState, today: string): PackageAvailability {
  if (hasDeparted(p.departureDate, today)) return "departed";
  if (p.status === "cancelled") return "cancelled";
  if (p.status !== "active" || placesOf(p) <= 0) return "sold-out";
  return "bookable";
}

export function isFlightBookable(f: FlightState, today: string): boolean {
  return flightAvailability(f, today) === "bookable";
}

export function isPackageBookable(p: PackageState, today: string): boolean {
  return packageAvailability(p, today) === "bookable";
}

const placesOf = (p: PackageState) => (p.maxParticipants ?? 0) - (p.currentParticipants ?? 0);

/**
 * Why `passengers` cannot book flight `f` on `today`, or null when they can: departed, not active
 * (sold or delayed), sold out, or fewer seats left than asked for. The server answers a refused
 * booking with this message (a 409).
 */
export function flightBookingRefusal(f: FlightState, passengers: number, today: string): string | null {
  const state = flightAvailability(f, today);
  if (state === "departed") return FLIGHT_DEPARTED;
  if (f.status !== "active") return "This flight is not available for booking";
  if (state === "sold-out") return "This flight is sold out";
  const seats = f.seatsAvailable ?? 0;
  if (seats < passengers) return seatsLeftMessage(seats, passengers);
  return null;
}

/** The refusal of `n` seats when only `seats` are left. */
export function seatsLeftMessage(seats: number, n: number): string {
  return `Only ${seats} seat${seats === 1 ? "" : "s"} left on this flight: you asked for ${n}`;
}

/**
 * Why `participants` cannot book package `p` on `today`, or null when they can: departed, not
 * active, fully booked, or fewer places left than asked for.
 */
export function packageBookingRefusal(p: PackageState, participants: number, today: string): string | null {
  const state = packageAvailability(p, today);
  if (state === "departed") return PACKAGE_DEPARTED;
  if (p.status !== "active") return "This package is not available for booking";
  if (state === "sold-out") return "This package is fully booked";
  const left = placesOf(p);
  if (left < participants) return placesLeftMessage(left, participants);
  return null;
}

/** The refusal of `n` places when only `left` are left. */
export function placesLeftMessage(left: number, n: number): string {
  return `Only ${left} place${left === 1 ? "" : "s"} left on this package: you asked for ${n}`;
}

/** `passengers` can book flight `f` on `today`. */
export function canBookFlight(f: FlightState, passengers: number, today: string): boolean {
  return flightBookingRefusal(f, passengers, today) === null;
}

/** `participants` can book package `p` on `today`. */
export function canBookPackage(p: PackageState, participants: number, today: string): boolean {
  return packageBookingRefusal(p, participants, today) === null;
}

/**
 * The status the lists show: 'departed' once the departure date is before `today`, whatever the
 * stored status (which is never changed for it); else the stored status.
 */
export function shownStatus(
  item: { status?: string | null; departureDate?: string | null },
  today: string,
): string {
  return hasDeparted(item.departureDate, today) ? "departed" : (item.status ?? "");
}
