/**
 * fast-check arbitraries derived from openapi.yaml. For an operation: requests whose path
 * parameters, query string, headers and JSON body follow the declared schemas (types, required,
 * enums, minimum/maximum, lengths, item counts, formats, patterns), and requests that break exactly
 * one thing (a wrong type, a null, a number out of range, a string too long or too short, a bad
 * format or pattern, a value outside an enum, too many or too few items, a missing required field,
 * an extra field, or a bad body as a whole: malformed JSON, another JSON type, oversized, deeply
 * nested, not JSON).
 */
import { readFileSync } from "node:fs";
import { parseYaml } from "@redocly/openapi-core";
import fc from "fast-check";
import { OPENAPI_PATH } from "./contract.ts";

type Json = Record<string, unknown>;
type Schema = Json;
type Key = string | number;

export type ParamSpec = { name: string; in: "path" | "query" | "header"; required: boolean; schema: Schema };

export type FuzzOperation = {
  method: string;
  /** The templated path without the `/api` prefix, e.g. `/flights/{id}`. */
  path: string;
  operationId: string;
  roles: string[];
  params: ParamSpec[];
  /** The JSON request body schema, when the operation takes one. */
  body?: Schema;
  bodyRequired: boolean;
};

/** One generated request, and what was broken in it (`valid` when nothing). */
export type FuzzRequest = {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  /** The JSON body; undefined sends none. */
  body?: unknown;
  /** Sent as is instead of `body` (malformed JSON, deep nesting). */
  raw?: string;
  /** Adds a field of this many characters to the body (an oversized body). */
  pad?: number;
  contentType?: string;
  /** Who calls, for operations open to several roles. */
  caller: string;
  mutation: string;
};

export type Hints = {
  /** Arbitraries used instead of the schema's for a path parameter, query parameter, header or body property of that name. */
  fields?: Record<string, fc.Arbitrary<unknown>>;
};

const REMOVE = Symbol("remove");

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

let doc: Json | undefined;
function openapi(): Json {
  if (doc) return doc;
  const parsed = parseYaml(readFileSync(OPENAPI_PATH, "utf8"));
  if (!isObject(parsed)) throw new Error("openapi-fuzz: openapi.yaml is not an object");
  doc = parsed;
  return doc;
}

function deref(node: unknown): Json {
  let cur = node;
  for (let i = 0; i < 20 && isObject(cur) && typeof cur.$ref === "string"; i++) {
    let target: unknown = openapi();
    for (const part of cur.$ref.slice(2).split("/")) target = isObject(target) ? target[part] : undefined;
    if (target === undefined) throw new Error(`openapi-fuzz: unresolved ${String(cur.$ref)}`);
    cur = target;
  }
  return isObject(cur) ? cur : {};
}

/** `b` laid over `a`: properties merged one by one, required lists joined. */
function merge(a: Schema, b: Schema): Schema {
  const out: Schema = { ...a, ...b };
  if (isObject(a.properties) || isObject(b.properties)) {
    const props: Json = { ...(a.properties as Json) };
    for (const [k, v] of Object.entries((b.properties as Json) ?? {})) {
      props[k] = k in props ? merge(resolve(props[k]), resolve(v)) : v;
    }
    out.properties = props;
  }
  if (Array.isArray(a.required) || Array.isArray(b.required)) {
    out.required = [...new Set([...((a.required as string[]) ?? []), ...((b.required as string[]) ?? [])])];
  }
  return out;
}

/** The schema with its `$ref` followed and its `allOf` merged. */
function resolve(node: unknown): Schema {
  const s = deref(node);
  if (!Array.isArray(s.allOf)) return s;
  const { allOf, ...base } = s;
  return (allOf as unknown[]).reduce<Schema>((acc, part) => merge(acc, resolve(part)), base);
}

function alternatives(s: Schema): Schema[] | undefined {
  const alts = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
  if (!alts) return undefined;
  const { oneOf: _o, anyOf: _a, ...base } = s;
  return alts.map((a) => merge(base, resolve(a)));
}

