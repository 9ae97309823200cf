/** Reading and checking request input with the shared arktype schemas. */
import type { Type } from "arktype";
import type { Context } from "hono";
import { type Validation, validate } from "../../src/domain/validation.ts";
import type { AppEnv } from "./env.ts";
import { badRequest, HttpError } from "./errors.ts";

type Ctx = Context<AppEnv>;

/** The raw request text (read once, kept for idempotency hashing). */
export async function rawBody(c: Ctx): Promise<string> {
  const cached = c.get("rawBody") as string | undefined;
  if (cached !== undefined) return cached;
  const text = await c.req.text();
  c.set("rawBody", text);
  return text;
}

/** How deep a request body may nest (the contract's bodies go a few levels down). */
const MAX_BODY_DEPTH = 32;

/** A NUL character or a lone UTF-16 surrogate: PostgreSQL text and jsonb cannot store either. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes("\u0000") || LONE_SURROGATE.test(text);
const UNSTORABLE_MESSAGE = "Text must not contain NUL characters or unpaired surrogates";

/**
 * Why a parsed body cannot be taken, or null: nested deeper than MAX_BODY_DEPTH (the validators
 * recurse), or text PostgreSQL cannot store, with the field it is in ('passengers.0.firstName', as
 * the validators name fields). Iterative, so a hostile body cannot exhaust the stack.
 */
function unacceptable(root: unknown): { message: string; field: string } | null {
  const stack: [unknown, number, string][] = [[root, 0, ""]];
  while (stack.length > 0) {
    const [v, depth, path] = stack.pop()!;
    const field = path || "body";
    if (typeof v === "string") {
      if (unstorable(v)) return { message: UNSTORABLE_MESSAGE, field };
    } else if (typeof v === "object" && v !== null) {
      if (depth >= MAX_BODY_DEPTH) return { message: "Request body is nested too deeply", field };
      for (const [k, child] of Object.entries(v)) {
        const at = path ? `${path}.${k}` : k;
        if (unstorable(k)) return { message: UNSTORABLE_MESSAGE, field: path || "body" };
        stack.push([child, depth + 1, at]);
      }
    }
  }
  return null;
}

/** The parsed JSON body; malformed JSON is a 400, an empty body reads as `{}`. */
export async function jsonBody(c: Ctx): Promise<unknown> {
  const cached = c.get("jsonBody") as { v: unknown } | undefined;
  if (cached) return cached.v;
  const text = await rawBody(c);
  let v: unknown = {};
  if (text.trim().length > 0) {
    const type = c.req.header("content-type") ?? "";
    if (type && !/application\/(?:[\w.+-]+\+)?json/i.test(type)) {
      throw new HttpError(415, "Content-Type must be application/json");
    }
    try {
      v = JSON.parse(text);
    } catch {
      throw badRequest("Malformed JSON in request body");
    }
    const why = unacceptable(v);
    if (why) throw badRequest(why.message, { [why.field]: why.message });
  }
  c.set("jsonBody", { v });
  return v;
}

function orThrow<T>(result: Validation<T>): T {
  if (!result.ok) throw badRequest(result.message, result.errors);
  return result.value;
}

/** The body checked against `schema` (unknown keys dropped), or a 400 with the field messages. */
export async function body<T>(c: Ctx, schema: Type<T>): Promise<T> {
  return orThrow(validate(schema, await jsonBody(c)));
}

/** A path parameter that must be a UUID; anything else is a 404 (no such record). */
export function uuidParam(c: Ctx, name = "id", what = "Record"): string {
  const v = c.req.param(name) ?? "";
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)) {
    throw new HttpError(404, `${what} not found`);
  }
  return v.toLowerCase();
}

export { orThrow };
