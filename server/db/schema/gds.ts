// Bookings ingested from the GDS: the booking and its flight segments (the passengers are in
// gds-passengers.ts).
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { BOOKING_STATUSES } from "../../../src/domain/constants.ts";
import { createdAt, id, money, updatedAt, version } from "./columns.ts";

export type GdsFlightDetails = {
  flightNumber?: string;
  airline?: string;
  from?: string;
  to?: string;
  departureDate?: string;
  arrivalDate?: string;
};

export const gdsBookings = pgTable(
  "gds_bookings",
  {
    id: id(),
    /** The GDS record locator, also shown as the PNR. */
    bookingId: text("booking_id").notNull(),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone").notNull().default(""),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("pending"),
    totalAmount: money("total_amount").notNull(),
    currency: text("currency").notNull().default("PKR"),
    isMultiCity: boolean("is_multi_city").notNull().default(false),
    flightDetails: jsonb("flight_details").$type<GdsFlightDetails>(),
    source: text("source").notNull().default("gds"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex("gds_bookings_booking_id_key").on(t.bookingId),
    index("gds_bookings_created_idx").on(t.createdAt),
    index("gds_bookings_updated_at_idx").on(t.updatedAt),
  ],
);

export const gdsSegments = pgTable(
  "gds_segments",
  {
    id: id(),
    gdsBookingId: uuid("gds_booking_id")
      .notNull()
      .references(() => gdsBookings.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    from: text("from_code").notNull(),
    to: text("to_code").notNull(),
    departureTime: text("departure_time").notNull(),
    arrivalTime: text("arrival_time").notNull(),
    airline: text("airline").notNull(),
    flightNumber: text("flight_number").notNull(),
    aircraft: text("aircraft").notNull().default("320"),
    stops: integer("stops").notNull().default(0),
    adultBaseFare: text("adult_base_fare").notNull().default("0"),
    adultTaxes: text("adult_taxes").notNull().default("0"),
  },
  (t) => [index("gds_segments_booking_idx").on(t.gdsBookingId, t.position)],
);
