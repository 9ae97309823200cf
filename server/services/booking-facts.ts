/**
 * A booking's facts as its notices tell them (server/services/notices.ts): what was booked, in a
 * few words, from the booking's snapshot or the details it arrived with. Read with the row the
 * lifecycle locks or changes, never by a query of their own.
 */
import { sql } from "drizzle-orm";
import { formatDate } from "../../src/domain/format.ts";
import type { BookingKind } from "../../src/domain/lifecycle.ts";
import { packageText } from "../../src/domain/package-text.ts";
import { type HeldTable, SHAPES } from "./booking-shapes.ts";
import type { BookingFacts } from "./notices.ts";

type Details = Record<string, unknown> | null;
const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/** Words joined by `sep`, leaving out empty ones. */
const words = (sep: string, ...parts: string[]) => parts.filter(Boolean).join(sep);

/** A flight: 'PK 741 ISB → MED, 1 Feb 2030' (as much of it as is known). */
export function flightWhat(number: string, from: string, to: string, date: string): string {
  return words(", ", words(" ", number, words(" → ", from, to)), formatDate(date)) || "flight";
}

/** A package: 'ECONOMY UMRAH 15 DAYS, 1 Mar 2030'. */
export function packageWhat(name: string, date: string): string {
  return words(", ", packageText(name), formatDate(date)) || "package";
}

/** What booking `details` (a snapshot, or the website's or GDS's details) of `kind` say was booked. */
export function whatOf(kind: BookingKind, d: Details): string {
  const city = (v: unknown) => str((v as { city?: unknown } | undefined)?.city);
  if (!d) return kind === "package" || kind === "direct-package" ? "package" : "flight";
  switch (kind) {
    case "flight":
      return flightWhat(str(d.flightNumber), str(d.departure), str(d.destination), str(d.departureDate));
    case "direct-flight":
      return flightWhat(str(d.flightNumber), city(d.departure), city(d.arrival), str(d.departureDate));
    case "gds":
      // The GDS writes its departure as a local date and time ('2030-05-01T03:00:00'): its date.
      return flightWhat(str(d.flightNumber), str(d.from), str(d.to), str(d.departureDate).slice(0, 10));
    default:
      return packageWhat(str(d.name), str(d.departureDate));
  }
}

/**
 * The columns a booking's notices read, to select or return with the row the lifecycle locks or
 * changes: what was booked, the amount, and when a payment was claimed (null: never, or a kind
 * that takes no claims).
 */
export function factColumns(kind: BookingKind) {
  const shape = SHAPES[kind];
  const t = shape.table;
  const claimed = kind === "flight" || kind === "package" ? (t as HeldTable).paymentClaimedAt : null;
  return {
    details: sql<Details>`${shape.details}`,
    total: sql<number>`${t.totalAmount}`.mapWith(Number),
    claimedAt: claimed ? sql<string | null>`${claimed}` : sql<string | null>`null`,
  };
}

/** A booking's facts from its row's reference, count and `factColumns`. */
export function factsOf(
  kind: BookingKind,
  id: string,
  row: { bookingId: string; count: number; details: Details; total: number },
  customer = "",
  currency = "PKR",
): BookingFacts {
  return {
    kind,
    id,
    reference: row.bookingId,
    what: whatOf(kind, row.details),
    people: row.count,
    total: row.total,
    currency,
    customer,
  };
}
