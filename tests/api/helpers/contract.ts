/**
 * Checks API responses against openapi.yaml, THE contract: the operation is found by matching the
 * concrete path against the templated ones, the status must be declared for it, and a JSON body must
 * validate (Ajv, JSON Schema 2020-12 with formats) against the declared schema, with every
 * `components/schemas` entry registered so `$ref`s resolve. Validators are compiled lazily and cached.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseYaml } from "@redocly/openapi-core";
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

export const OPENAPI_PATH = fileURLToPath(new URL("../../../openapi.yaml", import.meta.url));

const API_PREFIX = "/api";
const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"] as const;
const COMPONENTS_ID = "https://safar.local/openapi/components.json";
const BODY_SLICE = 600;
const MAX_ERRORS = 12;

type Json = Record<string, unknown>;

export type OperationInfo = {
  /** Upper-case HTTP method. */
  method: string;
  /** The templated path as in openapi.yaml, without the `/api` prefix (e.g. `/flights/{id}`). */
  path: string;
  operationId: string;
  /** `x-roles`: admin, customer, public, apikey. */
  roles: string[];
  tags: string[];
  /** How the call authenticates: a bearer token, the X-Api-Key header, or nothing. */
  auth: "bearer" | "apikey" | "none";
  hasBody: boolean;
  /** The names of the path parameters, in order. */
  pathParams: string[];
  /** The declared response statuses ("200", "404", …). */
  statuses: string[];
  /** Whether the call takes an `Idempotency-Key` / `If-Match` header. */
  idempotencyKey: boolean;
  ifMatch: boolean;
};

type Operation = OperationInfo & { op: Json; segments: string[]; literals: boolean[] };

type State = {
  doc: Json;
  ops: Operation[];
  ajv: Ajv2020;
  validators: Map<string, ValidateFunction>;
};

let state: State | undefined;

function isObject(v: unknown): v is Json {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Follows a local `$ref` (`#/components/...`) in the document. */
function deref(doc: Json, node: unknown): Json {
  let cur = node;
  for (let i = 0; i < 10 && isObject(cur) && typeof cur.$ref === "string"; i++) {
    const ref = cur.$ref;
    if (!ref.startsWith("#/")) throw new Error(`contract: unsupported $ref ${ref}`);
    let target: unknown = doc;
    for (const part of ref.slice(2).split("/")) {
      const key = part.replace(/~1/g, "/").replace(/~0/g, "~");
      target = isObject(target) ? target[key] : undefined;
    }
    if (target === undefined) throw new Error(`contract: unresolved $ref ${ref}`);
    cur = target;
  }
  if (!isObject(cur)) throw new Error("contract: expected an object");
  return cur;
}

/** A deep copy with `#/components/schemas/X` rewritten to the registered components schema. */
function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (!isObject(node)) return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === "$ref" && typeof v === "string" && v.startsWith("#/components/schemas/")) {
      out[k] = `${COMPONENTS_ID}#/$defs/${v.slice("#/components/schemas/".length)}`;
    } else {
      out[k] = rewriteRefs(v);
    }
  }
  return out;
}

function load(): State {
  if (state) return state;
  const doc = parseYaml(readFileSync(OPENAPI_PATH, "utf8"));
  if (!isObject(doc) || !isObject(doc.paths)) throw new Error(`contract: ${OPENAPI_PATH} has no paths`);
  const ops: Operation[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths)) {
    const item = deref(doc, rawItem);
    const segments = path.split("/").slice(1);
    const literals = segments.map((s) => !/^\{[^}]+\}$/.test(s));
    const pathParams = segments.filter((_, i) => !literals[i]).map((s) => s.slice(1, -1));
    for (const m of METHODS) {
      const op = item[m];
      if (!isObject(op)) continue;
      const params = [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])].map(
        (p) => deref(doc, p),
      );
      const header = (name: string) =>
        params.some((p) => p.in === "header" && String(p.name).toLowerCase() === name.toLowerCase());
      const security = (op.security ?? doc.security ?? []) as Json[];
      const schemes = security.flatMap((s) => Object.keys(s));
      ops.push({
        method: m.toUpperCase(),
        path,
        operationId: String(op.operationId ?? `${m} ${path}`),
        roles: Array.isArray(op["x-roles"]) ? (op["x-roles"] as unknown[]).map(String) : [],
        tags: Array.isArray(op.tags) ? (op.tags as unknown[]).map(String) : [],
        auth: schemes.includes("bearerAuth") ? "bearer" : schemes.includes("apiKey") ? "apikey" : "none",
        hasBody: op.requestBody !== undefined,
        pathParams,
        statuses: Object.keys(isObject(op.responses) ? op.responses : {}),
        idempotencyKey: header("Idempotency-Key"),
        ifMatch: header("If-Match"),
        op,
        segments,
        literals,
      });
    }
  }

  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  addFormats(ajv);
  const components =
    isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: rewriteRefs(components) });
  state = { doc, ops, ajv, validators: new Map() };
  return state;
}

