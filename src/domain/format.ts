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

const finite = (n: unknown): number => (typeof n === "number" && Number.isFinite(n) ? n : 0);

/**
 * Digits in groups of three, as en-PK writes them ('1,234,567'), written out rather than through
 * `Intl.NumberFormat`: the first formatter's locale data was the longest task after a dashboard's
 * first paint on a slow phone (docs/PERFORMANCE.md). tests/unit/domain/format.test.ts holds it to
 * Intl's output.
 */
function grouped(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+$)/g, ",");
}

/** A non-negative number with at most two decimals: '12,500', '12,500.50'. */
function amountDigits(abs: number): string {
  if (!(abs < 1e21)) return String(abs); // toFixed's own limit; no amount comes near it
  if (Number.isInteger(abs)) return grouped(abs.toFixed(0));
  const [units = "0", cents = "00"] = abs.toFixed(2).split(".");
  return `${grouped(units)}.${cents}`;
}

/** A count of things ('1,234 total', '12 seats'): whole, grouped by thousands, as en-PK writes it. */
export function formatCount(n: number | null | undefined): string {
  const whole = Math.round(finite(n));
  return `${whole < 0 ? "-" : ""}${amountDigits(Math.abs(whole))}`;
}

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
  return `${n < 0 ? "-" : ""}${currencySymbol(currency)} ${amountDigits(abs)}`;
}

/** '₨ 12,500'; '₨ 12,500.50' when there are paise; '-₨ 500' for a negative amount. */
export function formatRupees(amount: number | null | undefined): string {
  return formatMoney(amount);
}

/** A GDS amount in the booking's currency (default PKR), in whole units: '₨ 12,500', 'US$ 1,200'. */
export function formatCurrency(amount: number | null | undefined, currency = "PKR"): string {
  return formatMoney(amount, currency, { whole: true });
}

/** The compact notation's units, largest first (en-PK's: thousand, million, billion, trillion). */
const COMPACT_UNITS = [
  [12, "T"],
  [9, "B"],
  [6, "M"],
  [3, "K"],
] as const;

/**
 * `abs` divided by 10^`shift`, in tenths, rounded half away from zero on the number's shortest
 * decimal form ('1.45' to 15 tenths, as Intl rounds it, though the double is a little under 1.45).
 * The point is moved in the digits, so no division rounds first.
 */
function tenthsOf(abs: number, shift: number): number {
  if (abs < 1e-6) return 0; // String() writes an exponent from here; all such round to 0
  if (abs >= 1e21) return Math.round(abs / 10 ** (shift - 1)); // whole and far past any tenths
  const [int = "0", frac = ""] = String(abs).split(".");
  let digits = int + frac;
  let point = int.length - shift;
  if (point < 1) {
    digits = "0".repeat(1 - point) + digits;
    point = 1;
  }
  const units = Number(digits.slice(0, point));
  const tenth = Number(digits[point] ?? "0");
  const up = (digits[point + 1] ?? "0") >= "5" ? 1 : 0;
  return units * 10 + tenth + up;
}

/**
 * The compact chart notation ('999', '1.2K', '12.3M', '1.5B', '2,000T'), at most one decimal: what
 * en-PK's `Intl.NumberFormat` with `notation: "compact"` writes, written out. Making that formatter
 * loads the locale's compact data: 34-90 ms on this machine's unthrottled CPU, in the task that
 * draws a dashboard's chart (docs/PERFORMANCE.md, "A chart's axis labels").
 * tests/unit/domain/format.test.ts holds it to Intl's output.
 */
export function formatCompact(n: number): string {
  const value = finite(n);
  const abs = Math.abs(value);
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  // The largest unit the number reaches; a rounding up to 1000 of one unit is 1 of the next.
  let i = COMPACT_UNITS.findIndex(([power]) => abs >= 10 ** power);
  if (i === -1) i = COMPACT_UNITS.length;
  let tenths = tenthsOf(abs, i < COMPACT_UNITS.length ? COMPACT_UNITS[i]![0] : 0);
  if (tenths >= 10_000 && i > 0) {
    i--;
    tenths = tenthsOf(abs, COMPACT_UNITS[i]![0]);
  }
  const whole = Math.floor(tenths / 10);
  const tenth = tenths % 10;
  // Grouped from five digits on, as the compact notation groups ('2,000T' stays '2000T').
  const digits = whole >= 10_000 ? grouped(String(whole)) : String(whole);
  const unit = i < COMPACT_UNITS.length ? COMPACT_UNITS[i]![1] : "";
  return `${sign}${digits}${tenth ? `.${tenth}` : ""}${unit}`;
}

/** '₨ 1.3M' for chart axes. */
export function formatCompactMoney(amount: number | null | undefined, currency = "PKR"): string {
  return `${currencySymbol(currency)} ${formatCompact(finite(amount))}`;
}

type Clock = { year: number; month: number; day: number; hour: number; minute: number };

function toInstant(value: string | number | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
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
  const c: Clock = karachiParts(d); // the wall clock in Karachi (UTC+5 all year: periods.ts)
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
  const c: Clock = karachiParts(d);
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
  const c: Clock = karachiParts(d);
  return twelveHour(c.hour, c.minute);
}

/** '12 Mar 2026, 3:05 PM' in Karachi time. '' when invalid. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const d = toInstant(value);
  if (!d) return "";
  const c: Clock = karachiParts(d);
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
