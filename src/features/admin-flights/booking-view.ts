/**
 * How Customer Bookings reads a booking (pure): its flight (the live one when it still exists, else
 * the snapshot taken at booking), the customer with the spec's placeholders ('Unknown User',
 * 'No email'), the search fields, the details total (flight price × passengers), the payment claim,
 * and the optimistic layer: approve / cancel / delete show at once over the mirror's rows and are
 * dropped when the server answers (success: the mirror then has the server's row; failure: the
 * row is back as it was).
 */
import type { components } from "../../api/schema.gen.ts";
import { bookingTotal } from "../../domain/bookings.ts";
import { paymentOf } from "../../ui/booking/payment.ts";
import type { SearchField } from "../../ui/search.ts";
import { BOOKING_STATUS_FILTERS, type BookingStatusFilter } from "./route-search.ts";

type Schemas = components["schemas"];
export type AdminBooking = Schemas["AdminFlightBooking"];
export type BookingStatus = Schemas["BookingStatus"];
export type BookingFlight = Schemas["CustomerFlight"] | Schemas["FlightSnapshot"];

export { BOOKING_STATUS_FILTERS, type BookingStatusFilter };
export const BOOKING_STATUS_LABELS: Record<BookingStatusFilter, string> = {
  all: "All Bookings",
  pending: "Pending",
  approved: "Approved",
  cancelled: "Cancelled",
};

/** The flight a booking is for: the live flight, else its snapshot; null when neither is known. */
export function bookingFlight(b: AdminBooking): BookingFlight | null {
  return b.ticketId ?? b.flightDetails ?? null;
}

export function routeOf(f: { departure?: string; destination?: string } | null): string {
  return f?.departure || f?.destination ? `${f.departure || "?"} → ${f.destination || "?"}` : "";
}

export function customerNameOf(b: AdminBooking): string {
  return b.customerName?.trim() || b.userId?.name?.trim() || "Unknown User";
}

export function customerEmailOf(b: AdminBooking): string {
  return b.customerEmail?.trim() || b.userId?.email?.trim() || "No email";
}

export function passengerCountOf(b: AdminBooking): number {
  return b.passengers?.length || b.passengerCount || 0;
}

export function passengerName(p: Schemas["Passenger"]): string {
  return [p.firstName, p.lastName].filter(Boolean).join(" ") || p.name || "N/A";
}

/** The flight's price as booked (the snapshot's), else the live flight's, else the booking's own. */
export function detailsPrice(b: AdminBooking): number {
  return b.flightDetails?.price ?? b.ticketId?.price ?? b.pricePerPassenger ?? 0;
}

/** The Booking Details total: the flight's price × passengers. */
export function detailsTotal(b: AdminBooking): number {
  return bookingTotal(detailsPrice(b), passengerCountOf(b));
}

/**
 * The customer's 'Mark as Paid' claim on a pending booking, or null: the list's badge, a task for
 * the admin. The details show the payment on any status (ui/booking/details.tsx, PaymentFacts).
 */
export function paymentClaim(b: AdminBooking): { method: string; reference: string; at: string } | null {
  if (b.status !== "pending" || !b.paymentClaimedAt) return null;
  const p = paymentOf(b);
  return p && { method: p.method, reference: p.reference, at: b.paymentClaimedAt };
}

/** What the global search matches on a booking. */
export function bookingSearchFields(b: AdminBooking): SearchField[] {
  const f = bookingFlight(b);
  const fields: SearchField[] = [
    b._id,
    b.bookingId,
    b.status,
    f?.flightNumber,
    f?.departure,
    f?.destination,
    routeOf(f),
    f?.airlineName,
    b.pnr,
    b.customerName,
    b.customerEmail,
    b.userId?.name,
    b.userId?.email,
  ];
  for (const p of b.passengers ?? []) fields.push(p.name, p.firstName, p.lastName, p.passport);
  return fields;
}

// ─────────────────────────── the optimistic layer ───────────────────────────

export type PendingChange = {
  token: number;
  status?: BookingStatus;
  deleted?: boolean;
  /** The server accepted the change: the version of its answer (kept until the mirror has it). */
  confirmedVersion?: number;
};

/**
 * The changes still needed over `rows`: a confirmed change is dropped once the mirror's row has
 * reached the server's version (or is gone). Returns `pending` itself when nothing changes.
 */
export function settledChanges(
  rows: readonly AdminBooking[],
  pending: ReadonlyMap<string, PendingChange>,
): ReadonlyMap<string, PendingChange> {
  let next: Map<string, PendingChange> | null = null;
  for (const [id, change] of pending) {
    if (change.confirmedVersion === undefined) continue;
    const row = rows.find((r) => r._id === id);
    if (!row || row.version >= change.confirmedVersion) {
      next ??= new Map(pending);
      next.delete(id);
    }
  }
  return next ?? pending;
}

/**
 * The rows as the screen shows them: pending changes applied, deleted rows (pending or confirmed)
 * left out. Rows keep the mirror's order (newest first), so a delete that is rolled back comes back
 * in its place.
 */
export function withPendingChanges(
  rows: readonly AdminBooking[],
  pending: ReadonlyMap<string, PendingChange>,
  removed: ReadonlySet<string>,
): AdminBooking[] {
  if (pending.size === 0 && removed.size === 0) return rows as AdminBooking[];
  const out: AdminBooking[] = [];
  for (const row of rows) {
    if (removed.has(row._id)) continue;
    const change = pending.get(row._id);
    if (!change) out.push(row);
    else if (change.deleted) continue;
    else if (change.status && change.status !== row.status) out.push({ ...row, status: change.status });
    else out.push(row);
  }
  return out;
}
