/**
 * The pure side of the GDS bookings screen: what a row shows (route, lead passenger, departure as
 * the GDS wrote it), the search fields, the segment texts of the details modal (aircraft default
 * 320, 0 stops = 'Direct', the spec's fixed PT28H30M duration) and the CSV export of the listed
 * bookings. No React, no Dexie: unit tested alone.
 */
import type { components } from "../../api/schema.gen.ts";
import { type CsvColumn, toCsv } from "../../domain/csv.ts";
import { DEFAULT_GDS_CURRENCY, type GdsPriceSummary, gdsPriceSummary } from "../../domain/direct.ts";
import { formatDate } from "../../domain/format.ts";
import { statusOptions } from "../../ui/booking/status-filter.ts";
import type { SearchField } from "../../ui/search.ts";

type Schemas = components["schemas"];
export type GdsBooking = Schemas["GdsBooking"];
export type GdsSegment = Schemas["GdsSegment"];
export type GdsPassenger = Schemas["GdsPassenger"];

export const ALL = "all";
export const GDS_STATUS_OPTIONS = statusOptions("All Status");

/** The aircraft shown when the GDS sent none. */
export const DEFAULT_AIRCRAFT = "320";
/** The single-flight details show this duration whatever the flight, as the specification fixes it. */
export const SINGLE_FLIGHT_DURATION = "PT28H30M";

export function currencyOf(b: { currency?: string | null }): string {
  return b.currency?.trim().toUpperCase() || DEFAULT_GDS_CURRENCY;
}

/** 'PT28H30M' → '28h 30m'; 'PT45M' → '45m'; 'P1DT2H' → '26h'; '' for anything else. */
export function isoDurationText(iso: string | null | undefined): string {
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/i.exec((iso ?? "").trim());
  if (!m || (!m[1] && !m[2] && !m[3])) return "";
  const hours = Number(m[1] ?? 0) * 24 + Number(m[2] ?? 0);
  const minutes = Number(m[3] ?? 0);
  return [hours ? `${hours}h` : "", minutes ? `${minutes}m` : ""].filter(Boolean).join(" ") || "0m";
}

export function aircraftText(aircraft: string | null | undefined): string {
  return aircraft?.trim() || DEFAULT_AIRCRAFT;
}

/** 0 → 'Direct', 1 → '1 stop', n → 'n stops'. */
export function stopsText(stops: number | null | undefined): string {
  const n = typeof stops === "number" && Number.isFinite(stops) ? stops : 0;
  return n <= 0 ? "Direct" : n === 1 ? "1 stop" : `${n} stops`;
}

export type WallClock = { date: string; time: string };

/**
 * The date and time a GDS timestamp shows as written ('2026-03-12T09:30:00' → 2026-03-12, 09:30):
 * flight times are local to their airport, so they are never shifted to another time zone.
 */
export function wallClock(value: string | null | undefined): WallClock | null {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec((value ?? "").trim());
  if (!m) return null;
  return { date: m[1] as string, time: m[2] ? `${m[2]}:${m[3]}` : "" };
}

/** '12 Mar 2026 · 09:30' (local to the airport), '' when missing. */
export function wallClockText(value: string | null | undefined): string {
  const w = wallClock(value);
  if (!w) return "";
  return [formatDate(w.date), w.time].filter(Boolean).join(" · ");
}

/** The flights of a booking in order: the segments of a multi-city trip, else the single flight. */
export function legsOf(b: GdsBooking): { from: string; to: string; flightNumber: string; airline: string }[] {
  if (b.isMultiCity && b.multiCityFlights?.length)
    return b.multiCityFlights.map((s) => ({
      from: s.segmentDetails.from,
      to: s.segmentDetails.to,
      flightNumber: s.segmentDetails.flightNumber,
      airline: s.segmentDetails.airline,
    }));
  const f = b.flightDetails;
  if (!f) return [];
  return [
    { from: f.from ?? "", to: f.to ?? "", flightNumber: f.flightNumber ?? "", airline: f.airline ?? "" },
  ];
}

/** 'LHE → DXB → IST → LHE'; a gap in the chain is shown with a comma ('KHI → JED, MED → KHI'). */
export function gdsRoute(b: GdsBooking): string {
  const legs = legsOf(b);
  if (legs.length === 0) return "";
  let out = `${legs[0]?.from || "?"} → ${legs[0]?.to || "?"}`;
  for (let i = 1; i < legs.length; i++) {
    const prev = legs[i - 1];
    const leg = legs[i];
    if (!leg) continue;
    out += prev?.to === leg.from ? ` → ${leg.to || "?"}` : `, ${leg.from || "?"} → ${leg.to || "?"}`;
  }
  return out;
}

