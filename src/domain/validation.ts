/**
 * The one way inputs are checked, in the browser (forms, CSV rows, route search) and on the server:
 * an arktype type whose rules carry the specifications' messages, and `validate()`, which turns its
 * failures into `{ message, errors }` with one message per field.
 */
import { type Type, type } from "arktype";
import { DATE_RE, isIsoDate } from "./constants.ts";
import { looksLikeFormula } from "./csv.ts";

export type FieldErrors = Record<string, string>;
export type Validation<T> = { ok: true; value: T } | { ok: false; message: string; errors: FieldErrors };

type TextRule = {
  /** Message when the value is missing or blank. Omit for optional text. */
  required?: string;
  min?: [number, string];
  max?: [number, string];
  pattern?: [RegExp, string];
  /** Message when the value is not text at all (defaults to the required message). */
  invalid?: string;
  /** Message when the text starts like a spreadsheet formula (`looksLikeFormula`); omit to allow it. */
  formula?: string;
};

/**
 * The message for text a spreadsheet would run as a formula (=, +, -, @ first: `looksLikeFormula`).
 * Flights and packages refuse it in every text field, on the form, the CSV import and the server
 * alike: none of their fields has a meaning that starts so, and one rule for form and file keeps
 * them from drifting (a bullet needs no '-': the list editor makes the items). The export still
 * neutralises such cells (csv.ts `csvCell`) for rows stored before the rule.
 */
export const formulaMessage = (label: string) => `${label} cannot start with =, +, - or @`;

/** A text field: trimmed length rules with the given messages. */
export function text(rule: TextRule) {
  const invalid = rule.invalid ?? rule.required ?? "Must be text";
  return type("string")
    .configure({ message: invalid })
    .narrow((value, ctx) => {
      const v = value.trim();
      if (rule.required && v.length === 0) return ctx.reject({ message: rule.required });
      if (v.length === 0) return true;
      if (rule.formula && looksLikeFormula(value)) return ctx.reject({ message: rule.formula });
      if (rule.min && v.length < rule.min[0]) return ctx.reject({ message: rule.min[1] });
      if (rule.max && value.length > rule.max[0]) return ctx.reject({ message: rule.max[1] });
      if (rule.pattern && !rule.pattern[0].test(v)) return ctx.reject({ message: rule.pattern[1] });
      return true;
    });
}

/** One of a fixed set of strings. */
export function oneOf<const T extends readonly string[]>(values: T, message: string) {
  const t = type.enumerated(...values) as unknown as Type<string>;
  return t.configure({ message }) as unknown as Type<T[number]>;
}

/** A finite number with optional bounds. */
export function num(rule: {
  invalid: string;
  min?: [number, string];
  max?: [number, string];
  integer?: string;
}) {
  return type("number")
    .configure({ message: rule.invalid })
    .narrow((n, ctx) => {
      if (!Number.isFinite(n)) return ctx.reject({ message: rule.invalid });
      if (rule.integer && !Number.isInteger(n)) return ctx.reject({ message: rule.integer });
      if (rule.min && n < rule.min[0]) return ctx.reject({ message: rule.min[1] });
      if (rule.max && n > rule.max[0]) return ctx.reject({ message: rule.max[1] });
      return true;
    });
}

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export { DATE_RE };
export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A calendar date 'YYYY-MM-DD' that exists (isIsoDate: from MIN_YEAR on). */
export function isoDate(message: string, required = message) {
  return type("string")
    .configure({ message })
    .narrow((value, ctx) => {
      const v = value.trim();
      if (v.length === 0) return ctx.reject({ message: required });
      return isIsoDate(v) || ctx.reject({ message });
    });
}

type Prop = { key: PropertyKey; kind: string };
const propsCache = new WeakMap<object, Prop[] | null>();

/** The declared keys of an object schema (also through narrows and key-deleting morphs). */
function propsOf(schema: Type<unknown>): Prop[] | null {
  const cached = propsCache.get(schema);
  if (cached !== undefined) return cached;
  let props: Prop[] | null = null;
  for (const candidate of [schema, (schema as unknown as { in: unknown }).in]) {
    try {
      const p = (candidate as { props?: Prop[] }).props;
      if (Array.isArray(p)) {
        props = p;
        break;
      }
    } catch {
      // not an object schema at this level
    }
  }
  propsCache.set(schema, props);
  return props;
}

function pathOf(path: readonly PropertyKey[]): string {
  return path.map(String).join(".");
}

/**
 * Checks `data` against `schema`. Unknown keys are dropped when the schema says so (`"+": "delete"`).
 * A missing required key reports that field's own message (as if the value were empty), so
 * `{}` → 'Name is required' rather than a generic text.
 */
export function validate<T>(schema: Type<T>, data: unknown): Validation<T> {
  let input = data;
  const props = propsOf(schema);
  if (props && (data === null || typeof data !== "object" || Array.isArray(data))) {
    const message = "Request body must be a JSON object";
    return { ok: false, message, errors: { body: message } };
  }
  if (data !== null && typeof data === "object" && !Array.isArray(data)) {
    if (props) {
      const filled: Record<PropertyKey, unknown> = { ...(data as Record<PropertyKey, unknown>) };
      for (const p of props) if (p.kind === "required" && !(p.key in filled)) filled[p.key] = "";
      input = filled;
    }
  }
  const out = schema(input);
  if (out instanceof type.errors) {
    const errors: FieldErrors = {};
    for (const e of out) {
      const key = pathOf(e.path) || "body";
      if (!(key in errors)) errors[key] = e.message;
    }
    const message = Object.values(errors)[0] ?? "Invalid input";
    return { ok: false, message, errors };
  }
  return { ok: true, value: out as T };
}

/** `errors` with the fields of `order` first, in that order, then the others as they were. */
function ordered(errors: FieldErrors, order: readonly string[]): FieldErrors {
  const out: FieldErrors = {};
  for (const k of order) if (k in errors) out[k] = errors[k] as string;
  for (const k of Object.keys(errors)) if (!(k in out)) out[k] = errors[k] as string;
  return out;
}

/**
 * A failed check with every field's message (`errors`, the fields of `order` first) and, as
 * `message`, the first of them; `{ ok: true }` when `errors` is empty.
 */
export function failedWith<T>(value: T, errors: FieldErrors, order: readonly string[] = []): Validation<T> {
  const inOrder = ordered(errors, order);
  const first = Object.values(inOrder)[0];
  if (first === undefined) return { ok: true, value };
  return { ok: false, message: first, errors: inOrder };
}

/** A failed check whose `message` lists every field's message ('a; b'), as a CSV row's error does. */
export function everyMessage<T>(checked: Validation<T>): Validation<T> {
  return checked.ok ? checked : { ...checked, message: Object.values(checked.errors).join("; ") };
}