const jsonType = (v: unknown): string =>
  v === null
    ? "null"
    : Array.isArray(v)
      ? "array"
      : typeof v === "number"
        ? Number.isInteger(v)
          ? "integer"
          : "number"
        : typeof v;

/** The JSON types a schema accepts, or undefined when it says nothing. */
function typesOf(s: Schema): Set<string> | undefined {
  const alts = alternatives(s);
  if (alts) {
    const all = new Set<string>();
    for (const a of alts) {
      const t = typesOf(a);
      if (!t) return undefined;
      for (const x of t) all.add(x);
    }
    return all;
  }
  let types: string[] | undefined;
  if (Array.isArray(s.type)) types = s.type as string[];
  else if (typeof s.type === "string") types = [s.type];
  else if ("const" in s) types = [jsonType(s.const)];
  else if (Array.isArray(s.enum)) types = s.enum.map(jsonType);
  if (!types) return undefined;
  const set = new Set(types);
  if (set.has("number")) set.add("integer");
  return set;
}

/** Whether `v` has a type `s` accepts and fits its enum / const (a shallow check, to pick a oneOf branch). */
function fits(s: Schema, v: unknown): boolean {
  const t = typesOf(s);
  if (t && !t.has(jsonType(v))) return false;
  if ("const" in s && s.const !== v) return false;
  if (Array.isArray(s.enum) && !s.enum.includes(v)) return false;
  if (isObject(v) && isObject(s.properties)) {
    for (const [k, p] of Object.entries(s.properties)) {
      if (k in v && !fits(resolve(p), v[k])) return false;
    }
    for (const r of (s.required as string[]) ?? []) if (!(r in v)) return false;
  }
  return true;
}

// ───────────────────────────── valid values ─────────────────────────────

/** Hostile but storable text: SQL, HTML, CSV formulas, paths, control and astral characters. */
export const NASTY_STRINGS = [
  "'; drop table users; --",
  '" or 1=1 --',
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '=HYPERLINK("http://x")',
  "+cmd|' /C calc'!A0",
  "../../etc/passwd",
  "%00%27",
  "\u0007\u001b[31m",
  "\u202etxt.exe",
  "😀😀😀",
  "NaN",
  "-1",
  "1e309",
  "null",
  "   ",
  "\r\n",
  "ZAINAB\tKHAN",
];

const DAY = 86_400_000;
const NOW = Date.now();
const dateBetween = (from: number, to: number) =>
  fc.integer({ min: Math.floor(from / DAY), max: Math.floor(to / DAY) }).map((d) => new Date(d * DAY));
/** Calendar dates: mostly the next few years (travel), some in the past decades (births). */
const dateArb = fc
  .oneof(dateBetween(NOW, NOW + 5 * 365 * DAY), dateBetween(NOW - 80 * 365 * DAY, NOW + 30 * 365 * DAY))
  .map((d) => d.toISOString().slice(0, 10));
const dateTimeArb = dateBetween(NOW - 365 * DAY, NOW + 5 * 365 * DAY).chain((d) =>
  fc.integer({ min: 0, max: DAY - 1 }).map((ms) => new Date(d.getTime() + ms).toISOString()),
);
const word = fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/);
const emailArb = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(word, word).map(([a, b]) => `${a}.${b}@example.pk`) },
  { weight: 1, arbitrary: fc.emailAddress() },
);

