/**
 * The analytics worker (Comlink): every dashboard figure the browser computes runs here, off the
 * main thread, with the domain's single-pass functions (src/domain/analytics.ts) — the same ones
 * the server's SQL is tested against. Screens send plain mirror rows (what Dexie holds, the API's
 * own shapes); this module turns them into `BookingFact`s and returns plain, structured-cloneable
 * results. The main thread talks to it through analytics-client.ts.
 *
 * The row → fact mapping is exported (and unit-tested); `Comlink.expose` only runs inside a worker.
 */
import * as Comlink from "comlink";
import type {
  BookingRow,
  CustomerRow,
  DirectBookingRow,
  DirectPackageBookingRow,
  FlightRow,
  GdsBookingRow,
  LogRow,
  PackageBookingRow,
  PackageRow,
} from "../db/schema.ts";
import {
  type AdminFigures,
  adminFigures,
  adminRange,
  availableMonths,
  type BookingFact,
  type CustomerFigures,
  customerFigures,
  type DashboardPeriod,
  type FlightFact,
  type FlightsAnalytics,
  flightsAnalytics,
  newest,
  type PackageInventory,
  packageInventory,
  type SalesPoint,
  type Status,
  salesBuckets,
  salesTrend,
} from "../domain/analytics.ts";
import {
  type DirectAnalytics,
  type DirectFact,
  type DirectKind,
  directAnalytics,
  directRange,
  type WebsiteActivity,
  websiteActivity,
} from "../domain/direct-analytics.ts";
import { shortId } from "../domain/format.ts";

// ─────────────────────────── mirror rows → facts ───────────────────────────

const amount = (n: unknown): number => (typeof n === "number" && Number.isFinite(n) ? n : 0);
const text = (s: unknown): string | null => (typeof s === "string" && s.trim() ? s : null);
const STATUSES: readonly Status[] = ["pending", "approved", "cancelled"];
/** An unknown status never counts as a sale: it is read as cancelled. */
const status = (s: unknown): Status => (STATUSES.includes(s as Status) ? (s as Status) : "cancelled");

/** A flight booking: its total, its passengers, the destination of the flight it was booked on. */
export function flightBookingFact(b: BookingRow): BookingFact {
  return {
    kind: "flight",
    status: status(b.status),
    createdAt: b.createdAt,
    amount: amount(b.totalAmount),
    seats: amount(b.passengerCount),
    destination: text(b.flightDetails?.destination) ?? text(b.ticketId?.destination),
  };
}

/** A package booking: its total, its participants, the package's destination. */
export function packageBookingFact(b: PackageBookingRow): BookingFact {
  return {
    kind: "package",
    status: status(b.status),
    createdAt: b.createdAt,
    amount: amount(b.totalAmount),
    seats: amount(b.participantCount),
    destination: text(b.packageDetails?.destination) ?? text(b.packageId?.destination),
  };
}

/** A website booking: a direct flight or a direct package by its bookingType. */
export function directBookingFact(b: DirectBookingRow): BookingFact {
  return {
    kind: b.bookingType === "package" ? "directPackage" : "directFlight",
    status: status(b.status),
    createdAt: b.createdAt,
    amount: amount(b.bookingDetails?.totalAmount),
    seats: amount(b.bookingDetails?.passengers),
    destination: text(b.bookingDetails?.destination),
  };
}

export function directPackageBookingFact(b: DirectPackageBookingRow): BookingFact {
  return {
    kind: "directPackage",
    status: status(b.status),
    createdAt: b.createdAt,
    amount: amount(b.totalAmount),
    seats: b.passengerDetails?.length ?? 0,
    destination: text(b.packageDetails?.destination),
  };
}

/** A GDS booking in its own currency (the amount is not converted). */
function gdsFact(b: GdsBookingRow): BookingFact {
  return {
    kind: "gds",
    status: status(b.status),
    createdAt: b.createdAt,
    amount: amount(b.totalAmount),
    seats: 0,
    destination: null,
  };
}

