/**
 * The customer's packages and package bookings: what the screens read (live queries on the Dexie
 * mirror and its sync status) and the writes (book, Mark as Paid), which go through the outbox
 * (`sendOrQueue`) with an Idempotency-Key: sent at once when online (the server's answer is stored
 * in the mirror), kept and shown as queued when not (`queued: true`), replayed later.
 */
import { OFFLINE_MESSAGE, type Outcome, fromWrite as outcomeOf } from "../../api/outcome.ts";
import { useMyPackageBookings, usePackages, useSyncStatus } from "../../db/hooks.ts";
import { sendOrQueue, type WriteResult } from "../../db/outbox.ts";
import { db } from "../../db/schema.ts";
import { syncNow } from "../../db/sync.ts";
import type { CreatePackageBookingInput, PaymentInput } from "../../domain/bookings.ts";
import type { MyPackageBooking } from "./analytics.ts";

export { useMyPackageBookings, usePackages, useSyncStatus };

/**
 * An outbox answer as the screens' Outcome: a refusal carries the server's message ('' when none),
 * a write that got no answer and was not kept says OFFLINE_MESSAGE.
 */
function fromWrite<T>(out: WriteResult<T>): Outcome<T> {
  return outcomeOf(out, "", (data) => data, { unanswered: OFFLINE_MESSAGE });
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

/**
 * The customer cancels their own pending package booking: PUT /package-bookings/{id}/status with
 * `cancelled` → { booking }, stored in the mirror, or queued offline.
 */
export async function cancelMyPackageBooking(id: string): Promise<Outcome<{ booking: MyPackageBooking }>> {
  const b = await db.packageBookings.get(id).catch(() => undefined);
  const out = await sendOrQueue<{ booking: MyPackageBooking }>({
    method: "PUT",
    path: `/package-bookings/${id}/status`,
    body: { status: "cancelled" },
    table: "packageBookings",
    recordId: id,
    sync: ["packageBookings", "packages"],
    label: b?.bookingId ? `Cancel package booking ${b.bookingId}` : "Cancel package booking",
  });
  // Approved meanwhile, or gone: the list is out of date.
  if (!out.ok && (out.status === 404 || out.status === 409)) void refreshPackageBookings();
  return fromWrite(out);
}
