/**
 * Display formats: money in one notation (symbol, a space, en-PK digits), dates as '12 Mar 2026'
 * and receipt times as '3:05 PM', in the agency's time zone (Asia/Karachi) whatever the device's.
 * Calendar dates ('YYYY-MM-DD') and clock times ('HH:MM') are shown as written: they are not
 * instants and are never shifted between time zones.
 */

import { karachiParts } from "./periods.ts";

export const AGENCY_TIME_ZONE = "Asia/Karachi";
/** The rupee's symbol, as the specifications write prices. */
export const RUPEE = "₨";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/**
 * A formatter made on its first use. Making one loads the locale's (or the time zone's) data: at
 * module evaluation the three of this file took 80-90 ms of one start-up task on a 6× slowed CPU
 * (docs/PERFORMANCE.md), though the first screen may format nothing yet.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const wholeUnits = onFirstUse(() => new Intl.NumberFormat("en-PK", { maximumFractionDigits: 0 }));
const withCents = onFirstUse(
  () => new Intl.NumberFormat("en-PK", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const compactUnits = onFirstUse(
  () => new Intl.NumberFormat("en-PK", { notation: "compact", maximumFractionDigits: 1 }),
);
const symbols = new Map<string, string>([["PKR", RUPEE]]);

/** A currency's symbol: '₨' for rupees, the en-PK one for the others ('US$', '€', 'AED'), else its code. */
export function currencySymbol(currency: string | null | undefined = "PKR"): string {
  const code = (currency || "PKR").trim().toUpperCase();
  let symbol = symbols.get(code);
  if (symbol === undefined) {
    try {
      const parts = new Intl.NumberFormat("en-PK", { style: "currency", currency: code }).formatToParts(0);
      symbol = parts.find((p) => p.type === "currency")?.value ?? code;
    } catch {
      symbol = code;
    }
    symbols.set(code, symbol);
  }
  return symbol;
}

const finite = (n: unknown): number => (typeof n === "number" && Number.isFinite(n) ? n : 0);

/**
 * Every money figure of every screen and receipt: the currency's symbol, a space, the digits
 * ('₨ 12,500', 'US$ 1,200', '-₨ 500'). Cents (paise) show when there are any ('₨ 12,500.50');
 * `whole` rounds to whole units (GDS amounts are shown so). The default currency is PKR.
 */
export function formatMoney(
  amount: number | null | undefined,
  currency: string | null | undefined = "PKR",
  { whole = false }: { whole?: boolean } = {},
): string {
  const n = whole ? Math.round(finite(amount)) : Math.round(finite(amount) * 100) / 100;
  const abs = Math.abs(n);
  const digits = Number.isInteger(abs) ? wholeUnits().format(abs) : withCents().format(abs);
  return `${n < 0 ? "-" : ""}${currencySymbol(currency)} ${digits}`;
}

/** '₨ 12,500'; '₨ 12,500.50' when there are paise; '-₨ 500' for a negative amount. */
export function formatRupees(amount: number | null | undefined): string {
  return formatMoney(amount);
}

/** A GDS amount in the booking's currency (default PKR), in whole units: '₨ 12,500', 'US$ 1,200'. */
export function formatCurrency(amount: number | null | undefined, currency = "PKR"): string {
  return formatMoney(amount, currency, { whole: true });
}

/** '₨ 1.3M' for chart axes. */
export function formatCompactMoney(amount: number | null | undefined, currency = "PKR"): string {
  return `${currencySymbol(currency)} ${compactUnits().format(finite(amount))}`;
}

/**
 * The formatters the first screens use, each made by one call: the app calls them one per task once
 * its first screen has painted (src/app.tsx), so a screen's first figures find them made instead of
 * paying for the locale's data in their own render (docs/PERFORMANCE.md).
 */
export const FORMATTER_WARMUPS: readonly (() => unknown)[] = [() => wholeUnits(), () => withCents()];

type Clock = { year: number; month: number; day: number; hour: number; minute: number };

function toInstant(value: string | number | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The wall clock in Karachi at an instant (UTC+5 all year: periods.ts). */
function karachiClock(d: Date): Clock {
  return karachiParts(d);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_ONLY = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** Today's (or `at`'s) calendar date in Karachi, 'YYYY-MM-DD'. */
export function karachiDate(at: string | number | Date = Date.now()): string {
  const d = toInstant(at);
  if (!d) return "";
  const c = karachiClock(d);
  return `${c.year}-${pad2(c.month)}-${pad2(c.day)}`;
}

/** '12 Mar 2026'. A 'YYYY-MM-DD' date is shown as written; an instant in Karachi time. '' when invalid. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "string") {
    const m = DATE_ONLY.exec(value.trim());
    if (m) {
      const month = Number(m[2]);
      if (month < 1 || month > 12) return "";
      return `${Number(m[3])} ${MONTHS[month - 1]} ${m[1]}`;
    }
  }
  const d = toInstant(value);
  if (!d) return "";
  const c = karachiClock(d);
  return `${c.day} ${MONTHS[c.month - 1]} ${c.year}`;
}

function twelveHour(hour: number, minute: number): string {
  const suffix = hour < 12 ? "AM" : "PM";
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h}:${pad2(minute)} ${suffix}`;
}

/** '3:05 PM'. An 'HH:MM' clock time is converted as written; an instant in Karachi time. '' when invalid. */
export function formatTime12(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "string") {
    const m = TIME_ONLY.exec(value.trim());
    if (m) {
      const hour = Number(m[1]);
      const minute = Number(m[2]);
      if (hour > 23 || minute > 59) return "";
      return twelveHour(hour, minute);
    }
  }
  const d = toInstant(value);
  if (!d) return "";
  const c = karachiClock(d);
  return twelveHour(c.hour, c.minute);
}

/** '12 Mar 2026, 3:05 PM' in Karachi time. '' when invalid. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const d = toInstant(value);
  if (!d) return "";
  const c = karachiClock(d);
  return `${c.day} ${MONTHS[c.month - 1]} ${c.year}, ${twelveHour(c.hour, c.minute)}`;
}

/** 'approve_booking' → 'Approve Booking'. */
export function titleCaseAction(action: string | null | undefined): string {
  return (action ?? "")
    .split(/[_\s]+/)
    .filter((w) => w.length > 0)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(" ");
}

/** The last 8 characters of an id (the display fallback for a booking without a bookingId). */
export function shortId(id: string | null | undefined): string {
  return (id ?? "").slice(-8);
}

/**
 * Baggage as the specs show it, in KG: '30' → '30 KG', '2x23' → '2x23 KG', '30kg' → '30 KG'; text
 * that is not an amount ('2 pieces') is shown as written; empty → ''. Every screen and the receipt
 * write it so.
 */
export function formatBaggage(value: string | null | undefined): string {
  const v = (value ?? "").trim();
  if (!v) return "";
  const amount = v.replace(/\s*kgs?\.?$/i, "").trim();
  if (/^[\d\s.x×+*]+$/i.test(amount) && /\d/.test(amount)) return `${amount.replace(/\s+/g, "")} KG`;
  return v;
}

/** A flight's meal as the screens and the receipt show it: 'Included' for 'yes', else 'Not included'. */
export function formatMeal(value: string | null | undefined): string {
  return value === "yes" ? "Included" : "Not included";
}