function validString(s: Schema): fc.Arbitrary<string> {
  const min = (s.minLength as number | undefined) ?? 0;
  const max = (s.maxLength as number | undefined) ?? 300;
  // The server trims text before it checks a minimum length: blank text is not enough there.
  const ok = (v: string) => v.trim().length >= min && v.length <= max;
  switch (s.format) {
    case "date":
      return dateArb;
    case "date-time":
      return dateTimeArb.filter(ok);
    case "uuid":
      return fc.uuid();
    case "email":
      return emailArb.filter(ok);
  }
  if (typeof s.pattern === "string") return fc.stringMatching(new RegExp(s.pattern)).filter(ok);
  const choices: fc.Arbitrary<string>[] = [
    fc.string({ minLength: min, maxLength: Math.min(max, min + 24) }).filter(ok),
    fc.string({ minLength: min, maxLength: Math.min(max, min + 12), unit: "grapheme" }).filter(ok),
  ];
  const nasty = NASTY_STRINGS.filter(ok);
  if (nasty.length > 0) choices.push(fc.constantFrom(...nasty));
  if (max <= 10_000) choices.push(fc.constantFrom("a", "é", "Z").map((c) => c.repeat(max)));
  return fc.oneof(...choices);
}

function validNumber(s: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = (s.minimum as number | undefined) ?? -1_000_000;
  const max = (s.maximum as number | undefined) ?? Math.max(min, 0) + 1_000_000;
  const ints = fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) });
  if (integer) return ints;
  return fc.oneof(
    ints,
    ints.map((n) => Math.min(max, Math.max(min, n + 0.25))),
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
  );
}

/** Values the schema accepts (as far as openapi.yaml says: a server rule like "arrival after departure" is not known here). */
export function validValue(raw: unknown, name: string | undefined, hints: Hints = {}): fc.Arbitrary<unknown> {
  const hint = name === undefined ? undefined : hints.fields?.[name];
  if (hint) return hint;
  const s = resolve(raw);
  if ("const" in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const alts = alternatives(s);
  if (alts) return fc.oneof(...alts.map((a) => validValue(a, undefined, hints)));
  const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === "string" ? [s.type] : [];
  if (types.length > 1) {
    return fc.oneof(
      ...types
        .filter((t) => t !== "null")
        .map((t) => ({ weight: 4, arbitrary: validValue({ ...s, type: t }, undefined, hints) })),
      ...(types.includes("null") ? [{ weight: 1, arbitrary: fc.constant(null) }] : []),
    );
  }
  const t = types[0] ?? (isObject(s.properties) ? "object" : isObject(s.items) ? "array" : undefined);
  switch (t) {
    case "string":
      return validString(s);
    case "integer":
      return validNumber(s, true);
    case "number":
      return validNumber(s, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const minItems = (s.minItems as number | undefined) ?? 0;
      const maxItems = Math.min((s.maxItems as number | undefined) ?? 4, minItems + 3);
      return fc.array(validValue(s.items ?? {}, undefined, hints), {
        minLength: minItems,
        maxLength: maxItems,
      });
    }
    case "object":
      return validObject(s, hints);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(s: Schema, hints: Hints): fc.Arbitrary<unknown> {
  const props = (s.properties as Json | undefined) ?? {};
  const required = ((s.required as string[] | undefined) ?? []).filter((k) => k in props);
  if (Object.keys(props).length === 0) {
    const ap = s.additionalProperties;
    const value = isObject(ap) ? validValue(ap, undefined, hints) : fc.jsonValue({ maxDepth: 1 });
    const maxKeys = Math.min((s.maxProperties as number | undefined) ?? 4, 4);
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), value, { maxKeys });
  }
  const rec: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, p] of Object.entries(props)) rec[k] = validValue(p, k, hints);
  return fc.record(rec, { requiredKeys: required });
}

// ───────────────────────────── mutations ─────────────────────────────

/** One way to break a request: the value at `at` replaced by one from `arb` (or removed). */
type Site = { at: Key[]; label: string; arb: fc.Arbitrary<unknown> };

