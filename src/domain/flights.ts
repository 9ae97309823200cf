/**
 * The Flight form: one schema for the form, the server and the import worker, and
 * the stored shape it normalises to. The CSV import and export map to it in flights-csv.ts.
 *
 * An entry — the admin's Create/Edit form or one CSV row — is checked by `checkFlightEntry` and by
 * nothing else: the form (through its resolver), the import worker and the server's import call it,
 * so a CSV row is refused exactly when the form would refuse it, with every one of its errors
 * (docs/ARCHITECTURE.md §4).
 */
import { type } from "arktype";
import { AIRLINES } from "./airlines.ts";
import { DEADLINE_FIELDS, type Deadlines, deadlineInstant, deadlineProblems } from "./deadlines.ts";
import { clockTime, datePart, flag, money, nullable, optionalIsoDate } from "./rules.ts";
import {
  type FieldErrors,
  failedWith,
  formulaMessage,
  isoDate,
  num,
  oneOf,
  text,
  type Validation,
  validate,
} from "./validation.ts";

export const FLIGHT_STATUSES = ["active", "sold", "delayed"] as const;
export type FlightStatus = (typeof FLIGHT_STATUSES)[number];
export const MEAL_OPTIONS = ["yes", "no"] as const;
export type Meal = (typeof MEAL_OPTIONS)[number];

/** The largest price accepted (rupees): leaves room for price × 9 passengers in numeric(12,2). */
export const MAX_FLIGHT_PRICE = 99_999_999;
export const MAX_SEATS = 10_000;

const tooLong = (label: string, max: number): [number, string] => [
  max,
  `${label} cannot be more than ${max} characters`,
];

/** A text field of a flight: `required` message or optional, at most `max` characters, no formula. */
const words = (label: string, max: number, required?: string) =>
  text({
    ...(required ? { required } : { invalid: `${label} must be text` }),
    max: tooLong(label, max),
    formula: formulaMessage(label),
  });
/** Optional free text: empty, null or at most `max` characters. */
const optionalText = (label: string, max: number) => nullable(words(label, max), `${label} must be text`);

const DEPARTURE_TIME = "Please enter departure time in HH:MM format";
const ARRIVAL_TIME = "Please enter arrival time in HH:MM format";
const RETURN_DEPARTURE_TIME = "Please enter return departure time in HH:MM format";
const RETURN_ARRIVAL_TIME = "Please enter return arrival time in HH:MM format";

const flightFields = {
  airlineName: words("Airline", 60, "Airline is required"),
  flightNumber: words("Flight number", 10, "Flight number is required"),
  pnr: words("PNR", 20, "PNR is required"),
  departure: words("Departure", 60, "Departure is required"),
  destination: words("Destination", 60, "Destination is required"),
  departureDate: isoDate("Please enter a valid departure date", "Departure date is required"),
  "departureTime?": clockTime(DEPARTURE_TIME),
  arrivalDate: isoDate("Please enter a valid arrival date", "Arrival date is required"),
  "arrivalTime?": clockTime(ARRIVAL_TIME),
  "duration?": optionalText("Duration", 30),
  "price?": money({
    invalid: "Price must be positive",
    min: [0, "Price must be positive"],
    max: [MAX_FLIGHT_PRICE, "Price cannot be more than 99,999,999"],
    decimals: "Price can have at most 2 decimal places",
  }),
  "seatsAvailable?": num({
    invalid: "Seats must be non-negative",
    min: [0, "Seats must be non-negative"],
    max: [MAX_SEATS, `Seats cannot be more than ${MAX_SEATS}`],
    integer: "Seats must be a whole number",
  }),
  "defaultMeal?": oneOf(MEAL_OPTIONS, "Meal must be yes or no"),
  "defaultBaggage?": optionalText("Baggage", 30),
  "status?": oneOf(FLIGHT_STATUSES, "Status must be active, sold or delayed"),
  "isStopover?": flag("Stopover must be true or false"),
  "stopoverLocation?": optionalText("Stopover location", 60),
  "stopoverLayover?": optionalText("Layover", 30),
  "isReturnFlight?": flag("Return flight must be true or false"),
  "returnDepartureDate?": nullable(
    optionalIsoDate("Please enter a valid return departure date"),
    "Please enter a valid return departure date",
  ),
  "returnDepartureTime?": nullable(clockTime(RETURN_DEPARTURE_TIME), RETURN_DEPARTURE_TIME),
  "returnArrivalDate?": nullable(
    optionalIsoDate("Please enter a valid return arrival date"),
    "Please enter a valid return arrival date",
  ),
  "returnArrivalTime?": nullable(clockTime(RETURN_ARRIVAL_TIME), RETURN_ARRIVAL_TIME),
  "returnDuration?": optionalText("Return duration", 30),
  ...DEADLINE_FIELDS,
};