/** A GDS booking counts only when it is in rupees (the server's rule: currency = 'PKR'). */
export function gdsBookingFact(b: GdsBookingRow): BookingFact | null {
  return b.currency === "PKR" ? gdsFact(b) : null;
}

export function flightFact(f: FlightRow): FlightFact {
  return { status: f.status, seatsAvailable: amount(f.seatsAvailable), destination: f.destination };
}

export type BookingRows = {
  bookings?: readonly BookingRow[];
  packageBookings?: readonly PackageBookingRow[];
  directBookings?: readonly DirectBookingRow[];
  directPackageBookings?: readonly DirectPackageBookingRow[];
  gdsBookings?: readonly GdsBookingRow[];
};

/** Every booking of every kind as facts (GDS bookings in another currency left out). */
export function bookingFacts(m: BookingRows): BookingFact[] {
  const out: BookingFact[] = [];
  for (const b of m.bookings ?? []) out.push(flightBookingFact(b));
  for (const b of m.packageBookings ?? []) out.push(packageBookingFact(b));
  for (const b of m.directBookings ?? []) out.push(directBookingFact(b));
  for (const b of m.directPackageBookings ?? []) out.push(directPackageBookingFact(b));
  for (const b of m.gdsBookings ?? []) {
    const f = gdsBookingFact(b);
    if (f) out.push(f);
  }
  return out;
}

// ─────────────────────────── the admin dashboard ───────────────────────────

export type AdminMirror = BookingRows & {
  flights: readonly FlightRow[];
  customers: readonly CustomerRow[];
  /** The cached newest activity logs (any period). */
  logs: readonly LogRow[];
};

export type DashboardQuery = { period: DashboardPeriod; month?: number; year?: number };

export const RECENT_ACTIVITY_LIMIT = 10;

export type AdminDashboardData = {
  figures: AdminFigures;
  salesData: SalesPoint[];
  recentActivity: LogRow[];
  availableMonths: ReturnType<typeof availableMonths>;
};

/** The admin dashboard from the mirror: what GET /dashboard/analytics, /sales and /logs/recent-activity answer. */
export function adminDashboard(
  m: AdminMirror,
  q: DashboardQuery,
  now: number = Date.now(),
): AdminDashboardData {
  const at = new Date(now);
  const facts = bookingFacts(m);
  const range = adminRange(q.period, at, q.month, q.year);
  let totalCustomers = 0;
  for (const c of m.customers) if (c.role === "customer") totalCustomers++;
  const start = range ? range.start.toISOString() : "";
  const end = range ? range.end.toISOString() : "\uffff";
  const inRange = m.logs.filter((l) => l.createdAt >= start && l.createdAt < end);
  return {
    figures: adminFigures({ bookings: facts, flights: m.flights.map(flightFact), totalCustomers, range }),
    salesData: salesTrend(facts, salesBuckets(q.period, at, q.month, q.year)),
    recentActivity: newest(inRange, RECENT_ACTIVITY_LIMIT),
    availableMonths: availableMonths(facts),
  };
}

// ─────────────────────────── Flights Analytics ───────────────────────────

export type RecentFlightBooking = {
  id: string;
  bookingId: string;
  flightNumber: string | null;
  userName: string | null;
  passengers: number;
  createdAt: string;
  status: Status;
  amount: number;
};

export type FlightsPanelData = FlightsAnalytics & { recentBookings: RecentFlightBooking[] };

export const RECENT_BOOKINGS_LIMIT = 5;

function recentFlightBooking(b: BookingRow): RecentFlightBooking {
  const user = "userId" in b ? b.userId : null;
  const customer = "customerName" in b ? b.customerName : null;
  return {
    id: b._id,
    bookingId: b.bookingId,
    flightNumber: text(b.flightDetails?.flightNumber) ?? text(b.ticketId?.flightNumber),
    userName: text(user?.name) ?? text(customer),
    passengers: amount(b.passengerCount),
    createdAt: b.createdAt,
    status: status(b.status),
    amount: amount(b.totalAmount),
  };
}

