/** How Flight Management reads a flight (pure): search fields, sort values, labels, the view toast. */
import type { components } from "../../api/schema.gen.ts";
import { airlineCode } from "../../domain/airlines.ts";
import { shownStatus } from "../../domain/bookings.ts";
import { formatBaggage, formatDate, formatDateTime, formatRupees, karachiDate } from "../../domain/format.ts";
import type { SearchField } from "../../ui/search.ts";

export type Flight = components["schemas"]["Flight"];

/** What the global search matches on a flight (Flight Management): the status as shown on `today`. */
export function flightSearchFields(f: Flight, today: string = karachiDate()): SearchField[] {
  return [
    f.airlineName,
    airlineCode(f.airlineName),
    f.flightNumber,
    f.departure,
    f.destination,
    f.pnr,
    f.defaultMeal,
    f.defaultBaggage,
    formatBaggage(f.defaultBaggage),
    shownStatus(f, today),
  ];
}

export function capitalise(s: string | null | undefined): string {
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : "";
}

export function stopoverLabel(f: {
  isStopover?: boolean;
  stopoverLocation?: string | null;
  stopoverLayover?: string | null;
}): string {
  if (!f.isStopover) return "Direct";
  return [f.stopoverLocation, f.stopoverLayover].filter(Boolean).join(" · ") || "Stopover";
}

/** '12 Mar 2026 04:30' (24-hour, as the form writes it). */
export function dateTime(date: string | null | undefined, time: string | null | undefined): string {
  return [formatDate(date), time ?? ""].filter(Boolean).join(" ");
}

/** The view action's toast: a title and one line of details (the status as shown on `today`). */
export function flightDetailsToast(
  f: Flight,
  today: string = karachiDate(),
): { title: string; message: string } {
  const parts = [
    `${f.departure} → ${f.destination}`,
    `Departs ${dateTime(f.departureDate, f.departureTime)}`,
    `Arrives ${dateTime(f.arrivalDate, f.arrivalTime)}`,
  ];
  if (f.isReturnFlight && f.returnDepartureDate)
    parts.push(`Returns ${dateTime(f.returnDepartureDate, f.returnDepartureTime)}`);
  parts.push(
    stopoverLabel(f) === "Direct" ? "Direct" : `Stopover ${stopoverLabel(f)}`,
    formatRupees(f.price),
    `${f.seatsAvailable} seats`,
    `PNR ${f.pnr || "N/A"}`,
    `Meal: ${f.defaultMeal === "yes" ? "Yes" : "No"}`,
    `Baggage: ${formatBaggage(f.defaultBaggage) || "N/A"}`,
    `Status: ${capitalise(shownStatus(f, today))}`,
  );
  if (f.namesDueAt) parts.push(`Names due ${formatDateTime(f.namesDueAt)}`);
  if (f.ticketingDueAt) parts.push(`Ticketing due ${formatDateTime(f.ticketingDueAt)}`);
  if (f.namesSentAt) parts.push(`Names sent ${formatDateTime(f.namesSentAt)}`);
  return { title: `${f.flightNumber} · ${f.airlineName}`, message: parts.join(" · ") };
}
