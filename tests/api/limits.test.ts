/**
 * The server enforces the string limits openapi.yaml declares (tests/unit/openapi.test.ts makes
 * sure every input string has a maxLength). For every operation with a JSON body, a valid body is
 * sent as is (2xx), then once per string field with that field one character over its maxLength
 * (400, naming the field) and, where a longer value of the same kind can be made, exactly at it
 * (accepted: the server is not stricter than the contract). Query strings get the same treatment.
 * CSV imports report per row: an over-long cell fails its row, one at the limit imports.
 *
 * A new body field or operation in the contract without a case here fails the coverage test.
 * Fields the contract documents as 'Ignored' are exempt, and so are CSV cells of unknown columns
 * (the server never reads them).
 */
import { readFileSync } from "node:fs";
import { parseYaml } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { notifications } from "../../server/db/schema.ts";
import { hashPassword } from "../../server/services/passwords.ts";
import { DEFAULT_WEBSITE_SETTINGS } from "../../src/domain/website-settings.ts";
import { OPENAPI_PATH } from "./helpers/contract.ts";
import { createFlight, createPackage, flightInput, packageInput, passenger } from "./helpers/fixtures.ts";
import { type Res, startServer, TEST_WEB_API_KEY, type TestServer, type TestUser } from "./helpers/server.ts";

type Json = Record<string, unknown>;
type Path = (string | number)[];
type Leaf = { path: Path; max: number; schema: Json };
type Call = { method: string; path: string; body: Json; token?: string; apiKey?: boolean };
type Case = {
  /** "METHOD /path" as in openapi.yaml. */
  op: string;
  /** A components/schemas name when the body schema is a oneOf (one case per branch). */
  schema?: string;
  /** A fresh valid call (unique e-mails and references, its own records where it changes them). */
  prepare: () => Promise<Call>;
};

const doc = parseYaml(readFileSync(OPENAPI_PATH, "utf8")) as Json;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

function deref(node: unknown): Json {
  let cur = node;
  for (let i = 0; i < 10 && isObject(cur) && typeof cur.$ref === "string"; i++) {
    let target: unknown = doc;
    for (const part of cur.$ref.slice(2).split("/")) target = isObject(target) ? target[part] : undefined;
    cur = target;
  }
  return isObject(cur) ? cur : {};
}

const typesOf = (schema: Json): unknown[] => (Array.isArray(schema.type) ? schema.type : [schema.type]);
const ignored = (schema: Json) =>
  typeof schema.description === "string" && /^Ignored/.test(schema.description);

/** Does `value` fit this branch of a oneOf (by JSON type, and by any enum its properties pin)? */
function fits(schema: unknown, value: unknown): boolean {
  const s = deref(schema);
  const types = typesOf(s);
  if (typeof value === "string") return types.includes("string");
  if (typeof value === "number") return types.includes("number") || types.includes("integer");
  if (!isObject(value)) return false;
  for (const [k, p] of Object.entries((s.properties as Json) ?? {})) {
    const e = deref(p).enum as unknown[] | undefined;
    if (e && value[k] !== undefined && !e.includes(value[k])) return false;
  }
  return true;
}

/** The bounded string fields `value` fills, walking it along `schema`. */
function leavesIn(schema: unknown, value: unknown, path: Path = [], out: Leaf[] = []): Leaf[] {
  const s = deref(schema);
  if (ignored(s)) return out;
  for (const part of (s.allOf as unknown[]) ?? []) leavesIn(part, value, path, out);
  for (const k of ["oneOf", "anyOf"]) {
    const branch = ((s[k] as unknown[]) ?? []).find((b) => fits(b, value));
    if (branch) leavesIn(branch, value, path, out);
  }
  if (typeof value === "string" && typesOf(s).includes("string") && typeof s.maxLength === "number") {
    out.push({ path, max: s.maxLength, schema: s });
  } else if (Array.isArray(value) && value.length > 0 && s.items) {
    leavesIn(s.items, value[0], [...path, 0], out);
  } else if (isObject(value)) {
    for (const [k, sub] of Object.entries((s.properties as Json) ?? {})) {
      if (k in value) leavesIn(sub, value[k], [...path, k], out);
    }
  }
  return out;
}