const deep = (depth: number, kind: "array" | "object"): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = kind === "array" ? [v] : { a: v };
  return v;
};
const SAMPLES: Record<string, unknown[]> = {
  string: ["x", "' or 1=1 --", "<b>1</b>", "", "12"],
  integer: [42, -1, 0, 1e15],
  number: [1.5, -0.01],
  boolean: [true, false],
  array: [[], [1, "a", null], ["x"], deep(64, "array")],
  object: [{}, { a: 1 }, { $gt: "" }, deep(64, "object")],
};
const EXTRA_KEYS = [
  "role",
  "isApproved",
  "isBlocked",
  "status",
  "_id",
  "id",
  "userId",
  "version",
  "createdAt",
  "pnr",
  "__proto__",
  "constructor",
  "prototype",
  "unexpected",
];
const BAD_FORMATS: Record<string, string[]> = {
  date: [
    "2030-02-30",
    "2030-13-01",
    "01/02/2030",
    "2030-1-1",
    "2030-02-01T00:00:00Z",
    "yesterday",
    "0000-00-00",
    "+02030-01-01",
  ],
  "date-time": [
    "2030-05-01 25:00",
    "2030-05-01T25:00:00Z",
    "not a date",
    "2030-05-01T03:00:00+99:00",
    "1e12",
    "2030-02-30T00:00:00Z",
  ],
  uuid: [
    "1",
    "not-a-uuid",
    "5b0c7b1e-2f8a-4c1d-9e3b-7a6d5c4b3a2",
    "5b0c7b1e2f8a4c1d9e3b7a6d5c4b3a21x",
    "' or 1=1 --",
    "{5b0c7b1e-2f8a-4c1d-9e3b-7a6d5c4b3a21}",
  ],
  email: ["no-at-sign", "a@", "@b.pk", "a b@c.pk", "<script>@x.pk", "a@b..pk", "a@b.pk\n"],
};

function leafSites(raw: unknown, at: Key[]): Site[] {
  const s = resolve(raw);
  const out: Site[] = [];
  const add = (label: string, arb: fc.Arbitrary<unknown>) => out.push({ at, label, arb });
  const types = typesOf(s);
  const alts = alternatives(s);
  if (types) {
    const wrong = Object.entries(SAMPLES)
      .filter(([t]) => !types.has(t) && !(t === "integer" && types.has("number")))
      .flatMap(([, vs]) => vs)
      .filter((v) => !(types.has("integer") && typeof v === "number" && Number.isInteger(v)));
    if (wrong.length > 0) add("wrong type", fc.constantFrom(...wrong));
    if (!types.has("null") && !(Array.isArray(s.enum) && s.enum.includes(null)))
      add("null", fc.constant(null));
  }
  // A value of another branch's type is not wrong for a oneOf; its branches' own limits are.
  for (const b of alts ?? [s]) {
    const bt = typesOf(b);
    if (Array.isArray(b.enum)) {
      const allowed = b.enum as unknown[];
      add(
        "not in enum",
        fc
          .oneof(
            fc.constantFrom(
              ...allowed.filter((v) => typeof v === "string").map((v) => `${String(v).toUpperCase()} `),
            ),
            fc.string({ maxLength: 12 }),
          )
          .filter((v) => !allowed.includes(v)),
      );
    }
    if (bt?.has("string") && !Array.isArray(b.enum)) {
      const max = b.maxLength as number | undefined;
      if (max !== undefined) {
        add(
          "too long",
          fc
            .tuple(
              fc.oneof(fc.integer({ min: max + 1, max: max + 3 }), fc.constant(max * 40 + 1)),
              fc.constantFrom("a", "é", "😀", "'"),
            )
            .map(([n, c]) => c.repeat(c.length > 1 ? Math.ceil(n / 2) + 1 : n)),
        );
      } else {
        add("huge string", fc.constant("a".repeat(200_000)));
      }
      const min = b.minLength as number | undefined;
      if (min) add("too short", fc.constant("x".repeat(min - 1)));
      // Text no PostgreSQL column can store: a NUL character, a lone surrogate.
      add("unstorable text", fc.constantFrom("\u0000", "a\u0000b", "\ud800", "x\udfff"));
      const bad = typeof b.format === "string" ? BAD_FORMATS[b.format] : undefined;
      if (bad) add(`bad ${String(b.format)}`, fc.constantFrom(...bad));
      if (typeof b.pattern === "string") {
        const re = new RegExp(b.pattern);
        add(
          "pattern mismatch",
          fc
            .oneof(
              fc.constantFrom("abc", "1 2", "-", "99:99", "@", "x".repeat(8)),
              fc.string({ maxLength: 10 }),
            )
            .filter((v) => !re.test(v)),
        );
      }
    }
    if (bt?.has("number") || bt?.has("integer")) {
      const min = b.minimum as number | undefined;
      const max = b.maximum as number | undefined;
      const integer = !bt.has("number");
      if (min !== undefined)
        add("below minimum", fc.constantFrom(min - 1, integer ? min - 1 : min - 0.01, -1e12));
      if (max !== undefined)
        add("above maximum", fc.constantFrom(max + 1, 1e15, Number.MAX_SAFE_INTEGER + 2, 1e308));
      if (integer) add("fraction", fc.constantFrom((min ?? 0) + 0.5, 1e-7));
    }
    if (bt?.has("array")) {
      const item = validValue(b.items ?? {}, undefined);
      if (typeof b.maxItems === "number") {
        const n = b.maxItems + 1;
        add(
          "too many items",
          item.map((v) => Array.from({ length: n }, () => v)),
        );
      }
      if (typeof b.minItems === "number" && b.minItems > 0) {
        const n = b.minItems - 1;
        add(
          "too few items",
          item.map((v) => Array.from({ length: n }, () => v)),
        );
      }
    }
    if (bt?.has("object") && typeof b.maxProperties === "number") {
      const n = b.maxProperties + 1;
      add(
        "too many properties",
        fc.constant(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, "v"]))),
      );
    }
  }
  return out;
}

