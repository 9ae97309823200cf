/**
 * The pure side of the direct (website) booking screens: what a row shows, what the global search
 * matches, the sort keys, the status filters, the empty-state wording and the
 * optimistic overlay of the flight bookings screen. No React, no Dexie: unit tested alone.
 */
import type { components } from "../../api/schema.gen.ts";
import type { BookingStatus } from "../../domain/bookings.ts";
import { shortId } from "../../domain/format.ts";
import { statusOptions } from "../../ui/booking/status-filter.ts";
import type { FilterOption } from "../../ui/data-list-model.ts";
import type { SearchField } from "../../ui/search.ts";

type Schemas = components["schemas"];
export type DirectBooking = Schemas["DirectBooking"];
export type DirectPassenger = Schemas["DirectPassenger"];
export type DirectPackageBooking = Schemas["DirectPackageBooking"];
export type DirectPackagePassenger = Schemas["DirectPackagePassenger"];
export type { BookingStatus };

/** The value of a status filter that lets every booking through. */
export const ALL = "all";

export const FLIGHT_STATUS_OPTIONS = statusOptions("All Bookings");
export const PACKAGE_STATUS_OPTIONS = statusOptions("All Status");

/**
 * GET /direct-bookings lists flight and package bookings from the website; the flight screen shows
 * both (nothing else shows the package ones), so it has a type filter too.
 */
export const BOOKING_TYPE_OPTIONS: readonly FilterOption[] = [
  { value: ALL, label: "All Types" },
  { value: "flight", label: "Flight" },
  { value: "package", label: "Package" },
];

/** The reference shown for a booking: its bookingId, else the last 8 characters of its _id. */
export function bookingRef(b: { bookingId?: string | null; _id: string }): string {
  return b.bookingId?.trim() || shortId(b._id).toUpperCase();
}

/** A passenger's name: `name`, else 'First Last'. */
export function passengerName(p: {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}) {
  const name = p.name?.trim();
  if (name) return name;
  return [p.firstName, p.lastName]
    .map((s) => s?.trim() ?? "")
    .filter(Boolean)
    .join(" ");
}

/** The passenger count: the booking's own count, else the listed passengers. */
export function passengerCount(b: DirectBooking): number {
  return b.bookingDetails?.passengers || b.passengerDetails?.length || 0;
}

type PackageInfo = {
  name?: string;
  destination?: string;
  duration?: string;
  departureDate?: string;
  returnDate?: string;
  price?: number;
};

const str = (v: unknown): string | undefined => (typeof v === "string" && v.trim() ? v.trim() : undefined);

/** The package of a package-type direct booking (packageDetails is free-form in the contract). */
export function packageOf(b: DirectBooking): PackageInfo | null {
  const p = b.packageDetails;
  if (!p) return null;
  return {
    name: str(p.name),
    destination: str(p.destination),
    duration: str(p.duration),
    departureDate: str(p.departureDate),
    returnDate: str(p.returnDate),
    price: typeof p.price === "number" && Number.isFinite(p.price) ? p.price : undefined,
  };
}

/** 'Lahore → Jeddah' (cities as the website sent them; 'Unknown' for a missing one). */
export function flightRoute(b: DirectBooking): string {
  const from = b.flightDetails?.departure?.city?.trim();
  const to = b.flightDetails?.arrival?.city?.trim() || b.bookingDetails?.destination?.trim();
  if (!from && !to) return "";
  return `${from || "Unknown"} → ${to || "Unknown"}`;
}

/** What the Flight column shows first: the flight number, or a package's name. */
export function flightTitle(b: DirectBooking): string {
  if (b.bookingType === "package") return packageOf(b)?.name?.toUpperCase() ?? "Unknown Package";
  return b.flightDetails?.flightNumber?.trim() || "Unknown Flight";
}

/**
 * The fields the global search matches on the flight bookings screen (case-insensitive
 * through matchesSearch): bookingId, _id, status, customer name and email, flight cities, flight
 * number, airline, passenger name or passport. A package-type row also matches its package name and
 * destination (its 'flight' column shows them).
 */
export function directSearchFields(b: DirectBooking): SearchField[] {
  const f = b.flightDetails;
  const pkg = b.bookingType === "package" ? packageOf(b) : null;
  const fields: SearchField[] = [
    b.bookingId,
    b._id,
    b.status,
    b.customerName,
    b.customerEmail,
    f?.departure?.city,
    f?.arrival?.city,
    f?.flightNumber,
    f?.airline,
    pkg?.name,
    pkg?.destination,
  ];
  for (const p of b.passengerDetails ?? []) fields.push(passengerName(p), p.passport);
  return fields;
}

/** The sortable columns of the flight bookings screen and the value each sorts by. */
export const DIRECT_SORT_VALUES = {
  customer: (b: DirectBooking) => b.customerName?.trim().toLowerCase() || null,
  flight: (b: DirectBooking) => flightTitle(b),
  passengers: (b: DirectBooking) => passengerCount(b),
  status: (b: DirectBooking) => b.status,
  date: (b: DirectBooking) => b.createdAt,
} as const;

// ─────────────────────────── optimistic changes (flight bookings) ───────────────────────────

/** Changes shown before the server has answered: new statuses, and rows being deleted. */
export type Optimistic = {
  status: ReadonlyMap<string, BookingStatus>;
  deleted: ReadonlySet<string>;
};

export const NO_CHANGES: Optimistic = { status: new Map(), deleted: new Set() };

