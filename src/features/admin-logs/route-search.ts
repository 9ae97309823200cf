/**
 * Activity Logs keeps its filters and page in the URL (?action=block_user&time=week&page=2), so a
 * reload, the back button or a link keeps them. Unknown values are dropped, never an error page;
 * defaults are left out. The search term is the top bar's (it is cleared when the path changes).
 */
import { LOG_ACTIONS } from "../../domain/activity.ts";
import { DATE_RE, isOneOf, LOG_ROLES, LOG_STATUSES } from "../../domain/constants.ts";
import type { LogFilters } from "./log-query.ts";

/** Every action the server writes (src/domain/activity.ts). */
export { LOG_ACTIONS };

export const TIME_PRESETS = ["all", "today", "week", "month", "custom"] as const;
export type TimePreset = (typeof TIME_PRESETS)[number];

export type LogsSearch = {
  page?: number;
  action?: (typeof LOG_ACTIONS)[number];
  status?: (typeof LOG_STATUSES)[number];
  role?: (typeof LOG_ROLES)[number];
  time?: Exclude<TimePreset, "all">;
  from?: string;
  to?: string;
};

const day = (v: unknown): string | undefined =>
  typeof v === "string" && DATE_RE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ? v : undefined;

export function parseLogsSearch(raw: Record<string, unknown>): LogsSearch {
  const out: LogsSearch = {};
  const page = typeof raw.page === "number" ? raw.page : Number(raw.page);
  if (Number.isInteger(page) && page > 1 && page <= 1_000_000) out.page = page;
  if (isOneOf(LOG_ACTIONS, raw.action)) out.action = raw.action;
  if (isOneOf(LOG_STATUSES, raw.status)) out.status = raw.status;
  if (isOneOf(LOG_ROLES, raw.role)) out.role = raw.role;
  if (isOneOf(TIME_PRESETS, raw.time) && raw.time !== "all") out.time = raw.time;
  if (out.time === "custom") {
    const from = day(raw.from);
    const to = day(raw.to);
    if (from) out.from = from;
    if (to) out.to = to;
  }
  return out;
}

/** The screen's filters from the URL and the search term. */
export function filtersOf(s: LogsSearch, search: string): LogFilters {
  return {
    search,
    action: s.action ?? "",
    status: s.status ?? "",
    userRole: s.role ?? "",
    time: s.time ?? "all",
    from: s.from ?? "",
    to: s.to ?? "",
  };
}

/** The URL after a filter change (the page goes back to 1). */
export function searchOf(f: Omit<LogFilters, "search">): LogsSearch {
  return parseLogsSearch({
    action: f.action,
    status: f.status,
    role: f.userRole,
    time: f.time,
    from: f.from,
    to: f.to,
  });
}
