// Package bookings made on the public website, with the package as it was and the passengers.
import { index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { BOOKING_STATUSES } from "../../../src/domain/constants.ts";
import { createdAt, id, money, updatedAt, version } from "./columns.ts";

export type DirectPackageDetails = {
  name?: string;
  destination?: string;
  duration?: string;
  departureDate?: string;
  returnDate?: string;
  price?: number;
};

export type DirectPackagePassenger = {
  firstName: string;
  lastName: string;
  passport?: string;
  ageType?: string;
};

export const directPackageBookings = pgTable(
  "direct_package_bookings",
  {
    id: id(),
    bookingId: text("booking_id").notNull(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("pending"),
    source: text("source").notNull().default("website"),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone").notNull().default(""),
    totalAmount: money("total_amount").notNull(),
    packageDetails: jsonb("package_details").$type<DirectPackageDetails>().notNull(),
    passengerDetails: jsonb("passenger_details").$type<DirectPackagePassenger[]>().notNull().default([]),
    specialRequests: text("special_requests"),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex("direct_package_bookings_booking_id_key").on(t.bookingId),
    index("direct_package_bookings_created_idx").on(t.createdAt),
    index("direct_package_bookings_updated_at_idx").on(t.updatedAt),
  ],
);
