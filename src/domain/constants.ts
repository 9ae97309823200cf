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
export const LOG_ROLES = ["admin", "customer", "guest", "system"] as const;
export const LOG_STATUSES = ["success", "error", "warning"] as const;

/** A calendar day 'YYYY-MM-DD'. */
export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is one of `values` (narrowing it). */
export function isOneOf<const T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}
