// A customer's booking of a flight's seats, and its passengers one row each.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { AGE_TYPES, PERSON_TYPES } from "../../../src/domain/bookings.ts";
import { BOOKING_STATUSES } from "../../../src/domain/constants.ts";
import { createdAt, day, id, lifecycle, money, updatedAt, version } from "./columns.ts";
import { flights } from "./flights.ts";
import { users } from "./users.ts";

export const flightBookings = pgTable(
  "flight_bookings",
  {
    id: id(),
    /** Human-facing reference, e.g. 'SF-7K2Q9M'. */
    bookingId: text("booking_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    flightId: uuid("flight_id").references(() => flights.id, { onDelete: "set null" }),
    /** The flight as it was when booked (without the PNR, which is read live for approved bookings). */
    flightSnapshot: jsonb("flight_snapshot").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("pending"),
    passengerCount: integer("passenger_count").notNull(),
    pricePerPassenger: money("price_per_passenger").notNull(),
    totalAmount: money("total_amount").notNull(),
    ...lifecycle(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex("flight_bookings_booking_id_key").on(t.bookingId),
    index("flight_bookings_user_idx").on(t.userId, t.createdAt),
    index("flight_bookings_flight_idx").on(t.flightId),
    index("flight_bookings_status_created_idx").on(t.status, t.createdAt),
    index("flight_bookings_pending_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    // What one customer holds (the hold cap, server/services/holds.ts): read on every booking.
    index("flight_bookings_user_pending_idx").on(t.userId, t.expiresAt).where(sql`${t.status} = 'pending'`),
    index("flight_bookings_updated_at_idx").on(t.updatedAt),
  ],
);

export const flightBookingPassengers = pgTable(
  "flight_booking_passengers",
  {
    id: id(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => flightBookings.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    personType: text("person_type", { enum: PERSON_TYPES }).notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    name: text("name").notNull(),
    passport: text("passport").notNull(),
    passportExpiry: day("passport_expiry").notNull(),
    ageType: text("age_type", { enum: AGE_TYPES }).notNull(),
    dateOfBirth: day("date_of_birth").notNull(),
    nationality: text("nationality").notNull(),
    contactNumber: text("contact_number").notNull(),
  },
  (t) => [index("flight_booking_passengers_booking_idx").on(t.bookingId, t.position)],
);
