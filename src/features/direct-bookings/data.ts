/**
 * The direct-bookings area's data: the live lists (Dexie mirror, filled by the sync engine) and the
 * calls it makes through the typed `api` client. A write's answer is stored at once
 * (`applyServerRows`) and the table is pulled again (`syncNow`); nothing guessed goes into the
 * mirror: the flight screen keeps its optimistic changes in React state.
 */
import { api, errorMessage, isAbort } from "../../api/client.ts";
import {
  useDirectBookings,
  useDirectPackageBookings,
  useGdsBookings,
  useSyncStatus,
} from "../../db/hooks.ts";
import type { MirrorTable } from "../../db/schema.ts";
import { applyServerRows, syncNow } from "../../db/sync.ts";
import type { DirectBooking, DirectPackageBooking } from "./direct-view.ts";

export { useDirectBookings, useDirectPackageBookings, useGdsBookings, useSyncStatus };

export type StatusChange = "approved" | "cancelled";

export type Outcome<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

/** A fresh Idempotency-Key: a retried write is then safe. */
function idempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === "function") return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

function failed<T>(status: number, error: unknown, fallback: string): Outcome<T> {
  return { ok: false, status, message: errorMessage(error, fallback) };
}

function thrown<T>(err: unknown, fallback: string): Outcome<T> {
  return { ok: false, status: 0, message: isAbort(err) ? "" : fallback };
}

/**
 * Pulls one table now. Resolves to null when it synced, else to the failure (with its HTTP status;
 * 0 for a network error). A round that did not run (signed out) counts as synced.
 */
export async function reload(table: MirrorTable): Promise<{ error: string; status: number | null } | null> {
  const report = await syncNow([table]);
  const result = report.results.find((r) => r.table === table);
  return result && !result.ok ? { error: result.error, status: result.status } : null;
}

// ─────────────────────────── direct flight bookings ───────────────────────────

/** PATCH /direct-bookings/{id}/status: approve (from pending) or cancel. */
export async function setDirectBookingStatus(
  id: string,
  status: StatusChange,
): Promise<Outcome<DirectBooking>> {
  const fallback = status === "approved" ? "Failed to approve booking" : "Failed to cancel booking";
  try {
    const { data, error, response } = await api.PATCH("/direct-bookings/{id}/status", {
      params: { path: { id }, header: { "Idempotency-Key": idempotencyKey() } },
      body: { status },
    });
    if (data?.data) {
      await applyServerRows("directBookings", [data.data]);
      void syncNow(["directBookings"]);
      return { ok: true, data: data.data };
    }
    return failed(response.status, error, fallback);
  } catch (err) {
    return thrown(err, fallback);
  }
}

/** DELETE /direct-bookings/{id}; then pulls the list again (its tombstone removes the row). */
export async function deleteDirectBooking(id: string): Promise<Outcome<null>> {
  try {
    const { error, response } = await api.DELETE("/direct-bookings/{id}", {
      params: { path: { id }, header: { "Idempotency-Key": idempotencyKey() } },
    });
    if (response.ok) {
      void syncNow(["directBookings"]);
      return { ok: true, data: null };
    }
    return failed(response.status, error, "Failed to delete booking");
  } catch (err) {
    return thrown(err, "Failed to delete booking");
  }
}

// ─────────────────────────── direct package bookings ───────────────────────────

/** PATCH /direct-package-bookings/{id}/status; the list is pulled again before this resolves. */
export async function setPackageBookingStatus(
  id: string,
  status: StatusChange,
): Promise<Outcome<DirectPackageBooking>> {
  const fallback = status === "approved" ? "Failed to approve booking." : "Failed to cancel booking.";
  try {
    const { data, error, response } = await api.PATCH("/direct-package-bookings/{id}/status", {
      params: { path: { id }, header: { "Idempotency-Key": idempotencyKey() } },
      body: { status },
    });
    if (data?.data) {
      await applyServerRows("directPackageBookings", [data.data]);
      await syncNow(["directPackageBookings"]);
      return { ok: true, data: data.data };
    }
    return failed(response.status, error, fallback);
  } catch (err) {
    return thrown(err, fallback);
  }
}

/** DELETE /direct-package-bookings/{id}; the list is pulled again before this resolves. */
export async function deletePackageBooking(id: string): Promise<Outcome<null>> {
  try {
    const { error, response } = await api.DELETE("/direct-package-bookings/{id}", {
      params: { path: { id }, header: { "Idempotency-Key": idempotencyKey() } },
    });
    if (response.ok) {
      await syncNow(["directPackageBookings"]);
      return { ok: true, data: null };
    }
    return failed(response.status, error, "Failed to delete booking.");
  } catch (err) {
    return thrown(err, "Failed to delete booking.");
  }
}
