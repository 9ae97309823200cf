/**
 * The pure part of the booking modal: a passenger block's draft (meal and baggage are held here
 * only and never sent), the checks with the specification's messages (the shared domain schema
 * plus the day-dependent dates), the request body, the Idempotency-Key reuse rule and the failure
 * wording of the error catalogue (customer §8).
 */
import {
  type AgeType,
  type CreateFlightBookingInput,
  createFlightBookingInput,
  normalizePassenger,
  type PassengerInput,
  type PersonType,
  passengerDateProblems,
} from "../../domain/bookings.ts";
import { DATE_RE, type FieldErrors, validate } from "../../domain/validation.ts";

export const PASSENGER_FIELDS = [
  "personType",
  "firstName",
  "lastName",
  "passport",
  "passportExpiry",
  "ageType",
  "dateOfBirth",
  "nationality",
  "contactNumber",
] as const;
export type PassengerField = (typeof PASSENGER_FIELDS)[number];

export type PassengerDraft = Record<Exclude<PassengerField, "personType" | "ageType">, string> & {
  /** A stable key for the block (React key, touched state); never sent. */
  key: string;
  personType: PersonType;
  ageType: AgeType;
  /** Held on this device only (customer §3): never part of the request. */
  meal: boolean;
  baggage: boolean;
};

export function emptyPassenger(key: string): PassengerDraft {
  return {
    key,
    personType: "Mr",
    firstName: "",
    lastName: "",
    passport: "",
    passportExpiry: "",
    ageType: "adult",
    dateOfBirth: "",
    nationality: "",
    contactNumber: "",
    meal: false,
    baggage: false,
  };
}

/** The age type a title implies (Chd → child, Inf → infant, the others → adult). */
export function ageTypeFor(personType: PersonType): AgeType {
  return personType === "Chd" ? "child" : personType === "Inf" ? "infant" : "adult";
}

/** The passenger as the schema reads it (no key, meal or baggage). */
function passengerOf(d: PassengerDraft): PassengerInput {
  const { key: _key, meal: _meal, baggage: _baggage, ...p } = d;
  return p;
}

/** `passengers.<i>.<field>`: the key of a passenger field's message (the server's too). */
export function passengerErrorKey(index: number, field: PassengerField): string {
  return `passengers.${index}.${field}`;
}

/**
 * Every message of the form, keyed `passengers.<i>.<field>` (plus `passengers` for the list
 * itself): the shared schema's messages, and for each date that is itself valid, the day rules
 * (passport not expired, date of birth not in the future) against Karachi's `today`.
 */
export function bookingProblems(
  ticketId: string,
  drafts: readonly PassengerDraft[],
  today: string,
): FieldErrors {
  const result = validate(createFlightBookingInput, { ticketId, passengers: drafts.map(passengerOf) });
  const errors: FieldErrors = result.ok ? {} : { ...result.errors };
  drafts.forEach((d, i) => {
    const dates = {
      passportExpiry: DATE_RE.test(d.passportExpiry.trim()) ? d.passportExpiry : "",
      dateOfBirth: DATE_RE.test(d.dateOfBirth.trim()) ? d.dateOfBirth : "",
    };
    for (const [field, message] of Object.entries(passengerDateProblems(dates, today))) {
      if (!(dates as Record<string, string>)[field]) continue;
      const key = `passengers.${i}.${field}`;
      if (!errors[key]) errors[key] = message;
    }
  });
  return errors;
}

/** POST /bookings: names, passport and nationality upper-cased, trimmed; meal and baggage left out. */
export function bookingBody(ticketId: string, drafts: readonly PassengerDraft[]): CreateFlightBookingInput {
  return { ticketId, passengers: drafts.map((d) => normalizePassenger(passengerOf(d))) };
}

/**
 * The Idempotency-Key of a send: the previous attempt's key when the very same request is sent
 * again (a retry after a network error, a 5xx or a duplicate still in flight, so the server can
 * answer it once), a fresh one for anything else.
 */
export function keyForAttempt(
  previous: { body: string; key: string } | null,
  body: string,
  fresh: () => string,
): { body: string; key: string } {
  return previous && previous.body === body ? previous : { body, key: fresh() };
}

/**
 * Whether the outcome of a send is unknown, so a retry must reuse its key: no answer (network),
 * a server error, rate limiting, or the server still working on the same key (409 about it).
 */
export function outcomeUnknown(status: number, message: string): boolean {
  return status === 0 || status >= 500 || status === 429 || (status === 409 && /idempotency/i.test(message));
}

/** The toast text of a failed booking (customer §8). */
export function bookingFailureMessage(status: number, message: string | null | undefined): string {
  if (status >= 500) return "Server error. Please try again later.";
  if (status === 400) return "Invalid booking data. Please check your information.";
  const m = (message ?? "").trim();
  return m ? `Booking failed: ${m}` : "Booking failed. Please try again.";
}

/** A fresh Idempotency-Key. */
export function newKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === "function") return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

/** A countdown as '1h 05m 09s', '12m 03s' or '45s'. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  if (h > 0) return `${h}h ${two(m)}m ${two(s)}s`;
  if (m > 0) return `${m}m ${two(s)}s`;
  return `${s}s`;
}
