/**
 * The pure part of the booking modal: a passenger block's draft, the checks with the specification's messages (the shared domain schema
 * plus the day-dependent dates), the request body, the Idempotency-Key reuse rule and the failure
 * wording of the error catalogue.
 */

import { keyForAttempt, newKey, outcomeUnknown } from "../../api/idempotency.ts";
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

export { keyForAttempt, newKey, outcomeUnknown };

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
  };
}

/** The age type a title implies (Chd → child, Inf → infant, the others → adult). */
export function ageTypeFor(personType: PersonType): AgeType {
  return personType === "Chd" ? "child" : personType === "Inf" ? "infant" : "adult";
}

/** The passenger as the schema reads it (no key). */
function passengerOf(d: PassengerDraft): PassengerInput {
  const { key: _key, ...p } = d;
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

/** POST /bookings: names, passport and nationality upper-cased, trimmed. */
export function bookingBody(ticketId: string, drafts: readonly PassengerDraft[]): CreateFlightBookingInput {
  return { ticketId, passengers: drafts.map((d) => normalizePassenger(passengerOf(d))) };
}

/** The toast text of a failed booking. */
export function bookingFailureMessage(status: number, message: string | null | undefined): string {
  if (status >= 500) return "Server error. Please try again later.";
  if (status === 400) return "Invalid booking data. Please check your information.";
  const m = (message ?? "").trim();
  return m ? `Booking failed: ${m}` : "Booking failed. Please try again.";
}
