/** The pure part of the Direct-bookings analytics screen: its choices, words and spans of dates. */
import type { DashboardPeriod } from "../../domain/constants.ts";
import { formatCount, formatDate } from "../../domain/format.ts";
import type { StatusLabels } from "../../ui/status-counts.tsx";
import type { RangeDays } from "./route-search.ts";

export const PERIODS: readonly { value: DashboardPeriod; label: string }[] = [
  { value: "daily", label: "Daily" },
  { value: "monthly", label: "Monthly" },
  { value: "yearly", label: "Yearly" },
  { value: "all", label: "All Time" },
];

/** The spec's words for the statuses on this page: an approved booking is 'Confirmed'. */
export const STATUS_WORDS: StatusLabels = {
  approved: "Confirmed",
  pending: "Pending",
  cancelled: "Cancelled",
};

/** What is not measured says so (the spec's second page showed invented figures; this one never does). */
export const NOT_MEASURED = "Not measured";
export const NOT_MEASURED_NOTE = "Not measured — Safar does not track site visits";

const PERIOD_WORDS: Record<Exclude<DashboardPeriod, "all">, string> = {
  daily: "today",
  monthly: "this month",
  yearly: "this year",
};

/**
 * The days from `start` to the day before `end` (ISO instants, end exclusive), shortest form:
 * '12 Mar 2026', '11 – 28 Feb 2026', '13 Dec 2025 – 12 Mar 2026'.
 */
export function dateSpan(start: string, end: string): string {
  const first = formatDate(start);
  const last = formatDate(new Date(Date.parse(end) - 1));
  if (!first || !last || first === last) return first || last;
  const [d1, m1, y1] = first.split(" ");
  const [d2, m2, y2] = last.split(" ");
  if (y1 !== y2) return `${first} – ${last}`;
  if (m1 !== m2) return `${d1} ${m1} – ${d2} ${m2} ${y2}`;
  return `${d1} – ${d2} ${m2} ${y2}`;
}

/** The line under the period buttons: which bookings the figures count. */
export function periodNote(period: DashboardPeriod, range: { start: string; end: string } | null): string {
  if (period === "all" || !range) return "Every booking on record";
  return `Bookings made ${PERIOD_WORDS[period]}: ${dateSpan(range.start, range.end)}`;
}

/** 'Last 30 days'. */
export function rangeLabel(days: RangeDays | number): string {
  return `Last ${days} days`;
}

/** A whole-number percentage of `n` in `total` ('0%' of nothing). */
export function percent(n: number, total: number): string {
  return `${total > 0 ? Math.round((n / total) * 100) : 0}%`;
}

export const count = formatCount;

export const plural = (n: number, one: string, many = `${one}s`): string =>
  `${count(n)} ${n === 1 ? one : many}`;
