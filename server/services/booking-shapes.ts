/**
 * How each kind of booking is stored and named (docs/ARCHITECTURE.md §10): its table, its log
 * rows' names, its tombstones' list, its owner. What differs between kinds is data, not code.
 */
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { BookingKind } from "../../src/domain/lifecycle.ts";
import {
  directBookings,
  directPackageBookings,
  flightBookings,
  gdsBookings,
  packageBookings,
} from "../db/schema.ts";

/** The kinds whose bookings hold seats or places (a customer's own bookings). */
export type HeldTable = typeof flightBookings | typeof packageBookings;
export type BookingTable =
  | HeldTable
  | typeof directBookings
  | typeof directPackageBookings
  | typeof gdsBookings;

/** How a kind of booking is stored and named. */
export type Shape = {
  table: BookingTable;
  /** The log row's resource, and the booking's name in its details ('Approved package booking …'). */
  resource: string;
  label: string;
  /** The delta sync's name of the list its deletions are listed in (server/http/delta.ts). */
  tombstone: string;
  notFound: string;
  /** The customer who owns it (null: a booking from the website or the GDS). */
  owner: AnyPgColumn | null;
  /** Whether it records when it was approved or cancelled and why (approvedAt, cancelledAt, cancelReason). */
  dated: boolean;
  /** What was booked: a customer's booking's snapshot, or the details the website or the GDS sent. */
  details: AnyPgColumn;
};

export const SHAPES: Readonly<Record<BookingKind, Shape>> = {
  flight: {
    table: flightBookings,
    resource: "booking",
    label: "booking",
    tombstone: "bookings",
    notFound: "Booking not found",
    owner: flightBookings.userId,
    dated: true,
    details: flightBookings.flightSnapshot,
  },
  package: {
    table: packageBookings,
    resource: "package_booking",
    label: "package booking",
    tombstone: "packageBookings",
    notFound: "Package booking not found",
    owner: packageBookings.userId,
    dated: true,
    details: packageBookings.packageSnapshot,
  },
  "direct-flight": {
    table: directBookings,
    resource: "direct_booking",
    label: "direct booking",
    tombstone: "directBookings",
    notFound: "Booking not found",
    owner: null,
    dated: false,
    details: directBookings.flightDetails,
  },
  "direct-package": {
    table: directPackageBookings,
    resource: "direct_package_booking",
    label: "direct package booking",
    tombstone: "directPackageBookings",
    notFound: "Booking not found",
    owner: null,
    dated: false,
    details: directPackageBookings.packageDetails,
  },
  gds: {
    table: gdsBookings,
    resource: "gds_booking",
    label: "GDS booking",
    tombstone: "gdsBookings",
    notFound: "Booking not found",
    owner: null,
    dated: false,
    details: gdsBookings.flightDetails,
  },
};
