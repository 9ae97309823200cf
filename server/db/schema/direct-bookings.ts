// Bookings made on the public website: a flight or a package with its passengers in one row.
import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { BOOKING_STATUSES } from "../../../src/domain/constants.ts";
import { WEB_BOOKING_TYPES } from "../../../src/domain/direct.ts";
import { createdAt, id, money, updatedAt, version } from "./columns.ts";

/** A passenger of a booking made on the public website (flight or package). */
export type DirectPassenger = {
  name?: string;
  firstName?: string;
  lastName?: string;
  personType?: string;
  passport?: string;
  passportExpiry?: string;
  ageType?: string;
  dateOfBirth?: string;
  nationality?: string;
  contactNumber?: string;
};

export type DirectFlightDetails = {
  flightNumber?: string;
  airline?: string;
  departure?: { city?: string };
  arrival?: { city?: string };
  departureDate?: string;
  departureTime?: string;
  arrivalDate?: string;
  arrivalTime?: string;
  pnr?: string;
  meal?: string;
  baggage?: string;
};

export const directBookings = pgTable(
  "direct_bookings",
  {
    id: id(),
    bookingId: text("booking_id").notNull(),
    bookingType: text("booking_type", { enum: WEB_BOOKING_TYPES }).notNull(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("pending"),
    source: text("source").notNull().default("website"),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone").notNull().default(""),
    specialRequests: text("special_requests"),
    notes: text("notes"),
    passengerCount: integer("passenger_count").notNull(),
    pricePerPassenger: money("price_per_passenger").notNull(),
    totalAmount: money("total_amount").notNull(),
    destination: text("destination"),
    flightDetails: jsonb("flight_details").$type<DirectFlightDetails>(),
    packageDetails: jsonb("package_details").$type<Record<string, unknown>>(),
    passengerDetails: jsonb("passenger_details").$type<DirectPassenger[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex("direct_bookings_booking_id_key").on(t.bookingId),
    index("direct_bookings_created_idx").on(t.createdAt),
    index("direct_bookings_updated_at_idx").on(t.updatedAt),
  ],
);
