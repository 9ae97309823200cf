/**
 * The field rules the website's and the GDS's bookings share (direct.ts, direct-gds.ts): optional
 * text with its length, the optional dates that refuse a value of spaces, the customer's name.
 */
import type { Type } from "arktype";
import {
  optionalIsoDate as anyOptionalIsoDate,
  optionalIsoDateTime as anyOptionalIsoDateTime,
  nullable,
} from "./rules.ts";
import { text } from "./validation.ts";

export const tooLong = (label: string, max: number): [number, string] => [
  max,
  `${label} cannot be more than ${max} characters`,
];
/** Optional text of at most `max` characters (null allowed). */
export const opt = (label: string, max: number) =>
  nullable(text({ max: tooLong(label, max), invalid: `${label} must be text` }), `${label} must be text`);

/**
 * An optional date that is absent, null or '' when the sender has none; a value of spaces alone is
 * not a date but a broken one: a 400 naming the field (docs/ARCHITECTURE.md §4.5).
 */
export function notBlank(rule: Type<string>, message: string): Type<string> {
  return rule.narrow((v: string, ctx) => (v === "" || v.trim() !== "" ? true : ctx.reject({ message })));
}
export const optionalIsoDate = (message: string) =>
  nullable(notBlank(anyOptionalIsoDate(message), message), message);
export const optionalIsoDateTime = (message: string) =>
  nullable(notBlank(anyOptionalIsoDateTime(message), message), message);

export const customerName = text({
  required: "Customer name is required",
  max: tooLong("Customer name", 100),
});
export const customerPhone = opt("Phone number", 20);
export const PASSENGER_RANGE = "Passengers must be between 1 and 9";
