/**
 * The CSV worker's quick accept for flight rows: plain code that says "certainly valid" for the
 * ordinary row, one way or return (canonical cells: an airline of the list in any case,
 * 'YYYY-MM-DD' dates from today on, 'HH:MM' times, plain decimal numbers, no text that starts like
 * a formula) and "not sure" for anything else, which then goes through the shared rule
 * (`validateFlightCsvRow`) for its verdict and message. It only ever accepts a subset of what the
 * shared rule accepts (tests/unit/workers/csv-quick.test.ts checks that property on generated
 * rows), so an import's result is the same with or without it; it is just 10–15× cheaper per row.
 *
 * Why not an arktype type: the app's Content-Security-Policy (script-src 'self') forbids
 * `new Function`, so arktype runs without its compiler in the browser; measured there, even a plain
 * (narrow- and morph-free) type costs ~5 µs per flight row against ~1.5 µs for this code, and the
 * shared rule ~20 µs. The numbers are converted in plain code, as STACK-NOTES recommends.
 */

import { AIRLINES } from "../domain/airlines.ts";
import { MIN_YEAR } from "../domain/constants.ts";
import {
  FLIGHT_STATUSES,
  flightCrossProblems,
  listedAirline,
  MAX_FLIGHT_PRICE,
  MAX_SEATS,
  MEAL_OPTIONS,
} from "../domain/flights.ts";
import { hasAtMostTwoDecimals } from "../domain/rules.ts";

const digit = (v: string, i: number): number => v.charCodeAt(i) - 48;
const isDigit = (v: string, i: number): boolean => {
  const c = v.charCodeAt(i);
  return c >= 48 && c <= 57;
};
/** Days in each month of a year that is not a leap year (29 February is left to the shared rule). */
const MONTH_DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * 'YYYY-MM-DD' of a date that exists in every year, from MIN_YEAR on (the shared rule, isIsoDate:
 * any existing date from MIN_YEAR on).
 */
export function isSureDate(v: string): boolean {
  if (v.length !== 10 || v.charCodeAt(4) !== 45 || v.charCodeAt(7) !== 45) return false;
  if (!isDigit(v, 0) || !isDigit(v, 1) || !isDigit(v, 2) || !isDigit(v, 3)) return false;
  if (!isDigit(v, 5) || !isDigit(v, 6) || !isDigit(v, 8) || !isDigit(v, 9)) return false;
  const year = digit(v, 0) * 1000 + digit(v, 1) * 100 + digit(v, 2) * 10 + digit(v, 3);
  if (year < MIN_YEAR) return false;
  const month = digit(v, 5) * 10 + digit(v, 6);
  const day = digit(v, 8) * 10 + digit(v, 9);
  return month >= 1 && month <= 12 && day >= 1 && day <= MONTH_DAYS[month]!;
}

/** 'HH:MM', 00:00–23:59 (the shared rule's TIME_RE). */
export function isSureTime(v: string): boolean {
  if (v.length !== 5 || v.charCodeAt(2) !== 58) return false;
  if (!isDigit(v, 0) || !isDigit(v, 1) || !isDigit(v, 3) || !isDigit(v, 4)) return false;
  return digit(v, 0) * 10 + digit(v, 1) <= 23 && digit(v, 3) <= 5;
}

/**
 * The value of a plain decimal: 1–`maxDigits` digits, then (when `decimals`) optionally '.' and 1–2
 * digits; -1 for any other text. Exactly `Number(v)`: the digits make an integer below 2^53, and one
 * division by 10 or 100 rounds it once, to the double nearest the decimal, as `Number` does.
 */
function plainDecimal(v: string, maxDigits: number, decimals: boolean): number {
  const n = v.length;
  let i = 0;
  let units = 0;
  for (; i < n; i++) {
    const c = v.charCodeAt(i) - 48;
    if (c < 0 || c > 9) break;
    units = units * 10 + c;
  }
  if (i === 0 || i > maxDigits) return -1;
  if (i === n) return units;
  const places = n - i - 1;
  if (!decimals || v.charCodeAt(i) !== 46 || places < 1 || places > 2) return -1;
  let fraction = 0;
  for (let j = i + 1; j < n; j++) {
    const c = v.charCodeAt(j) - 48;
    if (c < 0 || c > 9) return -1;
    fraction = fraction * 10 + c;
  }
  return places === 1 ? (units * 10 + fraction) / 10 : (units * 100 + fraction) / 100;
}

const STATUSES: readonly string[] = ["", ...FLIGHT_STATUSES];
const MEALS: readonly string[] = ["", ...MEAL_OPTIONS];

