/**
 * The admin packages area's data: the live lists (Dexie mirror) and every call it makes, through the
 * typed `api` client. Writes carry an Idempotency-Key (edits also the version they were made on,
 * `If-Match`). After each write the rows the server answered with are stored at once
 * (`applyServerRows`) and the touched tables are pulled again (`syncNow`): the lists reload after
 * every change, and nothing guessed is ever written into the mirror (no optimistic status changes:
 * a booking's new status shows once the server has accepted it).
 */
import { api, errorMessage, isAbort } from "../../api/client.ts";
import type { components } from "../../api/schema.gen.ts";
import { usePackageBookings, usePackages, useSyncStatus } from "../../db/hooks.ts";
import { applyServerRows, syncNow } from "../../db/sync.ts";
import { karachiDate } from "../../domain/format.ts";
import type { FieldErrors } from "../../domain/validation.ts";

type Schemas = components["schemas"];
export type Package = Schemas["Package"];
export type PackagePayload = Schemas["PackageInput"];
export type AdminPackageBooking = Schemas["AdminPackageBooking"];
export type ImportResults = Schemas["ImportResults"];

export { usePackageBookings, usePackages, useSyncStatus };

export type Outcome<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; errors: FieldErrors; aborted?: boolean };

export const OFFLINE_MESSAGE = "You appear to be offline. Check your connection and try again.";

/** The catalogue's texts (back-office §8, Packages and Package bookings). */
export const MESSAGES = {
  saveFailed: "An error occurred",
  created: "Package created successfully!",
  updated: "Package updated successfully!",
  deleted: "Package deleted successfully!",
  deleteFailed: "Failed to delete package",
  exportFailed: "Failed to export packages",
  importFailed: "Failed to import packages",
  analyticsFailed: "Failed to fetch data",
  bookingsFailed: "Failed to fetch bookings",
  statusFailed: "Failed to update booking status",
  bookingDeleteFailed: "Failed to delete package booking",
  approved: "Package booking approved successfully!",
  cancelled: "Package booking cancelled successfully!",
  bookingDeleted: "Package booking deleted successfully!",
} as const;

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

// ─────────────────────────── packages ───────────────────────────

/** Pulls the packages (and the bookings, whose figures the analytics show) again. */
export function reloadPackages(): Promise<unknown> {
  return syncNow(["packages", "packageBookings"]);
}

/**
 * Creates a package, or replaces one (`existing`: its id and the version the form was filled from,
 * sent as If-Match — a 412 means someone else saved it meanwhile).
 */
export async function savePackage(
  body: PackagePayload,
  existing: { id: string; version: number } | null,
  signal?: AbortSignal,
): Promise<Outcome<Package>> {
  try {
    const res = existing
      ? await api.PUT("/packages/{id}", {
          params: {
            path: { id: existing.id },
            header: { "Idempotency-Key": idempotencyKey(), "If-Match": String(existing.version) },
          },
          body,
          signal,
        })
      : await api.POST("/packages", {
          params: { header: { "Idempotency-Key": idempotencyKey() } },
          body,
          signal,
        });
    if (res.data) {
      await applyServerRows("packages", [res.data.package]);
      void syncNow(["packages"]);
      return { ok: true, data: res.data.package };
    }
    return refused(res.response.status, res.error, MESSAGES.saveFailed);
  } catch (err) {
    return thrown(err, MESSAGES.saveFailed);
  }
}

/** DELETE /packages/{id}; then pulls the packages again (bookings keep their snapshot). */
export async function deletePackage(id: string): Promise<Outcome<null>> {
  try {
    const { error, response } = await api.DELETE("/packages/{id}", {
      params: { path: { id }, header: { "Idempotency-Key": idempotencyKey() } },
    });
    if (response.ok) {
      void reloadPackages();
      return { ok: true, data: null };
    }
    return refused(response.status, error, MESSAGES.deleteFailed);
  } catch (err) {
    return thrown(err, MESSAGES.deleteFailed);
  }
}

const EXPORT_NAME_RE = /^packages_export_\d{4}-\d{2}-\d{2}\.csv$/;

