/**
 * The admin flights area's data: the live lists (Dexie mirror) and every call it makes. The writes
 * a user can make offline (flight create / edit / delete, booking approve / cancel / delete) go
 * through the outbox (`sendOrQueue`, with an Idempotency-Key; an edit with its version as
 * If-Match): sent at once when online, kept and shown as queued when not (`queued: true`). After a
 * write the rows the server answered with are stored at once and the touched tables are pulled
 * again; nothing guessed is ever written into the mirror (the screens keep their optimistic state
 * in React, and the outbox shows what waits).
 */

import { api } from "../../api/client.ts";
import { newKey } from "../../api/idempotency.ts";
import { fromWrite, type Outcome, request } from "../../api/outcome.ts";
import type { components } from "../../api/schema.gen.ts";
import { withEditBase } from "../../db/edit-base.ts";
import { useBookings, useFlights, useSyncStatus } from "../../db/hooks.ts";
import { sendOrQueue } from "../../db/outbox.ts";
import { db } from "../../db/schema.ts";
import { syncNow } from "../../db/sync.ts";
import { karachiDate } from "../../domain/format.ts";
import { attachmentName } from "../../ui/save-file.ts";
import type { FlightPatchBody, FlightPayload } from "./flight-form.ts";

type Schemas = components["schemas"];
export type Flight = Schemas["Flight"];
export type AdminBooking = Schemas["AdminFlightBooking"];
export type ImportResults = Schemas["ImportResults"];

export { useBookings as useAdminBookings, useFlights as useAdminFlights, useSyncStatus };

/** 'PK 301 LHE → JED' for the outbox panel. */
const flightLabel = (f: { flightNumber?: string; departure?: string; destination?: string }) =>
  `${f.flightNumber ?? ""} ${f.departure ?? ""} → ${f.destination ?? ""}`.trim();

async function bookingLabel(id: string): Promise<string> {
  const b = await db.bookings.get(id).catch(() => undefined);
  return b?.bookingId ? `booking ${b.bookingId}` : "a booking";
}

// ─────────────────────────── flights ───────────────────────────

/** The text shown when a save fails without a message of the server's own. */
export const SAVE_FALLBACK = "An error occurred";

/**
 * Creates a flight (`body`: the whole form), or edits one (`existing`: its id and the flight as the
 * form was filled from it; `body`: only the fields the admin changed, `flightPatchOf`). An edit is a
 * PATCH with that flight's version as If-Match — a 412 means someone else saved it meanwhile — and
 * its outbox entry keeps the flight it started from (the conflict dialog's base). An edit that
 * changes nothing sends nothing.
 */
export async function saveFlight(
  body: FlightPayload | FlightPatchBody,
  existing: { id: string; base: Flight } | null,
): Promise<Outcome<Flight>> {
  if (existing && Object.keys(body).length === 0) return { ok: true, data: existing.base };
  const key = newKey();
  const send = () =>
    sendOrQueue<{ flight: Flight }>(
      existing
        ? {
            method: "PATCH",
            path: `/flights/${existing.id}`,
            body,
            ifMatch: existing.base.version,
            table: "flights",
            recordId: existing.id,
            label: `Edit flight ${flightLabel({ ...existing.base, ...body })}`,
            key,
          }
        : {
            method: "POST",
            path: "/flights",
            // A create is always the whole form (a changes-only body comes with `existing`).
            body: body as FlightPayload,
            table: "flights",
            label: `Create flight ${flightLabel(body)}`,
            key,
          },
    );
  const out = await (existing ? withEditBase(key, existing.base, send) : send());
  return fromWrite(out, SAVE_FALLBACK, (b) => b.flight);
}

async function deleteOne(id: string): Promise<Outcome<null>> {
  const f = await db.flights.get(id).catch(() => undefined);
  const out = await sendOrQueue({
    method: "DELETE",
    path: `/flights/${id}`,
    table: "flights",
    recordId: id,
    label: `Delete flight ${f ? flightLabel(f) : ""}`.trim(),
  });
  return fromWrite(out, "Failed to delete flight", () => null);
}