/** The cell trimmed (as the shared rule reads it); most cells start and end with plain ASCII. */
const cell = (v: string | undefined): string => {
  if (v === undefined || v.length === 0) return "";
  const first = v.charCodeAt(0);
  const last = v.charCodeAt(v.length - 1);
  return first > 32 && first < 127 && last > 32 && last < 127 ? v : v.trim();
};
const within = (v: string, min: number, max: number): boolean => v.length >= min && v.length <= max;
const optionalTime = (v: string): boolean => v === "" || isSureTime(v);
const optionalDate = (v: string): boolean => v === "" || isSureDate(v);
/** Empty or one of `values`, in any case (the shared rule lower-cases these, then defaults ''). */
const oneOf = (v: string, values: readonly string[]): boolean =>
  values.includes(v) || values.includes(v.toLowerCase());
/** true/false as the shared `flagOrText` reads them; null when the text is not a flag. */
const flagOf = (v: string): boolean | null => {
  if (v === "" || v === "false") return false;
  if (v === "true") return true;
  const f = v.toLowerCase();
  if (f === "true" || f === "yes" || f === "1") return true;
  if (f === "false" || f === "no" || f === "0" || f === "") return false;
  return null;
};

/** `${date}T${time || "00:00"}` after the same of the other moment (dates and times in full form). */
const after = (date: string, time: string, otherDate: string, otherTime: string): boolean =>
  date > otherDate || (date === otherDate && (time || "00:00") > (otherTime || "00:00"));

const LISTED: readonly string[] = AIRLINES.map((a) => a.name);
/** Text that cannot start a formula (=, +, -, @: the shared rule refuses it; tab and CR are trimmed). */
const plain = (v: string): boolean => {
  const c = v.charCodeAt(0);
  return c !== 61 && c !== 43 && c !== 45 && c !== 64;
};

/** The row keys (`csvKey` form) the flight rule reads. */
const FLIGHT_KEYS = [
  "airlinename",
  "flightnumber",
  "pnr",
  "departure",
  "destination",
  "departuredate",
  "departuretime",
  "arrivaldate",
  "arrivaltime",
  "duration",
  "price",
  "seatsavailable",
  "defaultmeal",
  "defaultbaggage",
  "status",
  "isstopover",
  "stopoverlocation",
  "stopoverlayover",
  "isreturnflight",
  "returndeparturedate",
  "returndeparturetime",
  "returnarrivaldate",
  "returnarrivaltime",
  "returnduration",
  "namesdue",
  "ticketingdue",
] as const;

/** Where each field the flight rule reads sits in a row's cells (-1: not in the file). */
export type FlightCellIndex = Record<(typeof FLIGHT_KEYS)[number], number>;

export function flightCellIndex(keys: readonly string[]): FlightCellIndex {
  const at = (k: (typeof FLIGHT_KEYS)[number]) => keys.indexOf(k);
  // Written out as a literal: filled key by key, an object of 26 keys falls back to a dictionary
  // (V8), and every read of it in the quick check became a hash lookup.
  return {
    airlinename: at("airlinename"),
    flightnumber: at("flightnumber"),
    pnr: at("pnr"),
    departure: at("departure"),
    destination: at("destination"),
    departuredate: at("departuredate"),
    departuretime: at("departuretime"),
    arrivaldate: at("arrivaldate"),
    arrivaltime: at("arrivaltime"),
    duration: at("duration"),
    price: at("price"),
    seatsavailable: at("seatsavailable"),
    defaultmeal: at("defaultmeal"),
    defaultbaggage: at("defaultbaggage"),
    status: at("status"),
    isstopover: at("isstopover"),
    stopoverlocation: at("stopoverlocation"),
    stopoverlayover: at("stopoverlayover"),
    isreturnflight: at("isreturnflight"),
    returndeparturedate: at("returndeparturedate"),
    returndeparturetime: at("returndeparturetime"),
    returnarrivaldate: at("returnarrivaldate"),
    returnarrivaltime: at("returnarrivaltime"),
    returnduration: at("returnduration"),
    namesdue: at("namesdue"),
    ticketingdue: at("ticketingdue"),
  };
}

/** The trimmed cell at `i` ('' when the column is absent). */
const at = (cells: readonly string[], i: number): string => (i < 0 ? "" : cell(cells[i]));

/**
 * True when the shared flight rule certainly accepts the row whose cells are `cells` (the values of
 * the keys `ix` was made from); false means "ask the shared rule".
 */
