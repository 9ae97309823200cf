/**
 * A flight's airline deadlines (docs/ARCHITECTURE.md §4.8): the name-submission and ticketing
 * deadlines as the form, a CSV row and an API client write them, their rule against the departure,
 * and the flights whose deadline is near with the names not yet sent to the airline.
 */
import { type } from "arktype";
import { isIsoDate } from "./constants.ts";
import { KARACHI_OFFSET_MS } from "./periods.ts";
import { nullable } from "./rules.ts";
import { text } from "./validation.ts";

const NAMES_DUE = "Please enter a valid name submission deadline";
const TICKETING_DUE = "Please enter a valid ticketing deadline";

const DEADLINE_RE =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * An airline deadline as written — the form's 'YYYY-MM-DDTHH:MM', a CSV's 'YYYY-MM-DD HH:MM', an API
 * client's ISO 8601 instant — as an ISO instant ('…Z'). Without an offset the time is the agency's
 * (Asia/Karachi). Null when it is not a date with a time.
 */
export function deadlineInstant(value: unknown): string | null {
  const m = typeof value === "string" ? DEADLINE_RE.exec(value.trim()) : null;
  if (!m || !isIsoDate(m[1] as string) || Number(m[2]) > 23 || Number(m[3]) > 59) return null;
  if (Number(m[4] ?? 0) > 59) return null;
  // '+0500' is written '+05:00' for Date; no offset is Karachi's.
  const zone = (m[5] ?? "+05:00").replace(/^([+-]\d{2})(\d{2})$/, "$1:$2");
  const at = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4] ?? "00"}${zone}`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** An instant as the agency's wall clock, 'YYYY-MM-DDTHH:MM' (the form's datetime-local value); '' for none. */
export function agencyDateTime(value: string | null | undefined): string {
  const at = value ? new Date(value).getTime() : Number.NaN;
  if (Number.isNaN(at)) return "";
  return new Date(at + KARACHI_OFFSET_MS).toISOString().slice(0, 16);
}

/** An optional deadline: empty, or a date with a time (`deadlineInstant`). */
const deadline = (message: string) =>
  nullable(
    text({ invalid: message }).narrow(
      (v, ctx) => !v.trim() || deadlineInstant(v) !== null || ctx.reject({ message }),
    ),
    message,
  );

/** The deadlines' fields of the Flight form (src/domain/flights.ts). */
export const DEADLINE_FIELDS = {
  "namesDueAt?": deadline(NAMES_DUE),
  "ticketingDueAt?": deadline(TICKETING_DUE),
};

export type Deadlines = { namesDueAt?: string | null; ticketingDueAt?: string | null };

const BEFORE_DEPARTURE: [keyof Deadlines, string][] = [
  ["namesDueAt", "Name submission deadline must be before departure"],
  ["ticketingDueAt", "Ticketing deadline must be before departure"],
];

/**
 * Each deadline falls before the flight leaves: `departs` is the departure's 'YYYY-MM-DDTHH:MM',
 * read as agency time (the agency's flights leave from Pakistan). A deadline may be in the past.
 */
export function deadlineProblems(v: Deadlines, departs: string): [string, string][] {
  const problems: [string, string][] = [];
  // The departure as an instant only when a deadline is set: most flights have none, and this runs
  // for every return flight of a CSV import (its quick check), where reading the departure was more
  // than half of the check between fields (docs/PERFORMANCE.md).
  let departure: string | null | undefined;
  for (const [k, message] of BEFORE_DEPARTURE) {
    const due = deadlineInstant(v[k]);
    if (!due) continue;
    if (departure === undefined) departure = deadlineInstant(departs);
    if (departure && due >= departure) problems.push([k, message]);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Deadlines due soon: the admin dashboard's list

/** How far ahead the dashboard looks. */
export const DUE_SOON_HOURS = 72;

export type DeadlineKind = "names" | "ticketing";

export type DeadlineFlight = {
  _id: string;
  departureDate: string;
  departureTime?: string | null;
  namesDueAt?: string | null;
  ticketingDueAt?: string | null;
  namesSentAt?: string | null;
};

/** A flight booking as the mirror holds it (`ticketId`: its live flight, null once deleted). */
export type DeadlineBooking = {
  ticketId: { _id: string } | null;
  status: string;
  passengerCount: number;
  approvedAt: string | null;
};

export type DueDeadline<F> = {
  flight: F;
  kind: DeadlineKind;
  dueAt: string;
  /** The deadline has passed (a names deadline with names still unsent, before the departure). */
  overdue: boolean;
  /** Passengers of approved bookings whose names have not been sent since they were approved. */
  unsentNames: number;
  /** Passengers of pending bookings (to approve or cancel before the deadline). */
  pendingNames: number;
};

export const SENT_AT_MESSAGE = "sentAt must be a date and time with its offset, e.g. 2030-01-05T06:01:00Z";
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/**
 * "Mark names sent"'s body (§4.8): `sentAt`, when the admin marked it, an ISO instant with its
 * offset; optional (absent: the server's now). How far from now it may be is the server's check.
 */
export const namesSentInput = type({
  "sentAt?": type("string <= 40")
    .configure({ message: SENT_AT_MESSAGE })
    .narrow((s, ctx) =>
      INSTANT.test(s) && !Number.isNaN(Date.parse(s)) ? true : ctx.reject({ message: SENT_AT_MESSAGE }),
    ),
  "+": "delete",
});

/** Whether an approved booking's names went with the flight's last sending. */
export function namesWentWith(approvedAt: string | null, namesSentAt: string | null | undefined): boolean {
  return Boolean(namesSentAt && approvedAt && approvedAt <= namesSentAt);
}

/**
 * The flights whose name-submission or ticketing deadline falls within the next `DUE_SOON_HOURS`,
 * one row per deadline, soonest first; and a names deadline already passed while names are still
 * unsent, until the flight leaves (listed first, as overdue).
 */
export function deadlinesDueSoon<F extends DeadlineFlight>(
  flights: readonly F[],
  bookings: readonly DeadlineBooking[],
  now: Date,
): DueDeadline<F>[] {
  const from = now.toISOString();
  const until = new Date(now.getTime() + DUE_SOON_HOURS * 3_600_000).toISOString();
  const near = flights.filter((f) => {
    const names = deadlineInstant(f.namesDueAt);
    const ticketing = deadlineInstant(f.ticketingDueAt);
    const leaves = deadlineInstant(`${f.departureDate}T${f.departureTime || "00:00"}`);
    return (
      (names !== null && names <= until && (names >= from || (leaves !== null && leaves > from))) ||
      (ticketing !== null && ticketing >= from && ticketing <= until)
    );
  });
  if (near.length === 0) return [];
  const counts = new Map(near.map((f) => [f._id, { f, unsent: 0, pending: 0 }]));
  for (const b of bookings) {
    const c = b.ticketId ? counts.get(b.ticketId._id) : undefined;
    if (!c) continue;
    if (b.status === "pending") c.pending += b.passengerCount;
    else if (b.status === "approved" && !namesWentWith(b.approvedAt, c.f.namesSentAt))
      c.unsent += b.passengerCount;
  }
  const out: DueDeadline<F>[] = [];
  for (const { f, unsent, pending } of counts.values()) {
    const row = (kind: DeadlineKind, dueAt: string, overdue: boolean) =>
      out.push({ flight: f, kind, dueAt, overdue, unsentNames: unsent, pendingNames: pending });
    const names = deadlineInstant(f.namesDueAt);
    if (names !== null && names >= from && names <= until) row("names", names, false);
    else if (names !== null && names < from && unsent > 0) row("names", names, true);
    const ticketing = deadlineInstant(f.ticketingDueAt);
    if (ticketing !== null && ticketing >= from && ticketing <= until) row("ticketing", ticketing, false);
  }
  return out.sort((a, b) => (a.dueAt < b.dueAt ? -1 : a.dueAt > b.dueAt ? 1 : 0));
}
