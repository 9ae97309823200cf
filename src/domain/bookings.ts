/**
 * Flight and package bookings: passengers and participants, the booking and status
 * calls, 'Mark as Paid', and the booking rules shared by the screens and the server (eligibility,
 * totals, the 2-hour pending window and its countdown colours).
 */
import { type } from "arktype";
import { BOOKING_STATUSES, type BookingStatus } from "./constants.ts";
import { list, nested, UUID_RE } from "./rules.ts";
import { type FieldErrors, isoDate, oneOf, text, type Validation, validate } from "./validation.ts";

export { BOOKING_STATUSES, type BookingStatus };
export const PERSON_TYPES = ["Mr", "Mrs", "Ms", "Chd", "Inf"] as const;
export type PersonType = (typeof PERSON_TYPES)[number];
export const AGE_TYPES = ["adult", "child", "infant"] as const;
export type AgeType = (typeof AGE_TYPES)[number];
export const PAYMENT_METHODS = ["bank_transfer", "jazzcash", "easypaisa"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A pending booking expires this long after it is made. */
export const PENDING_WINDOW_MS = 2 * 60 * 60 * 1000;
/** Above this much time left the countdown is green, above the next it is yellow, else red. */
export const EXPIRY_GREEN_MS = 60 * 60 * 1000;
export const EXPIRY_YELLOW_MS = 30 * 60 * 1000;
export const MAX_FLIGHT_PASSENGERS = 9;
/** The message of a booking over MAX_FLIGHT_PASSENGERS, and why the modal's 'Add passenger' stops. */
export const TOO_MANY_PASSENGERS = "Maximum 9 passengers allowed";
export const MAX_PACKAGE_PARTICIPANTS = 5;

const firstName = text({
  required: "First name is required",
  max: [50, "First name must be less than 50 characters"],
});
const lastName = text({
  required: "Last name is required",
  max: [50, "Last name must be less than 50 characters"],
});
const passport = text({
  required: "Passport number is required",
  max: [20, "Passport number must be less than 20 characters"],
});
/** 'FIRST LAST': two names of at most 50 and a space. */
const fullName = text({ max: [101, "Name must be less than 101 characters"], invalid: "Name must be text" });

/** One flight passenger, as the booking modal and POST /bookings carry it. */
export const passengerInput = nested(
  type({
    personType: oneOf(PERSON_TYPES, "Title must be Mr, Mrs, Ms, Chd or Inf"),
    firstName,
    lastName,
    "name?": fullName,
    passport,
    passportExpiry: isoDate("Please enter a valid passport expiry date", "Passport expiry date is required"),
    ageType: oneOf(AGE_TYPES, "Age type must be adult, child or infant"),
    dateOfBirth: isoDate("Please enter a valid date of birth", "Date of birth is required"),
    nationality: text({
      required: "Nationality is required",
      max: [50, "Nationality must be less than 50 characters"],
    }),
    contactNumber: text({
      required: "Contact number is required",
      max: [20, "Contact number must be less than 20 characters"],
    }),
    "+": "delete",
  }),
);
export type PassengerInput = typeof passengerInput.infer;

/**
 * The date rules that depend on the day (Karachi's `today`, 'YYYY-MM-DD'): the passport must not
 * have expired and the passenger must be born. Empty when both hold.
 */
export function passengerDateProblems(
  p: { passportExpiry: string; dateOfBirth: string },
  today: string,
): FieldErrors {
  const errors: FieldErrors = {};
  if (p.passportExpiry.trim().slice(0, 10) < today) {
    errors.passportExpiry = "Passport expiry date cannot be in the past";
  }
  if (p.dateOfBirth.trim().slice(0, 10) > today) errors.dateOfBirth = "Date of birth cannot be in the future";
  return errors;
}

/** POST /bookings. */
export const createFlightBookingInput = type({
  ticketId: text({ required: "Flight is required", pattern: [UUID_RE, "Flight is required"] }),
  passengers: list(passengerInput, {
    invalid: "At least one passenger is required",
    min: [1, "At least one passenger is required"],
    max: [MAX_FLIGHT_PASSENGERS, TOO_MANY_PASSENGERS],
  }),
  "+": "delete",
});
export type CreateFlightBookingInput = typeof createFlightBookingInput.infer;

/** Checks a flight booking, including the day-dependent passenger dates (`today` in Karachi). */
export function validateFlightBooking(data: unknown, today: string): Validation<CreateFlightBookingInput> {
  const result = validate(createFlightBookingInput, data);
  if (!result.ok) return result;
  const errors: FieldErrors = {};
  result.value.passengers.forEach((p, i) => {
    for (const [field, message] of Object.entries(passengerDateProblems(p, today))) {
      errors[`passengers.${i}.${field}`] = message;
    }
  });
  const message = Object.values(errors)[0];
  return message ? { ok: false, message, errors } : result;
}

/** A passenger as sent and stored: trimmed; names, passport and nationality upper-cased; a name. */
export function normalizePassenger(p: PassengerInput): Required<PassengerInput> {
  const first = p.firstName.trim().toUpperCase();
  const last = p.lastName.trim().toUpperCase();
  const name = (p.name ?? "").trim().toUpperCase();
  return {
    personType: p.personType,
    firstName: first,
    lastName: last,
    name: name || `${first} ${last}`,
    passport: p.passport.trim().toUpperCase(),
    passportExpiry: p.passportExpiry.trim().slice(0, 10),
    ageType: p.ageType,
    dateOfBirth: p.dateOfBirth.trim().slice(0, 10),
    nationality: p.nationality.trim().toUpperCase(),
    contactNumber: p.contactNumber.trim(),
  };
}

/**
 * One package participant. The wire form is { name, passport }; the form sends firstName and
 * lastName: either a name or both first and last names are required.
 */
export const participantInput = nested(
  type({
    "name?": fullName,
    "firstName?": text({
      max: [50, "First name must be less than 50 characters"],
      invalid: "First name is required",
    }),
    "lastName?": text({
      max: [50, "Last name must be less than 50 characters"],
      invalid: "Last name is required",
    }),
    passport,
    "+": "delete",
  }).narrow((v, ctx) => {
    if ((v.name ?? "").trim()) return true;
    let ok = true;
    if (!(v.firstName ?? "").trim())
      ok = ctx.reject({ path: [...ctx.path, "firstName"], message: "First name is required" });
    if (!(v.lastName ?? "").trim())
      ok = ctx.reject({ path: [...ctx.path, "lastName"], message: "Last name is required" });
    return ok;
  }),
);
export type ParticipantInput = typeof participantInput.infer;

/** POST /package-bookings. */
export const createPackageBookingInput = type({
  packageId: text({ required: "Package is required", pattern: [UUID_RE, "Package is required"] }),
  passengers: list(participantInput, {
    invalid: "At least one participant is required",
    min: [1, "At least one participant is required"],
    max: [MAX_PACKAGE_PARTICIPANTS, "Maximum 5 participants allowed"],
  }),
  "+": "delete",
});
export type CreatePackageBookingInput = typeof createPackageBookingInput.infer;

export type PackageParticipant = { name: string; passport: string; firstName?: string; lastName?: string };

/** A participant as stored: trimmed and upper-cased, with a name (first + last when none was sent). */
export function normalizeParticipant(p: ParticipantInput): PackageParticipant {
  const first = (p.firstName ?? "").trim().toUpperCase();
  const last = (p.lastName ?? "").trim().toUpperCase();
  const name = (p.name ?? "").trim().toUpperCase() || `${first} ${last}`.trim();
  const out: PackageParticipant = { name, passport: p.passport.trim().toUpperCase() };
  if (first) out.firstName = first;
  if (last) out.lastName = last;
  return out;
}

/** Approve or cancel (admin): flight, package, direct and GDS bookings. */
export const bookingStatusInput = type({
  status: oneOf(["approved", "cancelled"] as const, "Status must be approved or cancelled"),
  "+": "delete",
});
export type BookingStatusInput = typeof bookingStatusInput.infer;

/** 'Mark as Paid': the customer's payment reference on a pending booking. */
export const paymentInput = type({
  method: oneOf(PAYMENT_METHODS, "Choose a payment method"),
  reference: text({
    required: "Payment reference is required",
    max: [64, "Payment reference cannot be more than 64 characters"],
  }),
  "+": "delete",
});
export type PaymentInput = typeof paymentInput.infer;

/** price × count, rounded to paise. */
export function bookingTotal(price: number, count: number): number {
  if (!Number.isFinite(price) || !Number.isFinite(count)) return 0;
  return Math.round(Math.round(price * 100) * count) / 100;
}

export type ExpiryColour = "green" | "yellow" | "red";
export type ExpiryState = {
  /** Time left, never negative. */
  remainingMs: number;
  /** The elapsed part of the 2-hour window, 0..1 (the progress bar). */
  elapsedShare: number;
  /** Green above 1 hour left, yellow above 30 minutes, red below. */
  colour: ExpiryColour;
  /** 30 minutes or less left and not yet expired: the urgent wording. */
  urgent: boolean;
  expired: boolean;
};

function millis(t: string | number | Date | null | undefined): number {
  if (t === null || t === undefined || t === "") return Number.NaN;
  if (typeof t === "number") return t;
  return (t instanceof Date ? t : new Date(t)).getTime();
}

/** The countdown of a pending booking at `now`. A missing or invalid expiry counts as expired. */
export function expiryState(
  expiresAt: string | number | Date | null | undefined,
  now: number | Date = Date.now(),
): ExpiryState {
  const end = millis(expiresAt);
  const at = millis(now);
  if (!Number.isFinite(end) || !Number.isFinite(at)) {
    return { remainingMs: 0, elapsedShare: 1, colour: "red", urgent: false, expired: true };
  }
  const remainingMs = Math.max(0, end - at);
  const expired = remainingMs <= 0;
  const elapsedShare = Math.min(1, Math.max(0, (PENDING_WINDOW_MS - remainingMs) / PENDING_WINDOW_MS));
  const colour: ExpiryColour =
    remainingMs > EXPIRY_GREEN_MS ? "green" : remainingMs > EXPIRY_YELLOW_MS ? "yellow" : "red";
  return { remainingMs, elapsedShare, colour, urgent: colour === "red" && !expired, expired };
}

/** The expiry of a booking made at `createdAt`. */
export function pendingExpiry(createdAt: Date | number): Date {
  return new Date(millis(createdAt) + PENDING_WINDOW_MS);
}

// What can be booked (the one definition behind every count, chart and Book button) lives beside
// this file; the screens and the server read it from here too.
export {
  canBookFlight,
  canBookPackage,
  FLIGHT_DEPARTED,
  type FlightAvailability,
  flightAvailability,
  flightBookingRefusal,
  hasDeparted,
  isFlightBookable,
  isPackageBookable,
  PACKAGE_DEPARTED,
  type PackageAvailability,
  packageAvailability,
  packageBookingRefusal,
  placesLeftMessage,
  seatsLeftMessage,
  shownStatus,
} from "./bookable.ts";
