/**
 * Time windows of the specifications, in the agency's time zone (Asia/Karachi, UTC+5 all year, no
 * daylight saving), whatever the device's or the server's zone.
 */
export const KARACHI_OFFSET_MS = 5 * 60 * 60 * 1000;

export type Range = { start: Date; end: Date };

/**
 * Karachi wall-clock parts of an instant. Arithmetic on the fixed offset, not `Intl` with the time
 * zone: loading the zone's data costs a start-up task of 70-200 ms on a slow phone
 * (docs/PERFORMANCE.md), and tests/unit/domain/periods.test.ts checks this against the zone
 * database (Intl's Asia/Karachi) every few hours over 2010-2035: a change of Pakistan's clock fails it.
 */
export function karachiParts(at: Date): {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
} {
  const d = new Date(at.getTime() + KARACHI_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

/** The instant of Karachi midnight on the given calendar day (month 1-12; days may overflow). */
export function karachiMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day) - KARACHI_OFFSET_MS);
}

export function startOfKarachiDay(at: Date): Date {
  const p = karachiParts(at);
  return karachiMidnight(p.year, p.month, p.day);
}

/** A calendar month in Karachi: [first day 00:00, first day of next month 00:00). */
export function karachiMonth(year: number, month: number): Range {
  return { start: karachiMidnight(year, month, 1), end: karachiMidnight(year, month + 1, 1) };
}

export type CalendarPeriod = "all" | "daily" | "weekly" | "monthly" | "yearly";

/**
 * The admin's calendar windows: the current day, week (Sunday to Saturday),
 * month or year in Karachi; `all` is unbounded (null). With `month` and `year` the window is that
 * calendar month; with `year` alone, that year.
 */
export function calendarRange(
  period: CalendarPeriod,
  now: Date,
  month?: number,
  year?: number,
): Range | null {
  if (year !== undefined && month !== undefined) return karachiMonth(year, month);
  if (year !== undefined) return { start: karachiMidnight(year, 1, 1), end: karachiMidnight(year + 1, 1, 1) };
  const p = karachiParts(now);
  switch (period) {
    case "all":
      return null;
    case "daily":
      return {
        start: karachiMidnight(p.year, p.month, p.day),
        end: karachiMidnight(p.year, p.month, p.day + 1),
      };
    case "weekly":
      return {
        start: karachiMidnight(p.year, p.month, p.day - p.weekday),
        end: karachiMidnight(p.year, p.month, p.day - p.weekday + 7),
      };
    case "monthly":
      return karachiMonth(p.year, p.month);
    case "yearly":
      return { start: karachiMidnight(p.year, 1, 1), end: karachiMidnight(p.year + 1, 1, 1) };
  }
}

/**
 * The customer dashboard's rolling windows: daily from the start of today, monthly the
 * last 720 hours, yearly the last 365 days, weekly the last 7 days.
 */
export function rollingRange(period: "daily" | "weekly" | "monthly" | "yearly", now: Date): Range {
  const hours = { daily: 0, weekly: 7 * 24, monthly: 720, yearly: 365 * 24 }[period];
  const start =
    period === "daily" ? startOfKarachiDay(now) : new Date(now.getTime() - hours * 60 * 60 * 1000);
  return { start, end: new Date(now.getTime() + 1) };
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The stretches a dashboard trend compares: the current one, the one just before it, their length. */
export type TrendWindows = { current: Range; previous: Range; days: number };

/**
 * What a calendar window's trend compares (docs/ARCHITECTURE.md §11): the window up to the end of
 * today (or its own end, when sooner), in whole Karachi days, against the same number of days just
 * before it. The monthly view on 30 Nov compares 1–30 Nov with 2–31 Oct; the daily view compares
 * today with yesterday. Null for all time (nothing before it) and for a window that starts after
 * today.
 */
export function trendWindows(range: Range | null, now: Date): TrendWindows | null {
  if (!range) return null;
  const p = karachiParts(now);
  const tomorrow = karachiMidnight(p.year, p.month, p.day + 1);
  const end = range.end < tomorrow ? range.end : tomorrow;
  if (end <= range.start) return null;
  const days = Math.round((end.getTime() - range.start.getTime()) / DAY_MS);
  const previousStart = new Date(range.start.getTime() - days * DAY_MS);
  return { current: { start: range.start, end }, previous: { start: previousStart, end: range.start }, days };
}
