/**
 * openapi.yaml is THE contract: it must lint clean (Redocly's recommended rules), carry what the
 * tests and the client rely on (operationId, one tag, x-roles, the error responses, the headers),
 * cover every call of the specifications, and src/api/schema.gen.ts must be generated from it as it is.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createConfig, lintFromString, type NormalizedProblem, parseYaml } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const OPENAPI = join(ROOT, "openapi.yaml");
const GENERATED = join(ROOT, "src/api/schema.gen.ts");
const source = readFileSync(OPENAPI, "utf8");

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const clone = <T>(v: T): T => structuredClone(v);

const METHODS = ["get", "put", "post", "delete", "patch"] as const;
const AREAS = [
  "auth",
  "profile",
  "customers",
  "flights",
  "bookings",
  "packages",
  "package-bookings",
  "dashboard",
  "logs",
  "direct-bookings",
  "direct-package-bookings",
  "gds",
  "web",
  "health",
  "website-settings",
  "verify",
  "notifications",
  "push",
];
const ROLES = ["admin", "customer", "public", "apikey"];

/** The calls the customer portal and the back office make, plus the calls docs/ARCHITECTURE.md adds. */
const REQUIRED_CALLS = [
  // the customer portal
  "POST /auth/login",
  "POST /auth/register",
  "GET /bookings/me",
  "POST /bookings",
  "GET /flights",
  "GET /packages",
  "POST /package-bookings",
  "GET /package-bookings/me",
  "PUT /profile",
  "PUT /auth/change-password",
  // the back office
  "GET /dashboard/available-months",
  "GET /dashboard/analytics",
  "GET /sales",
  "GET /logs/recent-activity",
  "POST /flights",
  "PUT /flights/{id}",
  "DELETE /flights/{id}",
  "GET /flights/export",
  "GET /flights/{id}/manifest",
  "POST /flights/import",
  "GET /bookings",
  "PUT /bookings/{id}/approve",
  "PUT /bookings/{id}/cancel",
  "DELETE /bookings/{id}",
  "POST /packages",
  "PUT /packages/{id}",
  "DELETE /packages/{id}",
  "GET /packages/export",
  "POST /packages/import",
  "GET /package-bookings/all",
  "GET /verify/{code}",
  "PUT /package-bookings/{id}/status",
  "DELETE /package-bookings/{id}",
  "GET /customers",
  "POST /customers",
  "PUT /customers/{id}",
  "PUT /customers/{id}/password",
  "PUT /customers/{id}/status",
  "PUT /customers/{id}/approval",
  "DELETE /customers/{id}",
  "GET /logs",
  "GET /logs/stats",
  "GET /logs/export",
  "GET /direct-bookings",
  "PATCH /direct-bookings/{id}/status",
  "DELETE /direct-bookings/{id}",
  "GET /direct-package-bookings",
  "PATCH /direct-package-bookings/{id}/status",
  "DELETE /direct-package-bookings/{id}",
  "GET /web/gds-bookings",
  "PUT /web/gds-bookings/{id}/status",
  // added (docs/ARCHITECTURE.md §4)
  "GET /auth/me",
  "POST /auth/logout",
  "POST /web/bookings",
  "POST /web/gds-bookings",
  "POST /bookings/{id}/payment",
  "POST /package-bookings/{id}/payment",
  "GET /health",
  "GET /website-settings",
  "PUT /website-settings",
];

/** The lists with `?since=` delta sync (docs/ARCHITECTURE.md §5). */
const DELTA_LISTS = [
  "/flights",
  "/bookings/me",
  "/bookings",
  "/packages",
  "/package-bookings/me",
  "/package-bookings/all",
  "/customers",
  "/direct-bookings",
  "/direct-package-bookings",
  "/web/gds-bookings",
  "/notifications",
];

const IF_MATCH = [
  "PUT /flights/{id}",
  "PATCH /flights/{id}",
  "PUT /packages/{id}",
  "PATCH /packages/{id}",
  "PUT /profile",
  "PUT /customers/{id}",
  "PUT /website-settings",
];

