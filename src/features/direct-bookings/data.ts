/**
 * The direct-bookings area's data: the live lists (Dexie mirror, filled by the sync engine) and the
 * writes (approve, cancel, delete), which go through the outbox (`sendOrQueue`, with an
 * Idempotency-Key): sent at once when online, kept and shown as queued when not (`queued: true`).
 * A write's answer is stored at once and the table is pulled again; nothing guessed goes into the
 * mirror: the flight screen keeps its optimistic changes in React state.
 */
import { getConnection } from "../../api/connection.ts";
import { type Outcome, fromWrite as outcomeOf } from "../../api/outcome.ts";
import {
  useDirectBookings,
  useDirectPackageBookings,
  useGdsBookings,
  useSyncStatus,
} from "../../db/hooks.ts";
import { sendOrQueue, type WriteResult } from "../../db/outbox.ts";
import { db, type MirrorTable } from "../../db/schema.ts";
import { syncNow } from "../../db/sync.ts";
import { isOfflineFailure } from "../../db/sync-failure.ts";
import type { DirectBooking, DirectPackageBooking } from "./direct-view.ts";

export { useDirectBookings, useDirectPackageBookings, useGdsBookings, useSyncStatus };

export type StatusChange = "approved" | "cancelled";

/**
 * An outbox answer as the screens' Outcome: `pick` reads the data out of the server's body (an
 * answer without it counts as refused); a write that got no answer says `fallback`, online or not.
 */
function fromWrite<B, T>(
  out: WriteResult<B>,
  fallback: string,
  pick: (body: B) => T | undefined,
): Outcome<T> {
  return outcomeOf(out, fallback, pick, { requireData: true, offline: false });
}

async function refOf(table: "directBookings" | "directPackageBookings", id: string): Promise<string> {
  const b = await db
    .mirror(table)
    .get(id)
    .catch(() => undefined);
  return b?.bookingId ?? "";
}

const verb = (status: StatusChange) => (status === "approved" ? "Approve" : "Cancel");

/**
 * Pulls one table now. Resolves to null when it synced, else to the failure (with its HTTP status;
 * 0 for a network error). A round that did not run (signed out) counts as synced, and so does a
 * pull that got no answer while offline: the freshness line says so, no error toast (sync-failure.ts).
 */
export async function reload(table: MirrorTable): Promise<{ error: string; status: number | null } | null> {
  const report = await syncNow([table]);
  const result = report.results.find((r) => r.table === table);
  if (!result || result.ok) return null;
  const failure = { error: result.error, status: result.status };
  return isOfflineFailure({ status: failure.status, at: new Date().toISOString() }, getConnection())
    ? null
    : failure;
}

// ─────────────────────────── direct flight bookings ───────────────────────────

/** PATCH /direct-bookings/{id}/status: approve (from pending) or cancel. */
export async function setDirectBookingStatus(
  id: string,
  status: StatusChange,
): Promise<Outcome<DirectBooking>> {
  const fallback = status === "approved" ? "Failed to approve booking" : "Failed to cancel booking";
  const out = await sendOrQueue<{ data?: DirectBooking }>({
    method: "PATCH",
    path: `/direct-bookings/${id}/status`,
    body: { status },
    table: "directBookings",
    recordId: id,
    label: `${verb(status)} direct booking ${await refOf("directBookings", id)}`.trim(),
  });
  return fromWrite(out, fallback, (b) => b?.data);
}

/** DELETE /direct-bookings/{id}; then pulls the list again (its tombstone removes the row). */
export async function deleteDirectBooking(id: string): Promise<Outcome<null>> {
  const out = await sendOrQueue({
    method: "DELETE",
    path: `/direct-bookings/${id}`,
    table: "directBookings",
    recordId: id,
    label: `Delete direct booking ${await refOf("directBookings", id)}`.trim(),
  });
  return fromWrite(out, "Failed to delete booking", () => null);
}

// ─────────────────────────── direct package bookings ───────────────────────────

/** PATCH /direct-package-bookings/{id}/status; the list is pulled again once it landed. */
export async function setPackageBookingStatus(
  id: string,
  status: StatusChange,
): Promise<Outcome<DirectPackageBooking>> {
  const fallback = status === "approved" ? "Failed to approve booking." : "Failed to cancel booking.";
  const out = await sendOrQueue<{ data?: DirectPackageBooking }>({
    method: "PATCH",
    path: `/direct-package-bookings/${id}/status`,
    body: { status },
    table: "directPackageBookings",
    recordId: id,
    label: `${verb(status)} direct package booking ${await refOf("directPackageBookings", id)}`.trim(),
  });
  const outcome = fromWrite(out, fallback, (b) => b?.data);
  if (outcome.ok) await syncNow(["directPackageBookings"]);
  return outcome;
}

/** DELETE /direct-package-bookings/{id}; the list is pulled again before this resolves. */
export async function deletePackageBooking(id: string): Promise<Outcome<null>> {
  const out = await sendOrQueue({
    method: "DELETE",
    path: `/direct-package-bookings/${id}`,
    table: "directPackageBookings",
    recordId: id,
    label: `Delete direct package booking ${await refOf("directPackageBookings", id)}`.trim(),
  });
  const outcome = fromWrite(out, "Failed to delete booking.", () => null);
  if (outcome.ok) await syncNow(["directPackageBookings"]);
  return outcome;
}
