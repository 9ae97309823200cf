/**
 * The customer's flights and flight bookings: what the screens read (live queries on the Dexie
 * mirror and its sync status) and the writes (book, Mark as Paid), which go through the typed
 * `api` client with an Idempotency-Key and store the server's answer in the mirror at once.
 */
import { api, errorMessage, isAbort } from "../../api/client.ts";
import { useFlights, useMyBookings, useSyncStatus } from "../../db/hooks.ts";
import { applyServerRows, syncNow } from "../../db/sync.ts";
import type { CreateFlightBookingInput, PaymentInput } from "../../domain/bookings.ts";
import type { FieldErrors } from "../../domain/validation.ts";
import type { MyBooking } from "./booking-list.ts";

export { useFlights, useMyBookings, useSyncStatus };

export type Outcome<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; errors: FieldErrors; aborted?: boolean };

export const OFFLINE_MESSAGE = "You appear to be offline. Check your connection and try again.";

function fieldErrors(error: unknown): FieldErrors {
  const errors = error && typeof error === "object" ? (error as { errors?: unknown }).errors : undefined;
  const out: FieldErrors = {};
  if (errors && typeof errors === "object")
    for (const [k, v] of Object.entries(errors)) if (typeof v === "string") out[k] = v;
  return out;
}

/** A call that got no answer: offline, a network error, or cancelled by the caller. */
function unanswered<T>(err: unknown): Outcome<T> {
  if (isAbort(err)) return { ok: false, status: 0, message: "", errors: {}, aborted: true };
  const offline = typeof navigator !== "undefined" && navigator.onLine === false;
  const detail = err instanceof Error && err.message ? err.message : "";
  return { ok: false, status: 0, message: offline ? OFFLINE_MESSAGE : detail || OFFLINE_MESSAGE, errors: {} };
}

/** An answer that refused: its status, the server's message ('' when none) and field messages. */
function refused<T>(status: number, error: unknown): Outcome<T> {
  return { ok: false, status, message: errorMessage(error, ""), errors: fieldErrors(error) };
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
 * POST /bookings with `key` as its Idempotency-Key → { bookingId, booking }. On success the booking
 * is stored in the mirror at once and flights and bookings are pulled again (seats moved).
 */
export async function bookFlight(
  body: CreateFlightBookingInput,
  key: string,
  signal?: AbortSignal,
): Promise<Outcome<{ bookingId: string; booking: MyBooking }>> {
  try {
    const { data, error, response } = await api.POST("/bookings", {
      body,
      params: { header: { "Idempotency-Key": key } },
      signal,
    });
    if (!data) return refused(response.status, error);
    await applyServerRows("bookings", [data.booking]);
    void syncNow(["flights", "bookings"]);
    return { ok: true, data };
  } catch (err) {
    return unanswered(err);
  }
}

/**
 * 'Mark as Paid': POST /bookings/{id}/payment → { booking } with the payment claim, stored in the
 * mirror at once. The booking stays pending until an admin verifies and approves it.
 */
export async function markAsPaid(
  bookingId: string,
  body: PaymentInput,
  key: string,
  signal?: AbortSignal,
): Promise<Outcome<{ booking: MyBooking }>> {
  try {
    const { data, error, response } = await api.POST("/bookings/{id}/payment", {
      body,
      params: { path: { id: bookingId }, header: { "Idempotency-Key": key } },
      signal,
    });
    if (!data) {
      // Not pending any more (approved, expired) or gone: the list is out of date.
      if (response.status === 404 || response.status === 409) void refreshBookings();
      return refused(response.status, error);
    }
    await applyServerRows("bookings", [data.booking]);
    return { ok: true, data };
  } catch (err) {
    return unanswered(err);
  }
}
