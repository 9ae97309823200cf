/**
 * The public check of a travel document (docs/ARCHITECTURE.md §4.6): what `GET /verify/{code}`
 * answers for a booking whose code was signed here. Only the reference, the status, the number of
 * passengers and their initials, and the flight's number, route and date or the package's name and
 * dates: nothing that identifies a passenger, the customer or the payment.
 */
import { asc, eq } from "drizzle-orm";
import { initials } from "../../src/domain/documents.ts";
import type { DbOrTx } from "../db/client.ts";
import { flightBookingPassengers, flightBookings, flights, packageBookings, packages } from "../db/schema.ts";

type Snapshot = Record<string, unknown>;
const text = (v: unknown): string => (typeof v === "string" ? v : "");

export type CheckedDocument = {
  valid: boolean;
  reference: string;
  status: string;
  passengerCount: number;
  passengers: string[];
  flight: { flightNumber: string; departure: string; destination: string; departureDate: string } | null;
  package: { name: string; departureDate: string; returnDate: string } | null;
};

/** The document of booking `reference` ('SF-…' a flight booking, 'PK-…' a package one), or null. */
export function checkedDocument(db: DbOrTx, reference: string): Promise<CheckedDocument | null> {
  return reference.startsWith("SF-") ? flightDocument(db, reference) : packageDocument(db, reference);
}

/** Valid while approved; the answer says the status either way. */
function answer(
  b: { bookingId: string; status: string },
  passengers: string[],
  trip: Pick<CheckedDocument, "flight" | "package">,
): CheckedDocument {
  const { bookingId: reference, status } = b;
  return {
    valid: status === "approved",
    reference,
    status,
    passengerCount: passengers.length,
    passengers,
    ...trip,
  };
}

async function flightDocument(db: DbOrTx, reference: string): Promise<CheckedDocument | null> {
  const [row] = await db
    .select({ b: flightBookings, f: flights })
    .from(flightBookings)
    .leftJoin(flights, eq(flights.id, flightBookings.flightId))
    .where(eq(flightBookings.bookingId, reference))
    .limit(1);
  if (!row) return null;
  const people = await db
    .select({ firstName: flightBookingPassengers.firstName, lastName: flightBookingPassengers.lastName })
    .from(flightBookingPassengers)
    .where(eq(flightBookingPassengers.bookingId, row.b.id))
    .orderBy(asc(flightBookingPassengers.position));
  // The flight as it is now, or as it was booked when it has been deleted since.
  const f: Snapshot = row.f ?? row.b.flightSnapshot;
  const flight = {
    flightNumber: text(f.flightNumber),
    departure: text(f.departure),
    destination: text(f.destination),
    departureDate: text(f.departureDate),
  };
  const names = people.map((p) => initials(p.firstName, p.lastName));
  return answer(row.b, names, { flight, package: null });
}

async function packageDocument(db: DbOrTx, reference: string): Promise<CheckedDocument | null> {
  const [row] = await db
    .select({ b: packageBookings, p: packages })
    .from(packageBookings)
    .leftJoin(packages, eq(packages.id, packageBookings.packageId))
    .where(eq(packageBookings.bookingId, reference))
    .limit(1);
  if (!row) return null;
  const p: Snapshot = row.p ?? row.b.packageSnapshot;
  const trip = { name: text(p.name), departureDate: text(p.departureDate), returnDate: text(p.returnDate) };
  const names = row.b.passengers.map((x) => initials(x.name));
  return answer(row.b, names, { flight: null, package: trip });
}
