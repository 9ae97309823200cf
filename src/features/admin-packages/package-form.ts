/**
 * The Create/Edit Package form as data (no React): its values, the defaults on create, the values of
 * a package being edited, the payload sent, and the check — the shared entry check
 * (`checkPackageEntry`, which every CSV row goes through too).
 */

import { diffPatch } from "../../domain/merge-patch.ts";
import { checkPackageEntry, PACKAGE_FIELD_ORDER, PAST_DATE_MESSAGES } from "../../domain/packages.ts";
import { numberOrText } from "../../domain/rules.ts";
import type { Validation } from "../../domain/validation.ts";
import type { Package, PackagePatchBody, PackagePayload } from "./data.ts";

export type PackageFormValues = {
  name: string;
  type: string;
  destination: string;
  duration: string;
  departureDate: string;
  returnDate: string;
  price: string;
  maxParticipants: string;
  description: string;
  status: string;
};

export const LIST_FIELDS = ["itinerary", "inclusions", "exclusions"] as const;
export type ListField = (typeof LIST_FIELDS)[number];
export type PackageLists = Record<ListField, readonly string[]>;

export const LIST_LABELS: Record<ListField, { label: string; item: string; placeholder: string }> = {
  itinerary: { label: "Itinerary", item: "Day", placeholder: "e.g. Arrive in Makkah, check in, Umrah" },
  inclusions: { label: "Inclusions", item: "Inclusion", placeholder: "e.g. Return air ticket" },
  exclusions: { label: "Exclusions", item: "Exclusion", placeholder: "e.g. Personal expenses" },
};

/** The form's fields in screen order (focus goes to the first failing one). */
export { PACKAGE_FIELD_ORDER };

export const NEW_PACKAGE: PackageFormValues = {
  name: "",
  type: "umrah",
  destination: "",
  duration: "",
  departureDate: "",
  returnDate: "",
  price: "",
  maxParticipants: "",
  description: "",
  status: "active",
};

export const EMPTY_LISTS: PackageLists = { itinerary: [], inclusions: [], exclusions: [] };

const s = (v: string | number | null | undefined): string => (v === null || v === undefined ? "" : String(v));
const day = (v: string | null | undefined): string => s(v).trim().slice(0, 10);

/** The form filled from a package. */
export function formFromPackage(p: Package): { values: PackageFormValues; lists: PackageLists } {
  return {
    values: {
      name: s(p.name),
      type: p.type === "tour" ? "tour" : "umrah",
      destination: s(p.destination),
      duration: s(p.duration),
      departureDate: day(p.departureDate),
      returnDate: day(p.returnDate),
      price: s(p.price ?? 0),
      maxParticipants: s(p.maxParticipants ?? 1),
      description: s(p.description),
      status: s(p.status) || "active",
    },
    lists: {
      itinerary: [...(p.itinerary ?? [])],
      inclusions: [...(p.inclusions ?? [])],
      exclusions: [...(p.exclusions ?? [])],
    },
  };
}

/** A number field's number, or its text when it is not one (the rule then reports it). */
function numberField(v: string): number | string {
  return numberOrText(v);
}

/** The body of POST /packages and PUT /packages/{id}: text trimmed, blank list items dropped. */
export function packagePayload(v: PackageFormValues, lists: PackageLists): PackagePayload {
  const clean = (items: readonly string[]) => items.map((x) => x.trim()).filter((x) => x.length > 0);
  return {
    name: v.name.trim(),
    type: v.type as PackagePayload["type"],
    destination: v.destination.trim(),
    duration: v.duration.trim(),
    departureDate: day(v.departureDate),
    returnDate: day(v.returnDate),
    price: numberField(v.price) as number,
    maxParticipants: numberField(v.maxParticipants) as number,
    description: v.description.trim(),
    itinerary: clean(lists.itinerary),
    inclusions: clean(lists.inclusions),
    exclusions: clean(lists.exclusions),
    status: v.status as PackagePayload["status"],
  };
}

/**
 * The body of PATCH /packages/{id}: the fields of the form that differ from `base` (the form as it
 * was filled from the package), both shaped as the payload; a field the admin did not touch is never
 * sent (src/domain/merge-patch.ts).
 */
export function packagePatchOf(
  base: { values: PackageFormValues; lists: PackageLists },
  mine: { values: PackageFormValues; lists: PackageLists },
): PackagePatchBody {
  return diffPatch(
    packagePayload(base.values, base.lists) as unknown as Record<string, unknown>,
    packagePayload(mine.values, mine.lists) as unknown as Record<string, unknown>,
  ) as PackagePatchBody;
}

export { PAST_DATE_MESSAGES };

/**
 * The form's check: the shared entry check (`checkPackageEntry`, the one CSV rows go through) on
 * the payload. `today` is the agency's date ('YYYY-MM-DD'); `original` the dates of the package
 * being edited (a date left as it was may be in the past).
 */
export function checkPackageForm(
  v: PackageFormValues,
  lists: PackageLists,
  today: string,
  original?: { departureDate: string; returnDate: string },
): Validation<PackagePayload> {
  const payload = packagePayload(v, lists);
  const checked = checkPackageEntry(payload as unknown as Record<string, unknown>, { today, original });
  return checked.ok ? { ok: true, value: payload } : checked;
}

/** The form's field for a message key: 'itinerary.2' → 'itinerary'. */
export function fieldOfError(key: string): string {
  return key.split(".")[0] ?? key;
}

/**
 * What differs between the saved package and the form (the 412 "someone else saved it" view). With
 * the package the form started from (`base`), only the fields someone changed since, and `mine` is
 * null for a field the admin did not change (`changedBy` says who did).
 */
export type FieldDifference = {
  field: string;
  label: string;
  saved: string;
  mine: string | null;
  changedBy?: "mine" | "server" | "both";
};

const FIELD_LABELS: Record<keyof PackageFormValues | ListField, string> = {
  name: "Name",
  type: "Type",
  destination: "Destination",
  duration: "Duration",
  departureDate: "Departure date",
  returnDate: "Return date",
  price: "Price",
  maxParticipants: "Max participants",
  description: "Description",
  status: "Status",
  itinerary: "Itinerary",
  inclusions: "Inclusions",
  exclusions: "Exclusions",
};

export function packageDifferences(
  saved: Package,
  mine: { values: PackageFormValues; lists: PackageLists },
  base?: Package,
): FieldDifference[] {
  const payloadOf = (p: Package) => packagePayload(formFromPackage(p).values, formFromPackage(p).lists);
  const theirs = payloadOf(saved);
  const ours = packagePayload(mine.values, mine.lists);
  const was = base ? payloadOf(base) : undefined;
  const out: FieldDifference[] = [];
  for (const key of Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[]) {
    const a = theirs[key as keyof PackagePayload];
    const b = ours[key as keyof PackagePayload];
    const show = (x: unknown) => (Array.isArray(x) ? x.join(" · ") : s(x as string | number | undefined));
    if (!was) {
      if (show(a) !== show(b))
        out.push({ field: key, label: FIELD_LABELS[key], saved: show(a) || "—", mine: show(b) || "—" });
      continue;
    }
    const start = show(was[key as keyof PackagePayload]);
    const minesChanged = show(b) !== start;
    const theirsChanged = show(a) !== start;
    if (!minesChanged && !theirsChanged) continue;
    out.push({
      field: key,
      label: FIELD_LABELS[key],
      saved: show(a) || "—",
      mine: minesChanged ? show(b) || "—" : null,
      changedBy: minesChanged && theirsChanged ? "both" : minesChanged ? "mine" : "server",
    });
  }
  return out;
}