type CrossFields = {
  departureDate: string;
  departureTime?: string;
  arrivalDate: string;
  arrivalTime?: string;
  isStopover?: boolean;
  stopoverLocation?: string | null;
  isReturnFlight?: boolean;
  returnDepartureDate?: string | null;
  returnDepartureTime?: string | null;
  returnArrivalDate?: string | null;
  returnArrivalTime?: string | null;
} & Deadlines;

/** 'YYYY-MM-DDTHH:MM' of a date and a time as given (what is not text counts as empty). */
const moment = (date: unknown, time: unknown): string => {
  const str = (x: unknown) => (typeof x === "string" ? x.trim() : "");
  return `${str(date)}T${str(time) || "00:00"}`;
};

/**
 * The checks between fields, as [field, message] pairs (empty when the flight is consistent). With
 * `strict` (an entry: the form or a CSV row, whose times are always given), a leg must land after
 * it takes off — an arrival at the very minute of the departure is refused; without it (the API's
 * `flightInput`, where times may be left out and both count as 00:00), a same-day flight without
 * times passes. The return may leave at the minute the outbound lands.
 */
export function flightCrossProblems(v: CrossFields, strict = false): [string, string][] {
  const problems: [string, string][] = [];
  if (v.isStopover && !(v.stopoverLocation ?? "").trim()) {
    problems.push(["stopoverLocation", "Stopover location is required"]);
  }
  const departs = moment(v.departureDate, v.departureTime);
  const arrives = moment(v.arrivalDate, v.arrivalTime);
  if (arrives < departs || (strict && arrives === departs))
    problems.push(["arrivalDate", "Arrival must be after departure"]);
  if (v.isReturnFlight && (v.returnDepartureDate ?? "").trim()) {
    const returnDeparts = moment(v.returnDepartureDate, v.returnDepartureTime);
    if (returnDeparts < arrives) {
      problems.push(["returnDepartureDate", "Return departure must be after the outbound arrival"]);
    }
    if ((v.returnArrivalDate ?? "").trim()) {
      const returnArrives = moment(v.returnArrivalDate, v.returnArrivalTime);
      if (returnArrives < returnDeparts || (strict && returnArrives === returnDeparts)) {
        problems.push(["returnArrivalDate", "Return arrival must be after return departure"]);
      }
    }
  }
  problems.push(...deadlineProblems(v, departs));
  return problems;
}

/** The Flight form, as the admin's modal, the server and the CSV import check it. */
export const flightInput = type({ ...flightFields, "+": "delete" }).narrow((v, ctx) => {
  const problems = flightCrossProblems(v);
  for (const [field, message] of problems) ctx.reject({ path: [...ctx.path, field], message });
  return problems.length === 0;
});
export type FlightInput = typeof flightInput.infer;

/**
 * An edit of a flight as a JSON merge patch (PATCH /flights/{id}): any of the form's fields, each
 * with the same rule as in `flightInput` (a partial of the same schema; `null` clears an optional
 * field and is refused for a required one). The checks between fields are made on the merged record
 * (`mergeFlightPatch`).
 */
export const flightPatch = type({ ...flightFields, "+": "delete" }).partial();
export type FlightPatch = typeof flightPatch.infer;

/** The input fields of a flight, in the stored shape's order (what a patch may name). */
export const FLIGHT_INPUT_KEYS = Object.keys(flightFields).map((k) => k.replace(/\?$/, ""));

/** A flight as it is stored and sent back: every field present, cleared ones null. */
export type FlightData = {
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
  price: number;
  seatsAvailable: number;
  defaultMeal: Meal;
  defaultBaggage: string;
  status: FlightStatus;
  isStopover: boolean;
  stopoverLocation: string | null;
  stopoverLayover: string | null;
  isReturnFlight: boolean;
  returnDepartureDate: string | null;
  returnDepartureTime: string | null;
  returnArrivalDate: string | null;
  returnArrivalTime: string | null;
  returnDuration: string | null;
  /** The airline's deadlines, ISO instants, or null. */
  namesDueAt: string | null;
  ticketingDueAt: string | null;
};

