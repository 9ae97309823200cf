/**
 * A booking posted by the GDS (tag: web): the booking, its segments (multi-city) and passengers,
 * stored with its log row in one transaction. The input is checked already (validateGdsBooking).
 */
import type { GdsBookingInput } from "../../src/domain/direct-gds.ts";
import type { Db, DbOrTx } from "../db/client.ts";
import { isUniqueViolation } from "../db/helpers.ts";
import { type GdsFlightDetails, gdsBookings, gdsPassengers, gdsSegments } from "../db/schema.ts";
import { conflict } from "../http/errors.ts";
import { logActivityBy, type Who } from "./activity.ts";
import { whatOf } from "./booking-facts.ts";
import { compact, withoutPassengers } from "./ingestion-storage.ts";
import { bookingNotice } from "./notices.ts";
import { deliveryOf, notify } from "./notify.ts";

type GdsInput = GdsBookingInput & { currency: string; isMultiCity: boolean };
type Segment = NonNullable<GdsInput["multiCityFlights"]>[number];

/** How the GDS's bookings are logged: by the GDS, from where the call came. */
const GDS = { id: null, name: "GDS", email: "", role: "system" };

/** Stores the GDS's booking `input` (with its defaults: withGdsDefaults) by `who`; returns its id. */
export async function storeGdsBooking(db: Db, who: Who, input: GdsInput, now: Date): Promise<string> {
  try {
    return await db.transaction(async (tx: DbOrTx) => {
      const [b] = await tx
        .insert(gdsBookings)
        .values({
          bookingId: input.bookingId.trim(),
          customerName: input.customerName.trim(),
          customerEmail: input.customerEmail.trim().toLowerCase(),
          customerPhone: input.customerPhone?.trim() ?? "",
          status: "pending",
          totalAmount: input.totalAmount,
          currency: input.currency,
          isMultiCity: input.isMultiCity,
          flightDetails: input.flightDetails
            ? (compact(input.flightDetails) as GdsFlightDetails)
            : input.multiCityFlights?.[0]
              ? firstSegmentDetails(input.multiCityFlights[0])
              : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: gdsBookings.id, flightDetails: gdsBookings.flightDetails });
      const segments = input.isMultiCity ? (input.multiCityFlights ?? []) : [];
      if (segments.length) await tx.insert(gdsSegments).values(segments.map(segmentRow(b!.id)));
      await tx.insert(gdsPassengers).values(
        input.passengers.map((p, position) => ({
          gdsBookingId: b!.id,
          position,
          title: p.title ?? "",
          firstName: p.firstName,
          lastName: p.lastName,
          gender: p.gender ?? "",
          dateOfBirth: p.dateOfBirth?.trim() || null,
          ageType: p.ageType ?? "adult",
          nationality: p.nationality ?? "",
          email: p.email ?? "",
          phone: p.phone ?? "",
          passport: (p.passport ?? "").toUpperCase(),
          passportExpiry: p.passportExpiry?.trim() || null,
        })),
      );
      const details = `GDS booking ${input.bookingId} for ${input.customerName.trim()}${input.isMultiCity ? " (multi-city)" : ""}`;
      const entry = { resource: "gds_booking", resourceId: b!.id, details, actor: GDS };
      await logActivityBy(tx, who, { action: "create_booking", ...entry }, now);
      // The agency hears of it in this transaction (docs/ARCHITECTURE.md §13.1).
      const notice = bookingNotice("new_gds_booking", {
        kind: "gds",
        id: b!.id,
        reference: input.bookingId.trim(),
        what: whatOf("gds", b!.flightDetails),
        people: input.passengers.length,
        total: input.totalAmount,
        currency: input.currency,
        customer: input.customerName.trim(),
      });
      await notify(tx, [notice], now, deliveryOf(db));
      return b!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict(`A GDS booking with reference ${input.bookingId} already exists`);
    throw withoutPassengers(`GDS booking ${input.bookingId}`, err);
  }
}

/** A multi-city segment as its row, in its place (`position`) on booking `gdsBookingId`. */
const segmentRow = (gdsBookingId: string) => (s: Segment, position: number) => ({
  gdsBookingId,
  position,
  from: s.segmentDetails.from,
  to: s.segmentDetails.to,
  departureTime: s.segmentDetails.departureTime,
  arrivalTime: s.segmentDetails.arrivalTime,
  airline: s.segmentDetails.airline,
  flightNumber: s.segmentDetails.flightNumber,
  aircraft: s.segmentDetails.aircraft || "320",
  stops: s.segmentDetails.stops ?? 0,
  adultBaseFare: String(s.adultBaseFare ?? "0"),
  adultTaxes: String(s.adultTaxes ?? "0"),
});

/** The booking's flight details when it names none: its first segment's. */
function firstSegmentDetails(s: Segment) {
  return {
    flightNumber: s.segmentDetails.flightNumber,
    airline: s.segmentDetails.airline,
    from: s.segmentDetails.from,
    to: s.segmentDetails.to,
    departureDate: s.segmentDetails.departureTime.slice(0, 10),
    arrivalDate: s.segmentDetails.arrivalTime.slice(0, 10),
  };
}