/** Flights Analytics over the mirror's flight bookings and flights, with the 5 newest bookings. */
export function flightsPanel(
  m: { bookings: readonly BookingRow[]; flights: readonly FlightRow[] },
  now: number = Date.now(),
): FlightsPanelData {
  const facts = m.bookings.map(flightBookingFact);
  return {
    ...flightsAnalytics(facts, m.flights.map(flightFact), new Date(now)),
    recentBookings: newest(m.bookings, RECENT_BOOKINGS_LIMIT).map(recentFlightBooking),
  };
}

// ─────────────────────────── Package Analytics ───────────────────────────

export type PackagePanelData = PackageInventory & {
  totalBookings: number;
  approved: number;
  pending: number;
  cancelled: number;
  /** Approved package bookings' totals (the admin dashboard's packageSales over all time). */
  totalRevenue: number;
  /** The 5 newest package bookings as the mirror holds them, newest first (the screen words them). */
  recentBookings: PackageBookingRow[];
};

/**
 * Package Analytics (admin Package Management) over the mirror's packages and package bookings:
 * the booking counts and revenue are the admin dashboard's package figures (`adminFigures` over
 * all time), the catalogue counts come from `packageInventory`.
 */
export function packagePanel(m: {
  packages: readonly PackageRow[];
  packageBookings: readonly PackageBookingRow[];
}): PackagePanelData {
  const facts = m.packageBookings.map(packageBookingFact);
  const f = adminFigures({ bookings: facts, flights: [], totalCustomers: 0, range: null });
  return {
    ...packageInventory(m.packages),
    totalBookings: facts.length,
    approved: f.packageApproved,
    pending: f.packagePending,
    cancelled: f.packageCancelled,
    totalRevenue: f.packageSales,
    recentBookings: newest(m.packageBookings, RECENT_BOOKINGS_LIMIT),
  };
}

// ─────────────────────────── the customer's My Dashboard ───────────────────────────

export type CustomerMirror = {
  bookings: readonly BookingRow[];
  packageBookings: readonly PackageBookingRow[];
};

export type CustomerDashboardData = CustomerFigures & { flightBookings: number; packageBookings: number };

export function customerDashboard(m: CustomerMirror, now: number = Date.now()): CustomerDashboardData {
  return {
    ...customerFigures(bookingFacts(m), new Date(now)),
    flightBookings: m.bookings.length,
    packageBookings: m.packageBookings.length,
  };
}

export type RecentCustomerBooking = {
  id: string;
  kind: "flight" | "package";
  bookingId: string;
  /** 'PK 741' or the package's name. */
  title: string;
  /** 'LHE → JED' or the package's destination. */
  subtitle: string;
  people: number;
  createdAt: string;
  status: Status;
  amount: number;
};

function recentCustomerBooking(b: BookingRow): RecentCustomerBooking {
  const f = b.ticketId ?? b.flightDetails;
  return {
    id: b._id,
    kind: "flight",
    bookingId: b.bookingId,
    title: [text(f?.airlineName), text(f?.flightNumber)].filter(Boolean).join(" · ") || "Unknown Flight",
    subtitle: f?.departure && f?.destination ? `${f.departure} → ${f.destination}` : "",
    people: amount(b.passengerCount),
    createdAt: b.createdAt,
    status: status(b.status),
    amount: amount(b.totalAmount),
  };
}

function recentCustomerPackage(b: PackageBookingRow): RecentCustomerBooking {
  const p = b.packageDetails ?? b.packageId;
  return {
    id: b._id,
    kind: "package",
    bookingId: b.bookingId,
    title: text(p?.name) ?? "Unknown Package",
    subtitle: text(p?.destination) ?? "",
    people: amount(b.participantCount),
    createdAt: b.createdAt,
    status: status(b.status),
    amount: amount(b.totalAmount),
  };
}

