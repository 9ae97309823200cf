/**
 * The Package form and the package CSV import/export. An entry — the admin's
 * Create/Edit form or one CSV row — is checked by `checkPackageEntry` only, on the form, in the
 * import worker and on the server's import alike (docs/ARCHITECTURE.md §4).
 */
import { type } from "arktype";
import { PACKAGE_STATUSES, PACKAGE_TYPES, type PackageStatus, type PackageType } from "./constants.ts";
import { type CsvColumn, csvKeyed, readCell } from "./csv.ts";
import { datePart, list, money, nullable, numberOrText, splitList } from "./rules.ts";
import {
  everyMessage,
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

export { PACKAGE_STATUSES, PACKAGE_TYPES, type PackageStatus, type PackageType };

export const MAX_PACKAGE_PRICE = 99_999_999;
export const MAX_PACKAGE_CAPACITY = 10_000;
export const MAX_LIST_ITEMS = 50;
export const MAX_LIST_ITEM_LENGTH = 500;

const tooLong = (label: string, max: number): [number, string] => [
  max,
  `${label} cannot be more than ${max} characters`,
];

/** An optional list of text (itinerary, inclusions, exclusions): at most 50 items of 500 characters. */
const textList = (label: string) =>
  nullable(
    list(
      text({
        max: [MAX_LIST_ITEM_LENGTH, `${label} items cannot be more than ${MAX_LIST_ITEM_LENGTH} characters`],
        invalid: `${label} items must be text`,
        formula: formulaMessage(`${label} items`),
      }),
      {
        invalid: `${label} must be a list of text`,
        max: [MAX_LIST_ITEMS, `${label} cannot have more than ${MAX_LIST_ITEMS} items`],
      },
    ),
    `${label} must be a list of text`,
  );

const packageFields = {
  name: text({
    required: "Package name is required",
    max: tooLong("Package name", 100),
    formula: formulaMessage("Package name"),
  }),
  type: oneOf(PACKAGE_TYPES, "Type must be either umrah or tour"),
  destination: text({
    required: "Destination is required",
    max: tooLong("Destination", 100),
    formula: formulaMessage("Destination"),
  }),
  duration: text({
    required: "Duration is required",
    max: tooLong("Duration", 50),
    formula: formulaMessage("Duration"),
  }),
  departureDate: isoDate("Please enter a valid departure date", "Departure date is required"),
  returnDate: isoDate("Please enter a valid return date", "Return date is required"),
  description: text({
    required: "Description is required",
    max: tooLong("Description", 5000),
    formula: formulaMessage("Description"),
  }),
  price: money({
    invalid: "Price must be positive",
    min: [0, "Price must be positive"],
    max: [MAX_PACKAGE_PRICE, "Price cannot be more than 99,999,999"],
    decimals: "Price can have at most 2 decimal places",
  }),
  maxParticipants: num({
    invalid: "Maximum participants must be at least 1",
    min: [1, "Maximum participants must be at least 1"],
    max: [MAX_PACKAGE_CAPACITY, `Maximum participants cannot be more than ${MAX_PACKAGE_CAPACITY}`],
    integer: "Maximum participants must be a whole number",
  }),
  "itinerary?": textList("Itinerary"),
  "inclusions?": textList("Inclusions"),
  "exclusions?": textList("Exclusions"),
  "status?": oneOf(PACKAGE_STATUSES, "Status must be active, sold or cancelled"),
};

const datesInOrder = (
  v: { departureDate: string; returnDate: string },
  ctx: { path: readonly PropertyKey[]; reject: (e: { path: PropertyKey[]; message: string }) => false },
) =>
  v.returnDate.trim() < v.departureDate.trim()
    ? ctx.reject({ path: [...ctx.path, "returnDate"], message: "Return date must be after departure date" })
    : true;

/** The Package form, as the admin's modal and the server check it. */
export const packageInput = type({ ...packageFields, "+": "delete" }).narrow(datesInOrder);
export type PackageInput = typeof packageInput.infer;

/**
 * An edit of a package as a JSON merge patch (PATCH /packages/{id}): any of the form's fields, each
 * with its `packageInput` rule (a partial of the same schema); the merged record is checked whole
 * (`mergePackagePatch`).
 */
export const packagePatch = type({ ...packageFields, "+": "delete" }).partial();
export type PackagePatch = typeof packagePatch.infer;

const PACKAGE_INPUT_KEYS = Object.keys(packageFields).map((k) => k.replace(/\?$/, ""));

/** A package as stored (without id, participants count and timestamps). */
export type PackageData = {
  name: string;
  type: PackageType;
  destination: string;
  duration: string;
  departureDate: string;
  returnDate: string;
  description: string;
  price: number;
  maxParticipants: number;
  itinerary: string[];
  inclusions: string[];
  exclusions: string[];
  status: PackageStatus;
};

const cleanList = (items: readonly string[] | null | undefined): string[] =>
  (items ?? []).map((s) => s.trim()).filter((s) => s.length > 0);

/** The stored shape of a valid package: trimmed, blank list items dropped, status 'active' by default. */
export function normalizePackageInput(v: PackageInput): PackageData {
  return {
    name: v.name.trim(),
    type: v.type,
    destination: v.destination.trim(),
    duration: v.duration.trim(),
    departureDate: datePart(v.departureDate),
    returnDate: datePart(v.returnDate),
    description: v.description.trim(),
    price: v.price,
    maxParticipants: v.maxParticipants,
    itinerary: cleanList(v.itinerary),
    inclusions: cleanList(v.inclusions),
    exclusions: cleanList(v.exclusions),
    status: v.status ?? "active",
  };
}

/** A stored package with a merge patch applied, checked with the full rules and normalised. */
export function mergePackagePatch(current: PackageData, patch: PackagePatch): Validation<PackageData> {
  const merged: Record<string, unknown> = {};
  for (const k of PACKAGE_INPUT_KEYS) merged[k] = current[k as keyof PackageData];
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) merged[k] = v;
  const checked = validate(packageInput, merged);
  return checked.ok ? { ok: true, value: normalizePackageInput(checked.value) } : checked;
}