export function surelyValidFlightCells(
  cells: readonly string[],
  ix: FlightCellIndex,
  today: string,
): boolean {
  const departureDate = at(cells, ix.departuredate);
  const arrivalDate = at(cells, ix.arrivaldate);
  const departureTime = at(cells, ix.departuretime);
  const arrivalTime = at(cells, ix.arrivaltime);
  const flightNumber = at(cells, ix.flightnumber);
  const pnr = at(cells, ix.pnr);
  const departure = at(cells, ix.departure);
  const destination = at(cells, ix.destination);
  const duration = at(cells, ix.duration);
  // A row with an airline deadline is rare: the shared rule reads it (and its order to the departure).
  if (at(cells, ix.namesdue) !== "" || at(cells, ix.ticketingdue) !== "") return false;
  if (
    // The list's name in any case (the import stores the list's spelling, `listedAirline`).
    !LISTED.includes(listedAirline(at(cells, ix.airlinename))) ||
    !within(flightNumber, 1, 10) ||
    !within(pnr, 1, 20) ||
    !within(departure, 1, 60) ||
    !within(destination, 1, 60) ||
    !within(duration, 1, 30) ||
    !plain(flightNumber) ||
    !plain(pnr) ||
    !plain(departure) ||
    !plain(destination) ||
    !plain(duration) ||
    !isSureDate(departureDate) ||
    !isSureDate(arrivalDate) ||
    departureDate < today ||
    arrivalDate < today ||
    !optionalTime(departureTime) ||
    !optionalTime(arrivalTime)
  )
    return false;
  // Up to 8 digits and 2 decimals: within the cap's order of magnitude, never 'Infinity'.
  const price = plainDecimal(at(cells, ix.price), 8, true);
  if (price < 0 || price > MAX_FLIGHT_PRICE || !hasAtMostTwoDecimals(price)) return false;
  const seats = plainDecimal(at(cells, ix.seatsavailable), 5, false);
  if (seats < 0 || seats > MAX_SEATS) return false;
  if (!oneOf(at(cells, ix.defaultmeal), MEALS) || !oneOf(at(cells, ix.status), STATUSES)) return false;
  const isStopover = flagOf(at(cells, ix.isstopover));
  const isReturnFlight = flagOf(at(cells, ix.isreturnflight));
  if (isStopover === null || isReturnFlight === null) return false;
  const stopoverLocation = at(cells, ix.stopoverlocation);
  const returnDepartureDate = at(cells, ix.returndeparturedate);
  const returnArrivalDate = at(cells, ix.returnarrivaldate);
  const returnDepartureTime = at(cells, ix.returndeparturetime);
  const returnArrivalTime = at(cells, ix.returnarrivaltime);
  const baggage = at(cells, ix.defaultbaggage);
  const layover = at(cells, ix.stopoverlayover);
  const returnDuration = at(cells, ix.returnduration);
  const returnLeg = isReturnFlight && (returnDepartureDate !== "" || returnArrivalDate !== "");
  if (
    !within(baggage, 0, 30) ||
    !within(stopoverLocation, 0, 60) ||
    !within(layover, 0, 30) ||
    !within(returnDuration, 0, 30) ||
    !plain(baggage) ||
    !plain(stopoverLocation) ||
    !plain(layover) ||
    !plain(returnDuration) ||
    // A return leg: both its dates, neither before today; their order is the shared check below.
    (returnLeg &&
      (returnDepartureDate === "" ||
        returnArrivalDate === "" ||
        returnDepartureDate < today ||
        returnArrivalDate < today)) ||
    !optionalDate(returnDepartureDate) ||
    !optionalDate(returnArrivalDate) ||
    !optionalTime(returnDepartureTime) ||
    !optionalTime(returnArrivalTime)
  )
    return false;
  if (isStopover || returnLeg) {
    // The shared checks between fields, on the values the shared rule sees (strict: an arrival at
    // the minute of its departure is refused here, whatever the shared rule says). A return flight
    // is a third of a typical file: sent to the shared rule whole, it made a 100k-row check ~10×
    // slower (docs/PERFORMANCE.md).
    return (
      flightCrossProblems(
        {
          departureDate,
          departureTime: departureTime || "00:00",
          arrivalDate,
          arrivalTime: arrivalTime || "00:00",
          isStopover,
          stopoverLocation,
          isReturnFlight,
          returnDepartureDate,
          returnDepartureTime,
          returnArrivalDate,
          returnArrivalTime,
        },
        true,
      ).length === 0
    );
  }
  // `flightCrossProblems` without building its moments: every date here is a full 'YYYY-MM-DD' and
  // every time 'HH:MM' (or empty: '00:00'), so comparing date then time compares the moments.
  return after(arrivalDate, arrivalTime, departureDate, departureTime);
}

/** The same for a row as an object (keys as `csvKey` gives them). */
export function surelyValidFlightRow(row: Readonly<Record<string, string>>, today: string): boolean {
  return surelyValidFlightCells(Object.values(row), flightCellIndex(Object.keys(row)), today);
}
