/** Bookings from the public website and the GDS, as the API shows them. */
import { asc, desc, inArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import {
  type directBookings,
  type directPackageBookings,
  gdsBookings,
  gdsPassengers,
  gdsSegments,
} from "../db/schema.ts";
import { changedSince, type Since } from "../http/delta.ts";

export type DirectRow = typeof directBookings.$inferSelect;
export type DirectPackageRow = typeof directPackageBookings.$inferSelect;
export type GdsRow = typeof gdsBookings.$inferSelect;
type SegmentRow = typeof gdsSegments.$inferSelect;
type GdsPassengerRow = typeof gdsPassengers.$inferSelect;

export function toDirectBooking(b: DirectRow) {
  return {
    _id: b.id,
    bookingId: b.bookingId,
    bookingType: b.bookingType,
    status: b.status,
    source: b.source,
    customerName: b.customerName,
    customerEmail: b.customerEmail,
    customerPhone: b.customerPhone,
    specialRequests: b.specialRequests,
    notes: b.notes,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
    version: b.version,
    bookingDetails: {
      passengers: b.passengerCount,
      pricePerPassenger: b.pricePerPassenger,
      totalAmount: b.totalAmount,
      destination: b.destination,
    },
    flightDetails: b.flightDetails ?? null,
    packageDetails: b.packageDetails ?? null,
    passengerDetails: b.passengerDetails,
  };
}

export function toDirectPackageBooking(b: DirectPackageRow) {
  return {
    _id: b.id,
    bookingId: b.bookingId,
    status: b.status,
    source: b.source,
    customerName: b.customerName,
    customerEmail: b.customerEmail,
    customerPhone: b.customerPhone,
    totalAmount: b.totalAmount,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
    version: b.version,
    specialRequests: b.specialRequests,
    notes: b.notes,
    packageDetails: b.packageDetails,
    passengerDetails: b.passengerDetails,
  };
}

export function toGdsBooking(b: GdsRow, segments: SegmentRow[], passengers: GdsPassengerRow[]) {
  return {
    _id: b.id,
    bookingId: b.bookingId,
    customerName: b.customerName,
    customerEmail: b.customerEmail,
    customerPhone: b.customerPhone,
    status: b.status,
    totalAmount: b.totalAmount,
    currency: b.currency,
    isMultiCity: b.isMultiCity,
    source: b.source,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
    version: b.version,
    flightDetails: b.flightDetails ?? null,
    multiCityFlights: segments.map((s) => ({
      segmentDetails: {
        from: s.from,
        to: s.to,
        departureTime: s.departureTime,
        arrivalTime: s.arrivalTime,
        airline: s.airline,
        flightNumber: s.flightNumber,
        aircraft: s.aircraft,
        stops: s.stops,
      },
      adultBaseFare: s.adultBaseFare,
      adultTaxes: s.adultTaxes,
    })),
    passengers: passengers.map((p) => ({
      title: p.title,
      firstName: p.firstName,
      lastName: p.lastName,
      gender: p.gender,
      dateOfBirth: p.dateOfBirth,
      ageType: p.ageType,
      nationality: p.nationality,
      email: p.email,
      phone: p.phone,
      passport: p.passport,
      passportExpiry: p.passportExpiry,
    })),
  };
}

function groupBy<T extends { gdsBookingId: string }>(rows: T[]): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const r of rows) {
    const list = m.get(r.gdsBookingId);
    if (list) list.push(r);
    else m.set(r.gdsBookingId, [r]);
  }
  return m;
}

/** GDS bookings with their segments and passengers, newest first (or just `ids`). */
export async function loadGdsBookings(db: DbOrTx, ids?: string[], since?: Since | null) {
  const rows = ids
    ? await db.select().from(gdsBookings).where(inArray(gdsBookings.id, ids))
    : await db
        .select()
        .from(gdsBookings)
        .where(changedSince(gdsBookings, since))
        .orderBy(desc(gdsBookings.createdAt));
  if (rows.length === 0) return [];
  const bookingIds = rows.map((r) => r.id);
  const segs = groupBy(
    await db
      .select()
      .from(gdsSegments)
      .where(inArray(gdsSegments.gdsBookingId, bookingIds))
      .orderBy(asc(gdsSegments.position)),
  );
  const pax = groupBy(
    await db
      .select()
      .from(gdsPassengers)
      .where(inArray(gdsPassengers.gdsBookingId, bookingIds))
      .orderBy(asc(gdsPassengers.position)),
  );
  return rows.map((b) => toGdsBooking(b, segs.get(b.id) ?? [], pax.get(b.id) ?? []));
}
