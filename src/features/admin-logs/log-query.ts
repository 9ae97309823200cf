/**
 * The pure part of Activity Logs: the filters (as data), the query every one of them becomes
 * (GET /logs and GET /logs/export take the same filters; only non-empty ones are sent), the time
 * presets as Karachi calendar days, the 50-character details and the export's file name.
 */

import { DATE_RE, LOG_ROLES, LOG_STATUSES } from "../../domain/constants.ts";
import { karachiDate, titleCaseAction } from "../../domain/format.ts";
import { calendarRange } from "../../domain/periods.ts";
import { LOG_ACTIONS, type LogFilters, TIME_PRESETS, type TimePreset } from "./route-search.ts";

/** Log page size. */
export const LOG_PAGE_SIZE = 20;
/** Details are cut here in the table; the full text is in the title and the modal. */
export const DETAILS_MAX = 50;

export type LogAction = (typeof LOG_ACTIONS)[number];

export { LOG_ACTIONS, LOG_ROLES, LOG_STATUSES, type LogFilters, TIME_PRESETS, type TimePreset };
export type LogRole = (typeof LOG_ROLES)[number];
export type LogStatus = (typeof LOG_STATUSES)[number];

export const TIME_LABELS: Record<TimePreset, string> = {
  all: "All time",
  today: "Today",
  week: "This week",
  month: "This month",
  custom: "Custom dates",
};

export const NO_FILTERS: LogFilters = {
  search: "",
  action: "",
  status: "",
  userRole: "",
  time: "all",
  from: "",
  to: "",
};

export const actionLabel = (action: string): string => titleCaseAction(action);

export type DateBounds = { startDate?: string; endDate?: string };

const isDay = (v: string) => DATE_RE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/**
 * The time filter as calendar days in Karachi: 'Today' is today, 'This week' Sunday to Saturday,
 * 'This month' the calendar month; custom dates as chosen (reversed ones are swapped). The server
 * reads a bare date as that Karachi day: startDate from its first instant, endDate to its last.
 */
export function timeBounds(f: Pick<LogFilters, "time" | "from" | "to">, now: Date = new Date()): DateBounds {
  if (f.time === "custom") {
    let from = isDay(f.from.trim()) ? f.from.trim() : "";
    let to = isDay(f.to.trim()) ? f.to.trim() : "";
    if (from && to && to < from) [from, to] = [to, from];
    const out: DateBounds = {};
    if (from) out.startDate = from;
    if (to) out.endDate = to;
    return out;
  }
  const period = ({ all: "all", today: "daily", week: "weekly", month: "monthly" } as const)[f.time];
  const range = calendarRange(period, now);
  if (!range) return {};
  return { startDate: karachiDate(range.start), endDate: karachiDate(range.end.getTime() - 1) };
}

export type LogFilterParams = DateBounds & {
  search?: string;
  action?: string;
  status?: LogStatus;
  userRole?: LogRole;
};

/** The filters as query parameters: only the non-empty ones, trimmed; unknown values dropped. */
export function filterParams(f: LogFilters, now: Date = new Date()): LogFilterParams {
  const out: LogFilterParams = {};
  const search = f.search.trim();
  if (search) out.search = search.slice(0, 100);
  const action = f.action.trim();
  if (action) out.action = action;
  if ((LOG_STATUSES as readonly string[]).includes(f.status)) out.status = f.status as LogStatus;
  if ((LOG_ROLES as readonly string[]).includes(f.userRole)) out.userRole = f.userRole as LogRole;
  return { ...out, ...timeBounds(f, now) };
}

export type LogsParams = LogFilterParams & { page: number; limit: number };

/** GET /logs?page&limit=20&… with only the non-empty filters. */
export function logsParams(f: LogFilters, page: number, now: Date = new Date()): LogsParams {
  const p = Number.isInteger(page) && page >= 1 ? page : 1;
  return { page: p, limit: LOG_PAGE_SIZE, ...filterParams(f, now) };
}

/** GET /logs/export?format=csv&… with the same filters (no page: every matching row). */
export function exportParams(f: LogFilters, now: Date = new Date()): LogFilterParams & { format: "csv" } {
  return { format: "csv", ...filterParams(f, now) };
}

/** Whether any filter or the search narrows the list (picks the empty state). */
export function isFiltered(f: LogFilters): boolean {
  return Boolean(
    f.search.trim() ||
      f.action ||
      f.status ||
      f.userRole ||
      (f.time !== "all" && (f.time !== "custom" || f.from || f.to)),
  );
}

/**
 * The first 50 characters and '…' when longer (by characters, so an emoji or an accented letter is
 * never cut in half); shorter text as it is.
 */
export function truncateDetails(text: string | null | undefined, max: number = DETAILS_MAX): string {
  const chars = Array.from(text ?? "");
  if (chars.length <= max) return chars.join("");
  return `${chars.slice(0, max).join("").trimEnd()}…`;
}

/** 'activity_logs_2026-03-12.csv' from the answer's Content-Disposition, else today's Karachi date. */
export function exportFileName(disposition: string | null, today: string = karachiDate()): string {
  const m = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  let name = "";
  try {
    name = m?.[1] ? decodeURIComponent(m[1]).replace(/[\\/]/g, "_") : "";
  } catch {
    name = "";
  }
  return /^activity_logs_\d{4}-\d{2}-\d{2}\.csv$/.test(name) ? name : `activity_logs_${today}.csv`;
}

/** Page X of Y, clamped (a filter change can shrink the page count under the current page). */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, totalPages));
}
