// The customer's newest bookings on My Dashboard: flights and packages together, worded for the
// list, filtered by the global search.
import type { BookingRow, PackageBookingRow } from "../../db/schema.ts";
import { newest, type Status } from "../../domain/analytics.ts";
import { packageText } from "../../domain/package-text.ts";
import type { CustomerMirror } from "./customer-dashboard.ts";
import { amount, status, text } from "./facts.ts";
import { RECENT_BOOKINGS_LIMIT } from "./flights-panel.ts";

export type RecentCustomerBooking = {
  id: string;
  kind: "flight" | "package";
  bookingId: string;
  /** 'PK 741' or the package's name. */
  title: string;
  /** 'LHE → JED' or the package's destination. */
  subtitle: string;
  people: number;
  createdAt: string;
  status: Status;
  amount: number;
};

function recentCustomerBooking(b: BookingRow): RecentCustomerBooking {
  const f = b.ticketId ?? b.flightDetails;
  return {
    id: b._id,
    kind: "flight",
    bookingId: b.bookingId,
    title: [text(f?.airlineName), text(f?.flightNumber)].filter(Boolean).join(" · ") || "Unknown Flight",
    subtitle: f?.departure && f?.destination ? `${f.departure} → ${f.destination}` : "",
    people: amount(b.passengerCount),
    createdAt: b.createdAt,
    status: status(b.status),
    amount: amount(b.totalAmount),
  };
}

function recentCustomerPackage(b: PackageBookingRow): RecentCustomerBooking {
  const p = b.packageDetails ?? b.packageId;
  const name = text(p?.name);
  const destination = text(p?.destination);
  return {
    id: b._id,
    kind: "package",
    bookingId: b.bookingId,
    title: name ? packageText(name) : "Unknown Package",
    subtitle: destination ? packageText(destination) : "",
    people: amount(b.participantCount),
    createdAt: b.createdAt,
    status: status(b.status),
    amount: amount(b.totalAmount),
  };
}

/** Lower-case words of a search term. */
function words(term: string): string[] {
  return term.trim().toLowerCase().split(/\s+/).filter(Boolean);
}

/** Every word must occur in some field (the global search's rule, ui/search.ts). */
function matches(ws: readonly string[], item: RecentCustomerBooking): boolean {
  if (ws.length === 0) return true;
  const hay = [item.bookingId, item.title, item.subtitle, item.status, item.kind].map((s) => s.toLowerCase());
  return ws.every((w) => hay.some((h) => h.includes(w)));
}

/** The customer's newest `n` bookings (flights and packages together) that match the global search. */
export function recentCustomerBookings(
  m: CustomerMirror,
  search = "",
  n: number = RECENT_BOOKINGS_LIMIT,
): RecentCustomerBooking[] {
  const ws = words(search);
  const items = [...m.bookings.map(recentCustomerBooking), ...m.packageBookings.map(recentCustomerPackage)];
  return newest(
    items.filter((i) => matches(ws, i)),
    n,
  );
}
