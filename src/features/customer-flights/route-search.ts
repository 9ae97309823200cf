/**
 * The filters of both screens live in the URL (?availability=…&sector=…, ?status=…&date=…), so a
 * reload, the back button or a link keeps them. Unknown values are dropped, never an error page;
 * the defaults ('all') are left out of the URL.
 */
import { BOOKING_STATUSES, isOneOf } from "../../domain/constants.ts";
import { type BookingLinkSearch, parseBookingLink } from "../../ui/booking-link.ts";

export const ALL_SECTORS = "all";
export const AVAILABILITY = ["all", "available", "sold-out"] as const;
export type Availability = (typeof AVAILABILITY)[number];
export const STATUS_FILTERS = ["all", ...BOOKING_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const DATE_FILTERS = ["all", "today", "tomorrow", "this-week", "next-week", "this-month"] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];
/** 'LHE → JED' (or the ASCII 'LHE -> JED', read the same). */
const SECTOR_RE = /^[A-Za-z0-9 ]{1,60} (→|->) [A-Za-z0-9 ]{1,60}$/;

export type FlightsSearch = { availability?: Availability; sector?: string };
/** My Bookings: its filters, and the booking a notification opens (?booking=<id>, ui/booking-link.ts). */
export type BookingsSearch = { status?: StatusFilter; date?: DateFilter } & BookingLinkSearch;

export function parseFlightsSearch(raw: Record<string, unknown>): FlightsSearch {
  const out: FlightsSearch = {};
  if (isOneOf(AVAILABILITY, raw.availability) && raw.availability !== "all")
    out.availability = raw.availability;
  if (typeof raw.sector === "string" && SECTOR_RE.test(raw.sector.trim()))
    out.sector = raw.sector.trim().toUpperCase().replace(" -> ", " → ");
  return out;
}

export function parseBookingsSearch(raw: Record<string, unknown>): BookingsSearch {
  const out: BookingsSearch = {};
  if (isOneOf(STATUS_FILTERS, raw.status) && raw.status !== "all") out.status = raw.status;
  if (isOneOf(DATE_FILTERS, raw.date) && raw.date !== "all") out.date = raw.date;
  return { ...out, ...parseBookingLink(raw) };
}

/** The filters with their defaults filled in. */
export function flightFilters(s: FlightsSearch): { availability: string; sector: string } {
  return { availability: s.availability ?? "all", sector: s.sector ?? ALL_SECTORS };
}

export function bookingFilters(s: BookingsSearch): { status: string; date: string } {
  return { status: s.status ?? "all", date: s.date ?? "all" };
}

/** The next search params after a filter change: 'all' values removed. */
export function withoutDefaults<T extends Record<string, string | undefined>>(next: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(next)) if (v && v !== "all") (out as Record<string, string>)[k] = v;
  return out;
}

/** A screen's filters from the URL and the call that changes them there. */
export type FiltersProps<F> = { filters: F; onFiltersChange: (next: Partial<F>) => void };
