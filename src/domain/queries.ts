/**
 * Query-string inputs. Every value arrives as text: `parseQuery()` turns the numeric ones into
 * numbers in plain code (no arktype morphs), drops empty values, and validates with the schema,
 * which supplies the defaults.
 */
import { type Type, type } from "arktype";
import { isIsoDateTime, numberOrText } from "./rules.ts";
import { num, oneOf, text, type Validation, validate } from "./validation.ts";

const whole = (label: string, min: number, max: number) => {
  const message = `${label} must be between ${min} and ${max}`;
  return num({ invalid: message, min: [min, message], max: [max, message], integer: message });
};

const month = whole("Month", 1, 12);
const year = whole("Year", 2000, 2100);

import {
  ACTIVITY_PERIODS,
  type ActivityPeriod,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  LOG_ROLES,
  LOG_STATUSES,
} from "./constants.ts";

export {
  ACTIVITY_PERIODS,
  type ActivityPeriod,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  LOG_ROLES,
  LOG_STATUSES,
};

/** GET /bookings?limit=1000 and the other admin lists. */
export const listLimitQuery = type({
  limit: whole("Limit", 1, 1000).default(1000),
  "+": "delete",
});
export type ListLimitQuery = typeof listLimitQuery.infer;

/** GET /dashboard/analytics and GET /sales. */
export const dashboardQuery = type({
  period: oneOf(DASHBOARD_PERIODS, "Period must be daily, monthly, yearly or all").default("monthly"),
  "month?": month,
  "year?": year,
  "+": "delete",
});
export type DashboardQuery = typeof dashboardQuery.infer;

/** GET /logs/recent-activity. */
export const recentActivityQuery = type({
  limit: whole("Limit", 1, 50).default(10),
  period: oneOf(ACTIVITY_PERIODS, "Period must be all, daily, weekly, monthly or yearly").default("all"),
  "month?": month,
  "year?": year,
  "+": "delete",
});
export type RecentActivityQuery = typeof recentActivityQuery.infer;

const instantText = (message: string) =>
  type("string")
    .configure({ message })
    .narrow((v, ctx) => (isIsoDateTime(v.trim()) ? true : ctx.reject({ message })));

/** GET /logs and GET /logs/export. */
export const logsQuery = type({
  page: whole("Page", 1, 1_000_000).default(1),
  limit: whole("Limit", 1, 100).default(20),
  "search?": text({ max: [100, "Search cannot be more than 100 characters"] }),
  "action?": text({ max: [50, "Action cannot be more than 50 characters"] }),
  "resource?": text({ max: [50, "Resource cannot be more than 50 characters"] }),
  "userRole?": oneOf(LOG_ROLES, "User role must be admin, customer, guest or system"),
  "status?": oneOf(LOG_STATUSES, "Status must be success, error or warning"),
  "startDate?": instantText("Start date must be a valid date"),
  "endDate?": instantText("End date must be a valid date"),
  "+": "delete",
}).narrow((v, ctx) =>
  v.startDate && v.endDate && Date.parse(v.endDate.trim()) < Date.parse(v.startDate.trim())
    ? ctx.reject({ path: [...ctx.path, "endDate"], message: "End date must be after start date" })
    : true,
);
export type LogsQuery = typeof logsQuery.infer;

/** `?since=<cursor>` delta sync on the lists. */
export const sinceQuery = type({
  "since?": text({ max: [100, "Invalid sync cursor"], invalid: "Invalid sync cursor" }),
  "+": "delete",
});
export type SinceQuery = typeof sinceQuery.infer;

type Prop = { key: PropertyKey; value: { extends: (other: unknown) => boolean } };
const numericKeysCache = new WeakMap<object, Set<string>>();
const numberType = type("number");

/** The keys whose rule is a number (so their text is converted before validation). */
function numericKeys(schema: Type<unknown>): Set<string> {
  const cached = numericKeysCache.get(schema);
  if (cached) return cached;
  const keys = new Set<string>();
  for (const candidate of [schema, (schema as unknown as { in: unknown }).in]) {
    let props: Prop[] | undefined;
    try {
      props = (candidate as { props?: Prop[] }).props;
    } catch {
      props = undefined;
    }
    if (!Array.isArray(props)) continue;
    for (const p of props) if (typeof p.key === "string" && p.value.extends(numberType)) keys.add(p.key);
    break;
  }
  numericKeysCache.set(schema, keys);
  return keys;
}

export type QueryRecord =
  | URLSearchParams
  | Readonly<Record<string, string | readonly string[] | undefined | null>>;

/**
 * Validates a query string: the first value of a repeated key is used, empty values count as
 * absent, numeric text becomes a number for numeric rules (text that is not a number stays text and
 * fails the rule's message). Returns the same shape as `validate()`.
 */
export function parseQuery<S extends Type<unknown>>(schema: S, query: QueryRecord): Validation<S["infer"]> {
  const numeric = numericKeys(schema);
  const data: Record<string, unknown> = {};
  let nul: string | null = null;
  const put = (key: string, raw: string | readonly string[] | undefined | null) => {
    if (key in data) return;
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value !== "string" || value.trim() === "") return;
    // %00 decodes to a NUL character, which no filter can mean and PostgreSQL text cannot hold.
    if (value.includes("\u0000")) nul ??= key;
    data[key] = numeric.has(key) ? numberOrText(value) : value;
  };
  if (query instanceof URLSearchParams) for (const [k, v] of query) put(k, v);
  else for (const k of Object.keys(query)) put(k, (query as Record<string, string | undefined>)[k]);
  if (nul !== null) {
    const message = "Query parameters must not contain NUL characters";
    return { ok: false, message, errors: { [nul]: message } };
  }
  return validate(schema, data) as Validation<S["infer"]>;
}
