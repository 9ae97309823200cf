/**
 * Request bodies are written once: the arktype schemas in src/domain decide what the server accepts
 * (server/http/input.ts `body`), and openapi.yaml, from which the client's types are generated, must
 * describe the same bodies. This compares each operation's request body in openapi.yaml with the
 * JSON Schema of the domain schema the route validates it with: the same fields, the same required
 * ones, the same types, the same allowed values. A field added, renamed or made optional on one
 * side only fails here (docs/ARCHITECTURE.md §1).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseYaml } from "@redocly/openapi-core";
import { type Type, type } from "arktype";
import { describe, expect, it } from "vitest";
import {
  changePasswordInput,
  createUserInput,
  customerApprovalInput,
  customerStatusInput,
  loginInput,
  profileInput,
  registerInput,
  setPasswordInput,
  updateCustomerInput,
} from "../../src/domain/auth.ts";
import {
  bookingStatusInput,
  createFlightBookingInput,
  createPackageBookingInput,
  paymentInput,
} from "../../src/domain/bookings.ts";
import { namesSentInput } from "../../src/domain/deadlines.ts";
import { directStatusInput, gdsBookingInput, webBookingInput } from "../../src/domain/direct.ts";
import { flightInput, flightPatch } from "../../src/domain/flights.ts";
import {
  markReadInput,
  preferencesInput,
  pushEndpointInput,
  pushSubscriptionInput,
} from "../../src/domain/notifications.ts";
import { packageInput, packagePatch } from "../../src/domain/packages.ts";
import { websiteSettingsInput } from "../../src/domain/website-settings.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
type Json = Record<string, unknown>;
const doc = parseYaml(readFileSync(join(ROOT, "openapi.yaml"), "utf8")) as Json;

/** Each request body of openapi.yaml (its component's name) and the domain schema that checks it. */
const BODIES: Record<string, Type> = {
  LoginInput: loginInput,
  RegisterInput: registerInput,
  ChangePasswordInput: changePasswordInput,
  ProfileInput: profileInput,
  CreateCustomerInput: createUserInput,
  UpdateCustomerInput: updateCustomerInput,
  SetPasswordInput: setPasswordInput,
  CustomerStatusInput: customerStatusInput,
  CustomerApprovalInput: customerApprovalInput,
  FlightInput: flightInput,
  FlightPatch: flightPatch,
  NamesSentInput: namesSentInput,
  BookingInput: createFlightBookingInput,
  PaymentInput: paymentInput,
  PackageInput: packageInput,
  PackagePatch: packagePatch,
  PackageBookingInput: createPackageBookingInput,
  StatusChangeInput: bookingStatusInput,
  GdsBookingInput: gdsBookingInput,
  WebBookingInput: webBookingInput,
  WebsiteSettings: websiteSettingsInput,
  MarkReadInput: markReadInput,
  NotificationPreferencesInput: preferencesInput,
  PushSubscriptionInput: pushSubscriptionInput,
  PushEndpointInput: pushEndpointInput,
};
/**
 * Differences that are not drift, each with its reason: openapi.yaml can say per variant what the
 * domain checks across fields (`narrow`), which JSON Schema cannot see.
 */
const EXPLAINED: Record<string, Record<string, string>> = {
  WebBookingInput: {
    "body.packageDetails.name: openapi.yaml says string, the domain null or string":
      "a package booking's name: required by webBookingInput's cross-field check (src/domain/direct.ts)",
    "body.packageDetails: required in openapi.yaml only: name, price":
      "a package booking's name and price: required by webBookingInput's cross-field check",
  },
};
/** Bodies whose rows are checked one by one by the import (the CSV rows' own schema), not as a whole. */
const CHECKED_ELSEWHERE = new Set(["FlightImportInput", "PackageImportInput"]);

/** A body's shape, as both sides can say it: what a client must send and may send. */
type Shape =
  | { kind: "object"; fields: Record<string, Shape>; required: string[] }
  | { kind: "array"; items: Shape }
  | { kind: "values"; values: string[]; nullable: boolean }
  | { kind: "scalar"; types: string[] }
  | { kind: "any" };

function resolve(node: unknown): Json {
  let cur = node as Json;
  while (cur && typeof cur.$ref === "string") {
    let target: unknown = doc;
    for (const part of (cur.$ref as string).slice(2).split("/")) target = (target as Json)[part];
    cur = target as Json;
  }
  return cur ?? {};
}