/** Every way to break `value` (generated from `raw`) in one place. */
function sites(raw: unknown, value: unknown, at: Key[], out: Site[]): void {
  let s = resolve(raw);
  out.push(...leafSites(s, at));
  const alts = alternatives(s);
  if (alts) s = alts.find((a) => fits(a, value)) ?? s;
  if (isObject(value)) {
    const props = (s.properties as Json | undefined) ?? {};
    for (const r of (s.required as string[] | undefined) ?? []) {
      if (r in value) out.push({ at: [...at, r], label: `missing required`, arb: fc.constant(REMOVE) });
    }
    out.push({
      at,
      label: "extra field",
      arb: fc
        .tuple(
          fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ minLength: 1, maxLength: 8 })),
          fc.jsonValue({ maxDepth: 2 }),
        )
        .filter(([k]) => !(k in props))
        .map(([k, v]) => {
          const copy = { ...value };
          Object.defineProperty(copy, k, { value: v, enumerable: true, configurable: true, writable: true });
          return copy;
        }),
    });
    for (const [k, p] of Object.entries(props)) {
      if (k in value) sites(p, value[k], [...at, k], out);
      else out.push(...leafSites(p, [...at, k]));
    }
    if (isObject(s.additionalProperties)) {
      for (const k of Object.keys(value).slice(0, 2)) {
        if (!(k in props)) sites(s.additionalProperties, value[k], [...at, k], out);
      }
    }
  } else if (Array.isArray(value) && s.items !== undefined) {
    for (const [i, item] of value.slice(0, 2).entries()) sites(s.items, item, [...at, i], out);
  }
}

function setAt(root: unknown, at: Key[], v: unknown): unknown {
  if (at.length === 0) return v;
  const [head, ...rest] = at as [Key, ...Key[]];
  const next = (c: unknown) => setAt(c, rest, v);
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[head as number] = next(copy[head as number]);
    return copy;
  }
  const copy: Json = isObject(root) ? { ...root } : {};
  const child = next(copy[head]);
  if (child === REMOVE) delete copy[head];
  else
    Object.defineProperty(copy, head, { value: child, enumerable: true, configurable: true, writable: true });
  return copy;
}

// ───────────────────────────── operations and requests ─────────────────────────────

const METHODS = ["get", "put", "post", "delete", "patch"];