const trimmed = (s: string | null | undefined): string => (s ?? "").trim();
const orNull = (s: string | null | undefined): string | null => trimmed(s) || null;
const dateOrNull = (s: string | null | undefined): string | null =>
  trimmed(s) ? datePart(trimmed(s)) : null;

/**
 * The stored shape of a valid flight: strings trimmed; flight number, PNR, departure, destination and
 * stopover location upper-cased; defaults price 0, seats 0, meal 'no', status 'active', times
 * '00:00'; stopover fields null without a stopover; return fields null on a one-way flight (and
 * each empty return field null); dates cut to their date part; deadlines as ISO instants or null.
 */
export function normalizeFlightInput(v: FlightInput): FlightData {
  const isStopover = v.isStopover === true;
  const isReturnFlight = v.isReturnFlight === true;
  return {
    airlineName: trimmed(v.airlineName),
    flightNumber: trimmed(v.flightNumber).toUpperCase(),
    pnr: trimmed(v.pnr).toUpperCase(),
    departure: trimmed(v.departure).toUpperCase(),
    destination: trimmed(v.destination).toUpperCase(),
    departureDate: datePart(v.departureDate),
    departureTime: trimmed(v.departureTime) || "00:00",
    arrivalDate: datePart(v.arrivalDate),
    arrivalTime: trimmed(v.arrivalTime) || "00:00",
    duration: trimmed(v.duration),
    price: v.price ?? 0,
    seatsAvailable: v.seatsAvailable ?? 0,
    defaultMeal: v.defaultMeal ?? "no",
    defaultBaggage: trimmed(v.defaultBaggage),
    status: v.status ?? "active",
    isStopover,
    stopoverLocation: isStopover ? (orNull(v.stopoverLocation)?.toUpperCase() ?? null) : null,
    stopoverLayover: isStopover ? orNull(v.stopoverLayover) : null,
    isReturnFlight,
    returnDepartureDate: isReturnFlight ? dateOrNull(v.returnDepartureDate) : null,
    returnDepartureTime: isReturnFlight ? orNull(v.returnDepartureTime) : null,
    returnArrivalDate: isReturnFlight ? dateOrNull(v.returnArrivalDate) : null,
    returnArrivalTime: isReturnFlight ? orNull(v.returnArrivalTime) : null,
    returnDuration: isReturnFlight ? orNull(v.returnDuration) : null,
    namesDueAt: deadlineInstant(v.namesDueAt),
    ticketingDueAt: deadlineInstant(v.ticketingDueAt),
  };
}

/**
 * A stored flight with a merge patch applied, checked with the full rules (arrival after departure,
 * a stopover's location, …) and normalised; the failures are the form's field messages.
 */
export function mergeFlightPatch(current: FlightData, patch: FlightPatch): Validation<FlightData> {
  const merged: Record<string, unknown> = {};
  for (const k of FLIGHT_INPUT_KEYS) merged[k] = current[k as keyof FlightData];
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) merged[k] = v;
  const checked = validate(flightInput, merged);
  return checked.ok ? { ok: true, value: normalizeFlightInput(checked.value) } : checked;
}

// ---------------------------------------------------------------------------------------------
// An entry: the Create/Edit form or one CSV row

/** The form's fields in screen order (focus goes to the first failing one; errors are listed so). */
export const FLIGHT_FIELD_ORDER: readonly string[] = [
  "airlineName",
  "flightNumber",
  "pnr",
  "departure",
  "destination",
  "departureDate",
  "departureTime",
  "arrivalDate",
  "arrivalTime",
  "duration",
  "price",
  "seatsAvailable",
  "defaultMeal",
  "defaultBaggage",
  "status",
  "stopoverLocation",
  "stopoverLayover",
  "returnDepartureDate",
  "returnDepartureTime",
  "returnArrivalDate",
  "returnArrivalTime",
  "returnDuration",
  "namesDueAt",
  "ticketingDueAt",
];

/** The date pickers have today as their minimum; a typed past date says so. */
export const FLIGHT_PAST_DATE_MESSAGES = {
  departureDate: "Departure date cannot be in the past",
  arrivalDate: "Arrival date cannot be in the past",
  returnDepartureDate: "Return departure date cannot be in the past",
  returnArrivalDate: "Return arrival date cannot be in the past",
} as const;

