/**
 * The agency's website settings: their fields, the defaults of the back-office specification, and
 * the one check of a save (the Website Settings form before it sends, the server on PUT
 * /website-settings). Kept on the server for all the agency's admins (docs/ARCHITECTURE.md §5.8).
 */
import { type Type, type } from "arktype";
import { flag, nested } from "./rules.ts";
import { EMAIL_RE, num, oneOf, text } from "./validation.ts";

export const CURRENCIES = ["PKR", "USD", "EUR", "GBP"] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * The spec's defaults: booking deadline 24 h, 9 passengers, PKR, Asia/Karachi, SMS notifications
 * off and every other feature on, colours #3B82F6 / #1E40AF. The spec leaves the rest open: the
 * site starts live with every booking channel open, the address and contact fields empty.
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

/** Upper bounds that keep the numbers meaningful (the spec sets none on the inputs). */
export const MAX_BOOKING_DEADLINE_HOURS = 8760;
export const MAX_PASSENGERS_LIMIT = 1000;
export const MAX_SETTINGS_URL = 500;

/** Empty, or an http(s) address ('www.x.pk' is read as https://www.x.pk, as the Visit link does). */
export function isWebAddress(value: string): boolean {
  const t = value.trim();
  if (!t) return true;
  try {
    const u = new URL(/^[a-z][a-z0-9+.-]*:/i.test(t) ? t : `https://${t}`);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname.includes(".");
  } catch {
    return false;
  }
}

/** A time zone this runtime knows (IANA name). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value.trim() });
    return value.trim().length > 0;
  } catch {
    return false;
  }
}

const url = (label: string) => {
  const message = `${label} must be a web address (https://…)`;
  return text({
    max: [MAX_SETTINGS_URL, `${label} cannot be more than ${MAX_SETTINGS_URL} characters`],
    invalid: message,
  }).narrow((v, ctx) => isWebAddress(v) || ctx.reject({ message }));
};
const colour = (label: string) =>
  text({
    required: `${label} is required`,
    max: [7, `${label} must be a colour like #3B82F6`],
    pattern: [/^#[0-9a-f]{6}$/i, `${label} must be a colour like #3B82F6`],
  });
const plain = (label: string, max: number) =>
  text({ max: [max, `${label} cannot be more than ${max} characters`], invalid: `${label} must be text` });
const whole = (label: string, min: number, max: number) =>
  num({
    invalid: `${label} must be a whole number`,
    integer: `${label} must be a whole number`,
    min: [min, `${label} must be at least ${min}`],
    max: [max, `${label} cannot be more than ${max}`],
  });
const onOff = (label: string) => flag(`${label} must be on or off`);

/** A group of fields (an object): `message` when it is not one, its fields' own messages inside. */
const group = <T>(schema: Type<T>, message: string): Type<T> =>
  (schema as unknown as Type<unknown>).configure({ message }, "shallow") as unknown as Type<T>;

const contactInfo = nested(
  type({
    email: text({
      max: [254, "Email cannot be more than 254 characters"],
      pattern: [EMAIL_RE, "Please enter a valid email"],
      invalid: "Please enter a valid email",
    }),
    phone: plain("Phone", 50),
    address: plain("Address", 300),
    workingHours: plain("Working hours", 100),
    "+": "delete",
  }),
);

const features = nested(
  type({
    flightSearch: onOff("Flight search"),
    packageSearch: onOff("Package search"),
    onlinePayment: onOff("Online payment"),
    emailNotifications: onOff("Email notifications"),
    smsNotifications: onOff("SMS notifications"),
    whatsappSupport: onOff("WhatsApp support"),
    "+": "delete",
  }),
);

const design = nested(
  type({
    primaryColor: colour("Primary colour"),
    secondaryColor: colour("Secondary colour"),
    logoUrl: url("Logo URL"),
    faviconUrl: url("Favicon URL"),
    "+": "delete",
  }),
);

/** A save of the website settings (PUT /website-settings): every field, each with its message. */
export const websiteSettingsInput = type({
  websiteUrl: url("Website URL"),
  isLive: onOff("Website live"),
  maintenanceMode: onOff("Maintenance mode"),
  allowOnlineBookings: onOff("Online bookings"),
  allowPhoneBookings: onOff("Phone bookings"),
  allowEmailBookings: onOff("Email bookings"),
  bookingDeadline: whole("Booking deadline", 0, MAX_BOOKING_DEADLINE_HOURS),
  maxPassengers: whole("Maximum passengers", 1, MAX_PASSENGERS_LIMIT),
  currency: oneOf(CURRENCIES, "Currency must be PKR, USD, EUR or GBP"),
  timezone: text({ required: "Time zone is required", max: [64, "Please choose a valid time zone"] }).narrow(
    (v, ctx) => isTimeZone(v) || ctx.reject({ message: "Please choose a valid time zone" }),
  ),
  contactInfo: group(contactInfo, "Contact details must be an object of text fields"),
  features: group(features, "Features must be an object of on/off switches"),
  design: group(design, "Design must be an object of colours and addresses"),
  "+": "delete",
});

/** The website settings: what a save sends, the server keeps and answers. */
export type WebsiteSettings = typeof websiteSettingsInput.infer;

/** The stored shape of a checked save: text trimmed. */
export function normalizeWebsiteSettings(v: WebsiteSettings): WebsiteSettings {
  const trim = <T extends Record<string, unknown>>(o: T): T =>
    Object.fromEntries(Object.entries(o).map(([k, x]) => [k, typeof x === "string" ? x.trim() : x])) as T;
  return {
    ...trim(v),
    contactInfo: trim(v.contactInfo),
    features: { ...v.features },
    design: trim(v.design),
  };
}
