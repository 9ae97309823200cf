// The Umrah and tour packages, and a customer's booking of a package's places.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { BOOKING_STATUSES, PACKAGE_STATUSES, PACKAGE_TYPES } from "../../../src/domain/constants.ts";
import { createdAt, day, id, lifecycle, money, updatedAt, version } from "./columns.ts";
import { users } from "./users.ts";

export const packages = pgTable(
  "packages",
  {
    id: id(),
    name: text("name").notNull(),
    type: text("type", { enum: PACKAGE_TYPES }).notNull(),
    destination: text("destination").notNull(),
    duration: text("duration").notNull(),
    departureDate: day("departure_date").notNull(),
    returnDate: day("return_date").notNull(),
    price: money("price").notNull(),
    maxParticipants: integer("max_participants").notNull(),
    currentParticipants: integer("current_participants").notNull().default(0),
    description: text("description").notNull(),
    itinerary: jsonb("itinerary").$type<string[]>().notNull().default([]),
    inclusions: jsonb("inclusions").$type<string[]>().notNull().default([]),
    exclusions: jsonb("exclusions").$type<string[]>().notNull().default([]),
    status: text("status", { enum: PACKAGE_STATUSES }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    check("packages_participants_range", sql`${t.currentParticipants} >= 0`),
    index("packages_departure_date_idx").on(t.departureDate),
    index("packages_updated_at_idx").on(t.updatedAt),
  ],
);

export type PackagePassenger = { name: string; passport: string; firstName?: string; lastName?: string };

export const packageBookings = pgTable(
  "package_bookings",
  {
    id: id(),
    bookingId: text("booking_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    packageId: uuid("package_id").references(() => packages.id, { onDelete: "set null" }),
    packageSnapshot: jsonb("package_snapshot").$type<Record<string, unknown>>().notNull(),
    passengers: jsonb("passengers").$type<PackagePassenger[]>().notNull(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("pending"),
    participantCount: integer("participant_count").notNull(),
    pricePerPerson: money("price_per_person").notNull(),
    totalAmount: money("total_amount").notNull(),
    ...lifecycle(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex("package_bookings_booking_id_key").on(t.bookingId),
    index("package_bookings_user_idx").on(t.userId, t.createdAt),
    index("package_bookings_package_idx").on(t.packageId),
    index("package_bookings_status_created_idx").on(t.status, t.createdAt),
    index("package_bookings_pending_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    index("package_bookings_user_pending_idx").on(t.userId, t.expiresAt).where(sql`${t.status} = 'pending'`),
    index("package_bookings_updated_at_idx").on(t.updatedAt),
  ],
);
