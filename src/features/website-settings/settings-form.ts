/**
 * Website Settings as a form: the flat values its fields hold (each field's name is unique across
 * the tabs; the numeric inputs keep the text as typed) and the settings they stand for, the numbers
 * parsed as integers on save (empty keeps the last value).
 */
import { normaliseSettings, parseInteger } from "./read-settings.ts";
import type { WebsiteSettings } from "./settings.ts";

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

/** Whether two copies hold the same settings (whatever the order of their keys). */
export function sameSettings(a: WebsiteSettings, b: WebsiteSettings): boolean {
  return JSON.stringify(normaliseSettings(a)) === JSON.stringify(normaliseSettings(b));
}
