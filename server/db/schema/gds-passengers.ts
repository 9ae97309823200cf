// The passengers of a booking ingested from the GDS, one row each in the booking's order.
import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { day, id } from "./columns.ts";
import { gdsBookings } from "./gds.ts";

export const gdsPassengers = pgTable(
  "gds_passengers",
  {
    id: id(),
    gdsBookingId: uuid("gds_booking_id")
      .notNull()
      .references(() => gdsBookings.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull().default(""),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    gender: text("gender").notNull().default(""),
    dateOfBirth: day("date_of_birth"),
    ageType: text("age_type").notNull().default("adult"),
    nationality: text("nationality").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    passport: text("passport").notNull().default(""),
    passportExpiry: day("passport_expiry"),
  },
  (t) => [index("gds_passengers_booking_idx").on(t.gdsBookingId, t.position)],
);