/** Lower-case words of a search term. */
function words(term: string): string[] {
  return term.trim().toLowerCase().split(/\s+/).filter(Boolean);
}

/** Every word must occur in some field (the global search's rule, ui/search.ts). */
function matches(ws: readonly string[], item: RecentCustomerBooking): boolean {
  if (ws.length === 0) return true;
  const hay = [item.bookingId, item.title, item.subtitle, item.status, item.kind].map((s) => s.toLowerCase());
  return ws.every((w) => hay.some((h) => h.includes(w)));
}

/** The customer's newest `n` bookings (flights and packages together) that match the global search. */
export function recentCustomerBookings(
  m: CustomerMirror,
  search = "",
  n: number = RECENT_BOOKINGS_LIMIT,
): RecentCustomerBooking[] {
  const ws = words(search);
  const items = [...m.bookings.map(recentCustomerBooking), ...m.packageBookings.map(recentCustomerPackage)];
  return newest(
    items.filter((i) => matches(ws, i)),
    n,
  );
}

// ─────────────────────────── Direct-bookings analytics ───────────────────────────

export type DirectMirror = {
  directBookings: readonly DirectBookingRow[];
  directPackageBookings: readonly DirectPackageBookingRow[];
  gdsBookings: readonly GdsBookingRow[];
};

export type DirectDashboardQuery = { period: DashboardPeriod; days: number };

export type DirectDashboardData = {
  figures: DirectAnalytics;
  /** The period's window as ISO instants (null: all time). */
  range: { start: string; end: string } | null;
  activity: WebsiteActivity;
};

/** The three direct lists as facts, every currency kept (the dashboard sums GDS sales per currency). */
export function directFacts(m: Partial<DirectMirror>): DirectFact[] {
  const out: DirectFact[] = [];
  const extra = (
    b: { _id: string; bookingId: string; customerName: string; source: string },
    fallbackSource: string,
  ) => ({
    id: b._id,
    bookingId: text(b.bookingId) ?? shortId(b._id),
    customerName: text(b.customerName) ?? "",
    source: text(b.source) ?? fallbackSource,
  });
  for (const b of m.directBookings ?? []) {
    const f = directBookingFact(b);
    out.push({ ...f, kind: f.kind as DirectKind, ...extra(b, "website"), currency: "PKR" });
  }
  for (const b of m.directPackageBookings ?? []) {
    out.push({
      ...directPackageBookingFact(b),
      kind: "directPackage",
      ...extra(b, "website"),
      currency: "PKR",
    });
  }
  for (const b of m.gdsBookings ?? []) {
    out.push({
      ...gdsFact(b),
      kind: "gds",
      // Not held seats, but the people travelling: the newest bookings show them.
      seats: b.passengers?.length ?? 0,
      ...extra(b, "gds"),
      currency: text(b.currency) ?? "PKR",
    });
  }
  return out;
}

/**
 * The Direct-bookings analytics from the mirror: the period's figures and the website's bookings
 * over the last `days` days. A list that failed to load is simply empty here.
 */
export function directDashboard(
  m: Partial<DirectMirror>,
  q: DirectDashboardQuery,
  now: number = Date.now(),
): DirectDashboardData {
  const at = new Date(now);
  const facts = directFacts(m);
  const range = directRange(q.period, at);
  return {
    figures: directAnalytics(facts, range),
    range: range ? { start: range.start.toISOString(), end: range.end.toISOString() } : null,
    activity: websiteActivity(facts, q.days, at),
  };
}

// ─────────────────────────── the worker's face ───────────────────────────

const api = {
  adminDashboard,
  directDashboard,
  flightsPanel,
  packagePanel,
  customerDashboard,
  recentCustomerBookings,
};

export type AnalyticsWorkerApi = typeof api;

// Only inside a worker: importing this module in a test (or by mistake on the page) exposes nothing.
if (typeof WorkerGlobalScope !== "undefined" && globalThis instanceof WorkerGlobalScope) Comlink.expose(api);
