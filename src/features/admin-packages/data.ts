/**
 * The admin packages area's data: the live lists (Dexie mirror) and every call it makes. Writes
 * carry an Idempotency-Key (edits also the version they were made on, `If-Match`); the ones a user
 * can make offline (package create / edit / delete, booking approve / cancel / delete) go through
 * the outbox (`sendOrQueue`): sent at once when online, kept and shown as queued when not
 * (`queued: true`). After each write the rows the server answered with are stored at once and the
 * touched tables are pulled again: the lists reload after every change, and nothing guessed is ever
 * written into the mirror (no optimistic status changes: a booking's new status shows once the
 * server has accepted it; until then a queued change shows as 'Queued').
 */
import { api } from "../../api/client.ts";
import { newKey } from "../../api/idempotency.ts";
import { fromWrite, type Outcome, request } from "../../api/outcome.ts";
import type { components } from "../../api/schema.gen.ts";
import { withEditBase } from "../../db/edit-base.ts";
import { usePackageBookings, usePackages, useSyncStatus } from "../../db/hooks.ts";
import { sendOrQueue } from "../../db/outbox.ts";
import { db } from "../../db/schema.ts";
import { syncNow } from "../../db/sync.ts";
import { karachiDate } from "../../domain/format.ts";

type Schemas = components["schemas"];
export type Package = Schemas["Package"];
export type PackagePayload = Schemas["PackageInput"];
export type PackagePatchBody = Schemas["PackagePatch"];
export type AdminPackageBooking = Schemas["AdminPackageBooking"];
export type ImportResults = Schemas["ImportResults"];

export { usePackageBookings, usePackages, useSyncStatus };

/** The catalogue's texts (Packages and Package bookings). */
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

async function bookingLabel(id: string): Promise<string> {
  const b = await db.packageBookings.get(id).catch(() => undefined);
  return b?.bookingId ? `package booking ${b.bookingId}` : "a package booking";
}

// ─────────────────────────── packages ───────────────────────────

/** Pulls the packages (and the bookings, whose figures the analytics show) again. */
export function reloadPackages(): Promise<unknown> {
  return syncNow(["packages", "packageBookings"]);
}

/**
 * Creates a package (`body`: the whole form), or edits one: `existing` is its id, the package the
 * form's changes were made on (`base`, kept on the outbox entry for the conflict dialog) and the
 * version to send as If-Match (a 412 means someone else saved it meanwhile); `body` is then only
 * the fields the admin changed (`packagePatchOf`), sent as PATCH. An edit that changes nothing sends
 * nothing.
 */
export async function savePackage(
  body: PackagePayload | PackagePatchBody,
  existing: { id: string; version: number; base: Package } | null,
): Promise<Outcome<Package>> {
  if (existing && Object.keys(body).length === 0) return { ok: true, data: existing.base };
  const key = newKey();
  const name = body.name ?? existing?.base.name ?? "";
  const send = () =>
    sendOrQueue<{ package: Package }>(
      existing
        ? {
            method: "PATCH",
            path: `/packages/${existing.id}`,
            body,
            ifMatch: existing.version,
            table: "packages",
            recordId: existing.id,
            label: `Edit package ${name}`,
            key,
          }
        : {
            method: "POST",
            path: "/packages",
            // A create is always the whole form (a changes-only body comes with `existing`).
            body: body as PackagePayload,
            table: "packages",
            label: `Create package ${name}`,
            key,
          },
    );
  const out = await (existing ? withEditBase(key, existing.base, send) : send());
  return fromWrite(out, MESSAGES.saveFailed, (b) => b.package);
}

/** DELETE /packages/{id}; then pulls the packages again (bookings keep their snapshot). */
export async function deletePackage(id: string): Promise<Outcome<null>> {
  const p = await db.packages.get(id).catch(() => undefined);
  const out = await sendOrQueue({
    method: "DELETE",
    path: `/packages/${id}`,
    table: "packages",
    recordId: id,
    sync: ["packages", "packageBookings"],
    label: p ? `Delete package ${p.name}` : "Delete a package",
  });
  return fromWrite(out, MESSAGES.deleteFailed, () => null);
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
  return request(
    () => api.GET("/packages/export", { parseAs: "blob" }),
    MESSAGES.exportFailed,
    (blob, response) => ({
      blob,
      fileName: exportFileName(response.headers.get("Content-Disposition")),
    }),
  );
}

/** The most rows one POST /packages/import takes (a 413 past it). */
export const IMPORT_CHUNK_ROWS = 5000;

/** POST /packages/import with one chunk of checked rows. */
export async function importPackageRows(
  rows: Record<string, string>[],
  signal?: AbortSignal,
): Promise<Outcome<ImportResults>> {
  return request(
    () =>
      api.POST("/packages/import", {
        params: { header: { "Idempotency-Key": newKey() } },
        body: { packages: rows },
        signal,
      }),
    MESSAGES.importFailed,
    (data) => data.results,
  );
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
  const out = await sendOrQueue<{ booking: AdminPackageBooking }>({
    method: "PUT",
    path: `/package-bookings/${id}/status`,
    body: { status },
    table: "packageBookings",
    recordId: id,
    sync: ["packageBookings", "packages"],
    label: `${status === "approved" ? "Approve" : "Cancel"} ${await bookingLabel(id)}`,
  });
  return fromWrite(out, MESSAGES.statusFailed, (b) => b.booking);
}

/** DELETE /package-bookings/{id}; then pulls bookings and packages (held places come back). */
export async function deletePackageBooking(id: string): Promise<Outcome<null>> {
  const out = await sendOrQueue({
    method: "DELETE",
    path: `/package-bookings/${id}`,
    table: "packageBookings",
    recordId: id,
    sync: ["packageBookings", "packages"],
    label: `Delete ${await bookingLabel(id)}`,
  });
  return fromWrite(out, MESSAGES.bookingDeleteFailed, () => null);
}

/** A list's load failure as the catalogue words it (the sync engine's rule, src/db/sync-failure.ts). */
export { loadFailureText } from "../../db/sync-failure.ts";
