/**
 * The pure part of My Bookings: the flight a booking shows, the date filter windows (by the
 * flight's departure date, rolling from Karachi's today), the status filter and the search fields.
 */
import type { components } from "../../api/schema.gen.ts";
import { BOOKING_STATUS_LABELS as STATUS_LABELS, statusOptions } from "../../ui/booking/status-filter.ts";
import type { FilterOption } from "../../ui/data-list-model.ts";
import type { SearchField } from "../../ui/search.ts";
import { sectorOf } from "./flight-list.ts";
import { DATE_FILTERS, type DateFilter, STATUS_FILTERS, type StatusFilter } from "./route-search.ts";

export { DATE_FILTERS, type DateFilter, STATUS_FILTERS, type StatusFilter };

export type MyBooking = components["schemas"]["FlightBooking"];
export type BookingFlight = components["schemas"]["FlightSnapshot"];

/**
 * The flight as the booking shows it: the live flight when it still exists (a rescheduled time is
 * the one that counts), else the snapshot taken at booking time.
 */
export function bookingFlight(b: Pick<MyBooking, "ticketId" | "flightDetails">): BookingFlight {
  return b.ticketId ?? b.flightDetails;
}

export const STATUS_OPTIONS = statusOptions("All statuses");
export { STATUS_LABELS };

export const DATE_OPTIONS: readonly FilterOption[] = [
  { value: "all", label: "All dates" },
  { value: "today", label: "Today" },
  { value: "tomorrow", label: "Tomorrow" },
  { value: "this-week", label: "This week" },
  { value: "next-week", label: "Next week" },
  { value: "this-month", label: "This month" },
];

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** A calendar date 'YYYY-MM-DD' moved by `days` (no time zone involved). */
export function addDays(date: string, days: number): string {
  const m = YMD.exec(date);
  if (!m) return "";
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

export type DateWindow = { from: string; to: string };

/**
 * The departure dates a date filter keeps, both ends included, given Karachi's `today`. Every
 * window rolls from today, as 'next week' must (days 7 to 14 ahead), so the choices never disagree
 * (docs/ARCHITECTURE.md §5.9):
 * - today: today; tomorrow: today + 1;
 * - this week: the next 7 days (today to today + 6);
 * - next week: days 7 to 14 ahead (today + 7 to today + 14);
 * - this month: the next 30 days (today to today + 29), the length of the dashboard's month.
 * null for 'all' (or an unknown filter).
 */
export function dateWindow(filter: string, today: string): DateWindow | null {
  if (!YMD.test(today)) return null;
  switch (filter) {
    case "today":
      return { from: today, to: today };
    case "tomorrow": {
      const t = addDays(today, 1);
      return { from: t, to: t };
    }
    case "this-week":
      return { from: today, to: addDays(today, 6) };
    case "next-week":
      return { from: addDays(today, 7), to: addDays(today, 14) };
    case "this-month":
      return { from: today, to: addDays(today, 29) };
    default:
      return null;
  }
}

/** Whether a departure date ('YYYY-MM-DD') falls in the filter's window. */
export function inDateWindow(
  departureDate: string | null | undefined,
  filter: string,
  today: string,
): boolean {
  const w = dateWindow(filter, today);
  if (!w) return true;
  const d = (departureDate ?? "").slice(0, 10);
  return YMD.test(d) && d >= w.from && d <= w.to;
}

/** What the global search matches a booking on: the flight (number, airline, route) and the status. */
export function bookingSearchFields(b: MyBooking): SearchField[] {
  const f = bookingFlight(b);
  return [
    f.flightNumber,
    f.airlineName,
    f.departure,
    f.destination,
    sectorOf(f),
    b.status,
    STATUS_LABELS[b.status],
    b.bookingId,
  ];
}
