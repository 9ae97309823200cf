/**
 * Website settings read back safely: a stored copy with every field of the right type kept and
 * anything missing or wrong from the defaults, and the integer parsing of the numeric inputs.
 */
import { CURRENCIES, type Currency, DEFAULT_WEBSITE_SETTINGS, type WebsiteSettings } from "./settings.ts";

/**
 * A numeric input's text as an integer (back-office §5: parsed as integers, no bounds): parseInt's
 * reading ('12.7' → 12, '8 hours' → 8), and `fallback` when there is no number in it ('' or 'abc').
 */
export function parseInteger(text: string | number | null | undefined, fallback: number): number {
  if (typeof text === "number") return Number.isFinite(text) ? Math.trunc(text) : fallback;
  const n = Number.parseInt(String(text ?? "").trim(), 10);
  return Number.isNaN(n) ? fallback : n;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

function pick<T extends Record<string, string | number | boolean>>(defaults: T, stored: unknown): T {
  const out = { ...defaults };
  if (!isObject(stored)) return out;
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const d = defaults[key];
    const v = stored[key];
    if (typeof d === "number") {
      if (typeof v === "number" || typeof v === "string") (out as Json)[key] = parseInteger(v, d);
    } else if (typeof v === typeof d) (out as Json)[key] = v;
  }
  return out;
}

/** A stored copy read back: every field of the right type kept, anything missing or wrong from the defaults. */
export function normaliseSettings(stored: unknown): WebsiteSettings {
  const d = DEFAULT_WEBSITE_SETTINGS;
  const s = isObject(stored) ? stored : {};
  const { contactInfo: _c, features: _f, design: _d, currency: _cur, ...flat } = d;
  const top = pick(flat, s);
  const currency = CURRENCIES.includes(s.currency as Currency) ? (s.currency as Currency) : d.currency;
  return {
    ...top,
    timezone: top.timezone.trim() || d.timezone,
    currency,
    contactInfo: pick(d.contactInfo, s.contactInfo),
    features: pick(d.features, s.features),
    design: pick(d.design, s.design),
  };
}
