/**
 * The notices no request causes, written by the minute's housekeeping (docs/ARCHITECTURE.md §13.1):
 * a customer's pending booking that expires within 30 minutes, and an airline deadline (names or
 * ticketing) within the next 24 hours, to the admins. Each is written once: its key makes a repeat
 * a no-op, so each sweep, on any number of processes, writes only what is new.
 */
import { and, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { formatTime12 } from "../../src/domain/format.ts";
import type { DbOrTx } from "../db/client.ts";
import { flights } from "../db/schema.ts";
import { factColumns, factsOf } from "./booking-facts.ts";
import { heldColumns, holdOf } from "./booking-holds.ts";
import { type HeldTable, SHAPES } from "./booking-shapes.ts";
import { bookingNotice, deadlineNotice } from "./notices.ts";
import { deliveryOf, type Notice, notify } from "./notify.ts";

export const EXPIRY_WARNING_MS = 30 * 60_000;
export const DEADLINE_WARNING_MS = 24 * 60 * 60_000;

/**
 * A kind's pending, unpaid bookings expiring within 30 minutes and not yet warned: a range on the
 * pending bookings' expiry index (`<table>_pending_expiry_idx`), so the minute reads only those.
 */
export function expiringBookings(db: DbOrTx, kind: "flight" | "package", now: Date) {
  const t = SHAPES[kind].table as HeldTable;
  return db
    .select({
      id: t.id,
      bookingId: t.bookingId,
      userId: t.userId,
      expiresAt: t.expiresAt,
      ...heldColumns(holdOf(kind)),
      ...factColumns(kind),
    })
    .from(t)
    .where(
      and(
        eq(t.status, "pending"),
        isNull(t.paymentClaimedAt),
        gt(t.expiresAt, now),
        lte(t.expiresAt, new Date(now.getTime() + EXPIRY_WARNING_MS)),
        sql`not exists (select 1 from notifications n where n.event_key = 'booking_expiring:' || ${t.id}::text and n.user_id = ${t.userId})`,
      ),
    );
}

/** Warns each customer whose pending, unpaid booking expires within 30 minutes; returns how many. */
export async function noticeExpiringBookings(db: DbOrTx, now: Date): Promise<number> {
  const notices: Notice[] = [];
  for (const kind of ["flight", "package"] as const) {
    for (const b of await expiringBookings(db, kind, now)) {
      const at = formatTime12(b.expiresAt);
      notices.push(bookingNotice("booking_expiring", factsOf(kind, b.id, b), b.userId, at));
    }
  }
  return notify(db, notices, now, deliveryOf(db));
}

/**
 * The flights with names due within 24 hours and not yet sent, or ticketing due within 24 hours:
 * each arm a range on its partial index (`flights_names_due_unsent_idx`, `flights_ticketing_due_idx`,
 * migration 0007), so the minute reads only those flights, never the whole table.
 */
export function dueDeadlines(db: DbOrTx, now: Date) {
  const until = new Date(now.getTime() + DEADLINE_WARNING_MS);
  const within = (due: typeof flights.namesDueAt) => and(isNotNull(due), gt(due, now), lte(due, until));
  return db
    .select({
      id: flights.id,
      flightNumber: flights.flightNumber,
      departure: flights.departure,
      destination: flights.destination,
      departureDate: flights.departureDate,
      namesDueAt: flights.namesDueAt,
      namesSentAt: flights.namesSentAt,
      ticketingDueAt: flights.ticketingDueAt,
    })
    .from(flights)
    .where(or(and(within(flights.namesDueAt), isNull(flights.namesSentAt)), within(flights.ticketingDueAt)));
}

/** Tells the admins of each airline deadline due within 24 hours, once per flight and due time. */
export async function noticeDeadlines(db: DbOrTx, now: Date): Promise<number> {
  const until = new Date(now.getTime() + DEADLINE_WARNING_MS);
  const rows = await dueDeadlines(db, now);
  const notices: Notice[] = [];
  const soon = (due: Date | null): due is Date => due !== null && due > now && due <= until;
  for (const f of rows) {
    // Names already sent to the airline meet their deadline.
    if (soon(f.namesDueAt) && !f.namesSentAt) notices.push(deadlineNotice(f, "names", f.namesDueAt));
    if (soon(f.ticketingDueAt)) notices.push(deadlineNotice(f, "ticketing", f.ticketingDueAt));
  }
  return notify(db, notices, now, deliveryOf(db));
}