/**
 * The rows as the screen shows them: deleted ones left out, changed ones with their new status.
 * Rows keep the mirror's order (newest first), so a rolled-back delete comes back in its
 * createdAt place.
 */
export function withOptimistic<T extends { _id: string; status: BookingStatus }>(
  rows: readonly T[],
  changes: Optimistic,
): T[] {
  if (changes.status.size === 0 && changes.deleted.size === 0) return [...rows];
  const out: T[] = [];
  for (const r of rows) {
    if (changes.deleted.has(r._id)) continue;
    const s = changes.status.get(r._id);
    out.push(s && s !== r.status ? { ...r, status: s } : r);
  }
  return out;
}

export function withStatus(changes: Optimistic, id: string, status: BookingStatus): Optimistic {
  const next = new Map(changes.status);
  next.set(id, status);
  return { ...changes, status: next };
}

export function withoutStatus(changes: Optimistic, id: string): Optimistic {
  if (!changes.status.has(id)) return changes;
  const next = new Map(changes.status);
  next.delete(id);
  return { ...changes, status: next };
}

export function withDeleted(changes: Optimistic, id: string, deleted: boolean): Optimistic {
  if (changes.deleted.has(id) === deleted) return changes;
  const next = new Set(changes.deleted);
  if (deleted) next.add(id);
  else next.delete(id);
  return { ...changes, deleted: next };
}

// ─────────────────────────── empty states ───────────────────────────

export type EmptyText = { title: string; message: string };

/** No direct flight bookings at all. */
export const FLIGHT_EMPTY: EmptyText = {
  title: "No bookings found",
  message: "No bookings have been made yet.",
};

/**
 * Rows exist but none are shown: a search → 'No bookings match your search' with
 * 'Try a different search term or clear filters'; a status with no bookings at all → 'No {status}
 * bookings found.'; any other filter → 'No bookings match your current filter criteria.'.
 */
export function flightNoMatch(o: { searching: boolean; status: string; statusCount: number }): EmptyText {
  if (o.searching)
    return {
      title: "No bookings match your search",
      message: "Try a different search term or clear filters",
    };
  if (o.status !== ALL && o.statusCount === 0)
    return { title: "No bookings found", message: `No ${o.status} bookings found.` };
  return {
    title: "No bookings match your search",
    message: "No bookings match your current filter criteria.",
  };
}

/** No direct package bookings at all. */
export const PACKAGE_EMPTY: EmptyText = {
  title: "No Bookings Found",
  message: "No package bookings have been made yet.",
};

export function packageNoMatch(o: { searching: boolean; status: string }): EmptyText {
  if (o.searching)
    return {
      title: "No bookings match your search",
      message: "Try a different search term or clear the search.",
    };
  return { title: "No Bookings Found", message: `No ${o.status} bookings found.` };
}

// ─────────────────────────── package bookings ───────────────────────────

/**
 * The fields the global search matches on the package bookings screen: bookingId,
 * _id, customer name and email, package name, destination, passenger first and last name and passport.
 */
export function packageSearchFields(b: DirectPackageBooking): SearchField[] {
  const fields: SearchField[] = [
    b.bookingId,
    b._id,
    b.customerName,
    b.customerEmail,
    b.packageDetails?.name,
    b.packageDetails?.destination,
  ];
  for (const p of b.passengerDetails ?? []) fields.push(p.firstName, p.lastName, p.passport);
  return fields;
}

export type AgeStyle = "adult" | "child" | "infant";

/** adult and child as such; anything else is shown with the infant styling. */
export function ageStyle(ageType: string | null | undefined): AgeStyle {
  const a = (ageType ?? "").trim().toLowerCase();
  return a === "adult" ? "adult" : a === "child" ? "child" : "infant";
}

/** The package's price per person, else the total shared by the passengers. */
export function pricePerPerson(b: DirectPackageBooking): number {
  const price = b.packageDetails?.price;
  if (typeof price === "number" && Number.isFinite(price)) return price;
  const n = b.passengerDetails?.length ?? 0;
  return n > 0 ? b.totalAmount / n : b.totalAmount;
}

// ─────────────────────────── overview ───────────────────────────

export type StatusCounts = { total: number; pending: number; approved: number; cancelled: number };

export function statusCounts(rows: readonly { status: string }[]): StatusCounts {
  const c: StatusCounts = { total: rows.length, pending: 0, approved: 0, cancelled: 0 };
  for (const r of rows)
    if (r.status === "pending" || r.status === "approved" || r.status === "cancelled") c[r.status]++;
  return c;
}

/** A mailto: link to the customer about their booking. */
export function mailtoCustomer(b: {
  customerEmail: string;
  customerName: string;
  bookingId: string;
  _id: string;
}) {
  const subject = `Your booking ${bookingRef(b)}`;
  const body = `Dear ${b.customerName || "customer"},\n\n`;
  return `mailto:${encodeURIComponent(b.customerEmail).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** What a direct booking's details dialog takes; `Busy` is how the screen says a write is running. */
export type DetailsProps<T, Busy> = {
  booking: T | null;
  open: boolean;
  onClose: () => void;
  onApprove: (b: T) => void;
  onCancel: (b: T) => void;
  busy: Busy;
};

/** What the details dialog of booking `b` takes from DetailsProps: open, close, approve or cancel `b`. */
export function dialogOf<T>(p: DetailsProps<T, unknown>, b: T) {
  return { open: p.open, onClose: p.onClose, onApprove: () => p.onApprove(b), onCancel: () => p.onCancel(b) };
}