/** DELETE /flights/{id} (through the outbox; the flights are pulled again once it landed). */
export function deleteFlight(id: string): Promise<Outcome<null>> {
  return deleteOne(id);
}

/** Deletes every id (one after another through the outbox): what landed, was queued, or failed. */
export async function deleteFlights(
  ids: readonly string[],
): Promise<{ deleted: string[]; failed: string[]; queued: string[] }> {
  const outcomes: Outcome<null>[] = [];
  for (const id of ids) outcomes.push(await deleteOne(id));
  const deleted = ids.filter((_, i) => outcomes[i]?.ok);
  const queued = ids.filter((_, i) => {
    const o = outcomes[i];
    return o && !o.ok && o.queued;
  });
  const failed = ids.filter((id) => !deleted.includes(id) && !queued.includes(id));
  return { deleted, failed, queued };
}

/** 'flights_export_2026-03-12.csv' from the answer's Content-Disposition, else today's date. */
export function exportFileName(disposition: string | null, today = karachiDate()): string {
  const name = attachmentName(disposition) ?? "";
  return /^flights_export_\d{4}-\d{2}-\d{2}\.csv$/.test(name) ? name : `flights_export_${today}.csv`;
}

/** GET /flights/export as a file (the browser saves it). */
export async function exportFlights(): Promise<Outcome<{ blob: Blob; fileName: string }>> {
  return request(
    () => api.GET("/flights/export", { parseAs: "blob" }),
    "Failed to export flights",
    (blob, response) => ({
      blob,
      fileName: exportFileName(response.headers.get("Content-Disposition")),
    }),
  );
}

/** The most rows one POST /flights/import takes (a 413 past it). */
export const IMPORT_CHUNK_ROWS = 5000;

/** POST /flights/import with one chunk of checked rows. */
export async function importFlightRows(
  rows: Record<string, string>[],
  signal?: AbortSignal,
): Promise<Outcome<ImportResults>> {
  return request(
    () =>
      api.POST("/flights/import", {
        params: { header: { "Idempotency-Key": newKey() } },
        body: { flights: rows },
        signal,
      }),
    "Failed to import flights",
    (data) => data.results,
  );
}

/** Pulls the flights again (after an import). */
export function reloadFlights(): Promise<unknown> {
  return syncNow(["flights"]);
}

/** Pulls the flights, then reads one as the mirror now has it (after a 412: someone else saved it). */
export async function latestFlight(id: string): Promise<Flight | undefined> {
  await syncNow(["flights"]);
  return db.mirror("flights").get(id);
}

// ─────────────────────────── bookings ───────────────────────────

/** Pulls bookings and flights again (a retry, or after a refused change: the server knows better). */
export function reloadBookings(): Promise<unknown> {
  return syncNow(["bookings", "flights"]);
}

type BookingAction = "approve" | "cancel";

async function changeBooking(id: string, action: BookingAction): Promise<Outcome<AdminBooking>> {
  const fallback = action === "approve" ? "Failed to approve booking" : "Failed to cancel booking";
  const out = await sendOrQueue<{ booking: AdminBooking }>({
    method: "PUT",
    path: `/bookings/${id}/${action}`,
    table: "bookings",
    recordId: id,
    sync: ["bookings", "flights"],
    label: `${action === "approve" ? "Approve" : "Cancel"} ${await bookingLabel(id)}`,
  });
  return fromWrite(out, fallback, (b) => b.booking);
}

/** PUT /bookings/{id}/approve (only from pending). */
export const approveBooking = (id: string) => changeBooking(id, "approve");
/** PUT /bookings/{id}/cancel (from pending or approved; releases the seats). */
export const cancelBooking = (id: string) => changeBooking(id, "cancel");

/** DELETE /bookings/{id}; then pulls bookings and flights (a held seat comes back). */
export async function deleteBooking(id: string): Promise<Outcome<null>> {
  const out = await sendOrQueue({
    method: "DELETE",
    path: `/bookings/${id}`,
    table: "bookings",
    recordId: id,
    sync: ["bookings", "flights"],
    label: `Delete ${await bookingLabel(id)}`,
  });
  return fromWrite(out, "Failed to delete booking", () => null);
}
