/**
 * Website settings (back-office §3, §9): the fields, their defaults, reading a stored copy back
 * safely, and the integer parsing of the numeric inputs. Kept on this device only: the spec's
 * Save makes no server call, and the contract has none for them.
 */

export const CURRENCIES = ["PKR", "USD", "EUR", "GBP"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The time zones offered (the agency's own first); a stored zone not listed is kept and shown too. */
export const TIME_ZONES = [
  "Asia/Karachi",
  "Asia/Dubai",
  "Asia/Riyadh",
  "Asia/Qatar",
  "Europe/Istanbul",
  "Europe/London",
  "UTC",
] as const;

export type WebsiteSettings = {
  websiteUrl: string;
  isLive: boolean;
  maintenanceMode: boolean;
  allowOnlineBookings: boolean;
  allowPhoneBookings: boolean;
  allowEmailBookings: boolean;
  /** Hours before departure after which the website takes no booking. */
  bookingDeadline: number;
  maxPassengers: number;
  currency: Currency;
  timezone: string;
  contactInfo: { email: string; phone: string; address: string; workingHours: string };
  features: {
    flightSearch: boolean;
    packageSearch: boolean;
    onlinePayment: boolean;
    emailNotifications: boolean;
    smsNotifications: boolean;
    whatsappSupport: boolean;
  };
  design: { primaryColor: string; secondaryColor: string; logoUrl: string; faviconUrl: string };
};

export type FeatureKey = keyof WebsiteSettings["features"];
export type ContactKey = keyof WebsiteSettings["contactInfo"];
export type DesignKey = keyof WebsiteSettings["design"];

/**
 * The defaults of back-office §9: booking deadline 24 h, 9 passengers, PKR, Asia/Karachi, SMS
 * notifications off and every other feature on, colours #3B82F6 / #1E40AF. The spec leaves the rest
 * open: the site starts live with every booking channel open, and the address and contact fields
 * start empty (placeholders show examples).
 */
export const DEFAULT_WEBSITE_SETTINGS: WebsiteSettings = {
  websiteUrl: "",
  isLive: true,
  maintenanceMode: false,
  allowOnlineBookings: true,
  allowPhoneBookings: true,
  allowEmailBookings: true,
  bookingDeadline: 24,
  maxPassengers: 9,
  currency: "PKR",
  timezone: "Asia/Karachi",
  contactInfo: { email: "", phone: "", address: "", workingHours: "" },
  features: {
    flightSearch: true,
    packageSearch: true,
    onlinePayment: true,
    emailNotifications: true,
    smsNotifications: false,
    whatsappSupport: true,
  },
  design: { primaryColor: "#3B82F6", secondaryColor: "#1E40AF", logoUrl: "", faviconUrl: "" },
};

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

/** Live only when switched live and not in maintenance. */
export function siteStatus(s: Pick<WebsiteSettings, "isLive" | "maintenanceMode">): "live" | "offline" {
  return s.isLive && !s.maintenanceMode ? "live" : "offline";
}

/** A link the Visit Website button can open: http(s) only; a bare host gets https://. Null otherwise. */
export function websiteHref(url: string): string | null {
  const t = url.trim();
  if (!t) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(t) ? t : `https://${t}`;
  try {
    const u = new URL(withScheme);
    return u.protocol === "http:" || u.protocol === "https:" ? u.href : null;
  } catch {
    return null;
  }
}

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour the colour picker can show (#RRGGBB), else the fallback. */
export function pickerColor(value: string, fallback: string): string {
  return HEX.test(value.trim()) ? value.trim() : fallback;
}