/** Every bounded string field the schema declares (array items as index 0). */
function leavesOf(schema: unknown, path: Path = [], out: string[] = [], seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return out;
  seen.add(schema);
  const s = deref(schema);
  if (ignored(s)) return out;
  for (const k of ["allOf", "oneOf", "anyOf"]) {
    for (const b of (s[k] as unknown[]) ?? []) leavesOf(b, path, out, new Set(seen));
  }
  if (typesOf(s).includes("string") && typeof s.maxLength === "number") out.push(path.join("."));
  if (s.items) leavesOf(s.items, [...path, 0], out, seen);
  for (const [k, sub] of Object.entries((s.properties as Json) ?? {})) leavesOf(sub, [...path, k], out, seen);
  if (isObject(s.additionalProperties)) leavesOf(s.additionalProperties, [...path, "*"], out, seen);
  return out;
}

function operationsWithBodies(): { op: string; schema: Json }[] {
  const out: { op: string; schema: Json }[] = [];
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    for (const [method, op] of Object.entries(item as Json)) {
      if (!isObject(op) || !op.requestBody) continue;
      const media = (deref(op.requestBody).content as Json)["application/json"] as Json;
      out.push({ op: `${method.toUpperCase()} ${path}`, schema: media.schema as Json });
    }
  }
  return out;
}

const withValue = (body: Json, path: Path, value: unknown): Json => {
  const copy = structuredClone(body);
  let cur: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) cur = cur[key] as Record<string | number, unknown>;
  cur[path[path.length - 1]!] = value;
  return copy;
};
const valueAt = (body: Json, path: Path): string =>
  path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], body) as string;

/** `value` grown to `length` characters the way its kind allows (local part of an e-mail, digits of a number). */
function grow(value: string, length: number): string {
  const extra = length - value.length;
  if (value.includes("@")) return "a".repeat(extra) + value;
  if (/^\+?\d+$/.test(value)) return value + "1".repeat(extra);
  return value + "a".repeat(extra);
}

/**
 * A flight's airline is one of the form's list (src/domain/airlines.ts) and the website's time zone
 * one of the IANA zones, which the server holds them to: no longer name is valid.
 */
const LISTED = new Set(["airlineName", "timezone"]);

/** Values with a syntax of their own (a pattern, a format, a date or time) have no longer valid twin. */
function growable(leaf: Leaf, value: string): boolean {
  if (LISTED.has(dotted(leaf.path))) return false;
  const s = leaf.schema;
  if (s.pattern !== undefined) return false;
  if (s.format !== undefined && s.format !== "email") return false;
  return !/^\d{4}-\d{2}-\d{2}|^\d{1,2}:\d{2}$/.test(value);
}

let s: TestServer;
let admin: TestUser;
let customer: TestUser;
let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;
const CLOCK = new Date("2030-01-05T06:00:00.000Z");
/** A password at the contract's maximum, so the current password can be sent at its limit. */
const LONG_PASSWORD = `Aa@1${"b".repeat(124)}`;
let longPasswordHash: string;
let flightId: string;
let packageId: string;

async function send(call: Call): Promise<Res> {
  const headers: Record<string, string> = call.apiKey ? { "x-api-key": TEST_WEB_API_KEY } : {};
  return s.request(call.method, call.path, { token: call.token, body: call.body, headers });
}

const profile = (email: string) => ({
  name: "Ayesha Khan",
  email,
  mobileNumber: "+923001234567",
  address: "House 5, Street 9, F-7",
  city: "Islamabad",
  country: "Pakistan",
  company: "Khan Travels",
});

const webPassenger = {
  name: "ALI KHAN",
  firstName: "Ali",
  lastName: "Khan",
  personType: "Mr",
  passport: "AB1234567",
  passportExpiry: "2032-01-01",
  ageType: "adult",
  dateOfBirth: "1990-04-12",
  nationality: "Pakistan",
  contactNumber: "+923001234567",
};
const gdsPassenger = {
  title: "Mr",
  firstName: "Ali",
  lastName: "Khan",
  gender: "Male",
  dateOfBirth: "1990-04-12",
  ageType: "adult",
  nationality: "Pakistan",
  email: "ali@example.pk",
  phone: "+923001234567",
  passport: "AB1234567",
  passportExpiry: "2032-01-01",
};
const gdsBooking = (over: Json) => ({
  bookingId: `G${unique()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(-9)}`.padEnd(6, "0"),
  customerName: "Ali Khan",
  customerEmail: "ali@example.pk",
  customerPhone: "+923001234567",
  totalAmount: 150000,
  currency: "PKR",
  passengers: [gdsPassenger],
  ...over,
});