// ---------------------------------------------------------------------------------------------
// An entry: the Create/Edit form or one CSV row

/** The form's fields in screen order (focus goes to the first failing one; errors are listed so). */
export const PACKAGE_FIELD_ORDER: readonly string[] = [
  "name",
  "type",
  "destination",
  "duration",
  "departureDate",
  "returnDate",
  "price",
  "maxParticipants",
  "status",
  "description",
  "itinerary",
  "inclusions",
  "exclusions",
];

/** The date pickers have today as their minimum; a typed past date says so. */
export const PAST_DATE_MESSAGES = {
  departureDate: "Departure date cannot be in the past",
  returnDate: "Return date cannot be in the past",
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The fields of `errors` in screen order; a list item's message ('itinerary.2') under its list. */
const inScreenOrder = (errors: FieldErrors): string[] =>
  PACKAGE_FIELD_ORDER.flatMap((k) => [k, ...Object.keys(errors).filter((e) => e.startsWith(`${k}.`))]);

/**
 * The one check of a package entry, on the payload shape (the body of POST /packages; a CSV row
 * after `packageFromCsvRow`): `packageInput` and no date before `today` (the agency's date), except
 * a date left as it was on the package being edited (`original`). Every failing field has its
 * message; `message` is the first in screen order.
 */
export function checkPackageEntry(
  payload: Readonly<Record<string, unknown>>,
  { today, original }: { today: string; original?: Readonly<Record<string, unknown>> | undefined },
): Validation<PackageInput> {
  const result = validate(packageInput, payload);
  const extra: FieldErrors = {};
  for (const key of ["departureDate", "returnDate"] as const) {
    const value = payload[key];
    const kept = original !== undefined && original[key] === value;
    if (typeof value === "string" && ISO_DAY.test(value) && value < today && !kept)
      extra[key] = PAST_DATE_MESSAGES[key];
  }
  if (result.ok && Object.keys(extra).length === 0) return result;
  const errors: FieldErrors = { ...(result.ok ? {} : result.errors) };
  for (const [k, m] of Object.entries(extra)) errors[k] ??= m;
  // The dates in order (a check arktype runs only once every field passed).
  const dep = payload.departureDate;
  const ret = payload.returnDate;
  if (
    typeof dep === "string" &&
    typeof ret === "string" &&
    ISO_DAY.test(dep) &&
    ISO_DAY.test(ret) &&
    ret < dep
  )
    errors.returnDate ??= "Return date must be after departure date";
  return failedWith(payload as PackageInput, errors, inScreenOrder(errors));
}

// ---------------------------------------------------------------------------------------------
// CSV

export const PACKAGE_CSV_HEADERS = {
  required: [
    "Name",
    "Type",
    "Destination",
    "Duration",
    "Departure Date",
    "Return Date",
    "Price",
    "Max Participants",
    "Description",
  ],
  optional: ["Status", "Itinerary", "Inclusions", "Exclusions"],
} as const;

/** Items of the Itinerary, Inclusions and Exclusions cells are separated by this. */
export const PACKAGE_LIST_SEPARATOR = "|";

/**
 * A CSV row (keys as `csvKey` gives them) → the payload shape `checkPackageEntry` checks (the form's):
 * numbers converted in plain code, type and status lower-cased (status 'active' when empty),
 * lists split on '|'. Rows sent as JSON with list values keep them.
 */
export function packageFromCsvRow(input: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const row = csvKeyed(input);
  const get = (key: string) => readCell(row, key);
  const listOf = (key: string): unknown => {
    const v = row[key];
    return Array.isArray(v) ? v : splitList(get(key));
  };
  const date = (key: string) => {
    const v = get(key);
    return v ? datePart(v) : "";
  };
  return {
    name: get("name"),
    type: get("type").toLowerCase(),
    destination: get("destination"),
    duration: get("duration"),
    departureDate: date("departuredate"),
    returnDate: date("returndate"),
    price: numberOrText(get("price")),
    maxParticipants: numberOrText(get("maxparticipants")),
    description: get("description"),
    itinerary: listOf("itinerary"),
    inclusions: listOf("inclusions"),
    exclusions: listOf("exclusions"),
    status: get("status").toLowerCase() || "active",
  };
}

/**
 * Converts and checks one CSV row as the form checks a new package (`checkPackageEntry`); `today`
 * is the agency's date. A refused row's `message` lists every error, in the form's order ('a; b').
 */
export function validatePackageCsvRow(
  row: Readonly<Record<string, unknown>>,
  today: string,
): Validation<PackageInput> {
  return everyMessage(checkPackageEntry(packageFromCsvRow(row), { today }));
}

/** Every package field, in export order; the headers are the import headers, so an export re-imports. */
export const PACKAGE_EXPORT_COLUMNS: readonly CsvColumn[] = [
  { header: "ID", key: "_id" },
  { header: "Name", key: "name" },
  { header: "Type", key: "type" },
  { header: "Destination", key: "destination" },
  { header: "Duration", key: "duration" },
  { header: "Departure Date", key: "departureDate" },
  { header: "Return Date", key: "returnDate" },
  { header: "Price", key: "price" },
  { header: "Max Participants", key: "maxParticipants" },
  { header: "Current Participants", key: "currentParticipants" },
  { header: "Description", key: "description" },
  { header: "Itinerary", key: "itinerary" },
  { header: "Inclusions", key: "inclusions" },
  { header: "Exclusions", key: "exclusions" },
  { header: "Status", key: "status" },
  { header: "Created At", key: "createdAt" },
];
