/** The pure part of the Direct-bookings analytics screen: its choices, words and spans of dates. */
import type { DashboardPeriod } from "../../domain/constants.ts";
import { formatDate } from "../../domain/format.ts";
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

export const count = (n: number): string => n.toLocaleString("en-PK");

export const plural = (n: number, one: string, many = `${one}s`): string =>
  `${count(n)} ${n === 1 ? one : many}`;

// ─────────────────────────── the three lists' state ───────────────────────────

export const COMPUTE_FAILED = "Failed to load analytics data";

/** What the screen needs of one list's sync status (db/hooks.ts SyncStatus). */
export type ListStatus = {
  lastSyncedAt: string | null;
  lastError: string | null;
  syncing: boolean;
  /** The status has not been read yet. */
  loading: boolean;
};

export type ListsState = {
  /** The text of the red box, when there is one (which list failed is not said). */
  error: string | null;
  /** Online, a list has never loaded and has not failed yet: its figures would read as zeros. */
  waiting: boolean;
  /** When all the lists last matched the server (the oldest); null: not all of them yet. */
  lastSyncedAt: string | null;
  /** A list's last pull failed. */
  failed: boolean;
  syncing: boolean;
  /** A list's sync status has not been read yet (`lastSyncedAt` null does not mean 'never' then). */
  loading: boolean;
};

/**
 * The state of the lists the figures come from. A list that failed to load counts as empty in the
 * figures; when it never loaded, its error text is shown. The worker failing wins over both.
 */
export function listsState(
  lists: readonly ListStatus[],
  online: boolean,
  computeFailed: boolean,
): ListsState {
  let lastSyncedAt: string | null = null;
  let never = false;
  let error: string | null = null;
  for (const s of lists) {
    if (!s.lastSyncedAt) never = true;
    else if (!lastSyncedAt || s.lastSyncedAt < lastSyncedAt) lastSyncedAt = s.lastSyncedAt;
    if (!s.lastSyncedAt && s.lastError && error === null) error = s.lastError;
  }
  return {
    error: computeFailed ? COMPUTE_FAILED : error,
    waiting: lists.some((s) => s.loading || (online && !s.lastSyncedAt && !s.lastError)),
    lastSyncedAt: never ? null : lastSyncedAt,
    failed: lists.some((s) => Boolean(s.lastError)),
    syncing: lists.some((s) => s.syncing),
    loading: lists.some((s) => s.loading),
  };
}
