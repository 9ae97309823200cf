/**
 * The Create/Edit Flight form as data (no React): its values, the defaults on create, the values of
 * a flight being edited, and the payload sent:
 * - defaults on create: price 0, seats 0, meal no, status active, no stopover, one way;
 * - flight number, PNR, departure, destination and stopover location are upper-cased, dates cut to
 *   their date part;
 * - stopover off: the stopover fields are cleared (sent as null);
 * - return off: no return field is sent; return on: only the return fields that are filled in;
 * - the airline's deadlines are agency time ('YYYY-MM-DDTHH:MM'), an empty one sent as null.
 * The check is the shared entry check (`checkFlightEntry` in src/domain/flights.ts), the same one
 * every CSV row goes through.
 */
import type { components } from "../../api/schema.gen.ts";
import { agencyDateTime } from "../../domain/deadlines.ts";
import {
  checkFlightEntry,
  FLIGHT_FIELD_ORDER as DOMAIN_FIELD_ORDER,
  type FlightInput,
} from "../../domain/flights.ts";
import { diffPatch } from "../../domain/merge-patch.ts";
import type { Validation } from "../../domain/validation.ts";

type Flight = components["schemas"]["Flight"];
export type FlightPayload = components["schemas"]["FlightInput"];
export type FlightPatchBody = components["schemas"]["FlightPatch"];

export type FlightFormValues = {
  airlineName: string;
  flightNumber: string;
  pnr: string;
  departure: string;
  destination: string;
  departureDate: string;
  departureTime: string;
  arrivalDate: string;
  arrivalTime: string;
  duration: string;
  price: string;
  seatsAvailable: string;
  defaultMeal: string;
  defaultBaggage: string;
  status: string;
  isStopover: boolean;
  stopoverLocation: string;
  stopoverLayover: string;
  isReturnFlight: boolean;
  returnDepartureDate: string;
  returnDepartureTime: string;
  returnArrivalDate: string;
  returnArrivalTime: string;
  returnDuration: string;
  /** The airline's deadlines, as the datetime-local inputs hold them (agency time), or ''. */
  namesDueAt: string;
  ticketingDueAt: string;
};

export type FlightTextField = {
  [K in keyof FlightFormValues]: FlightFormValues[K] extends string ? K : never;
}[keyof FlightFormValues];

/** The form's fields in screen order (focus goes to the first failing one). */
export const FLIGHT_FIELD_ORDER = DOMAIN_FIELD_ORDER as readonly (keyof FlightFormValues)[];

export const NEW_FLIGHT: FlightFormValues = {
  airlineName: "",
  flightNumber: "",
  pnr: "",
  departure: "",
  destination: "",
  departureDate: "",
  departureTime: "",
  arrivalDate: "",
  arrivalTime: "",
  duration: "",
  price: "0",
  seatsAvailable: "0",
  defaultMeal: "no",
  defaultBaggage: "",
  status: "active",
  isStopover: false,
  stopoverLocation: "",
  stopoverLayover: "",
  isReturnFlight: false,
  returnDepartureDate: "",
  returnDepartureTime: "",
  returnArrivalDate: "",
  returnArrivalTime: "",
  returnDuration: "",
  namesDueAt: "",
  ticketingDueAt: "",
};

const s = (v: string | number | null | undefined): string => (v === null || v === undefined ? "" : String(v));
const day = (v: string | null | undefined): string => s(v).trim().slice(0, 10);

/** The form filled from a flight; one that has a return flight opens in return mode. */
export function formFromFlight(f: Flight): FlightFormValues {
  const hasReturn =
    f.isReturnFlight ||
    Boolean(f.returnDepartureDate || f.returnArrivalDate || f.returnDepartureTime || f.returnArrivalTime);
  return {
    airlineName: s(f.airlineName),
    flightNumber: s(f.flightNumber),
    pnr: s(f.pnr),
    departure: s(f.departure),
    destination: s(f.destination),
    departureDate: day(f.departureDate),
    departureTime: s(f.departureTime),
    arrivalDate: day(f.arrivalDate),
    arrivalTime: s(f.arrivalTime),
    duration: s(f.duration),
    price: s(f.price ?? 0),
    seatsAvailable: s(f.seatsAvailable ?? 0),
    defaultMeal: f.defaultMeal === "yes" ? "yes" : "no",
    defaultBaggage: s(f.defaultBaggage),
    status: s(f.status) || "active",
    isStopover: Boolean(f.isStopover),
    stopoverLocation: s(f.stopoverLocation),
    stopoverLayover: s(f.stopoverLayover),
    isReturnFlight: hasReturn,
    returnDepartureDate: day(f.returnDepartureDate),
    returnDepartureTime: s(f.returnDepartureTime),
    returnArrivalDate: day(f.returnArrivalDate),
    returnArrivalTime: s(f.returnArrivalTime),
    returnDuration: s(f.returnDuration),
    namesDueAt: agencyDateTime(f.namesDueAt),
    ticketingDueAt: agencyDateTime(f.ticketingDueAt),
  };
}

