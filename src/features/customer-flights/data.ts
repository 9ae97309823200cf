/**
 * The customer's flights and flight bookings: what the screens read (live queries on the Dexie
 * mirror and its sync status) and the writes (book, Mark as Paid), which go through the outbox
 * (`sendOrQueue`) with an Idempotency-Key: sent at once when online (the server's answer is stored
 * in the mirror), kept and shown as queued when not (`queued: true`), replayed later.
 */
import { OFFLINE_MESSAGE, type Outcome, fromWrite as outcomeOf } from "../../api/outcome.ts";
import { useFlights, useMyBookings, useSyncStatus } from "../../db/hooks.ts";
import { sendOrQueue, type WriteResult } from "../../db/outbox.ts";
import { db } from "../../db/schema.ts";
import { syncNow } from "../../db/sync.ts";
import type { CreateFlightBookingInput, PaymentInput } from "../../domain/bookings.ts";
import type { MyBooking } from "./booking-list.ts";

export { useFlights, useMyBookings, useSyncStatus };

/**
 * An outbox answer as the screens' Outcome: a refusal carries the server's message ('' when none),
 * a write that got no answer and was not kept says OFFLINE_MESSAGE.
 */
function fromWrite<T>(out: WriteResult<T>): Outcome<T> {
  return outcomeOf(out, "", (data) => data, { unanswered: OFFLINE_MESSAGE });
}

/** 'LHE → JED (PK 301)' for the outbox panel, from the mirror. */
async function flightName(id: string): Promise<string> {
  const f = await db.flights.get(id).catch(() => undefined);
  return f ? `${f.departure} → ${f.destination} (${f.flightNumber})` : "a flight";
}

/** Pulls the flight list again (the Refresh button, after a booking). */
export function refreshFlights(): Promise<unknown> {
  return syncNow(["flights"]);
}

/** Pulls the caller's bookings again (expiry reached, a refused write). */
export function refreshBookings(): Promise<unknown> {
  return syncNow(["bookings"]);
}

/**
 * POST /bookings with `key` as its Idempotency-Key → { bookingId, booking }, through the outbox. On
 * success the booking is stored in the mirror at once and flights and bookings are pulled again
 * (seats moved); offline it is queued (`queued: true`) and sent when the connection is back.
 */
export async function bookFlight(
  body: CreateFlightBookingInput,
  key: string,
): Promise<Outcome<{ bookingId: string; booking: MyBooking }>> {
  const n = body.passengers.length;
  const out = await sendOrQueue<{ bookingId: string; booking: MyBooking }>({
    method: "POST",
    path: "/bookings",
    body,
    key,
    table: "bookings",
    sync: ["flights", "bookings"],
    label: `Book ${await flightName(body.ticketId)} for ${n} passenger${n === 1 ? "" : "s"}`,
  });
  return fromWrite(out);
}

/**
 * 'Mark as Paid': POST /bookings/{id}/payment → { booking } with the payment claim, stored in the
 * mirror at once (or queued offline). The booking stays pending until an admin verifies it.
 */
export async function markAsPaid(
  bookingId: string,
  body: PaymentInput,
  key: string,
): Promise<Outcome<{ booking: MyBooking }>> {
  const b = await db.bookings.get(bookingId).catch(() => undefined);
  const out = await sendOrQueue<{ booking: MyBooking }>({
    method: "POST",
    path: `/bookings/${bookingId}/payment`,
    body,
    key,
    table: "bookings",
    recordId: bookingId,
    label: b?.bookingId ? `Mark booking ${b.bookingId} as paid` : "Mark booking as paid",
  });
  // Not pending any more (approved, expired) or gone: the list is out of date.
  if (!out.ok && (out.status === 404 || out.status === 409)) void refreshBookings();
  return fromWrite(out);
}

/**
 * The customer cancels their own pending booking: PUT /bookings/{id}/cancel → { booking }, stored in
 * the mirror (its seats back on the flight at the next pull), or queued offline.
 */
export async function cancelMyBooking(bookingId: string): Promise<Outcome<{ booking: MyBooking }>> {
  const b = await db.bookings.get(bookingId).catch(() => undefined);
  const out = await sendOrQueue<{ booking: MyBooking }>({
    method: "PUT",
    path: `/bookings/${bookingId}/cancel`,
    table: "bookings",
    recordId: bookingId,
    sync: ["bookings", "flights"],
    label: b?.bookingId ? `Cancel booking ${b.bookingId}` : "Cancel booking",
  });
  // Approved meanwhile, or gone: the list is out of date.
  if (!out.ok && (out.status === 404 || out.status === 409)) void refreshBookings();
  return fromWrite(out);
}