const scalar = (t: string) => (t === "integer" ? "number" : t);

/** The shape of a JSON Schema node (openapi.yaml's or arktype's `toJsonSchema`). */
function shape(raw: unknown): Shape {
  const node = resolve(raw);
  const alternatives = (node.anyOf ?? node.oneOf) as unknown[] | undefined;
  if (alternatives) {
    const parts = alternatives.map(resolve);
    const nonNull = parts.filter((p) => p.type !== "null");
    const nullable = nonNull.length < parts.length;
    if (nonNull.every((p) => "const" in p || Array.isArray(p.enum)))
      return {
        kind: "values",
        values: nonNull
          .flatMap((p) => ("const" in p ? [String(p.const)] : (p.enum as unknown[]).map(String)))
          .sort(),
        nullable,
      };
    if (nonNull.length > 1 && nonNull.every((p) => p.type === "object" || p.properties)) {
      // Variants of one body (a website booking of a flight or of a package): what any may send.
      return nonNull.map((p) => shape(p)).reduce(merge);
    }
    if (nonNull.length === 1) {
      const inner = shape(nonNull[0]);
      if (nullable && inner.kind === "scalar")
        return { kind: "scalar", types: [...inner.types, "null"].sort() };
      if (nullable && inner.kind === "values") return { ...inner, nullable: true };
      return inner;
    }
    const types = parts.flatMap((p) => (p.type ? [p.type].flat().map((t) => scalar(String(t))) : []));
    if (types.length === parts.length) return { kind: "scalar", types: [...new Set(types)].sort() };
    return { kind: "any" };
  }
  const types = node.type === undefined ? [] : [node.type].flat().map((t) => scalar(String(t)));
  if (Array.isArray(node.enum) || "const" in node) {
    const values = ("const" in node ? [node.const] : (node.enum as unknown[])).filter((v) => v !== null);
    return { kind: "values", values: values.map(String).sort(), nullable: types.includes("null") };
  }
  if (types.includes("object") || node.properties) {
    const fields: Record<string, Shape> = {};
    for (const [k, v] of Object.entries((node.properties ?? {}) as Json)) fields[k] = shape(v);
    return { kind: "object", fields, required: [...((node.required as string[]) ?? [])].sort() };
  }
  if (types.includes("array")) return { kind: "array", items: shape(node.items) };
  if (types.length > 0) return { kind: "scalar", types: [...new Set(types)].sort() };
  return { kind: "any" };
}

/** The body either variant allows: every field of both, required where both require it. */
function merge(a: Shape, b: Shape): Shape {
  if (a.kind === "object" && b.kind === "object") {
    const fields: Record<string, Shape> = { ...a.fields };
    for (const [k, v] of Object.entries(b.fields)) fields[k] = fields[k] ? merge(fields[k], v) : v;
    return { kind: "object", fields, required: a.required.filter((r) => b.required.includes(r)) };
  }
  if (a.kind === "values" && b.kind === "values")
    return {
      kind: "values",
      values: [...new Set([...a.values, ...b.values])].sort(),
      nullable: a.nullable || b.nullable,
    };
  return JSON.stringify(a) === JSON.stringify(b) ? a : { kind: "any" };
}

/** Where two shapes disagree, as readable lines ("passengers[].firstName: …"). */
function differences(contract: Shape, domain: Shape, path = "body"): string[] {
  if (contract.kind === "any" || domain.kind === "any") return [];
  if (contract.kind !== domain.kind)
    return [`${path}: openapi.yaml says ${say(contract)}, the domain ${say(domain)}`];
  if (contract.kind === "object" && domain.kind === "object") {
    const out: string[] = [];
    const names = new Set([...Object.keys(contract.fields), ...Object.keys(domain.fields)]);
    for (const name of [...names].sort()) {
      const a = contract.fields[name];
      const b = domain.fields[name];
      if (!a) out.push(`${path}.${name}: only in the domain schema`);
      else if (!b) out.push(`${path}.${name}: only in openapi.yaml`);
      else out.push(...differences(a, b, `${path}.${name}`));
    }
    const onlyContract = contract.required.filter((r) => !domain.required.includes(r));
    const onlyDomain = domain.required.filter((r) => !contract.required.includes(r));
    if (onlyContract.length) out.push(`${path}: required in openapi.yaml only: ${onlyContract.join(", ")}`);
    if (onlyDomain.length) out.push(`${path}: required in the domain only: ${onlyDomain.join(", ")}`);
    return out;
  }
  if (contract.kind === "array" && domain.kind === "array")
    return differences(contract.items, domain.items, `${path}[]`);
  if (JSON.stringify(contract) !== JSON.stringify(domain))
    return [`${path}: openapi.yaml says ${say(contract)}, the domain ${say(domain)}`];
  return [];
}

