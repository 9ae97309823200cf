/**
 * The filters of both screens live in the URL (?availability=…&sector=…, ?status=…&date=…), so a
 * reload, the back button or a link keeps them. Unknown values are dropped, never an error page;
 * the defaults ('all') are left out of the URL.
 */
import { type } from "arktype";
import { DATE_FILTERS, type DateFilter, STATUS_FILTERS, type StatusFilter } from "./booking-list.ts";
import { ALL_SECTORS, AVAILABILITY, type Availability } from "./flight-list.ts";

const availability = type.enumerated(...AVAILABILITY);
const status = type.enumerated(...STATUS_FILTERS);
const dateFilter = type.enumerated(...DATE_FILTERS);
/** 'LHE → JED' (or the ASCII 'LHE -> JED', read the same). */
const SECTOR_RE = /^[A-Za-z0-9 ]{1,60} (→|->) [A-Za-z0-9 ]{1,60}$/;

export type FlightsSearch = { availability?: Availability; sector?: string };
export type BookingsSearch = { status?: StatusFilter; date?: DateFilter };

export function parseFlightsSearch(raw: Record<string, unknown>): FlightsSearch {
  const out: FlightsSearch = {};
  if (availability.allows(raw.availability) && raw.availability !== "all")
    out.availability = raw.availability;
  if (typeof raw.sector === "string" && SECTOR_RE.test(raw.sector.trim()))
    out.sector = raw.sector.trim().toUpperCase().replace(" -> ", " → ");
  return out;
}

export function parseBookingsSearch(raw: Record<string, unknown>): BookingsSearch {
  const out: BookingsSearch = {};
  if (status.allows(raw.status) && raw.status !== "all") out.status = raw.status;
  if (dateFilter.allows(raw.date) && raw.date !== "all") out.date = raw.date;
  return out;
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