/** '1430' or '9:05' as typed → '14:30', '09:05'; anything else unchanged (the rule reports it). */
export function tidyTime(v: string): string {
  const t = v.trim();
  const digits = /^(\d{1,2})(\d{2})$/.exec(t);
  if (digits) return `${(digits[1] as string).padStart(2, "0")}:${digits[2]}`;
  const short = /^(\d):(\d{2})$/.exec(t);
  if (short) return `0${short[1]}:${short[2]}`;
  return t;
}

/** A number field: its number, or the text itself when it is not one (the rule then reports it). */
function numberOf(v: string): number | string | undefined {
  const t = v.trim();
  if (t === "") return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : t;
}

/** The body of POST /flights and PUT /flights/{id} for these values. */
export function flightPayload(v: FlightFormValues): FlightPayload {
  const upper = (x: string) => x.trim().toUpperCase();
  const body: Record<string, unknown> = {
    airlineName: v.airlineName.trim(),
    flightNumber: upper(v.flightNumber),
    pnr: upper(v.pnr),
    departure: upper(v.departure),
    destination: upper(v.destination),
    departureDate: day(v.departureDate),
    departureTime: tidyTime(v.departureTime),
    arrivalDate: day(v.arrivalDate),
    arrivalTime: tidyTime(v.arrivalTime),
    duration: v.duration.trim(),
    defaultMeal: v.defaultMeal,
    defaultBaggage: v.defaultBaggage.trim(),
    status: v.status,
    isStopover: v.isStopover,
    stopoverLocation: v.isStopover ? upper(v.stopoverLocation) : null,
    stopoverLayover: v.isStopover ? v.stopoverLayover.trim() : null,
    isReturnFlight: v.isReturnFlight,
    // Agency time as the inputs hold it ('YYYY-MM-DDTHH:MM'); the server reads it so (§4.8).
    namesDueAt: v.namesDueAt.trim() || null,
    ticketingDueAt: v.ticketingDueAt.trim() || null,
  };
  const price = numberOf(v.price);
  if (price !== undefined) body.price = price;
  const seats = numberOf(v.seatsAvailable);
  if (seats !== undefined) body.seatsAvailable = seats;
  if (v.isReturnFlight) {
    const ret: [keyof FlightFormValues, string][] = [
      ["returnDepartureDate", day(v.returnDepartureDate)],
      ["returnDepartureTime", tidyTime(v.returnDepartureTime)],
      ["returnArrivalDate", day(v.returnArrivalDate)],
      ["returnArrivalTime", tidyTime(v.returnArrivalTime)],
      ["returnDuration", v.returnDuration.trim()],
    ];
    for (const [k, value] of ret) if (value) body[k] = value;
  }
  return body as FlightPayload;
}

/**
 * The body of PATCH /flights/{id}: the fields of `values` that differ from `base` (the form as it was
 * filled from the flight), both shaped as the payload, so a field the admin did not touch is never
 * sent (src/domain/merge-patch.ts). A cleared return field is sent as null.
 */
export function flightPatchOf(base: FlightFormValues, values: FlightFormValues): FlightPatchBody {
  return diffPatch(
    flightPayload(base) as unknown as Record<string, unknown>,
    flightPayload(values) as unknown as Record<string, unknown>,
  ) as FlightPatchBody;
}

/**
 * The form's check: the shared entry check (`checkFlightEntry`, the one CSV rows go through) on
 * the payload. With `today` (the agency's date, 'YYYY-MM-DD'), a date before it is refused, except
 * one left as it was on the flight being edited (`original`): an old flight stays editable (so is
 * an airline no longer in the list). Without `today`, no date is too early.
 */
export function checkFlightForm(
  v: FlightFormValues,
  today = "0000-00-00",
  original?: FlightFormValues,
): Validation<FlightInput> {
  const payload = flightPayload(v) as unknown as Record<string, unknown>;
  const base = original ? (flightPayload(original) as unknown as Record<string, unknown>) : undefined;
  return checkFlightEntry(payload, { today, original: base });
}