/** Every operation of the contract. */
export function operations(): OperationInfo[] {
  return load().ops.map(({ op: _op, segments: _s, literals: _l, ...info }) => info);
}

/** The concrete path of a request URL, without origin, query, fragment and the `/api` prefix; null outside the API. */
function apiPath(url: string): string | null {
  let path = url;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) path = new URL(path).pathname;
  path = path.split(/[?#]/)[0] ?? "";
  if (path !== API_PREFIX && !path.startsWith(`${API_PREFIX}/`)) return null;
  path = path.slice(API_PREFIX.length) || "/";
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Operations whose template matches `path`, the most specific first (a literal beats a parameter). */
function matching(path: string): Operation[] {
  const segments = path.split("/").slice(1);
  const found = load().ops.filter(
    (o) =>
      o.segments.length === segments.length &&
      o.segments.every((t, i) => {
        const s = segments[i] ?? "";
        return o.literals[i] ? t === s || t === decode(s) : s.length > 0;
      }),
  );
  const rank = (o: Operation) => o.literals.map((l) => (l ? "1" : "0")).join("");
  return found.sort((a, b) => rank(b).localeCompare(rank(a)));
}

/** The operation answering `method url`, or undefined when the contract has none. */
export function findOperation(method: string, url: string): OperationInfo | undefined {
  const path = apiPath(url);
  if (path === null) return undefined;
  const m = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  const op = matching(path).find((o) => o.method === m);
  if (!op) return undefined;
  const { op: _op, segments: _s, literals: _l, ...info } = op;
  return info;
}

function validator(key: string, schema: unknown): ValidateFunction {
  const s = load();
  let v = s.validators.get(key);
  if (!v) {
    v = s.ajv.compile(rewriteRefs(schema) as Json);
    s.validators.set(key, v);
  }
  return v;
}

function formatErrors(errors: ErrorObject[] | null | undefined): string {
  // The summary of a failed oneOf/anyOf first (which alternative failed is in the lines after it).
  const sorted = [...(errors ?? [])].sort(
    (a, b) => Number(/^(oneOf|anyOf)$/.test(b.keyword)) - Number(/^(oneOf|anyOf)$/.test(a.keyword)),
  );
  const list = sorted.slice(0, MAX_ERRORS).map((e) => {
    const where = e.instancePath || "(body)";
    const extra =
      e.keyword === "additionalProperties"
        ? ` '${String((e.params as { additionalProperty?: unknown }).additionalProperty)}'`
        : e.keyword === "enum"
          ? ` ${JSON.stringify((e.params as { allowedValues?: unknown }).allowedValues)}`
          : "";
    return `    ${where} ${e.message ?? e.keyword}${extra}  [${e.schemaPath}]`;
  });
  const more = (errors?.length ?? 0) > MAX_ERRORS ? `\n    … ${(errors?.length ?? 0) - MAX_ERRORS} more` : "";
  return list.join("\n") + more;
}

function bodySlice(body: unknown): string {
  let text: string;
  try {
    text = typeof body === "string" ? body : (JSON.stringify(body) ?? String(body));
  } catch {
    text = String(body);
  }
  return text.length > BODY_SLICE ? `${text.slice(0, BODY_SLICE)}… (${text.length} chars)` : text;
}

function fail(head: string, detail: string, body: unknown): never {
  throw new Error(`Contract violation: ${head}\n  ${detail}\n  body: ${bodySlice(body)}`);
}

const isJsonMedia = (m: string) => m === "application/json" || /^application\/[\w.+-]+\+json$/.test(m);

/**
 * Throws a readable Error unless `status` is declared for the operation answering `method url` and
 * `body` matches that response's schema. Paths outside `/api` are not the contract's business; an API
 * path the contract does not know may only answer a JSON 404/405 error.
 */
export function checkResponse(
  method: string,
  url: string,
  status: number,
  body: unknown,
  contentType?: string,
): void {
  const path = apiPath(url);
  if (path === null) return;
  const s = load();
  const m = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  const head = `${method.toUpperCase()} ${url.split(/[?#]/)[0]} → ${status}`;
  const candidates = matching(path);
  const op = candidates.find((o) => o.method === m);
  if (!op) {
    const known =
      candidates.length > 0 ? ` (the path allows ${candidates.map((o) => o.method).join(", ")})` : "";
    if (status === 404 || status === 405) {
      const v = validator("#Error", { $ref: "#/components/schemas/Error" });
      if (!v(body))
        fail(head, `an unknown API call must answer the Error shape:\n${formatErrors(v.errors)}`, body);
      return;
    }
    fail(head, `openapi.yaml has no operation ${m} ${path}${known}`, body);
  }

  const where = `${op.operationId}: ${op.method} ${op.path}`;
  const responses = isObject(op.op.responses) ? op.op.responses : {};
  const code = String(status);
  const key =
    code in responses
      ? code
      : `${code[0]}XX` in responses
        ? `${code[0]}XX`
        : "default" in responses
          ? "default"
          : null;
  if (key === null) {
    fail(
      `${head} (${where})`,
      `status ${status} is not declared; declared: ${Object.keys(responses).join(", ")}`,
      body,
    );
  }
  const response = deref(s.doc, responses[key]);
  const content = isObject(response.content) ? response.content : undefined;
  if (!content || Object.keys(content).length === 0) {
    if (body !== undefined && body !== null && body !== "") {
      fail(`${head} (${where})`, "the contract declares no body for this response", body);
    }
    return;
  }

  const declared = Object.keys(content);
  let media: string;
  if (contentType) {
    const given = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
    const hit = declared.find(
      (d) => d === given || d === "*/*" || (d.endsWith("/*") && given.startsWith(d.slice(0, -1))),
    );
    if (!hit)
      fail(
        `${head} (${where})`,
        `content type '${given}' is not declared; declared: ${declared.join(", ")}`,
        body,
      );
    media = hit;
  } else {
    media = declared.find(isJsonMedia) ?? (declared[0] as string);
  }

  const mediaObject = content[media];
  const schema = isObject(mediaObject) ? mediaObject.schema : undefined;
  if (isJsonMedia(media)) {
    if (typeof body === "string" && contentType === undefined) {
      fail(`${head} (${where})`, "expected a parsed JSON body, got text", body);
    }
    if (schema === undefined) return;
    const v = validator(`${op.method} ${op.path} ${key} ${media}`, schema);
    if (!v(body))
      fail(`${head} (${where})`, `the body does not match openapi.yaml:\n${formatErrors(v.errors)}`, body);
    return;
  }
  if (media.startsWith("text/") && typeof body !== "string") {
    fail(`${head} (${where})`, `a ${media} body must be text`, body);
  }
}

/** Validates `value` against `components/schemas/<name>`; throws a readable Error when it does not match. */
export function checkSchema(name: string, value: unknown): void {
  const s = load();
  const schemas =
    isObject(s.doc.components) && isObject(s.doc.components.schemas) ? s.doc.components.schemas : {};
  if (!(name in schemas)) throw new Error(`contract: no schema components/schemas/${name}`);
  const v = validator(`#${name}`, { $ref: `#/components/schemas/${name}` });
  if (!v(value)) {
    throw new Error(
      `Contract violation: not a ${name}:\n${formatErrors(v.errors)}\n  value: ${bodySlice(value)}`,
    );
  }
}

/** Compiles every JSON response schema now (a broken schema fails here rather than mid-test). */
export function compileAll(): number {
  let n = 0;
  for (const o of load().ops) {
    const responses = isObject(o.op.responses) ? o.op.responses : {};
    for (const [code, raw] of Object.entries(responses)) {
      const content = deref(load().doc, raw).content;
      if (!isObject(content)) continue;
      for (const [media, mo] of Object.entries(content)) {
        if (!isJsonMedia(media) || !isObject(mo) || mo.schema === undefined) continue;
        validator(`${o.method} ${o.path} ${code} ${media}`, mo.schema);
        n++;
      }
    }
  }
  return n;
}
