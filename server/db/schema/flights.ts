// The flights table: the group-ticket inventory customers book seats of.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { FLIGHT_STATUSES, MEAL_OPTIONS } from "../../../src/domain/flights.ts";
import { createdAt, day, id, instant, money, updatedAt, version } from "./columns.ts";
import { users } from "./users.ts";

export const flights = pgTable(
  "flights",
  {
    id: id(),
    airlineName: text("airline_name").notNull(),
    flightNumber: text("flight_number").notNull(),
    pnr: text("pnr").notNull(),
    departure: text("departure").notNull(),
    destination: text("destination").notNull(),
    departureDate: day("departure_date").notNull(),
    departureTime: text("departure_time").notNull().default("00:00"),
    arrivalDate: day("arrival_date").notNull(),
    arrivalTime: text("arrival_time").notNull().default("00:00"),
    duration: text("duration").notNull().default(""),
    price: money("price").notNull().default(0),
    seatsAvailable: integer("seats_available").notNull().default(0),
    defaultMeal: text("default_meal", { enum: MEAL_OPTIONS }).notNull().default("no"),
    defaultBaggage: text("default_baggage").notNull().default(""),
    isStopover: boolean("is_stopover").notNull().default(false),
    stopoverLocation: text("stopover_location"),
    stopoverLayover: text("stopover_layover"),
    isReturnFlight: boolean("is_return_flight").notNull().default(false),
    returnDepartureDate: day("return_departure_date"),
    returnDepartureTime: text("return_departure_time"),
    returnArrivalDate: day("return_arrival_date"),
    returnArrivalTime: text("return_arrival_time"),
    returnDuration: text("return_duration"),
    status: text("status", { enum: FLIGHT_STATUSES }).notNull().default("active"),
    /** The airline's name-submission and ticketing deadlines, if any (docs/ARCHITECTURE.md §4.8). */
    namesDueAt: instant("names_due_at"),
    ticketingDueAt: instant("ticketing_due_at"),
    /** When an admin last marked the names sent to the airline, and who. */
    namesSentAt: instant("names_sent_at"),
    namesSentById: uuid("names_sent_by_id").references(() => users.id, { onDelete: "set null" }),
    namesSentByName: text("names_sent_by_name"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    check("flights_seats_nonnegative", sql`${t.seatsAvailable} >= 0`),
    index("flights_departure_date_idx").on(t.departureDate),
    index("flights_created_at_idx").on(t.createdAt),
    index("flights_updated_at_idx").on(t.updatedAt),
    // The minute's deadline notices (server/services/timed-notices.ts, docs/ARCHITECTURE.md §13.1):
    // names due and not yet sent, and ticketing due; only the flights that have one are indexed.
    index("flights_names_due_unsent_idx")
      .on(t.namesDueAt)
      .where(sql`${t.namesDueAt} is not null and ${t.namesSentAt} is null`),
    index("flights_ticketing_due_idx").on(t.ticketingDueAt).where(sql`${t.ticketingDueAt} is not null`),
  ],
);
