/**
 * The admin flights area's data: the live lists (Dexie mirror) and every call it makes, through the
 * typed `api` client. After each write the rows the server answered with are stored at once
 * (`applyServerRows`) and the touched tables are pulled again (`syncNow`); nothing guessed is ever
 * written into the mirror (the screens keep their optimistic state in React).
 */
import { api, errorMessage, isAbort } from "../../api/client.ts";
import type { components } from "../../api/schema.gen.ts";
import { useBookings, useFlights, useSyncStatus } from "../../db/hooks.ts";
import { applyServerRows, syncNow } from "../../db/sync.ts";
import { karachiDate } from "../../domain/format.ts";
import type { FieldErrors } from "../../domain/validation.ts";
import type { FlightPayload } from "./flight-form.ts";

type Schemas = components["schemas"];
export type Flight = Schemas["Flight"];
export type AdminBooking = Schemas["AdminFlightBooking"];
export type ImportResults = Schemas["ImportResults"];

export { useBookings as useAdminBookings, useFlights as useAdminFlights, useSyncStatus };

export type Outcome<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; errors: FieldErrors; aborted?: boolean };

export const OFFLINE_MESSAGE = "You appear to be offline. Check your connection and try again.";

/** A fresh Idempotency-Key (a retried write is then safe). */
function idempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === "function") return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

function fieldErrors(error: unknown): FieldErrors {
  const errors = error && typeof error === "object" ? (error as { errors?: unknown }).errors : undefined;
  const out: FieldErrors = {};
  if (errors && typeof errors === "object")
    for (const [k, v] of Object.entries(errors)) if (typeof v === "string") out[k] = v;
  return out;
}

function refused<T>(status: number, error: unknown, fallback: string): Outcome<T> {
  return { ok: false, status, message: errorMessage(error, fallback), errors: fieldErrors(error) };
}

function thrown<T>(err: unknown, fallback: string): Outcome<T> {
  if (isAbort(err)) return { ok: false, status: 0, message: "", errors: {}, aborted: true };
  const offline = typeof navigator !== "undefined" && navigator.onLine === false;
  return { ok: false, status: 0, message: offline ? OFFLINE_MESSAGE : fallback, errors: {} };
}

// ─────────────────────────── flights ───────────────────────────

/** The text shown when a save fails without a message of the server's own. */
export const SAVE_FALLBACK = "An error occurred";

/**
 * Creates a flight, or replaces one (`existing`: its id and the version the form was filled from,
 * sent as If-Match — a 412 means someone else saved it meanwhile).
 */
export async function saveFlight(
  body: FlightPayload,
  existing: { id: string; version: number } | null,
  signal?: AbortSignal,
): Promise<Outcome<Flight>> {
  try {
    const res = existing
      ? await api.PUT("/flights/{id}", {
          params: {
            path: { id: existing.id },
            header: { "Idempotency-Key": idempotencyKey(), "If-Match": String(existing.version) },
          },
          body,
          signal,
        })
      : await api.POST("/flights", {
          params: { header: { "Idempotency-Key": idempotencyKey() } },
          body,
          signal,
        });
    if (res.data) {
      await applyServerRows("flights", [res.data.flight]);
      void syncNow(["flights"]);
      return { ok: true, data: res.data.flight };
    }
    return refused(res.response.status, res.error, SAVE_FALLBACK);
  } catch (err) {
    return thrown(err, SAVE_FALLBACK);
  }
}

async function deleteOne(id: string): Promise<Outcome<null>> {
  try {
    const { error, response } = await api.DELETE("/flights/{id}", {
      params: { path: { id }, header: { "Idempotency-Key": idempotencyKey() } },
    });
    if (response.ok) return { ok: true, data: null };
    return refused(response.status, error, "Failed to delete flight");
  } catch (err) {
    return thrown(err, "Failed to delete flight");
  }
}

/** DELETE /flights/{id}; then pulls the flights again. */
export async function deleteFlight(id: string): Promise<Outcome<null>> {
  const outcome = await deleteOne(id);
  if (outcome.ok) void syncNow(["flights"]);
  return outcome;
}

