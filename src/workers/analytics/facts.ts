// Mirror rows as the facts the domain's analytics count (src/domain/analytics.ts): one booking of
// any kind as a `BookingFact`, a flight as a `FlightFact`. Malformed values count as nothing.
import type {
  BookingRow,
  DirectBookingRow,
  DirectPackageBookingRow,
  FlightRow,
  GdsBookingRow,
  PackageBookingRow,
} from "../../db/schema.ts";
import type { BookingFact, FlightFact, Status } from "../../domain/analytics.ts";

export const amount = (n: unknown): number => (typeof n === "number" && Number.isFinite(n) ? n : 0);
export const text = (s: unknown): string | null => (typeof s === "string" && s.trim() ? s : null);
const STATUSES: readonly Status[] = ["pending", "approved", "cancelled"];
/** An unknown status never counts as a sale: it is read as cancelled. */
export const status = (s: unknown): Status => (STATUSES.includes(s as Status) ? (s as Status) : "cancelled");

/** A flight booking: its total, its passengers, the destination of the flight it was booked on. */
export function flightBookingFact(b: BookingRow): BookingFact {
  return {
    kind: "flight",
    status: status(b.status),
    createdAt: b.createdAt,
    amount: amount(b.totalAmount),
    seats: amount(b.passengerCount),
    destination: text(b.flightDetails?.destination) ?? text(b.ticketId?.destination),
  };
}

/** A package booking: its total, its participants, the package's destination. */
export function packageBookingFact(b: PackageBookingRow): BookingFact {
  return {
    kind: "package",
    status: status(b.status),
    createdAt: b.createdAt,
    amount: amount(b.totalAmount),
    seats: amount(b.participantCount),
    destination: text(b.packageDetails?.destination) ?? text(b.packageId?.destination),
  };
}

/** A website booking: a direct flight or a direct package by its bookingType. */
export function directBookingFact(b: DirectBookingRow): BookingFact {
  return {
    kind: b.bookingType === "package" ? "directPackage" : "directFlight",
    status: status(b.status),
    createdAt: b.createdAt,
    amount: amount(b.bookingDetails?.totalAmount),
    seats: amount(b.bookingDetails?.passengers),
    destination: text(b.bookingDetails?.destination),
  };
}

export function directPackageBookingFact(b: DirectPackageBookingRow): BookingFact {
  return {
    kind: "directPackage",
    status: status(b.status),
    createdAt: b.createdAt,
    amount: amount(b.totalAmount),
    seats: b.passengerDetails?.length ?? 0,
    destination: text(b.packageDetails?.destination),
  };
}

/** A GDS booking in its own currency (the amount is not converted). */
export function gdsFact(b: GdsBookingRow): BookingFact {
  return {
    kind: "gds",
    status: status(b.status),
    createdAt: b.createdAt,
    amount: amount(b.totalAmount),
    seats: 0,
    destination: null,
  };
}

/** A GDS booking counts only when it is in rupees (the server's rule: currency = 'PKR'). */
export function gdsBookingFact(b: GdsBookingRow): BookingFact | null {
  return b.currency === "PKR" ? gdsFact(b) : null;
}

export function flightFact(f: FlightRow): FlightFact {
  return {
    status: f.status,
    seatsAvailable: amount(f.seatsAvailable),
    destination: f.destination,
    departureDate: typeof f.departureDate === "string" ? f.departureDate.slice(0, 10) : "",
  };
}

export type BookingRows = {
  bookings?: readonly BookingRow[];
  packageBookings?: readonly PackageBookingRow[];
  directBookings?: readonly DirectBookingRow[];
  directPackageBookings?: readonly DirectPackageBookingRow[];
  gdsBookings?: readonly GdsBookingRow[];
};

/** Every booking of every kind as facts (GDS bookings in another currency left out). */
export function bookingFacts(m: BookingRows): BookingFact[] {
  const out: BookingFact[] = [];
  for (const b of m.bookings ?? []) out.push(flightBookingFact(b));
  for (const b of m.packageBookings ?? []) out.push(packageBookingFact(b));
  for (const b of m.directBookings ?? []) out.push(directBookingFact(b));
  for (const b of m.directPackageBookings ?? []) out.push(directPackageBookingFact(b));
  for (const b of m.gdsBookings ?? []) {
    const f = gdsBookingFact(b);
    if (f) out.push(f);
  }
  return out;
}
