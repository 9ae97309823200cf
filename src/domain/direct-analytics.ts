/**
 * The Direct-bookings analytics: figures over
 * the three lists of bookings that arrive from outside — website flight bookings (whose
 * bookingType may say 'package'), website package bookings and GDS bookings — as pure single-pass
 * functions over plain facts. Like analytics.ts they compare ISO-8601 UTC strings (no Date objects
 * in the loop) and run in the browser's analytics worker.
 *
 * Rules (decided here; the spec leaves them open):
 * - A booking belongs to a window by its createdAt: [start, end), Asia/Karachi calendar windows
 *   (adminRange: today, this month, this year, or all time).
 * - Sales count confirmed (approved) bookings only (docs/ARCHITECTURE.md §4). Website amounts are rupees; a GDS
 *   booking keeps its own currency and GDS sales are summed per currency, never converted.
 * - Counts (status splits, destinations, sources, booking types, the newest bookings) take every
 *   booking made in the window, whatever its status: they measure demand.
 * - Destinations come from the website bookings only: a GDS itinerary names airports (a multi-city
 *   one several), the website names cities, and mixing them would split one place in two.
 * - Booking types: flight = website flight bookings + GDS tickets; package = both package lists.
 * - The 7/30/90-day activity counts website bookings (not the GDS): the days end with today and
 *   include it, so 7 days are today and the 6 before it.
 */
import {
  adminRange,
  type BookingFact,
  type CurrencyAmount,
  type DashboardPeriod,
  HOME_CURRENCY,
  type Status,
} from "./analytics.ts";
import { karachiMidnight, karachiParts, type Range } from "./periods.ts";

export type DirectKind = "directFlight" | "directPackage" | "gds";

/** One direct booking, reduced to what the dashboard needs. `seats` is its passenger count. */
export type DirectFact = Omit<BookingFact, "kind"> & {
  kind: DirectKind;
  id: string;
  /** The reference shown to people ('WB-7K2Q9MXA', a GDS locator). */
  bookingId: string;
  customerName: string;
  /** Where it came from as recorded ('website', 'google-ads', 'gds'). */
  source: string;
  /** The amount's currency: 'PKR' for the website's bookings, the GDS booking's own otherwise. */
  currency: string;
};

export type StatusSplit = Record<Status, number>;
export type RecentDirectBooking = {
  id: string;
  kind: DirectKind;
  bookingId: string;
  customerName: string;
  passengers: number;
  createdAt: string;
  status: Status;
  amount: number;
  currency: string;
};

export type DirectAnalytics = {
  /** Confirmed website flight bookings, in rupees. */
  flightSales: number;
  /** Confirmed website package bookings (both lists), in rupees. */
  packageSales: number;
  /** flightSales + packageSales. */
  websiteSales: number;
  /** Confirmed GDS bookings per currency: PKR first (always there), then the others by code. */
  gdsSales: CurrencyAmount[];
  gdsStatus: StatusSplit;
  flightStatus: StatusSplit;
  packageStatus: StatusSplit;
  /** The 5 destinations with the most website bookings (ties by name). */
  topDestinations: { destination: string; count: number }[];
  /** The 4 sources with the most bookings (ties by name), labelled ('Google Ads', 'GDS'). */
  topSources: { source: string; count: number }[];
  /** Bookings of each type, and of all kinds together. */
  bookingTypes: { flight: number; package: number; total: number };
  /** The 5 newest bookings of the window, newest first. */
  recentBookings: RecentDirectBooking[];
};

export const TOP_DESTINATIONS = 5;
export const TOP_SOURCES = 4;
export const RECENT_DIRECT_BOOKINGS = 5;

const money = (n: number) => Math.round(n * 100) / 100;
const split = (): StatusSplit => ({ approved: 0, pending: 0, cancelled: 0 });

/** The dashboard's window for a period (null: all time). */
export function directRange(period: DashboardPeriod, now: Date): Range | null {
  return adminRange(period, now);
}

/** Words of a source that are not simply capitalised. */
const SOURCE_WORDS: ReadonlyMap<string, string> = new Map([
  ["gds", "GDS"],
  ["sms", "SMS"],
  ["seo", "SEO"],
  ["whatsapp", "WhatsApp"],
  ["youtube", "YouTube"],
  ["tiktok", "TikTok"],
  ["linkedin", "LinkedIn"],
]);

/**
 * A source as people read it: 'google-ads' → 'Google Ads', 'gds' → 'GDS', 'whatsapp' →
 * 'WhatsApp', blank → 'Website'. Sources are grouped by this label, so 'Facebook' and 'facebook'
 * count together.
 */
export function sourceLabel(source: string | null | undefined): string {
  const words = (source ?? "")
    .trim()
    .toLowerCase()
    .split(/[-_\s]+/)
    .filter(Boolean);
  if (words.length === 0) return "Website";
  return words.map((w) => SOURCE_WORDS.get(w) ?? w.charAt(0).toUpperCase() + w.slice(1)).join(" ");
}

/** A destination as grouped and shown: trimmed, spaces collapsed, upper case ('' when none). */
export function destinationKey(destination: string | null | undefined): string {
  return (destination ?? "").trim().replace(/\s+/g, " ").toUpperCase();
}

function top<K extends string>(counts: Map<string, number>, n: number, key: K) {
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, n)
    .map(([name, count]) => ({ [key]: name, count }) as Record<K, string> & { count: number });
}

/** Keeps `list` the `n` newest facts, newest first (ties: the one seen first stays ahead). */
function keepNewest(list: DirectFact[], f: DirectFact, n: number): void {
  if (list.length === n && f.createdAt <= list[n - 1]!.createdAt) return;
  let i = list.length;
  while (i > 0 && f.createdAt > list[i - 1]!.createdAt) i--;
  list.splice(i, 0, f);
  if (list.length > n) list.pop();
}

