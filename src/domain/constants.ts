/**
 * The enumerations the specs define, with no dependencies: the route files read their URL
 * search params with these, so the first page the app paints does not load the validation
 * library. The domain modules that validate with them re-export them.
 */

export const BOOKING_STATUSES = ["pending", "approved", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const PACKAGE_TYPES = ["umrah", "tour"] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];
export const PACKAGE_STATUSES = ["active", "sold", "cancelled"] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

export const DASHBOARD_PERIODS = ["daily", "monthly", "yearly", "all"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const ACTIVITY_PERIODS = ["all", "daily", "weekly", "monthly", "yearly"] as const;
export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];
/** An account's role. */
export const USER_ROLES = ["admin", "customer"] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const LOG_ROLES = ["admin", "customer", "guest", "system"] as const;
export const LOG_STATUSES = ["success", "error", "warning"] as const;

/** A calendar day 'YYYY-MM-DD'. */
export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The first year a date may have: nothing this product records (a birth, a passport's expiry, a
 * departure, a log search bound) lies before it, and the database's date types refuse year 0
 * ('0000-01-01' is a real date to JavaScript). Four digits end the range at 9999.
 */
export const MIN_YEAR = 1900;

/** True for an existing calendar date 'YYYY-MM-DD' from MIN_YEAR on. */
export function isIsoDate(value: string): boolean {
  if (!DATE_RE.test(value) || Number(value.slice(0, 4)) < MIN_YEAR) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Whether `value` is one of `values` (narrowing it). */
export function isOneOf<const T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}

/** The password policy as the forms state it (the registration hint; src/domain/auth.ts checks it). */
export const PASSWORD_HINT =
  "Password must be at least 8 characters with 1 uppercase letter and 1 special character";