/** The first flight's number and airline (the row's flight). */
export function firstFlight(b: GdsBooking): { flightNumber: string; airline: string } {
  const leg = legsOf(b)[0];
  return { flightNumber: leg?.flightNumber || "Unknown Flight", airline: leg?.airline || "" };
}

/** When the trip departs, as the GDS wrote it. */
export function departureOf(b: GdsBooking): string | null {
  if (b.isMultiCity && b.multiCityFlights?.[0]) return b.multiCityFlights[0].segmentDetails.departureTime;
  return b.flightDetails?.departureDate ?? null;
}

export function gdsPassengerName(p: { title?: string; firstName?: string; lastName?: string }): string {
  return [p.title, p.firstName, p.lastName]
    .map((s) => s?.trim() ?? "")
    .filter(Boolean)
    .join(" ");
}

/** 'MR AHMED KHAN' (the first passenger), else the customer's name; with '+2 more' for the rest. */
export function leadPassenger(b: GdsBooking): { name: string; more: number } {
  const first = b.passengers?.[0];
  const name = (first && gdsPassengerName(first)) || b.customerName || "Unknown User";
  return { name, more: Math.max(0, (b.passengers?.length ?? 0) - 1) };
}

/** The fields the global search matches: PNR, customer, passengers, flights, airlines, airports, status. */
export function gdsSearchFields(b: GdsBooking): SearchField[] {
  const fields: SearchField[] = [
    b.bookingId,
    b._id,
    b.status,
    b.customerName,
    b.customerEmail,
    b.customerPhone,
  ];
  for (const leg of legsOf(b)) fields.push(leg.from, leg.to, leg.flightNumber, leg.airline);
  for (const p of b.passengers ?? []) fields.push(gdsPassengerName(p), p.passport);
  return fields;
}

export function priceSummary(b: GdsBooking): GdsPriceSummary {
  return gdsPriceSummary(b);
}

// ─────────────────────────── CSV export ───────────────────────────

export const GDS_CSV_COLUMNS: readonly CsvColumn[] = [
  { header: "Booking Reference", key: "reference" },
  { header: "PNR", key: "pnr" },
  { header: "Status", key: "status" },
  { header: "Booked At", key: "bookedAt" },
  { header: "Customer Name", key: "customerName" },
  { header: "Customer Email", key: "customerEmail" },
  { header: "Customer Phone", key: "customerPhone" },
  { header: "Trip", key: "trip" },
  { header: "Route", key: "route" },
  { header: "Flight Number", key: "flightNumber" },
  { header: "Airline", key: "airline" },
  { header: "Departure", key: "departure" },
  { header: "Passengers", key: "passengers" },
  { header: "Passenger Names", key: "passengerNames" },
  { header: "Currency", key: "currency" },
  { header: "Base Fare", key: "baseFare" },
  { header: "Taxes", key: "taxes" },
  { header: "Service Charge", key: "serviceCharge" },
  { header: "Total Amount", key: "totalAmount" },
];

/** One CSV row per booking (amounts as numbers in the booking's currency; lists joined with '|'). */
export function gdsCsvRows(bookings: readonly GdsBooking[]): Record<string, unknown>[] {
  return bookings.map((b) => {
    const price = priceSummary(b);
    const legs = legsOf(b);
    const departure = wallClock(departureOf(b));
    return {
      reference: b.bookingId,
      pnr: b.bookingId,
      status: b.status,
      bookedAt: b.createdAt,
      customerName: b.customerName,
      customerEmail: b.customerEmail,
      customerPhone: b.customerPhone,
      trip: b.isMultiCity ? "Multi-city" : "Single flight",
      route: gdsRoute(b),
      flightNumber: legs.map((l) => l.flightNumber),
      airline: [...new Set(legs.map((l) => l.airline).filter(Boolean))],
      departure: departure ? [departure.date, departure.time].filter(Boolean).join(" ") : "",
      passengers: b.passengers?.length ?? 0,
      passengerNames: (b.passengers ?? []).map(gdsPassengerName),
      currency: currencyOf(b),
      baseFare: price.baseFare,
      taxes: price.taxes,
      serviceCharge: price.serviceCharge,
      totalAmount: price.total,
    };
  });
}

/** The CSV text of the listed bookings (RFC 4180, formula cells neutralised, CRLF). */
export function gdsCsv(bookings: readonly GdsBooking[]): string {
  return toCsv(gdsCsvRows(bookings), GDS_CSV_COLUMNS);
}

/** 'gds_bookings_2026-03-12.csv'. */
export function gdsCsvFileName(date: string): string {
  return `gds_bookings_${date}.csv`;
}