async function pendingBooking(kind: "flight" | "package"): Promise<string> {
  const res =
    kind === "flight"
      ? await s.post(
          "/api/bookings",
          { ticketId: flightId, passengers: [passenger()] },
          { token: customer.token },
        )
      : await s.post(
          "/api/package-bookings",
          { packageId, passengers: [{ name: "Ali Khan", passport: "AB1" }] },
          { token: customer.token },
        );
  expect(res.status).toBe(201);
  return res.body.booking._id;
}

/** A browser's subscription, each with its own endpoint. */
const subscription = () => ({
  endpoint: `https://push.example.test/${unique()}`,
  keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
});

const CASES: Case[] = [
  {
    op: "POST /notifications/read",
    prepare: async () => {
      const [n] = await s.deps.db
        .insert(notifications)
        .values({
          userId: customer.id,
          type: "booking_approved",
          title: "t",
          body: "b",
          url: "/",
          resource: "bookings",
          eventKey: `limits:${unique()}`,
        })
        .returning();
      return {
        method: "POST",
        path: "/api/notifications/read",
        token: customer.token,
        body: { ids: [n!.id] },
      };
    },
  },
  {
    op: "POST /push/subscriptions",
    prepare: async () => ({
      method: "POST",
      path: "/api/push/subscriptions",
      token: customer.token,
      body: subscription(),
    }),
  },
  {
    op: "DELETE /push/subscriptions",
    prepare: async () => {
      const body = subscription();
      await s.post("/api/push/subscriptions", body, { token: customer.token });
      return {
        method: "DELETE",
        path: "/api/push/subscriptions",
        token: customer.token,
        body: { endpoint: body.endpoint },
      };
    },
  },
  {
    op: "POST /auth/login",
    prepare: async () => ({
      method: "POST",
      path: "/api/auth/login",
      body: { email: customer.email, password: customer.password },
    }),
  },
  {
    op: "POST /auth/register",
    prepare: async () => ({
      method: "POST",
      path: "/api/auth/register",
      body: { ...profile(`reg.${unique()}@example.pk`), password: "Secret@123" },
    }),
  },
  {
    op: "PUT /auth/change-password",
    prepare: async () => {
      const u = await s.user({ passwordHash: longPasswordHash });
      return {
        method: "PUT",
        path: "/api/auth/change-password",
        token: u.token,
        body: { currentPassword: LONG_PASSWORD, newPassword: "Changed@123" },
      };
    },
  },
  {
    op: "PUT /profile",
    prepare: async () => {
      const u = await s.user();
      // The current password rides along: an e-mail grown to its limit is a change of e-mail.
      return {
        method: "PUT",
        path: "/api/profile",
        token: u.token,
        body: { ...profile(u.email), currentPassword: u.password },
      };
    },
  },
  {
    op: "PUT /website-settings",
    prepare: async () => ({
      method: "PUT",
      path: "/api/website-settings",
      token: admin.token,
      body: {
        ...DEFAULT_WEBSITE_SETTINGS,
        websiteUrl: "https://safar.example.pk",
        contactInfo: {
          email: "desk@safar.example.pk",
          phone: "+923001234567",
          address: "Office 4, Blue Area",
          workingHours: "9 AM to 6 PM",
        },
        design: {
          ...DEFAULT_WEBSITE_SETTINGS.design,
          logoUrl: "https://safar.example.pk/logo.png",
          faviconUrl: "https://safar.example.pk/favicon.ico",
        },
      },
    }),
  },
  {
    op: "POST /customers",
    prepare: async () => ({
      method: "POST",
      path: "/api/customers",
      token: admin.token,
      body: { ...profile(`new.${unique()}@example.pk`), password: "Secret@123", role: "customer" },
    }),
  },
  {
    op: "PUT /customers/{id}",
    prepare: async () => {
      const u = await s.user();
      return { method: "PUT", path: `/api/customers/${u.id}`, token: admin.token, body: profile(u.email) };
    },
  },
  {
    op: "PUT /customers/{id}/password",
    prepare: async () => {
      const u = await s.user();
      return {
        method: "PUT",
        path: `/api/customers/${u.id}/password`,
        token: admin.token,
        body: { newPassword: "Reset@1234" },
      };
    },
  },
  ...(["POST /flights", "PUT /flights/{id}", "PATCH /flights/{id}"] as const).map(
    (op): Case => ({
      op,
      prepare: async () => ({
        method: op.split(" ")[0]!,
        path: op.startsWith("POST") ? "/api/flights" : `/api/flights/${await createFlight(s, admin.token)}`,
        token: admin.token,
        body: flightInput({
          duration: "4h",
          defaultBaggage: "2x23",
          isStopover: true,
          stopoverLocation: "DXB",
          stopoverLayover: "2h",
          isReturnFlight: true,
          returnDepartureDate: "2030-02-10",
          returnDepartureTime: "10:00",
          returnArrivalDate: "2030-02-10",
          returnArrivalTime: "14:00",
          returnDuration: "4h",
          namesDueAt: "2030-01-25T10:00",
          ticketingDueAt: "2030-01-28 10:00",
        }),
      }),
    }),
  ),
  {
    op: "POST /flights/{id}/names-sent",
    prepare: async () => ({
      method: "POST",
      path: `/api/flights/${flightId}/names-sent`,
      token: admin.token,
      body: { sentAt: CLOCK.toISOString() },
    }),
  },
  {
    op: "POST /bookings",
    prepare: async () => ({
      method: "POST",
      path: "/api/bookings",
      token: customer.token,
      body: { ticketId: flightId, passengers: [passenger("Ali", { name: "ALI KHAN" })] },
    }),
  },
  ...(["flight", "package"] as const).map(
    (kind): Case => ({
      op: kind === "flight" ? "POST /bookings/{id}/payment" : "POST /package-bookings/{id}/payment",
      prepare: async () => ({
        method: "POST",
        path: `/api/${kind === "flight" ? "bookings" : "package-bookings"}/${await pendingBooking(kind)}/payment`,
        token: customer.token,
        body: { method: "jazzcash", reference: "JC1234567890" },
      }),
    }),
  ),
  ...(["POST /packages", "PUT /packages/{id}", "PATCH /packages/{id}"] as const).map(
    (op): Case => ({
      op,
      prepare: async () => ({
        method: op.split(" ")[0]!,
        path: op.startsWith("POST")
          ? "/api/packages"
          : `/api/packages/${await createPackage(s, admin.token)}`,
        token: admin.token,
        body: packageInput(),
      }),
    }),
  ),
  {
    op: "POST /package-bookings",
    prepare: async () => ({
      method: "POST",
      path: "/api/package-bookings",
      token: customer.token,
      body: {
        packageId,
        passengers: [{ name: "Ali Khan", passport: "AB1234567", firstName: "Ali", lastName: "Khan" }],
      },
    }),
  },
  {
    op: "POST /web/bookings",
    schema: "WebFlightBookingInput",
    prepare: async () => ({
      method: "POST",
      path: "/api/web/bookings",
      apiKey: true,
      body: {
        bookingType: "flight",
        customerName: "Ali Khan",
        customerEmail: "ali@example.pk",
        customerPhone: "+923001234567",
        source: "website",
        specialRequests: "Window seat",
        flightDetails: {
          flightNumber: "PK 741",
          airline: "PIA",
          departure: { city: "Islamabad" },
          arrival: { city: "Madinah" },
          departureDate: "2030-02-01",
          departureTime: "09:00",
          arrivalDate: "2030-02-01",
          arrivalTime: "13:00",
          pnr: "PKX9QZ",
          meal: "yes",
          baggage: "2x23",
        },
        passengers: 1,
        pricePerPassenger: 120000,
        passengerDetails: [webPassenger],
      },
    }),
  },
  {
    op: "POST /web/bookings",
    schema: "WebPackageBookingInput",
    prepare: async () => ({
      method: "POST",
      path: "/api/web/bookings",
      apiKey: true,
      body: {
        bookingType: "package",
        customerName: "Ali Khan",
        customerEmail: "ali@example.pk",
        customerPhone: "+923001234567",
        source: "website",
        specialRequests: "Ground floor",
        packageDetails: {
          name: "Economy Umrah",
          destination: "Makkah",
          duration: "15 days",
          departureDate: "2030-03-01",
          returnDate: "2030-03-15",
          price: 285000,
        },
        passengerDetails: [webPassenger],
      },
    }),
  },
  {
    op: "POST /web/gds-bookings",
    prepare: async () => ({
      method: "POST",
      path: "/api/web/gds-bookings",
      apiKey: true,
      body: gdsBooking({
        isMultiCity: false,
        flightDetails: {
          flightNumber: "SV 739",
          airline: "Saudia",
          from: "Lahore",
          to: "Jeddah",
          departureDate: "2030-02-01T03:15:00Z",
          arrivalDate: "2030-02-01T07:05:00Z",
        },
      }),
    }),
  },
  {
    op: "POST /web/gds-bookings",
    prepare: async () => ({
      method: "POST",
      path: "/api/web/gds-bookings",
      apiKey: true,
      body: gdsBooking({
        isMultiCity: true,
        multiCityFlights: [
          {
            segmentDetails: {
              from: "LHE",
              to: "DXB",
              departureTime: "2030-02-01T03:15:00Z",
              arrivalTime: "2030-02-01T05:45:00Z",
              airline: "Emirates",
              flightNumber: "EK 623",
              aircraft: "777",
              stops: 0,
            },
            adultBaseFare: "12500.00",
            adultTaxes: "3400.50",
          },
        ],
      }),
    }),
  },
];