/** Deletes every id at once (all in parallel); then pulls the flights again. */
export async function deleteFlights(
  ids: readonly string[],
): Promise<{ deleted: string[]; failed: string[] }> {
  const outcomes = await Promise.all(ids.map((id) => deleteOne(id)));
  const deleted = ids.filter((_, i) => outcomes[i]?.ok);
  const failed = ids.filter((_, i) => !outcomes[i]?.ok);
  if (deleted.length) void syncNow(["flights"]);
  return { deleted, failed };
}

/** 'flights_export_2026-03-12.csv' from the answer's Content-Disposition, else today's date. */
export function exportFileName(disposition: string | null, today = karachiDate()): string {
  const m = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  const name = m?.[1] ? decodeURIComponent(m[1]).replace(/[\\/]/g, "_") : "";
  return /^flights_export_\d{4}-\d{2}-\d{2}\.csv$/.test(name) ? name : `flights_export_${today}.csv`;
}

/** GET /flights/export as a file (the browser saves it). */
export async function exportFlights(): Promise<Outcome<{ blob: Blob; fileName: string }>> {
  try {
    const { data, error, response } = await api.GET("/flights/export", { parseAs: "blob" });
    if (data && response.ok)
      return {
        ok: true,
        data: { blob: data, fileName: exportFileName(response.headers.get("Content-Disposition")) },
      };
    return refused(response.status, error, "Failed to export flights");
  } catch (err) {
    return thrown(err, "Failed to export flights");
  }
}

/** Hands a file to the browser's downloads. */
export function saveFile(blob: Blob, fileName: string): void {
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

/** The most rows one POST /flights/import takes (a 413 past it). */
export const IMPORT_CHUNK_ROWS = 5000;

/** POST /flights/import with one chunk of checked rows. */
export async function importFlightRows(
  rows: Record<string, string>[],
  signal?: AbortSignal,
): Promise<Outcome<ImportResults>> {
  try {
    const { data, error, response } = await api.POST("/flights/import", {
      params: { header: { "Idempotency-Key": idempotencyKey() } },
      body: { flights: rows },
      signal,
    });
    if (data) return { ok: true, data: data.results };
    return refused(response.status, error, "Failed to import flights");
  } catch (err) {
    return thrown(err, "Failed to import flights");
  }
}

/** Pulls the flights again (after an import). */
export function reloadFlights(): Promise<unknown> {
  return syncNow(["flights"]);
}

// ─────────────────────────── bookings ───────────────────────────

type BookingAction = "approve" | "cancel";

async function changeBooking(id: string, action: BookingAction): Promise<Outcome<AdminBooking>> {
  const fallback = action === "approve" ? "Failed to approve booking" : "Failed to cancel booking";
  try {
    const init = { params: { path: { id }, header: { "Idempotency-Key": idempotencyKey() } } };
    const { data, error, response } =
      action === "approve"
        ? await api.PUT("/bookings/{id}/approve", init)
        : await api.PUT("/bookings/{id}/cancel", init);
    if (data) {
      await applyServerRows("bookings", [data.booking]);
      void syncNow(["bookings", "flights"]);
      return { ok: true, data: data.booking };
    }
    return refused(response.status, error, fallback);
  } catch (err) {
    return thrown(err, fallback);
  }
}

/** PUT /bookings/{id}/approve (only from pending). */
export const approveBooking = (id: string) => changeBooking(id, "approve");
/** PUT /bookings/{id}/cancel (from pending or approved; releases the seats). */
export const cancelBooking = (id: string) => changeBooking(id, "cancel");

/** DELETE /bookings/{id}; then pulls bookings and flights (a held seat comes back). */
export async function deleteBooking(id: string): Promise<Outcome<null>> {
  try {
    const { error, response } = await api.DELETE("/bookings/{id}", {
      params: { path: { id }, header: { "Idempotency-Key": idempotencyKey() } },
    });
    if (response.ok) {
      void syncNow(["bookings", "flights"]);
      return { ok: true, data: null };
    }
    return refused(response.status, error, "Failed to delete booking");
  } catch (err) {
    return thrown(err, "Failed to delete booking");
  }
}