/** Every operation of openapi.yaml with its parameters and request body schema. */
export function fuzzOperations(): FuzzOperation[] {
  const d = openapi();
  const ops: FuzzOperation[] = [];
  for (const [path, rawItem] of Object.entries(d.paths as Json)) {
    const item = deref(rawItem);
    for (const m of METHODS) {
      const op = item[m];
      if (!isObject(op)) continue;
      const params = [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])]
        .map(deref)
        .filter((p) => p.in === "path" || p.in === "query" || p.in === "header")
        .map((p) => ({
          name: String(p.name),
          in: p.in as ParamSpec["in"],
          required: p.required === true,
          schema: resolve(p.schema ?? {}),
        }));
      const rb = op.requestBody === undefined ? undefined : deref(op.requestBody);
      const content = rb && isObject(rb.content) ? (rb.content as Json) : undefined;
      const json = content?.["application/json"];
      ops.push({
        method: m.toUpperCase(),
        path,
        operationId: String(op.operationId),
        roles: Array.isArray(op["x-roles"]) ? (op["x-roles"] as unknown[]).map(String) : [],
        params,
        body: isObject(json) ? resolve(json.schema ?? {}) : undefined,
        bodyRequired: rb?.required === true,
      });
    }
  }
  return ops;
}

/** A header value the schema accepts, in visible ASCII (fetch refuses other header text). */
function headerValue(p: ParamSpec, hints: Hints): fc.Arbitrary<unknown> {
  const hint = hints.fields?.[p.name];
  if (hint) return hint;
  const max = (p.schema.maxLength as number | undefined) ?? 100;
  const re = typeof p.schema.pattern === "string" ? new RegExp(p.schema.pattern) : /^[\x21-\x7e]{1,40}$/;
  return fc.stringMatching(re).filter((v) => v.length <= max);
}

function paramsArb(
  op: FuzzOperation,
  where: ParamSpec["in"],
  hints: Hints,
): fc.Arbitrary<Record<string, unknown>> {
  const ps = op.params.filter((p) => p.in === where);
  const rec: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of ps)
    rec[p.name] = where === "header" ? headerValue(p, hints) : validValue(p.schema, p.name, hints);
  return fc.record(rec, { requiredKeys: ps.filter((p) => p.required).map((p) => p.name) });
}

/** Requests that follow the contract in every part. */
export function validRequest(
  op: FuzzOperation,
  callers: string[],
  hints: Hints = {},
): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    path: paramsArb(op, "path", hints),
    query: paramsArb(op, "query", hints),
    headers: paramsArb(op, "header", hints),
    body: op.body ? validValue(op.body, undefined, hints) : fc.constant(undefined),
    caller: fc.constantFrom(...callers),
    mutation: fc.constant("valid"),
  });
}

const BAD_IDS = [
  "1",
  "abc",
  "' or 1=1 --",
  "..",
  "%",
  "0".repeat(40),
  "null",
  "x".repeat(3000),
  "5b0c7b1e-2f8a-4c1d-9e3b-7a6d5c4b3a2",
];
/** Header values a server must refuse or ignore (visible ASCII only: fetch refuses the rest). */
const BAD_HEADERS = ["a b", "abc", '"-1"', "W/abc", "12345678901", "*, 1", "\"'; drop table x; --"];

/** Where a request can be broken besides its body, and how. */
function requestSites(op: FuzzOperation): Site[] {
  const out: Site[] = [];
  for (const p of op.params) {
    const at = [p.in, p.name];
    if (p.in === "path") {
      out.push({ at, label: "bad path id", arb: fc.constantFrom(...BAD_IDS) });
    } else if (p.in === "header") {
      const max = (p.schema.maxLength as number | undefined) ?? 200;
      out.push({ at, label: "bad header", arb: fc.constantFrom(...BAD_HEADERS, "k".repeat(max + 1), "") });
    } else {
      for (const site of leafSites(p.schema, at)) {
        if (site.label === "null") continue;
        // Query values are text: a wrong type is a word where a number is due, or a repeated parameter.
        out.push(
          site.label === "wrong type"
            ? { ...site, arb: fc.constantFrom("abc", "1.5", "", ["1", "2"], "{}") }
            : site,
        );
      }
    }
  }
  out.push({
    at: ["query"],
    label: "extra query parameter",
    arb: fc
      .tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.constantFrom(...NASTY_STRINGS))
      .map(([k, v]) => ({ [k]: v })),
  });
  return out;
}

