/**
 * Website Settings' choices and the names of its fields: the settings themselves, their defaults
 * and their check are the domain's (src/domain/website-settings.ts), shared with the server.
 */
import type { WebsiteSettings } from "../../domain/website-settings.ts";

export { CURRENCIES, DEFAULT_WEBSITE_SETTINGS, type WebsiteSettings } from "../../domain/website-settings.ts";

/** The time zones offered (the agency's own first); a saved zone not listed is kept and shown too. */
export const TIME_ZONES = [
  "Asia/Karachi",
  "Asia/Dubai",
  "Asia/Riyadh",
  "Asia/Qatar",
  "Europe/Istanbul",
  "Europe/London",
  "UTC",
] as const;

export type TabId = "general" | "features" | "design" | "contact";

type Group = "contactInfo" | "features" | "design";
const TAB_OF_GROUP: Record<Group, TabId> = { contactInfo: "contact", features: "features", design: "design" };

/** The field a message of the check or the server names ('contactInfo.email' → email) and its tab. */
export function fieldOfPath(path: string): { field: string; tab: TabId } {
  const [head = "", rest] = path.split(".", 2);
  const tab = TAB_OF_GROUP[head as Group] ?? "general";
  return { field: rest ?? head, tab };
}

/** Each setting's name as the conflict view shows it (the tabs' labels). */
export const SETTING_LABELS: Record<string, string> = {
  websiteUrl: "Website URL",
  isLive: "Website live",
  maintenanceMode: "Maintenance mode",
  allowOnlineBookings: "Online bookings",
  allowPhoneBookings: "Phone bookings",
  allowEmailBookings: "Email bookings",
  bookingDeadline: "Booking deadline (hours before departure)",
  maxPassengers: "Maximum passengers per booking",
  currency: "Currency",
  timezone: "Time zone",
  email: "Email",
  phone: "Phone",
  address: "Address",
  workingHours: "Working hours",
  flightSearch: "Flight search",
  packageSearch: "Package search",
  onlinePayment: "Online payment",
  emailNotifications: "Email notifications",
  smsNotifications: "SMS notifications",
  whatsappSupport: "WhatsApp support",
  primaryColor: "Primary colour",
  secondaryColor: "Secondary colour",
  logoUrl: "Logo URL",
  faviconUrl: "Favicon URL",
};

/** The settings as flat fields ('email', not 'contactInfo.email'). */
export function flatSettings(s: WebsiteSettings): Record<string, string | number | boolean> {
  const { contactInfo, features, design, ...top } = s;
  return { ...top, ...contactInfo, ...features, ...design };
}
