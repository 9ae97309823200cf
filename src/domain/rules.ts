/**
 * General rules that `validation.ts` does not have: nested objects whose missing keys report the
 * field's own message, optional dates and times, money, lists with length messages, and the
 * plain-code string → number conversion used for CSV rows and query strings (arktype morphs are
 * ~25× slower, see STACK-NOTES).
 */
import { type Type, type } from "arktype";
import { isIsoDate } from "./constants.ts";
import { num, TIME_RE, text } from "./validation.ts";

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ISO_DATE_TIME_RE =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const NUMERIC_RE = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** True for 'YYYY-MM-DD' or an ISO 8601 date-time whose date part exists. */
export function isIsoDateTime(value: string): boolean {
  if (!ISO_DATE_TIME_RE.test(value)) return false;
  return isIsoDate(value.slice(0, 10)) && !Number.isNaN(new Date(value).getTime());
}

/** The 'YYYY-MM-DD' part of a date or date-time string (trimmed). */
export function datePart(value: string): string {
  return value.trim().slice(0, 10);
}

/** An optional calendar date: empty is allowed, anything else must be an existing 'YYYY-MM-DD'. */
export function optionalIsoDate(message: string) {
  return type("string")
    .configure({ message })
    .narrow((value, ctx) => {
      const v = value.trim();
      if (v.length === 0 || isIsoDate(v)) return true;
      return ctx.reject({ message });
    });
}

/** An ISO 8601 date-time (or date) string. */
export function isoDateTime(message: string, required = message) {
  return type("string")
    .configure({ message })
    .narrow((value, ctx) => {
      const v = value.trim();
      if (v.length === 0) return ctx.reject({ message: required });
      return isIsoDateTime(v) ? true : ctx.reject({ message });
    });
}

/** An optional ISO 8601 date-time (or date): empty is allowed. */
export function optionalIsoDateTime(message: string) {
  return type("string")
    .configure({ message })
    .narrow((value, ctx) => {
      const v = value.trim();
      if (v.length === 0 || isIsoDateTime(v)) return true;
      return ctx.reject({ message });
    });
}

/** A 24-hour 'HH:MM' clock time; empty is allowed unless `required` is given. */
export function clockTime(message: string, required?: string) {
  return text({
    ...(required ? { required } : {}),
    max: [5, message],
    pattern: [TIME_RE, message],
    invalid: message,
  });
}

/** `rule` or null (a cleared optional field); `invalid` when the value is neither. */
export function nullable<T>(rule: Type<T>, invalid: string) {
  return (rule.or("null") as unknown as Type<unknown>).configure({
    message: invalid,
  }) as unknown as Type<T | null>;
}

/** A boolean flag. */
export function flag(message: string) {
  return type("boolean").configure({ message });
}

/** True when `n` has at most two decimal places (rupees and paise). */
export function hasAtMostTwoDecimals(n: number): boolean {
  return Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
}

/** A money amount: a finite number within bounds, with at most two decimals. */
export function money(rule: {
  invalid: string;
  min?: [number, string];
  max?: [number, string];
  decimals: string;
}) {
  return num(rule).narrow((n, ctx) =>
    hasAtMostTwoDecimals(n) ? true : ctx.reject({ message: rule.decimals }),
  );
}

/** A list of `item` with length messages; `invalid` is also the message for a missing list. */
export function list<T>(
  item: Type<T>,
  rule: { invalid: string; min?: [number, string]; max?: [number, string] },
): Type<T[]> {
  return (item as unknown as Type<unknown>)
    .array()
    .configure({ message: rule.invalid })
    .narrow((items, ctx) => {
      if (rule.min && items.length < rule.min[0]) return ctx.reject({ message: rule.min[1] });
      if (rule.max && items.length > rule.max[0]) return ctx.reject({ message: rule.max[1] });
      return true;
    }) as unknown as Type<T[]>;
}

type Prop = { key: PropertyKey; kind: string; value: (data: unknown) => unknown };

function ownProps(schema: Type<unknown>): Prop[] {
  for (const candidate of [schema, (schema as unknown as { in: unknown }).in]) {
    try {
      const p = (candidate as { props?: Prop[] }).props;
      if (Array.isArray(p)) return p;
    } catch {
      // not an object schema at this level
    }
  }
  return [];
}

/**
 * An object schema used inside another one (`validate()` fills only top-level keys): a missing
 * required key reports the message its rule gives for an empty value ('Airline is required'),
 * or the one given in `messages` (for keys whose value is an object or a list).
 */
export function nested<S extends Type<unknown>>(schema: S, messages: Record<string, string> = {}): S {
  const byKey = new Map<PropertyKey, string>();
  const own = new Set<unknown>();
  for (const p of ownProps(schema)) {
    if (p.kind !== "required") continue;
    own.add(p);
    const given = typeof p.key === "string" ? messages[p.key] : undefined;
    if (given) {
      byKey.set(p.key, given);
      continue;
    }
    const out = p.value("");
    if (out instanceof type.errors && out[0]) byKey.set(p.key, out[0].message);
  }
  return (schema as unknown as Type<unknown>).configure(
    {
      message: (ctx: { path: readonly PropertyKey[]; problem: string }) =>
        byKey.get(ctx.path[ctx.path.length - 1] as PropertyKey) ?? ctx.problem,
    } as never,
    { kind: "required", where: (node: unknown) => own.has(node) } as never,
  ) as unknown as S;
}

/** A number from its text when the text is a plain decimal number; otherwise the text itself (trimmed). */
export function numberOrText(value: string | undefined | null): number | string {
  const v = (value ?? "").trim();
  if (v.length > 0 && NUMERIC_RE.test(v)) {
    const n = Number(v);
    if (Number.isFinite(n)) return n;
  }
  return v;
}

/** 'true'/'yes'/'1' → true, 'false'/'no'/'0'/'' → false, anything else stays text (and fails the rule). */
export function flagOrText(value: string | undefined | null): boolean | string {
  const v = (value ?? "").trim().toLowerCase();
  if (v === "true" || v === "yes" || v === "1") return true;
  if (v === "false" || v === "no" || v === "0" || v === "") return false;
  return v;
}

/** A list from '|'-separated text: items trimmed, blanks dropped. */
export function splitList(value: string | undefined | null): string[] {
  const v = (value ?? "").trim();
  if (v.length === 0) return [];
  return v
    .split("|")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Rounds to 2 decimals (rupees and paise). */
export function round2(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}
