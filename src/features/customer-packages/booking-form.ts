/**
 * The pure part of the participant modal: a participant block's draft, the checks with the
 * specification's messages (the shared `createPackageBookingInput` schema), the request body, the
 * number of participants allowed, the Idempotency-Key reuse rule, and the failure wording of the
 * error catalogue.
 */

import { keyForAttempt, newKey, outcomeUnknown } from "../../api/idempotency.ts";
import {
  type CreatePackageBookingInput,
  createPackageBookingInput,
  MAX_PACKAGE_PARTICIPANTS,
  normalizeParticipant,
} from "../../domain/bookings.ts";
import { type FieldErrors, validate } from "../../domain/validation.ts";
import { type PackageLike, placesLeft } from "./package-list.ts";

export { keyForAttempt, newKey, outcomeUnknown };

export const PARTICIPANT_FIELDS = ["firstName", "lastName", "passport"] as const;
export type ParticipantField = (typeof PARTICIPANT_FIELDS)[number];

export type ParticipantDraft = Record<ParticipantField, string> & {
  /** A stable key for the block (React key, touched state); never sent. */
  key: string;
};

export function emptyParticipant(key: string): ParticipantDraft {
  return { key, firstName: "", lastName: "", passport: "" };
}

/** `passengers.<i>.<field>`: the key of a participant field's message (the server's too). */
export function participantErrorKey(index: number, field: ParticipantField): string {
  return `passengers.${index}.${field}`;
}

const participantOf = (d: ParticipantDraft) => ({
  firstName: d.firstName,
  lastName: d.lastName,
  passport: d.passport,
});

const STAND_IN = "X";

/**
 * Every message of the form, keyed `passengers.<i>.<field>` (plus `passengers` for the list):
 * the shared schema's messages. The schema checks the names in a rule over the whole participant
 * that only runs once its fields are valid text (so an empty block would show only 'Passport
 * number is required'); a second check, with every failing field stood in by a valid value, brings
 * out the name messages the first one held back. No rule is written here.
 */
export function participantProblems(packageId: string, drafts: readonly ParticipantDraft[]): FieldErrors {
  const first = validate(createPackageBookingInput, { packageId, passengers: drafts.map(participantOf) });
  if (first.ok) return {};
  const errors: FieldErrors = { ...first.errors };
  const standIns = drafts.map((d, i) => {
    const p = participantOf(d);
    for (const field of PARTICIPANT_FIELDS) if (errors[participantErrorKey(i, field)]) p[field] = STAND_IN;
    return p;
  });
  const second = validate(createPackageBookingInput, { packageId, passengers: standIns });
  if (!second.ok)
    for (const [key, message] of Object.entries(second.errors)) if (!(key in errors)) errors[key] = message;
  return errors;
}

/** POST /package-bookings: each participant { name: 'FIRST LAST', passport, firstName, lastName }, trimmed, upper-cased. */
export function bookingBody(
  packageId: string,
  drafts: readonly ParticipantDraft[],
): CreatePackageBookingInput {
  return { packageId, passengers: drafts.map((d) => normalizeParticipant(participantOf(d))) };
}

/** How many participants one booking of this package can take: 5, or fewer places left (at least 1 block). */
export function maxParticipantsFor(p: Pick<PackageLike, "currentParticipants" | "maxParticipants">): number {
  return Math.max(1, Math.min(MAX_PACKAGE_PARTICIPANTS, placesLeft(p)));
}

/** The hint beside a disabled 'Add participant' button (null while more can be added). */
export function addParticipantHint(
  p: Pick<PackageLike, "currentParticipants" | "maxParticipants">,
  count: number,
): string | null {
  if (count < maxParticipantsFor(p)) return null;
  const left = placesLeft(p);
  if (left < MAX_PACKAGE_PARTICIPANTS)
    return `Only ${left} place${left === 1 ? "" : "s"} left on this package.`;
  return "Maximum 5 participants allowed";
}

export const PACKAGE_BOOKING_FALLBACK = "Package booking failed. Please try again.";

/** The 'Error!' toast text of a failed package booking. */
export function packageBookingFailureMessage(status: number, message: string | null | undefined): string {
  if (status >= 500) return "Server error. Please try again later.";
  if (status === 400) return "Invalid booking data. Please check your information.";
  const m = (message ?? "").trim();
  return m ? `Booking failed: ${m}` : PACKAGE_BOOKING_FALLBACK;
}
