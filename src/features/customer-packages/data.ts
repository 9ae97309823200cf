/**
 * The customer's packages and package bookings: what the screens read (live queries on the Dexie
 * mirror and its sync status) and the writes (book, Mark as Paid), which go through the outbox
 * (`sendOrQueue`) with an Idempotency-Key: sent at once when online (the server's answer is stored
 * in the mirror), kept and shown as queued when not (`queued: true`), replayed later.
 */
import { errorMessage, isAbort } from "../../api/client.ts";
import { useMyPackageBookings, usePackages, useSyncStatus } from "../../db/hooks.ts";
import { isQueued, sendOrQueue, type WriteResult } from "../../db/outbox.ts";
import { db } from "../../db/schema.ts";
import { syncNow } from "../../db/sync.ts";
import type { CreatePackageBookingInput, PaymentInput } from "../../domain/bookings.ts";
import type { FieldErrors } from "../../domain/validation.ts";
import type { MyPackageBooking } from "./analytics.ts";

export { useMyPackageBookings, usePackages, useSyncStatus };

export type Outcome<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number;
      message: string;
      errors: FieldErrors;
      aborted?: boolean;
      /** Kept in the outbox: it will be sent when the connection is back (`message` says so). */
      queued?: boolean;
    };

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

/** An outbox answer as the screens' Outcome. */
function fromWrite<T>(out: WriteResult<T>): Outcome<T> {
  if (out.ok) return { ok: true, data: out.data };
  if (isQueued(out)) return { ok: false, status: 0, message: out.message, errors: {}, queued: true };
  if (out.status === 0) return unanswered(new Error(""));
  return refused(out.status, out.body);
}

/** Pulls the package list again (the Refresh button, a refused booking). */
export function refreshPackages(): Promise<unknown> {
  return syncNow(["packages"]);
}

/** Pulls the caller's package bookings (and the packages, whose places move with them) again. */
export function refreshPackageBookings(): Promise<unknown> {
  return syncNow(["packages", "packageBookings"]);
}

/**
 * POST /package-bookings with `key` as its Idempotency-Key → { bookingId, booking }, through the
 * outbox. On success the booking is stored in the mirror at once and packages and package bookings
 * are pulled again (places moved); offline it is queued (`queued: true`).
 */
export async function bookPackage(
  body: CreatePackageBookingInput,
  key: string,
  _signal?: AbortSignal,
): Promise<Outcome<{ bookingId: string; booking: MyPackageBooking }>> {
  const p = await db.packages.get(body.packageId).catch(() => undefined);
  const n = body.passengers.length;
  const out = await sendOrQueue<{ bookingId: string; booking: MyPackageBooking }>({
    method: "POST",
    path: "/package-bookings",
    body,
    key,
    table: "packageBookings",
    sync: ["packages", "packageBookings"],
    label: `Book ${p ? p.name : "a package"} for ${n} participant${n === 1 ? "" : "s"}`,
  });
  return fromWrite(out);
}

/**
 * 'Mark as Paid': POST /package-bookings/{id}/payment → { booking } with the payment claim, stored
 * in the mirror at once (or queued offline). The booking stays pending until an admin verifies it.
 */
export async function markPackagePaid(
  id: string,
  body: PaymentInput,
  key: string,
  _signal?: AbortSignal,
): Promise<Outcome<{ booking: MyPackageBooking }>> {
  const b = await db.packageBookings.get(id).catch(() => undefined);
  const out = await sendOrQueue<{ booking: MyPackageBooking }>({
    method: "POST",
    path: `/package-bookings/${id}/payment`,
    body,
    key,
    table: "packageBookings",
    recordId: id,
    label: b?.bookingId ? `Mark package booking ${b.bookingId} as paid` : "Mark package booking as paid",
  });
  // Not pending any more (approved, expired) or gone: the list is out of date.
  if (!out.ok && (out.status === 404 || out.status === 409)) void refreshPackageBookings();
  return fromWrite(out);
}
