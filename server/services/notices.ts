/**
 * What each event says (docs/ARCHITECTURE.md §13.1): its title, its sentence, the app's path that
 * opens it, and its e-mail, from the facts of the booking, account or flight it is about. The facts
 * are the reference, what was booked, how many travel, the amount and the customer's name: never a
 * passport or anything else a passenger's document holds.
 */

import { formatDate, formatDateTime, formatMoney } from "../../src/domain/format.ts";
import type { BookingKind } from "../../src/domain/lifecycle.ts";
import type { NotificationType } from "../../src/domain/notifications.ts";
import { type Fact, noticeMail } from "./notice-mail.ts";
import type { Notice } from "./notify.ts";

/** A booking as its notices describe it. */
export type BookingFacts = {
  kind: BookingKind;
  /** The booking's `_id`. */
  id: string;
  reference: string;
  /** What was booked: 'PK 741 ISB → MED, 1 Feb 2030', 'ECONOMY UMRAH 15 DAYS, 1 Mar 2030'. */
  what: string;
  people: number;
  total: number;
  currency: string;
  customer: string;
};

/** The delta list each kind of booking is mirrored in (server/services/booking-shapes.ts). */
const LIST: Record<BookingKind, string> = {
  flight: "bookings",
  package: "packageBookings",
  "direct-flight": "directBookings",
  "direct-package": "directPackageBookings",
  gds: "gdsBookings",
};

/** The screen that lists a booking, for its customer or the agency; `?booking=` names it. */
const CUSTOMER_PATH: Partial<Record<BookingKind, string>> = {
  flight: "/customer/bookings",
  package: "/customer/packages/my",
};
const ADMIN_PATH: Record<BookingKind, string> = {
  flight: "/admin/flights/bookings",
  package: "/admin/packages/bookings",
  "direct-flight": "/admin/direct-bookings/bookings",
  "direct-package": "/admin/direct-bookings/package-bookings",
  gds: "/admin/direct-bookings/gds-bookings",
};

type Words = { title: string; body: string };

/** Each booking event's words. */
function bookingWords(type: NotificationType, b: BookingFacts, extra: string): Words {
  const about = `${b.reference} (${b.what})`;
  const count = `${b.people} ${b.kind === "package" || b.kind === "direct-package" ? "place" : "seat"}${b.people === 1 ? "" : "s"}`;
  switch (type) {
    case "booking_approved":
      return { title: "Booking approved", body: `Your booking ${about} is approved.` };
    case "payment_verified":
      return {
        title: "Payment verified",
        body: `Your payment for ${about} was verified and the booking is approved.`,
      };
    case "booking_cancelled":
      return { title: "Booking cancelled", body: `Your booking ${about} was cancelled by the agency.` };
    case "booking_expired":
      return {
        title: "Booking expired",
        body: `Your booking ${about} was not paid for or approved within 2 hours and was cancelled.`,
      };
    case "booking_expiring":
      return {
        title: "Booking expires in 30 minutes",
        body: `Your booking ${about} expires at ${extra} unless you mark it as paid.`,
      };
    case "payment_claimed":
      return { title: "Payment to check", body: `${b.customer} marked ${about} as paid (${extra}).` };
    case "new_booking":
      return { title: "New booking", body: `${b.customer} booked ${count}: ${about}.` };
    case "new_web_booking":
      return { title: "New website booking", body: `${b.customer} booked on the website: ${about}.` };
    case "new_gds_booking":
      return { title: "New GDS booking", body: `A GDS booking for ${b.customer}: ${about}.` };
    default:
      throw new Error(`${type} is not a booking event`);
  }
}

/**
 * The notice of booking event `type`: to `userId` (the booking's customer) or, without one, the
 * agency's admins. `extra` completes some sentences (a payment's method, an expiry's time).
 */
export function bookingNotice(type: NotificationType, b: BookingFacts, userId?: string, extra = ""): Notice {
  const { title, body } = bookingWords(type, b, extra);
  const path = (userId ? CUSTOMER_PATH[b.kind] : undefined) ?? ADMIN_PATH[b.kind];
  const facts: Fact[] = [
    ["Reference", b.reference],
    ["Booking", b.what],
    [b.kind === "package" || b.kind === "direct-package" ? "Travellers" : "Passengers", String(b.people)],
    ["Total", formatMoney(b.total, b.currency)],
    ...(userId ? [] : ([["Customer", b.customer]] as Fact[])),
  ];
  return {
    type,
    userId,
    key: `${type}:${b.id}`,
    title,
    body,
    url: `${path}?booking=${b.id}`,
    resource: LIST[b.kind],
    resourceId: b.id,
    mail: noticeMail(title, body, facts),
  };
}

/** A customer's account approved by the agency: they can sign in. */
export function accountApprovedNotice(user: { id: string; name: string; email: string }): Notice {
  const title = "Account approved";
  const body = `Welcome, ${user.name}: your account is approved, and you can sign in and book.`;
  return {
    type: "account_approved",
    userId: user.id,
    key: `account_approved:${user.id}`,
    title,
    body,
    url: "/customer/dashboard",
    resource: "customers",
    resourceId: user.id,
    mail: noticeMail(title, body, [["Sign-in e-mail", user.email]]),
  };
}

/** A flight as a deadline's notice names it. */
export type FlightFacts = {
  id: string;
  flightNumber: string;
  departure: string;
  destination: string;
  departureDate: string;
};

/** An airline deadline within the next 24 hours (names to send, or tickets to issue), to the admins. */
export function deadlineNotice(f: FlightFacts, which: "names" | "ticketing", due: Date): Notice {
  const flight = `${f.flightNumber} ${f.departure} → ${f.destination} on ${formatDate(f.departureDate)}`;
  const task = which === "names" ? "Passenger names" : "Ticketing";
  const title = which === "names" ? "Names due within 24 hours" : "Ticketing due within 24 hours";
  const body = `${task} for ${flight} ${which === "names" ? "are" : "is"} due by ${formatDateTime(due)} (Karachi time).`;
  return {
    type: "deadline_approaching",
    key: `deadline_approaching:${which}:${f.id}:${due.toISOString()}`,
    title,
    body,
    url: `/admin/flights/${f.id}/manifest`,
    resource: "flights",
    resourceId: f.id,
    mail: noticeMail(title, body, [
      ["Flight", flight],
      ["Due", `${formatDateTime(due)} (Karachi time)`],
    ]),
  };
}
