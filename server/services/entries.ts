/**
 * The admin forms' entry rules on the server: a flight or package created, replaced or patched
 * through the API goes through the check the form and the CSV import use (`checkFlightEntry`,
 * `checkPackageEntry`), so the API refuses what the form refuses (docs/ARCHITECTURE.md §4).
 */
import { checkFlightEntry, type FlightData, normalizeFlightInput } from "../../src/domain/flights.ts";
import { karachiDate } from "../../src/domain/format.ts";
import { checkPackageEntry, normalizePackageInput, type PackageData } from "../../src/domain/packages.ts";
import { badRequest } from "../http/errors.ts";
import { orThrow } from "../http/input.ts";
import { type FlightRow, toFlight } from "./flights.ts";
import { type PackageRow, toPackage } from "./packages.ts";

type Payload = Readonly<Record<string, unknown>>;

const NOT_AN_OBJECT = "Request body must be a JSON object";

/** The body as a record of fields; anything else is the 400 the schema check gives it. */
function fieldsOf(body: unknown): Payload {
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw badRequest(NOT_AN_OBJECT, { body: NOT_AN_OBJECT });
  return body as Payload;
}

/** A merge patch applied to a stored record in the payload's shape: what the form would send whole. */
export function patched(stored: Payload, patch: Payload): Payload {
  const out: Record<string, unknown> = { ...stored };
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) out[k] = v;
  return out;
}

/**
 * A flight entry checked against the agency's date at `now` and, on an edit, the stored flight
 * (`stored`: a past date or an unlisted airline it already has is kept), then normalised; a refusal
 * is a 400 with every field's message.
 */
export function flightEntry(body: unknown, now: Date, stored?: FlightRow): FlightData {
  const original = stored ? toFlight(stored, true) : undefined;
  return normalizeFlightInput(
    orThrow(checkFlightEntry(fieldsOf(body), { today: karachiDate(now), original })),
  );
}

/** A package entry, as `flightEntry` checks a flight (its dates against `now` and `stored`). */
export function packageEntry(body: unknown, now: Date, stored?: PackageRow): PackageData {
  const original = stored ? toPackage(stored) : undefined;
  return normalizePackageInput(
    orThrow(checkPackageEntry(fieldsOf(body), { today: karachiDate(now), original })),
  );
}
