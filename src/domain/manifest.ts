/**
 * A flight's passenger manifest and what airlines reject in it (docs/ARCHITECTURE.md §4.7): a
 * passport that runs out too soon, the same passport twice on the flight, a name longer than an
 * airline's passenger list takes, a field left empty. Pure: the server's manifest and the admin's
 * screen flag the same passengers.
 */
import type { PassengerInput } from "./bookings.ts";
import { isIsoDate } from "./constants.ts";
import type { FlightData } from "./flights.ts";

/**
 * The longest name (surname and given names together, the title left out, spaces inside a name
 * counted) an airline's passenger name list takes whole: 33 characters is the common PNL/ADL limit
 * of IATA-style reservation systems, past which the name is cut and no longer matches the passport.
 */
export const AIRLINE_NAME_MAX = 33;
/** How long after the return (or a one-way departure) a passport must still be valid. */
export const PASSPORT_VALID_MONTHS = 6;

export type ManifestFlight = Pick<FlightData, "departureDate" | "isReturnFlight" | "returnDepartureDate">;
export type ManifestPerson = Pick<
  PassengerInput,
  "personType" | "firstName" | "lastName" | "passport" | "nationality" | "dateOfBirth" | "passportExpiry"
>;
export const MANIFEST_FLAGS = [
  "passport_expiring",
  "duplicate_passport",
  "name_too_long",
  "missing_field",
] as const;
export type ManifestFlag = { code: (typeof MANIFEST_FLAGS)[number]; message: string };
/** One row of a manifest: the booking's reference, the passenger's title and fields, the flags. */
export type ManifestEntry = { bookingId: string; title: string } & Omit<ManifestPerson, "personType"> & {
    flags: ManifestFlag[];
    /** An approved passenger whose names went to the airline with the last sending (§4.8). */
    namesSent: boolean;
  };

/** The fields a manifest row needs, with the words a flag names them by. */
const REQUIRED: readonly [keyof ManifestPerson, string][] = [
  ["personType", "title"],
  ["firstName", "given names"],
  ["lastName", "surname"],
  ["passport", "passport number"],
  ["nationality", "nationality"],
  ["dateOfBirth", "date of birth"],
  ["passportExpiry", "passport expiry"],
];

/** `date` ('YYYY-MM-DD') `months` calendar months later; a day the month lacks becomes its last. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, last))}`;
}

/** The date the trip ends for the passport rule: the return's departure, or the departure one way. */
export function tripEnd(f: ManifestFlight): string {
  return f.isReturnFlight && f.returnDepartureDate ? f.returnDepartureDate : f.departureDate;
}

/** The passport number as airlines compare it: upper-case, without spaces or dashes. */
export function passportKey(passport: string): string {
  return passport.replace(/[\s-]/g, "").toUpperCase();
}

/** The length an airline's list counts for a passenger's name (see AIRLINE_NAME_MAX). */
export function airlineNameLength(p: Pick<ManifestPerson, "firstName" | "lastName">): number {
  return (p.lastName ?? "").trim().length + (p.firstName ?? "").trim().length;
}

const blank = (v: unknown) => typeof v !== "string" || v.trim() === "";

/**
 * Each passenger's flags, in the order given: `people` are every passenger of the flight's live
 * bookings (approved and pending), so a passport booked twice is flagged on both rows.
 */
export function manifestFlags(flight: ManifestFlight, people: readonly ManifestPerson[]): ManifestFlag[][] {
  const counts = new Map<string, number>();
  for (const p of people) {
    if (blank(p.passport)) continue;
    const key = passportKey(p.passport);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const end = tripEnd(flight);
  const until = addMonths(end, PASSPORT_VALID_MONTHS);
  const endName = flight.isReturnFlight && flight.returnDepartureDate ? "the return" : "departure";
  return people.map((p) => {
    const flags: ManifestFlag[] = [];
    const missing = REQUIRED.filter(([field]) => blank(p[field])).map(([, words]) => words);
    if (missing.length > 0) flags.push({ code: "missing_field", message: `Missing: ${missing.join(", ")}` });
    const expiry = (p.passportExpiry ?? "").trim().slice(0, 10);
    if (isIsoDate(expiry) && expiry < until) {
      flags.push({
        code: "passport_expiring",
        message: `Passport expires on ${expiry}, within ${PASSPORT_VALID_MONTHS} months of ${endName} (${end}); it must be valid until ${until}`,
      });
    }
    const times = blank(p.passport) ? 0 : (counts.get(passportKey(p.passport)) ?? 0);
    if (times > 1) {
      flags.push({
        code: "duplicate_passport",
        message: `Passport ${passportKey(p.passport)} is on this flight ${times} times`,
      });
    }
    const length = airlineNameLength(p);
    if (length > AIRLINE_NAME_MAX) {
      flags.push({
        code: "name_too_long",
        message: `Name is ${length} characters; airlines take at most ${AIRLINE_NAME_MAX} (surname and given names)`,
      });
    }
    return flags;
  });
}