function say(s: Shape): string {
  switch (s.kind) {
    case "values":
      return `one of ${s.values.join("|")}${s.nullable ? " or null" : ""}`;
    case "scalar":
      return s.types.join(" or ");
    default:
      return s.kind;
  }
}

const domainShape = (t: Type) =>
  shape(t.toJsonSchema({ fallback: (ctx: { base: unknown }) => ctx.base } as never));

/** The request bodies of openapi.yaml: component name → the operations that send it. */
function contractBodies(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const ops of Object.values(doc.paths as Json))
    for (const op of Object.values(ops as Json)) {
      const body = (op as Json)?.requestBody as Json | undefined;
      if (!body) continue;
      const schema = ((body.content as Json)["application/json"] as Json | undefined)?.schema as Json;
      const name =
        String(schema?.$ref ?? "")
          .split("/")
          .pop() ?? "";
      out.set(name, [...(out.get(name) ?? []), String((op as Json).operationId)]);
    }
  return out;
}

describe("request bodies: openapi.yaml and the domain's schemas say the same", () => {
  it("every request body of openapi.yaml is a named schema with its domain schema listed here", () => {
    const unlisted = [...contractBodies().keys()].filter((n) => !(n in BODIES) && !CHECKED_ELSEWHERE.has(n));
    expect(unlisted).toEqual([]);
    const unused = Object.keys(BODIES).filter((n) => !contractBodies().has(n));
    expect(unused).toEqual([]);
  });

  for (const [name, schema] of Object.entries(BODIES))
    it(`${name}: the same fields, required ones, types and values`, () => {
      const contract = shape((doc.components as Json as { schemas: Json }).schemas[name]);
      const explained = EXPLAINED[name] ?? {};
      const found = differences(contract, domainShape(schema));
      expect(found.filter((d) => !(d in explained))).toEqual([]);
      // An explanation whose difference is gone is stale: it goes too.
      expect(Object.keys(explained).filter((d) => !found.includes(d))).toEqual([]);
    });

  it("the comparison sees a field missing, a field made optional and a changed list of values", () => {
    const base: Shape = {
      kind: "object",
      fields: {
        a: { kind: "scalar", types: ["string"] },
        b: { kind: "values", values: ["x", "y"], nullable: false },
      },
      required: ["a", "b"],
    };
    const changed: Shape = {
      kind: "object",
      fields: {
        b: { kind: "values", values: ["x"], nullable: false },
        c: { kind: "scalar", types: ["number"] },
      },
      required: [],
    };
    expect(differences(base, changed)).toEqual([
      "body.a: only in openapi.yaml",
      "body.b: openapi.yaml says one of x|y, the domain one of x",
      "body.c: only in the domain schema",
      "body: required in openapi.yaml only: a, b",
    ]);
  });

  it("a website or GDS passenger's unknown dates may be null, as openapi.yaml says", () => {
    const passenger = {
      title: "Mr",
      firstName: "Ali",
      lastName: "Khan",
      dateOfBirth: null,
      passportExpiry: null,
    };
    const web = webBookingInput({
      bookingType: "flight",
      customerName: "Ali Khan",
      customerEmail: "ali@example.com",
      source: null,
      flightDetails: { flightNumber: "PK301", departureDate: null, arrivalDate: null },
      passengers: 1,
      pricePerPassenger: 1000,
      passengerDetails: [passenger],
    });
    expect(web instanceof type.errors ? web.summary : "accepted").toBe("accepted");
  });

  it("directStatusInput is the flight bookings' status body (one schema for every status change)", () => {
    expect(directStatusInput).toBe(bookingStatusInput);
  });
});
