/**
 * The date rules the website's and the GDS's bookings share (§4.5 of docs/ARCHITECTURE.md): an
 * end before its start, the passengers' passport and birth dates, and the check that adds them.
 */
import { passengerDateProblems } from "./bookings.ts";
import { datePart } from "./rules.ts";
import type { FieldErrors, Validation } from "./validation.ts";

/** An end date (arrival, return) before its start date, both given: `field` is refused. */
export function orderProblem(
  errors: FieldErrors,
  field: string,
  start: string | null | undefined,
  end: string | null | undefined,
): void {
  const from = datePart(start ?? "");
  const to = datePart(end ?? "");
  if (from && to && to < from) {
    errors[field] = field.endsWith("returnDate")
      ? "Return date cannot be before the departure date"
      : "Arrival must be after departure";
  }
}

/**
 * The passengers' day-dependent dates, as the customer's bookings check them (`passengerDateProblems`):
 * a passport expired before `today`, a birth after it. Only dates that were given are checked.
 */
export function passengersDateProblems(
  errors: FieldErrors,
  list: string,
  passengers: readonly { passportExpiry?: string | null; dateOfBirth?: string | null }[],
  today: string,
): void {
  passengers.forEach((p, i) => {
    const dates = {
      passportExpiry: p.passportExpiry?.trim() || today,
      dateOfBirth: p.dateOfBirth?.trim() || today,
    };
    for (const [field, message] of Object.entries(passengerDateProblems(dates, today))) {
      errors[`${list}.${i}.${field}`] = message;
    }
  });
}

/** A checked booking failed with its date problems too, when it has some. */
export function withDateProblems<T>(result: Validation<T>, problems: (v: T) => FieldErrors): Validation<T> {
  if (!result.ok) return result;
  const errors = problems(result.value);
  const message = Object.values(errors)[0];
  return message ? { ok: false, message, errors } : result;
}
