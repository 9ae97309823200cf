/**
 * Website settings (back-office §3, §9): the fields and their defaults (a stored copy is read back
 * by read-settings.ts). Kept on this device only: the spec's Save makes no server call, and the
 * contract has none for them.
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