/**
 * Imports refuse an over-long cell, naming its row; these columns are read as free text (not the
 * airline: an import takes only the list's airlines, as the form does).
 */
const CSV_COLUMNS = {
  flights: {
    schema: "FlightInput",
    columns: [
      "flightNumber",
      "pnr",
      "departure",
      "destination",
      "duration",
      "defaultBaggage",
      "stopoverLocation",
      "stopoverLayover",
      "returnDuration",
    ],
    row: {
      airlinename: "Emirates",
      flightnumber: "EK 623",
      pnr: "EK1234",
      departure: "LHE",
      destination: "DXB",
      departuredate: "2030-05-01",
      departuretime: "09:00",
      arrivaldate: "2030-05-01",
      arrivaltime: "12:00",
      duration: "3h",
      price: "88000",
      seatsavailable: "20",
      defaultbaggage: "30kg",
      isstopover: "true",
      stopoverlocation: "KHI",
      stopoverlayover: "1h",
      isreturnflight: "true",
      returndeparturedate: "2030-05-10",
      returndeparturetime: "10:00",
      returnarrivaldate: "2030-05-10",
      returnarrivaltime: "13:00",
      returnduration: "3h",
    },
  },
  packages: {
    schema: "PackageInput",
    columns: ["name", "destination", "duration", "description"],
    row: {
      name: "Economy Umrah",
      type: "umrah",
      destination: "Makkah",
      duration: "15 days",
      departuredate: "2030-03-01",
      returndate: "2030-03-15",
      price: "285000",
      maxparticipants: "40",
      description: "Hotels near the Haram",
    },
  },
} as const;

