// The customer's bookings as My Dashboard's recent list words them: flights and packages together,
// newest first. The page picks the ones matching its global search (`matchingRecent`,
// features/customer-dashboard/model.ts).
import type { BookingRow, PackageBookingRow } from "../../db/schema.ts";
import { newerFirst, type Status } from "../../domain/analytics.ts";
import { packageText } from "../../domain/package-text.ts";
import type { CustomerMirror } from "./customer-dashboard.ts";
import { amount, status, text } from "./facts.ts";

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

/**
 * Every booking of the customer (flights and packages together) as My Dashboard lists them, newest
 * first; bookings made at the same instant keep the mirror's order.
 */
export function recentCustomerItems(m: CustomerMirror): RecentCustomerBooking[] {
  const items = [...m.bookings.map(recentCustomerBooking), ...m.packageBookings.map(recentCustomerPackage)];
  return items.sort(newerFirst);
}