function deref(doc: Json, node: unknown): Json {
  let cur = node;
  for (let i = 0; i < 10 && isObject(cur) && typeof cur.$ref === "string"; i++) {
    let target: unknown = doc;
    for (const part of cur.$ref.slice(2).split("/")) target = isObject(target) ? target[part] : undefined;
    cur = target;
  }
  return isObject(cur) ? cur : {};
}

type Op = { method: string; path: string; op: Json; params: Json[] };

function operationsOf(doc: Json): Op[] {
  const out: Op[] = [];
  for (const [path, item] of Object.entries((doc.paths as Json) ?? {})) {
    if (!isObject(item)) continue;
    for (const m of METHODS) {
      const op = item[m];
      if (!isObject(op)) continue;
      const params = [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])].map(
        (p) => deref(doc, p),
      );
      out.push({ method: m.toUpperCase(), path, op, params });
    }
  }
  return out;
}

/** String properties of an input schema without a maxLength (or an enum/const bounding them). */
function unboundedStrings(doc: Json, schema: unknown, at: string, seen = new Set<string>()): string[] {
  if (!isObject(schema)) return [];
  if (typeof schema.$ref === "string") {
    if (seen.has(schema.$ref)) return [];
    seen.add(schema.$ref);
    return unboundedStrings(doc, deref(doc, schema), at, seen);
  }
  const out: string[] = [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (
    types.includes("string") &&
    schema.maxLength === undefined &&
    schema.enum === undefined &&
    schema.const === undefined
  ) {
    out.push(at);
  }
  for (const [k, v] of Object.entries((schema.properties as Json) ?? {}))
    out.push(...unboundedStrings(doc, v, `${at}.${k}`, seen));
  if (schema.items) out.push(...unboundedStrings(doc, schema.items, `${at}[]`, seen));
  if (isObject(schema.additionalProperties))
    out.push(...unboundedStrings(doc, schema.additionalProperties, `${at}.*`, seen));
  for (const k of ["oneOf", "anyOf", "allOf"]) {
    for (const [i, v] of ((schema[k] as unknown[]) ?? []).entries())
      out.push(...unboundedStrings(doc, v, `${at}/${k}/${i}`, seen));
  }
  return out;
}

/** The `application/json` schema of a response or request body object, if any. */
function jsonSchema(doc: Json, node: unknown): Json | undefined {
  const content = deref(doc, node).content;
  const media = isObject(content) ? content["application/json"] : undefined;
  return isObject(media) && isObject(media.schema) ? media.schema : undefined;
}

function headerNames(doc: Json, response: unknown): string[] {
  const headers = deref(doc, response).headers;
  return isObject(headers) ? Object.keys(headers) : [];
}

/** Everything the contract promises beyond what a linter knows about. Empty when all is well. */
function contractProblems(doc: Json): string[] {
  const problems: string[] = [];
  const ops = operationsOf(doc);
  const ids = new Map<string, string>();

  for (const { method, path, op, params } of ops) {
    const name = `${method} ${path}`;
    const bad = (what: string) => problems.push(`${name}: ${what}`);
    const responses = isObject(op.responses) ? op.responses : {};
    const codes = Object.keys(responses);
    const has = (code: string) => code in responses;
    const header = (h: string) => params.some((p) => p.in === "header" && String(p.name) === h);

    // operationId, tag, roles
    const id = op.operationId;
    if (typeof id !== "string" || id.length === 0) bad("no operationId");
    else if (ids.has(id)) bad(`operationId ${id} also used by ${ids.get(id)}`);
    else ids.set(id, name);
    const tags = op.tags;
    if (!Array.isArray(tags) || tags.length !== 1) bad(`needs exactly one tag, has ${JSON.stringify(tags)}`);
    else if (!AREAS.includes(String(tags[0]))) bad(`unknown tag ${tags[0]}`);
    const roles = op["x-roles"];
    if (!Array.isArray(roles) || roles.length === 0) {
      bad("no x-roles");
      continue;
    }
    if (roles.some((r) => !ROLES.includes(String(r))))
      bad(`unknown role in x-roles ${JSON.stringify(roles)}`);
    const open = roles.includes("public");
    const apikey = roles.includes("apikey");
    const oneRole = roles.length === 1 && (roles[0] === "admin" || roles[0] === "customer");
    if ((open || apikey) && roles.length !== 1) bad("public/apikey cannot be combined with other roles");

    // security matches the roles
    const security = op.security as Json[] | undefined;
    const schemes = (security ?? (doc.security as Json[]) ?? []).flatMap((s) => Object.keys(s)).join(",");
    if (open && schemes !== "") bad("x-roles [public] needs security: []");
    if (apikey && schemes !== "apiKey") bad("x-roles [apikey] needs security apiKey only");
    if (!open && !apikey && schemes !== "bearerAuth") bad("needs bearerAuth security");

    // responses
    if (!codes.some((c) => /^2\d\d$/.test(c))) bad("no 2xx response");
    if (!codes.some((c) => /^4(\d\d|XX)$/.test(c))) bad("no 4xx response");
    for (const c of codes.filter((c) => c.startsWith("4"))) {
      if (jsonSchema(doc, responses[c])?.$ref !== "#/components/schemas/Error") bad(`${c} is not an Error`);
    }
    if (!has("429")) bad("no 429");
    else if (!headerNames(doc, responses["429"]).includes("Retry-After")) bad("429 without Retry-After");
    if (op.requestBody) for (const c of ["400", "413", "415"]) if (!has(c)) bad(`has a body but no ${c}`);
    if (!open && !has("401")) bad("no 401");
    if (oneRole && !has("403")) bad("no 403 for the other role");
    if (path.includes("{") && !has("404")) bad("has a path parameter but no 404");

    // headers
    if (method !== "GET" && !path.startsWith("/auth/")) {
      if (!header("Idempotency-Key")) bad("no Idempotency-Key");
      else if (!has("409") || !has("422")) bad("takes Idempotency-Key but lacks 409 or 422");
    }
    if (IF_MATCH.includes(name) && !header("If-Match")) bad("no If-Match");
    if (header("If-Match") && !has("412")) bad("takes If-Match but lacks 412");

    // input strings are bounded
    const input = op.requestBody ? jsonSchema(doc, op.requestBody) : undefined;
    for (const p of unboundedStrings(doc, input, "body")) bad(`${p} is a string without maxLength`);
    for (const p of params.filter((p) => p.in !== "path")) {
      for (const s of unboundedStrings(doc, p.schema, `${p.in} ${p.name}`)) bad(`${s} has no maxLength`);
    }

    // delta sync
    if (method === "GET" && DELTA_LISTS.includes(path)) {
      if (!params.some((p) => p.in === "query" && p.name === "since")) bad("no since parameter");
      if (!headerNames(doc, responses["200"]).includes("X-Sync-Cursor")) bad("200 without X-Sync-Cursor");
      const oneOf = jsonSchema(doc, responses["200"])?.oneOf as Json[] | undefined;
      const delta = String(oneOf?.[1]?.$ref ?? "");
      if (oneOf?.length !== 2 || !delta.endsWith("Delta")) bad("200 is not oneOf [plain, delta]");
    }
  }

  const declared = new Set(ops.map((o) => `${o.method} ${o.path}`));
  for (const call of REQUIRED_CALLS) if (!declared.has(call)) problems.push(`missing call ${call}`);
  return problems;
}

const doc = parseYaml(source) as Json;

function formatProblems(problems: NormalizedProblem[]): string[] {
  return problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? "?"}`);
}

async function lintSource(text: string) {
  const config = await createConfig({ extends: ["recommended"] });
  return lintFromString({ source: text, absoluteRef: OPENAPI, config });
}

describe("openapi.yaml", () => {
  it("lints without errors (Redocly recommended)", async () => {
    const problems = (await lintSource(source)).filter((p) => !p.ignored);
    const warnings = problems.filter((p) => p.severity !== "error");
    if (warnings.length > 0) console.warn(formatProblems(warnings).join("\n"));
    expect(formatProblems(problems.filter((p) => p.severity === "error"))).toEqual([]);
  }, 30_000);

  it("the lint catches a broken contract", async () => {
    const broken = clone(doc);
    const paths = broken.paths as Json;
    ((paths["/flights"] as Json).post as Json).operationId = "listFlights";
    ((paths["/health"] as Json).get as Json).security = [{ nope: [] }];
    const text = JSON.stringify(broken);
    const errors = (await lintSource(text)).filter((p) => p.severity === "error").map((p) => p.ruleId);
    expect(errors).toContain("operation-operationId-unique");
    expect(errors).toContain("security-defined");
  }, 30_000);

  it("is OpenAPI 3.1 served under /api", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers).toEqual([{ url: "/api" }]);
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
  });

  it("gives every operation an operationId, one tag, x-roles, its errors and headers", () => {
    expect(contractProblems(doc)).toEqual([]);
  });

  it("covers every call of the specifications", () => {
    const declared = operationsOf(doc).map((o) => `${o.method} ${o.path}`);
    expect(REQUIRED_CALLS.filter((c) => !declared.includes(c))).toEqual([]);
  });

  it("the checks fail on a contract that breaks them", () => {
    const broken = clone(doc);
    const paths = broken.paths as Json;
    const login = (paths["/auth/login"] as Json).post as Json;
    delete login.operationId;
    const logout = (paths["/auth/logout"] as Json).post as Json;
    logout.tags = ["auth", "profile"];
    const me = (paths["/auth/me"] as Json).get as Json;
    delete me["x-roles"];
    const health = (paths["/health"] as Json).get as Json;
    health.responses = { "200": (health.responses as Json)["200"] };
    const flights = (paths["/flights"] as Json).post as Json;
    flights.parameters = [];
    const input = (broken.components as { schemas: Record<string, Json> }).schemas.PaymentInput as Json;
    (input.properties as Json).reference = { type: "string" };
    delete paths["/sales"];

    const problems = contractProblems(broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        "POST /auth/login: no operationId",
        'POST /auth/logout: needs exactly one tag, has ["auth","profile"]',
        "GET /auth/me: no x-roles",
        "GET /health: no 4xx response",
        "GET /health: no 429",
        "POST /flights: no Idempotency-Key",
        "POST /bookings/{id}/payment: body.reference is a string without maxLength",
        "missing call GET /sales",
      ]),
    );
  });

  it("src/api/schema.gen.ts is generated from the current openapi.yaml (npm run gen:api)", () => {
    const dir = mkdtempSync(join(tmpdir(), "safar-openapi-"));
    try {
      const out = join(dir, "schema.gen.ts");
      const cli = join(ROOT, "node_modules/openapi-typescript/bin/cli.js");
      execFileSync(process.execPath, [cli, OPENAPI, "-o", out], { cwd: ROOT, stdio: "pipe" });
      const fresh = readFileSync(out, "utf8");
      const committed = readFileSync(GENERATED, "utf8");
      expect(fresh.length).toBeGreaterThan(1000);
      // Not toEqual on 4000 lines: say where they part.
      if (fresh !== committed) {
        const a = committed.split("\n");
        const b = fresh.split("\n");
        const line = a.findIndex((l, i) => l !== b[i]);
        throw new Error(
          `src/api/schema.gen.ts is stale: run \`npm run gen:api\`. First difference at line ${line + 1}:\n` +
            `  committed: ${a[line] ?? "(end)"}\n  generated: ${b[line] ?? "(end)"}`,
        );
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