/** The form offers the specification's airline list only ('Airline list'). */
export const AIRLINE_NOT_LISTED = "Airline must be one of the airlines in the list";
const AIRLINE_NAMES: ReadonlySet<string> = new Set(AIRLINES.map((a) => a.name));

/** The list's spelling of an airline named in any case ('emirates' → 'Emirates'); else as given. */
export function listedAirline(name: string): string {
  if (AIRLINE_NAMES.has(name)) return name;
  const lower = name.toLowerCase();
  return AIRLINES.find((a) => a.name.toLowerCase() === lower)?.name ?? name;
}

const TIME_REQUIRED: [string, string][] = [
  ["departureTime", DEPARTURE_TIME],
  ["arrivalTime", ARRIVAL_TIME],
];
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What an entry is checked against: the agency's date, and the flight being edited (if any). */
export type EntryContext = {
  /** The agency's date, 'YYYY-MM-DD' (karachiDate): a date before it is refused. */
  today: string;
  /**
   * The flight being edited, in the payload's shape: a date or an airline left as it was is kept
   * even when it is past or no longer listed (an old flight stays editable). None for a new flight
   * and for every CSV row (an import creates flights).
   */
  original?: Readonly<Record<string, unknown>> | undefined;
};

/**
 * The one check of a flight entry, on the payload shape (the body of POST /flights; a CSV row after
 * `flightFromCsvRow`): `flightInput`, the times required, an airline from the list, no date in the
 * past, and the checks between fields. Every failing field gets its message (the checks between
 * fields too, as soon as the dates and times they compare are well formed), so a CSV row lists all
 * of its errors; `message` is the first in screen order.
 */
export function checkFlightEntry(
  payload: Readonly<Record<string, unknown>>,
  { today, original }: EntryContext,
): Validation<FlightInput> {
  const result = validate(flightInput, payload);
  const str = (k: string) => {
    const v = payload[k];
    return typeof v === "string" ? v : "";
  };
  const kept = (k: string) => original !== undefined && original[k] === payload[k];
  const extra: FieldErrors = {};
  for (const [k, message] of TIME_REQUIRED) if (!str(k).trim()) extra[k] = message;
  const airline = str("airlineName").trim();
  if (airline && !AIRLINE_NAMES.has(airline) && !kept("airlineName")) extra.airlineName = AIRLINE_NOT_LISTED;
  for (const [k, message] of Object.entries(FLIGHT_PAST_DATE_MESSAGES)) {
    // A one-way flight's return fields are not kept (normalizeFlightInput), so not checked either.
    if (k.startsWith("return") && payload.isReturnFlight !== true) continue;
    const value = str(k).trim();
    if (ISO_DAY.test(value) && value < today && !kept(k)) extra[k] = message;
  }
  // The checks between fields (arktype runs them only once every field passed): the stopover's
  // location always, the order of dates once the dates are real dates and the outbound times real
  // times (an empty return time counts as 00:00, as on the server).
  const optional = (k: string, re: RegExp) => !str(k) || re.test(str(k));
  const ordered =
    ISO_DAY.test(str("departureDate")) &&
    ISO_DAY.test(str("arrivalDate")) &&
    HH_MM.test(str("departureTime")) &&
    HH_MM.test(str("arrivalTime")) &&
    optional("returnDepartureDate", ISO_DAY) &&
    optional("returnArrivalDate", ISO_DAY) &&
    optional("returnDepartureTime", HH_MM) &&
    optional("returnArrivalTime", HH_MM);
  const cross = flightCrossProblems(payload as unknown as CrossFields, true);
  if (result.ok && Object.keys(extra).length === 0 && cross.length === 0) return result;
  const isOrder = ([k, message]: [string, string]) =>
    k !== "stopoverLocation" && cross.some(([ck, cm]) => ck === k && cm === message);
  const errors: FieldErrors = { ...extra };
  for (const problem of cross) if (ordered || !isOrder(problem)) errors[problem[0]] ??= problem[1];
  if (!result.ok)
    for (const problem of Object.entries(result.errors))
      if (ordered || !isOrder(problem)) errors[problem[0]] = problem[1];
  return failedWith(payload as FlightInput, errors, FLIGHT_FIELD_ORDER);
}
