/**
 * Website Settings as a form: the flat values its fields hold (each field's name is unique across
 * the tabs; the numeric inputs keep the text as typed) and the settings they stand for, the numbers
 * parsed as integers on save (empty keeps the last value), and a save's conflict resolved.
 */
import { flatSettings, SETTING_LABELS, type WebsiteSettings } from "./settings.ts";

/**
 * A numeric input's text as an integer (the spec: parsed as integers): parseInt's reading ('12.7'
 * → 12, '8 hours' → 8), and `fallback` when there is no number in it ('' or 'abc'). Bounds are the
 * save's check (src/domain/website-settings.ts).
 */
export function parseInteger(text: string | number | null | undefined, fallback: number): number {
  if (typeof text === "number") return Number.isFinite(text) ? Math.trunc(text) : fallback;
  const n = Number.parseInt(String(text ?? "").trim(), 10);
  return Number.isNaN(n) ? fallback : n;
}

type Top = Omit<WebsiteSettings, "contactInfo" | "features" | "design" | "bookingDeadline" | "maxPassengers">;

export type SettingsValues = Top &
  WebsiteSettings["contactInfo"] &
  WebsiteSettings["features"] &
  WebsiteSettings["design"] & { bookingDeadline: string; maxPassengers: string };

/** The fields that are on/off switches. */
export type SwitchName = {
  [K in keyof SettingsValues]: SettingsValues[K] extends boolean ? K : never;
}[keyof SettingsValues];

export function formValues(s: WebsiteSettings): SettingsValues {
  const { contactInfo, features, design, ...top } = s;
  return {
    ...top,
    ...contactInfo,
    ...features,
    ...design,
    bookingDeadline: String(s.bookingDeadline),
    maxPassengers: String(s.maxPassengers),
  };
}

/** The settings as they would be saved now; `last` gives the numbers a field without one keeps. */
export function settingsOf(v: SettingsValues, last: WebsiteSettings): WebsiteSettings {
  const { email, phone, address, workingHours, primaryColor, secondaryColor, logoUrl, faviconUrl } = v;
  const { flightSearch, packageSearch, onlinePayment, emailNotifications, smsNotifications } = v;
  const { whatsappSupport, bookingDeadline, maxPassengers } = v;
  return {
    websiteUrl: v.websiteUrl,
    isLive: v.isLive,
    maintenanceMode: v.maintenanceMode,
    allowOnlineBookings: v.allowOnlineBookings,
    allowPhoneBookings: v.allowPhoneBookings,
    allowEmailBookings: v.allowEmailBookings,
    bookingDeadline: parseInteger(bookingDeadline, last.bookingDeadline),
    maxPassengers: parseInteger(maxPassengers, last.maxPassengers),
    currency: v.currency,
    timezone: v.timezone,
    contactInfo: { email, phone, address, workingHours },
    features: {
      flightSearch,
      packageSearch,
      onlinePayment,
      emailNotifications,
      smsNotifications,
      whatsappSupport,
    },
    design: { primaryColor, secondaryColor, logoUrl, faviconUrl },
  };
}

/** The fields in which two copies differ. */
export function changedSettings(a: WebsiteSettings, b: WebsiteSettings): string[] {
  const [x, y] = [flatSettings(a), flatSettings(b)];
  return Object.keys(x).filter((k) => x[k] !== y[k]);
}

/** Whether two copies hold the same settings. */
export const sameSettings = (a: WebsiteSettings, b: WebsiteSettings) => changedSettings(a, b).length === 0;

/**
 * "Keep my changes" after a 412: the saved copy `latest` with the fields the admin changed (`mine`
 * against the copy the form was filled from, `base`) put back on it.
 */
export function keepMine(
  latest: WebsiteSettings,
  mine: WebsiteSettings,
  base: WebsiteSettings,
): WebsiteSettings {
  const changed = new Set(changedSettings(mine, base));
  const out = structuredClone(latest) as unknown as Record<string, unknown>;
  const from = mine as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(from)) {
    if (v && typeof v === "object") {
      const group = out[k] as Record<string, unknown>;
      for (const [f, x] of Object.entries(v)) if (changed.has(f)) group[f] = x;
    } else if (changed.has(k)) out[k] = v;
  }
  return out as unknown as WebsiteSettings;
}

const shown = (v: unknown) => (typeof v === "boolean" ? (v ? "On" : "Off") : String(v ?? "") || "(empty)");

/**
 * What the conflict view lists after a 412: each field someone else changed (`latest` against the
 * copy the form was filled from, `base`) and each the admin changed to a value the saved copy lacks;
 * `mine` is null for a field the admin left as it was.
 */
export function settingsDifferences(latest: WebsiteSettings, mine: WebsiteSettings, base: WebsiteSettings) {
  const [l, m, b] = [flatSettings(latest), flatSettings(mine), flatSettings(base)];
  return Object.keys(l)
    .filter((k) => l[k] !== b[k] || (m[k] !== b[k] && m[k] !== l[k]))
    .map((k) => ({
      field: k,
      label: SETTING_LABELS[k] ?? k,
      saved: shown(l[k]),
      mine: m[k] !== b[k] ? shown(m[k]) : null,
    }));
}