/** 'packages_export_2026-03-12.csv' from the answer's Content-Disposition, else today's date. */
export function exportFileName(disposition: string | null, today = karachiDate()): string {
  const m = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  let name = "";
  try {
    name = m?.[1] ? decodeURIComponent(m[1]).replace(/[\\/]/g, "_") : "";
  } catch {
    name = "";
  }
  return EXPORT_NAME_RE.test(name) ? name : `packages_export_${today}.csv`;
}

/** GET /packages/export as a file. */
export async function exportPackages(): Promise<Outcome<{ blob: Blob; fileName: string }>> {
  try {
    const { data, error, response } = await api.GET("/packages/export", { parseAs: "blob" });
    if (data && response.ok)
      return {
        ok: true,
        data: { blob: data, fileName: exportFileName(response.headers.get("Content-Disposition")) },
      };
    return refused(response.status, error, MESSAGES.exportFailed);
  } catch (err) {
    return thrown(err, MESSAGES.exportFailed);
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

/** The most rows one POST /packages/import takes (a 413 past it). */
export const IMPORT_CHUNK_ROWS = 5000;

/** POST /packages/import with one chunk of checked rows. */
export async function importPackageRows(
  rows: Record<string, string>[],
  signal?: AbortSignal,
): Promise<Outcome<ImportResults>> {
  try {
    const { data, error, response } = await api.POST("/packages/import", {
      params: { header: { "Idempotency-Key": idempotencyKey() } },
      body: { packages: rows },
      signal,
    });
    if (data) return { ok: true, data: data.results };
    return refused(response.status, error, MESSAGES.importFailed);
  } catch (err) {
    return thrown(err, MESSAGES.importFailed);
  }
}

// ─────────────────────────── package bookings ───────────────────────────

/** Pulls the package bookings (and the packages, whose places move with them) again. */
export function reloadPackageBookings(): Promise<unknown> {
  return syncNow(["packageBookings", "packages"]);
}

/**
 * PUT /package-bookings/{id}/status (approve needs a pending booking; cancel releases the places).
 * The answer's booking is stored, then both lists are pulled again.
 */
export async function setPackageBookingStatus(
  id: string,
  status: "approved" | "cancelled",
): Promise<Outcome<AdminPackageBooking>> {
  try {
    const { data, error, response } = await api.PUT("/package-bookings/{id}/status", {
      params: { path: { id }, header: { "Idempotency-Key": idempotencyKey() } },
      body: { status },
    });
    if (data) {
      await applyServerRows("packageBookings", [data.booking]);
      void reloadPackageBookings();
      return { ok: true, data: data.booking };
    }
    return refused(response.status, error, MESSAGES.statusFailed);
  } catch (err) {
    return thrown(err, MESSAGES.statusFailed);
  }
}

/** DELETE /package-bookings/{id}; then pulls bookings and packages (held places come back). */
export async function deletePackageBooking(id: string): Promise<Outcome<null>> {
  try {
    const { error, response } = await api.DELETE("/package-bookings/{id}", {
      params: { path: { id }, header: { "Idempotency-Key": idempotencyKey() } },
    });
    if (response.ok) {
      void reloadPackageBookings();
      return { ok: true, data: null };
    }
    return refused(response.status, error, MESSAGES.bookingDeleteFailed);
  } catch (err) {
    return thrown(err, MESSAGES.bookingDeleteFailed);
  }
}

/**
 * A list's load failure as the catalogue words it: the server's own message when it refused
 * (a 4xx with a message of its own), else `fallback` ('Failed to fetch data', 'Failed to fetch
 * bookings'). Network errors, 5xx and malformed answers have no server message to show.
 */
export function loadFailureText(
  failure: { error: string; status: number | null } | null | undefined,
  fallback: string,
): string | null {
  if (!failure) return null;
  const { status, error } = failure;
  const ownMessage = error && !error.startsWith("The server refused the sync");
  if (status !== null && status >= 400 && status < 500 && status !== 404 && status !== 429 && ownMessage)
    return error;
  return fallback;
}
