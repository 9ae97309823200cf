/**
 * The GDS bookings screen's data: the live list (Dexie mirror) and its two calls, the status change
 * and the delete, which go through the outbox (`sendOrQueue`): sent at once when online, kept and shown as queued
 * when not. A row changes only when the answer says `success: true`: its booking is
 * stored then and the list pulled again. Each outcome is one toast (the server's reason on a
 * refusal); a refused replay stays in the outbox panel with the server's message.
 */
import { fromWrite, type Outcome } from "../../api/outcome.ts";
import type { operations } from "../../api/schema.gen.ts";
import { useGdsBookings, useSyncStatus } from "../../db/hooks.ts";
import { isQueued, sendOrQueue } from "../../db/outbox.ts";
import { db } from "../../db/schema.ts";
import { syncNow } from "../../db/sync.ts";
import { saveFile } from "../../ui/save-file.ts";

export { useGdsBookings, useSyncStatus };

/**
 * PUT /web/gds-bookings/{id}/status. Accepted only when the server answered `success: true` (the
 * list is then pulled again); else the server's reason, or the outbox's 'Queued' message.
 */
export async function setGdsBookingStatus(
  id: string,
  status: "approved" | "cancelled",
): Promise<Outcome<true>> {
  const b = await db.gdsBookings.get(id).catch(() => undefined);
  const out = await sendOrQueue<{ success?: boolean }>({
    method: "PUT",
    path: `/web/gds-bookings/${id}/status`,
    body: { status },
    table: "gdsBookings",
    recordId: id,
    label: `${status === "approved" ? "Approve" : "Cancel"} GDS booking ${b?.bookingId ?? ""}`.trim(),
  });
  const fallback = status === "approved" ? "Failed to approve booking" : "Failed to cancel booking";
  const outcome = fromWrite(out, fallback, (body) => (body?.success === true ? (true as const) : undefined), {
    requireData: true,
  });
  if (outcome.ok) await syncNow(["gdsBookings"]);
  else if (!isQueued(out))
    console.error(`GDS booking ${id}: status change to ${status} refused`, outcome.message);
  return outcome;
}

export const GDS_STATUS_CHANGED = {
  approved: "Booking approved successfully!",
  cancelled: "Booking cancelled successfully!",
} as const;
export const GDS_DELETED = "Booking deleted successfully!";
export const GDS_DELETE_FAILED = "Failed to delete booking";

/**
 * DELETE /web/gds-bookings/{id} (an admin deletes a GDS booking like any other). Answers the server's
 * message on `success: true` (anything else counts as refused); the list is then pulled again (its
 * tombstone removes the row). The screen removes the row at once and puts it back on a refusal.
 */
type DeleteAnswer = operations["deleteGdsBooking"]["responses"][200]["content"]["application/json"];

export async function deleteGdsBooking(id: string): Promise<Outcome<string>> {
  const b = await db.gdsBookings.get(id).catch(() => undefined);
  const out = await sendOrQueue<Partial<DeleteAnswer>>({
    method: "DELETE",
    path: `/web/gds-bookings/${id}`,
    table: "gdsBookings",
    recordId: id,
    label: `Delete GDS booking ${b?.bookingId ?? ""}`.trim(),
  });
  const outcome = fromWrite(
    out,
    GDS_DELETE_FAILED,
    (body) => (body?.success === true ? body.message || GDS_DELETED : undefined),
    { requireData: true, offline: false },
  );
  if (outcome.ok) await syncNow(["gdsBookings"]);
  return outcome;
}

/** Pulls the GDS list now. */
export function reloadGds(): Promise<unknown> {
  return syncNow(["gdsBookings"]);
}

/** Hands a file to the browser's downloads. */
export function downloadFile(text: string, fileName: string, type = "text/csv;charset=utf-8"): void {
  // A BOM so spreadsheet programs read the UTF-8 (names, ₨) correctly.
  saveFile(new Blob(["\uFEFF", text], { type }), fileName);
}