/** Requests that follow the contract except in exactly one place. */
export function mutatedRequest(
  op: FuzzOperation,
  callers: string[],
  hints: Hints = {},
): fc.Arbitrary<FuzzRequest> {
  return validRequest(op, callers, hints).chain((req) => {
    const all = requestSites(op).map((site) => ({
      label: site.label,
      arb: site.arb.map((v): FuzzRequest => {
        if (site.at.length === 1) return { ...req, query: { ...req.query, ...(v as Json) } };
        return setAt(req, site.at, v) as FuzzRequest;
      }),
      where: site.at.join("."),
    }));
    const writes = op.method !== "GET";
    if (op.body) {
      const bodySites: Site[] = [];
      sites(op.body, req.body, [], bodySites);
      for (const site of bodySites) {
        all.push({
          label: site.label,
          where: `body${site.at.map((k) => `.${k}`).join("")}`,
          arb: site.arb.map((v) => ({ ...req, body: setAt(req.body, site.at, v) })),
        });
      }
      const whole = (label: string, arb: fc.Arbitrary<Partial<FuzzRequest>>) =>
        all.push({ label, where: "body", arb: arb.map((x) => ({ ...req, ...x })) });
      whole(
        "malformed JSON",
        fc
          .constantFrom(
            '{"email": ',
            "[1,2",
            "{{}",
            "{'a': 1}",
            "tru",
            '{"a":1}}',
            "\u0000",
            '{"a":"\\ud800"}x',
          )
          .map((raw) => ({ raw })),
      );
      whole(
        "not an object",
        fc.constantFrom([], "str", 1, true, null, [req.body]).map((body) => ({ body })),
      );
      whole(
        "deep nesting",
        fc
          .constantFrom(
            `${"[".repeat(10_000)}${"]".repeat(10_000)}`,
            `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`,
          )
          .map((raw) => ({ raw })),
      );
      whole("oversized body", fc.constant({ pad: 1_100_000 }));
      whole(
        "not JSON",
        fc
          .constantFrom("text/plain", "application/x-www-form-urlencoded")
          .map((contentType) => ({ contentType })),
      );
      if (op.bodyRequired) whole("no body", fc.constant({ body: undefined }));
    } else if (writes) {
      all.push({
        label: "unexpected body",
        where: "body",
        arb: fc.jsonValue({ maxDepth: 2 }).map((body) => ({ ...req, body: body ?? {} })),
      });
    }
    return fc
      .constantFrom(...all)
      .chain((m) => m.arb.map((r) => ({ ...r, mutation: `${m.label} @ ${m.where}` })));
  });
}

/** The request line, headers and body to send. */
export function render(
  op: FuzzOperation,
  req: FuzzRequest,
): { url: string; headers: Record<string, string>; body: string | undefined } {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(req.path[name] ?? "")),
  );
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(req.query)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v])
      qs.append(k, isObject(one) ? JSON.stringify(one) : String(one));
  }
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && v !== null) headers[k] = String(v);
  let body: string | undefined;
  if (op.method !== "GET") {
    if (req.raw !== undefined) body = req.raw;
    else if (req.pad !== undefined)
      body = JSON.stringify({ ...(isObject(req.body) ? req.body : {}), pad: "p".repeat(req.pad) });
    else if (req.body !== undefined) body = JSON.stringify(req.body);
  }
  if (body !== undefined) headers["content-type"] = req.contentType ?? "application/json";
  const q = qs.toString();
  return { url: `/api${path}${q ? `?${q}` : ""}`, headers, body };
}