/** Every figure of the dashboard for one window (null: all time), in one pass. */
export function directAnalytics(facts: readonly DirectFact[], range: Range | null): DirectAnalytics {
  const start = range ? range.start.toISOString() : "";
  const end = range ? range.end.toISOString() : "\uffff";
  let flightSales = 0;
  let packageSales = 0;
  const gds = new Map<string, number>([[HOME_CURRENCY, 0]]);
  const gdsStatus = split();
  const flightStatus = split();
  const packageStatus = split();
  const destinations = new Map<string, number>();
  const sources = new Map<string, number>();
  const newest: DirectFact[] = [];
  for (const f of facts) {
    if (f.createdAt < start || f.createdAt >= end) continue;
    const approved = f.status === "approved";
    if (f.kind === "gds") {
      gdsStatus[f.status]++;
      if (approved) {
        const c = f.currency.trim().toUpperCase() || HOME_CURRENCY;
        gds.set(c, (gds.get(c) ?? 0) + f.amount);
      }
    } else {
      if (f.kind === "directFlight") {
        flightStatus[f.status]++;
        if (approved) flightSales += f.amount;
      } else {
        packageStatus[f.status]++;
        if (approved) packageSales += f.amount;
      }
      const d = destinationKey(f.destination);
      if (d) destinations.set(d, (destinations.get(d) ?? 0) + 1);
    }
    const s = sourceLabel(f.source);
    sources.set(s, (sources.get(s) ?? 0) + 1);
    keepNewest(newest, f, RECENT_DIRECT_BOOKINGS);
  }
  const flights = flightStatus.approved + flightStatus.pending + flightStatus.cancelled;
  const gdsCount = gdsStatus.approved + gdsStatus.pending + gdsStatus.cancelled;
  const packages = packageStatus.approved + packageStatus.pending + packageStatus.cancelled;
  flightSales = money(flightSales);
  packageSales = money(packageSales);
  return {
    flightSales,
    packageSales,
    websiteSales: money(flightSales + packageSales),
    gdsSales: [...gds]
      .map(([currency, amount]) => ({ currency, amount: money(amount) }))
      .sort((a, b) =>
        a.currency === HOME_CURRENCY
          ? -1
          : b.currency === HOME_CURRENCY
            ? 1
            : a.currency < b.currency
              ? -1
              : 1,
      ),
    gdsStatus,
    flightStatus,
    packageStatus,
    topDestinations: top(destinations, TOP_DESTINATIONS, "destination"),
    topSources: top(sources, TOP_SOURCES, "source"),
    bookingTypes: { flight: flights + gdsCount, package: packages, total: flights + gdsCount + packages },
    recentBookings: newest.map((f) => ({
      id: f.id,
      kind: f.kind,
      bookingId: f.bookingId,
      customerName: f.customerName,
      passengers: f.seats,
      createdAt: f.createdAt,
      status: f.status,
      amount: f.amount,
      currency: f.currency,
    })),
  };
}

// ─────────────────────────── the last 7, 30 or 90 days ───────────────────────────

export type ActivityMonth = {
  /** 'Mar 2026'. */
  label: string;
  /** The part of the month inside the range: [start, end) as ISO instants. */
  start: string;
  end: string;
  bookings: number;
  confirmed: number;
  /** Confirmed amounts, in rupees. */
  revenue: number;
};

export type WebsiteActivity = {
  days: number;
  /** The range: [start, end) as ISO instants (end is tomorrow's Karachi midnight). */
  start: string;
  end: string;
  bookings: number;
  confirmed: number;
  revenue: number;
  /** The calendar months the range touches, oldest first, each cut to the range. */
  months: ActivityMonth[];
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The last `days` Karachi calendar days, today included. */
export function activityRange(days: number, now: Date): Range {
  const p = karachiParts(now);
  return {
    start: karachiMidnight(p.year, p.month, p.day - (days - 1)),
    end: karachiMidnight(p.year, p.month, p.day + 1),
  };
}

/** Website bookings and their confirmed revenue over the last `days` days, in total and by month. */
export function websiteActivity(facts: readonly DirectFact[], days: number, now: Date): WebsiteActivity {
  const range = activityRange(days, now);
  const start = range.start.toISOString();
  const end = range.end.toISOString();
  const first = karachiParts(range.start);
  const last = karachiParts(now);
  const months: ActivityMonth[] = [];
  for (let i = 0; ; i++) {
    const from = karachiMidnight(first.year, first.month + i, 1);
    const mp = karachiParts(from);
    if (mp.year * 12 + mp.month > last.year * 12 + last.month) break;
    const to = karachiMidnight(first.year, first.month + i + 1, 1).toISOString();
    months.push({
      label: `${MONTHS[mp.month - 1]} ${mp.year}`,
      start: i === 0 ? start : from.toISOString(),
      end: to < end ? to : end,
      bookings: 0,
      confirmed: 0,
      revenue: 0,
    });
  }
  const a: WebsiteActivity = { days, start, end, bookings: 0, confirmed: 0, revenue: 0, months };
  for (const f of facts) {
    if (f.kind === "gds" || f.createdAt < start || f.createdAt >= end) continue;
    // Months are few: a short scan from the newest.
    let i = months.length - 1;
    while (i > 0 && f.createdAt < months[i]!.start) i--;
    const m = months[i]!;
    a.bookings++;
    m.bookings++;
    if (f.status !== "approved") continue;
    a.confirmed++;
    m.confirmed++;
    a.revenue += f.amount;
    m.revenue += f.amount;
  }
  a.revenue = money(a.revenue);
  for (const m of months) m.revenue = money(m.revenue);
  return a;
}
