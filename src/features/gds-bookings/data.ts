/**
 * The GDS bookings screen's data: the live list (Dexie mirror) and its one call, the status change.
 * A row changes only when the answer says `success: true` (back-office §4): its booking is stored
 * then and the list pulled again. Failures are only logged (back-office §8: no user message).
 */
import { api } from "../../api/client.ts";
import { useGdsBookings, useSyncStatus } from "../../db/hooks.ts";
import { applyServerRows, syncNow } from "../../db/sync.ts";
import type { GdsBooking } from "./gds-view.ts";

export { useGdsBookings, useSyncStatus };

function idempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === "function") return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

/** PUT /web/gds-bookings/{id}/status. True when the server answered `success: true`. */
export async function setGdsBookingStatus(id: string, status: "approved" | "cancelled"): Promise<boolean> {
  try {
    const { data, error, response } = await api.PUT("/web/gds-bookings/{id}/status", {
      params: { path: { id }, header: { "Idempotency-Key": idempotencyKey() } },
      body: { status },
    });
    if (data?.success === true) {
      if (data.data) await applyServerRows("gdsBookings", [data.data as GdsBooking]);
      await syncNow(["gdsBookings"]);
      return true;
    }
    console.error(
      `GDS booking ${id}: status change to ${status} refused (${response.status})`,
      error ?? data,
    );
    return false;
  } catch (err) {
    console.error(`GDS booking ${id}: status change to ${status} failed`, err);
    return false;
  }
}

/** Pulls the GDS list now. */
export function reloadGds(): Promise<unknown> {
  return syncNow(["gdsBookings"]);
}

/** Hands a file to the browser's downloads. */
export function downloadFile(text: string, fileName: string, type = "text/csv;charset=utf-8"): void {
  // A BOM so spreadsheet programs read the UTF-8 (names, ₨) correctly.
  const blob = new Blob(["\uFEFF", text], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.rel = "noopener";
  a.style.display = "none";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
