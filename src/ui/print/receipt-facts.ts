/**
 * What a booking's printed papers say, as plain facts (pure: no DOM, no clock): the HTML receipt
 * (./booking-receipt.ts) and the travel documents (../documents/) read the same flight, the same
 * passengers and the same amounts from a booking, so a receipt and an e-ticket never disagree.
 *
 * The flight is the live flight when it still exists (a rescheduled flight prints its current
 * times), else the snapshot taken at booking; the PNR only on an approved booking. Flight amounts:
 * per passenger = `bookingDetails.pricePerPassenger`, falling back to the flight's price; total =
 * `bookingDetails.totalAmount`. Package amounts: total = package price × persons.
 */
import type { components } from "../../api/schema.gen.ts";
import { bookingTotal } from "../../domain/bookings.ts";
import { formatBaggage, formatDate, formatMeal, formatTime12, shortId } from "../../domain/format.ts";

type Schemas = components["schemas"];

export type FlightReceiptBooking = Schemas["FlightBooking"] | Schemas["AdminFlightBooking"];
export type PackageReceiptBooking = Schemas["PackageBooking"] | Schemas["AdminPackageBooking"];
export type ReceiptBooking = FlightReceiptBooking | PackageReceiptBooking;
export type Fact = [label: string, value: string];

export function isPackageBooking(b: ReceiptBooking): b is PackageReceiptBooking {
  return "packageDetails" in b;
}

/** The booking's reference: its bookingId, else the last 8 characters of its id. */
export function bookingReference(b: { bookingId?: string | null; _id: string }): string {
  return b.bookingId || shortId(b._id).toUpperCase();
}

/** '12 Mar 2026, 3:05 PM' from a date and an 'HH:MM' time ('' parts left out). */
export function when(date: string | null | undefined, time: string | null | undefined): string {
  return [formatDate(date), formatTime12(time)].filter(Boolean).join(", ") || "N/A";
}

export function orNA(v: string | number | null | undefined): string {
  return v === null || v === undefined || v === "" ? "N/A" : String(v);
}

export function capitalise(s: string | null | undefined): string {
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : "";
}

/** The flight the booking is for: live when it still exists, else the snapshot. */
export function flightOf(b: FlightReceiptBooking) {
  return b.ticketId ?? b.flightDetails;
}

/** The package the booking is for: the snapshot, else the live package. */
export function packageOf(b: PackageReceiptBooking) {
  return b.packageDetails ?? b.packageId;
}

/** 'ISB → JED', or 'N/A'. */
export function routeOf(b: FlightReceiptBooking): string {
  const f = flightOf(b);
  return f ? `${f.departure} → ${f.destination}` : "N/A";
}

/** The outbound flight's facts; the PNR when the booking is approved. */
export function flightFacts(b: FlightReceiptBooking): Fact[] {
  const f = flightOf(b);
  const stopover = f?.isStopover
    ? [f.stopoverLocation, f.stopoverLayover ? `(${f.stopoverLayover} layover)` : ""]
        .filter(Boolean)
        .join(" ")
    : "Direct (no stopover)";
  const facts: Fact[] = [
    ["Airline", orNA(f?.airlineName)],
    ["Flight Number", orNA(f?.flightNumber)],
    ["Route", routeOf(b)],
    ["Departure", when(f?.departureDate, f?.departureTime)],
    ["Arrival", when(f?.arrivalDate, f?.arrivalTime)],
  ];
  if (f?.duration) facts.push(["Duration", f.duration]);
  facts.push(
    ["Meal", formatMeal(f?.defaultMeal)],
    ["Baggage", formatBaggage(f?.defaultBaggage) || "As per airline policy"],
    ["Stopover", stopover],
  );
  if (b.status === "approved" && b.pnr) facts.push(["PNR", b.pnr]);
  return facts;
}

/** The return leg's facts, or null for a one-way flight. */
export function returnFacts(b: FlightReceiptBooking): Fact[] | null {
  const f = flightOf(b);
  if (!f?.isReturnFlight || !(f.returnDepartureDate || f.returnArrivalDate)) return null;
  return [
    ["Route", `${f.destination} → ${f.departure}`],
    ["Departure", when(f.returnDepartureDate, f.returnDepartureTime)],
    ["Arrival", when(f.returnArrivalDate, f.returnArrivalTime)],
    ...(f.returnDuration ? ([["Duration", f.returnDuration]] as Fact[]) : []),
  ];
}

/** The package's facts. */
export function packageFacts(b: PackageReceiptBooking): Fact[] {
  const p = packageOf(b);
  return [
    ["Package", orNA(p?.name?.toUpperCase())],
    ["Type", capitalise(p?.type) || "N/A"],
    ["Destination", orNA(p?.destination?.toUpperCase())],
    ["Duration", orNA(p?.duration)],
    ["Departure", formatDate(p?.departureDate) || "N/A"],
    ["Return", formatDate(p?.returnDate) || "N/A"],
  ];
}

/** A flight passenger's printed name: 'Mr Ali Khan' (title, first, last), else the stored name. */
export function passengerName(p: {
  personType?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
}): string {
  return [p.personType, p.firstName, p.lastName].filter(Boolean).join(" ") || p.name || "N/A";
}

/** A package participant's printed name: the stored name, else first and last. */
export function participantName(p: {
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
}): string {
  return p.name || [p.firstName, p.lastName].filter(Boolean).join(" ") || "N/A";
}

export type Amounts = {
  each: number;
  count: number;
  total: number;
  unit: "passenger" | "person";
};

/** What the booking costs: per passenger (or person), how many, and the total. */
export function amountsOf(b: ReceiptBooking): Amounts {
  if (isPackageBooking(b)) {
    const count = b.passengers?.length || b.participantCount || 0;
    const each = packageOf(b)?.price ?? b.pricePerPerson ?? 0;
    return { each, count, total: bookingTotal(each, count), unit: "person" };
  }
  const count = b.passengers?.length || b.passengerCount || 0;
  const each = b.bookingDetails?.pricePerPassenger ?? b.pricePerPassenger ?? flightOf(b)?.price ?? 0;
  return { each, count, total: b.bookingDetails?.totalAmount ?? b.totalAmount ?? 0, unit: "passenger" };
}

/** The customer: the admin row's name and e-mail, else the populated user, else `fallback`. */
export function customerOf(
  b: ReceiptBooking,
  fallback?: { name?: string | null; email?: string | null },
): { name: string; email: string } {
  const own = b as { customerName?: string; customerEmail?: string; userId?: unknown };
  const user =
    own.userId && typeof own.userId === "object" ? (own.userId as { name?: string; email?: string }) : null;
  return {
    name: own.customerName || user?.name || fallback?.name || "N/A",
    email: own.customerEmail || user?.email || fallback?.email || "N/A",
  };
}