beforeAll(async () => {
  const many = { limit: 1_000_000, windowMs: 60_000 };
  s = await startServer({
    now: () => CLOCK,
    config: {
      tokenTtlSeconds: 24 * 3600,
      push: { ...webpush.generateVAPIDKeys(), subject: "mailto:ops@example.pk" },
    },
    limits: {
      loginPerIp: many,
      loginPerEmail: many,
      registerPerIp: many,
      apiPerCaller: many,
      maxHeldSeatsPerCustomer: 1_000_000,
      maxHeldPlacesPerCustomer: 1_000_000,
    },
  });
  admin = await s.user({ role: "admin" });
  customer = await s.user();
  longPasswordHash = await hashPassword(LONG_PASSWORD);
  flightId = await createFlight(s, admin.token, { seatsAvailable: 10_000 });
  packageId = await createPackage(s, admin.token, { maxParticipants: 10_000 });
}, 120_000);
afterAll(() => s?.close());

const dotted = (path: Path) => path.join(".");

describe("the server enforces the contract's string limits", () => {
  /** The bounded string fields each operation declares (imports are checked per row, below). */
  const declared = new Map(
    operationsWithBodies()
      .filter((o) => !o.op.endsWith("/import"))
      .map((o) => [o.op, leavesOf(o.schema)] as const)
      .filter(([, fields]) => fields.length > 0),
  );
  const filled = new Map<string, Set<string>>();

  it("every operation with a bounded string in its body has a case", () => {
    expect([...declared.keys()].filter((op) => !CASES.some((c) => c.op === op))).toEqual([]);
  });

  for (const [index, c] of CASES.entries()) {
    it(`${c.op}${c.schema ? ` (${c.schema})` : ""}: over the limit 400, at the limit accepted`, async () => {
      const base = await c.prepare();
      const ok = await send(base);
      expect(ok.status, `${c.op} base body: ${ok.text.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
      expect(ok.status, `${c.op} base body: ${ok.text.slice(0, 300)}`).toBeLessThan(300);
      const schema = c.schema
        ? { $ref: `#/components/schemas/${c.schema}` }
        : operationsWithBodies().find((o) => o.op === c.op)!.schema;
      // allOf may declare a field twice: test it once.
      const leaves = [...new Map(leavesIn(schema, base.body).map((l) => [dotted(l.path), l])).values()];
      const seen = filled.get(c.op) ?? new Set<string>();
      for (const leaf of leaves) seen.add(dotted(leaf.path));
      filled.set(c.op, seen);
      const problems: string[] = [];
      for (const leaf of leaves) {
        const value = valueAt(base.body, leaf.path);
        const over = await send({
          ...(await c.prepare()),
          body: withValue(base.body, leaf.path, grow(value, leaf.max + 1)),
        });
        const field = dotted(leaf.path);
        if (over.status !== 400) problems.push(`${field} at ${leaf.max + 1} characters: ${over.status}`);
        else if (over.body.errors && !(field in over.body.errors)) {
          problems.push(`${field} at ${leaf.max + 1}: 400 names ${Object.keys(over.body.errors).join(", ")}`);
        }
        if (value.length < leaf.max && growable(leaf, value)) {
          const fresh = await c.prepare();
          const atMax = await send({
            ...fresh,
            body: withValue(fresh.body, leaf.path, grow(valueAt(fresh.body, leaf.path), leaf.max)),
          });
          if (atMax.status === 400 || atMax.status >= 500) {
            problems.push(`${field} at ${leaf.max} characters: ${atMax.status} ${atMax.body.message}`);
          }
        }
      }
      expect(problems, `case ${index}`).toEqual([]);
    }, 120_000);
  }

  it("the cases fill every bounded string field of the contract", () => {
    const unfilled: string[] = [];
    for (const [op, fields] of declared) {
      const seen = filled.get(op) ?? new Set<string>();
      for (const field of fields) if (!seen.has(field)) unfilled.push(`${op}: ${field}`);
    }
    expect(unfilled).toEqual([]);
  });

  it("query strings: over the limit 400, at the limit accepted", async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      const op = (item as Json).get as Json | undefined;
      if (!op || path.includes("{")) continue;
      const params = [
        ...(((item as Json).parameters as unknown[]) ?? []),
        ...((op.parameters as unknown[]) ?? []),
      ]
        .map(deref)
        .filter((p) => p.in === "query");
      const token = (op["x-roles"] as string[]).includes("admin") ? admin.token : customer.token;
      for (const p of params) {
        const schema = deref(p.schema);
        if (!typesOf(schema).includes("string") || typeof schema.maxLength !== "number") continue;
        checked++;
        const over = await s.get(`/api${path}?${p.name}=${"a".repeat(schema.maxLength + 1)}`, { token });
        if (over.status !== 400)
          problems.push(`GET ${path}?${p.name} at ${schema.maxLength + 1}: ${over.status}`);
        // A cursor is opaque (only one the server made is valid, whatever its length); dates have a
        // syntax of their own.
        const free = schema.format === undefined && schema.pattern === undefined && !schema.anyOf;
        if (p.name === "since" || !free) continue;
        const atMax = await s.get(`/api${path}?${p.name}=${"a".repeat(schema.maxLength)}`, { token });
        if (atMax.status !== 200)
          problems.push(`GET ${path}?${p.name} at ${schema.maxLength}: ${atMax.status}`);
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  }, 120_000);

  for (const [list, spec] of Object.entries(CSV_COLUMNS)) {
    it(`${list} import: an over-long cell refuses its row by name, one at the limit imports`, async () => {
      const props = deref({ $ref: `#/components/schemas/${spec.schema}` }).properties as Json;
      const problems: string[] = [];
      for (const column of spec.columns) {
        const max = deref(props[column]).maxLength as number;
        const key = column.toLowerCase() as keyof typeof spec.row;
        const value = spec.row[key] as string;
        const over = await s.post(
          `/api/${list}/import`,
          { [list]: [spec.row, { ...spec.row, [key]: grow(value, max + 1) }] },
          { token: admin.token },
        );
        const errors = Object.keys((over.body.errors ?? {}) as Record<string, string>);
        if (
          over.status !== 400 ||
          !over.body.message?.startsWith("Row 3: ") ||
          errors.join() !== `${list}.1.${column}`
        )
          problems.push(`${column} over the limit: ${over.status} ${JSON.stringify(over.body)}`);
        const atMax = await s.post(
          `/api/${list}/import`,
          { [list]: [{ ...spec.row, [key]: grow(value, max) }] },
          { token: admin.token },
        );
        if (atMax.status !== 200 || atMax.body.results?.success !== 1)
          problems.push(`${column} at the limit: ${atMax.status} ${JSON.stringify(atMax.body)}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
