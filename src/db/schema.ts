/**
 * The local mirror: one IndexedDB database ('safar') that the screens read from (useLiveQuery) and
 * the sync engine fills from the API (docs/ARCHITECTURE.md §5). Rows are the API's own shapes, keyed by `_id`.
 *
 * Mirror tables hold server truth only: the sync engine replaces them, so a screen never puts an
 * optimistic row in them (a queued write is shown from `outbox`). A screen may store a row the
 * server has just returned (`applyServerRows` in pull.ts).
 *
 * Schema changes: only the current version is declared, whole; Dexie compares it with the database
 * a browser holds, whatever its version, and adds or drops what differs, keeping the rows (tests:
 * tests/unit/db/query.test.ts, "schema versions"). A change restates the whole schema under the
 * next version number; an older version is declared again only for an `upgrade` that rewrites rows
 * (none so far). Dexie needs no version for new fields, only for new indexes or tables. One
 * declaration is also less to parse at start-up (docs/PERFORMANCE.md): four took ~100 ms at 6×.
 */

import Dexie, { type EntityTable, type Table } from "dexie";
import type { components } from "../api/schema.gen.ts";
import type { Agency } from "../domain/agency.ts";
import { MIRROR_DB_NAME } from "./name.ts";

type Schemas = components["schemas"];

// Dexie turns its debug mode on by itself when the page's address is localhost or 127.0.0.1: a
// DevTools task for every table call and long stack traces for its promises. A built app runs as
// it does for users wherever it is served, so the benches and end-to-end tests on 127.0.0.1 time
// the product, not its debug mode (docs/PERFORMANCE.md, "Dexie's debug mode"). `vite dev` keeps it.
if (import.meta.env.PROD) Dexie.debug = false;

export type FlightRow = Schemas["Flight"];
export type PackageRow = Schemas["Package"];
/** A customer's own booking (GET /bookings/me) or, for an admin, anyone's (GET /bookings). */
export type BookingRow = Schemas["FlightBooking"] | Schemas["AdminFlightBooking"];
/** A customer's own package booking (GET /package-bookings/me) or, for an admin, anyone's. */
export type PackageBookingRow = Schemas["PackageBooking"] | Schemas["AdminPackageBooking"];
export type CustomerRow = Schemas["User"];
export type DirectBookingRow = Schemas["DirectBooking"];
export type DirectPackageBookingRow = Schemas["DirectPackageBooking"];
export type GdsBookingRow = Schemas["GdsBooking"];
export type LogRow = Schemas["ActivityLog"];
/** One of the user's own notifications (GET /notifications; docs/ARCHITECTURE.md §13). */
export type NotificationRow = Schemas["Notification"];

/** The tables that mirror server lists (everything but meta and outbox). */
export const MIRROR_TABLES = [
  "flights",
  "packages",
  "bookings",
  "packageBookings",
  "customers",
  "directBookings",
  "directPackageBookings",
  "gdsBookings",
  "logs",
  "notifications",
] as const;
export type MirrorTable = (typeof MIRROR_TABLES)[number];

/**
 * The orders and filters the list screens read a mirror table in, and so the indexes version 2
 * adds (every pair here is a `[filter+sort]` compound index, every sort a single index; `_id`
 * breaks ties). `queryMirror` (query.ts) only accepts what is listed here; `countMirror` counts
 * one value of a filter through its `[filter+createdAt]` index (every filter has one).
 *
 *   table                  screens                                         filter → sorts
 *   flights                Flight Management (admin): newest first, price,  — → createdAt, departureDate, price
 *                          schedule; Available Flights (customer): status   status → createdAt, departureDate, price
 *                          (availability), departure date, price
 *   packages               Package Management (admin): status and type      — → createdAt, departureDate, price
 *                          filters, newest first; Available Packages        status → createdAt
 *                          (customer): type chips × departure date / price  type → createdAt, departureDate, price
 *   bookings               Booking list (admin), My Bookings (customer):   — → createdAt, totalAmount
 *                          status filter, newest first, total              status → createdAt
 *   packageBookings        Package Bookings (admin), My Packages: the same  — → createdAt, totalAmount
 *                                                                          status → createdAt
 *   customers              User Management: role filter, newest first,     — → createdAt, name
 *                          name                                            role → createdAt, name
 *   directBookings         Website flight bookings: status and booking-     — → createdAt
 *                          type filters, newest first                      status, bookingType → createdAt
 *   directPackageBookings  Website package bookings: status, newest first,  — → createdAt, totalAmount
 *                          total                                           status → createdAt
 *   gdsBookings            GDS bookings: status, newest first              — → createdAt; status → createdAt
 *   logs                   the dashboard's newest 50                       — → createdAt
 *   notifications          the top bar's bell: newest first                — → createdAt
 *
 * Not indexed (the screens sort these in memory): names and routes (case-folded or composed
 * values), nested fields (a booking's flight or package), derived values (a customer's status).
 */
export const LIST_INDEXES = {
  flights: {
    sorts: ["createdAt", "departureDate", "price"],
    filters: { status: ["createdAt", "departureDate", "price"] },
  },
  packages: {
    sorts: ["createdAt", "departureDate", "price"],
    filters: { status: ["createdAt"], type: ["createdAt", "departureDate", "price"] },
  },
  bookings: { sorts: ["createdAt", "totalAmount"], filters: { status: ["createdAt"] } },
  packageBookings: { sorts: ["createdAt", "totalAmount"], filters: { status: ["createdAt"] } },
  customers: { sorts: ["createdAt", "name"], filters: { role: ["createdAt", "name"] } },
  directBookings: {
    sorts: ["createdAt"],
    filters: { status: ["createdAt"], bookingType: ["createdAt"] },
  },
  directPackageBookings: { sorts: ["createdAt", "totalAmount"], filters: { status: ["createdAt"] } },
  gdsBookings: { sorts: ["createdAt"], filters: { status: ["createdAt"] } },
  logs: { sorts: ["createdAt"], filters: {} },
  notifications: { sorts: ["createdAt"], filters: {} },
} as const satisfies Record<
  MirrorTable,
  { sorts: readonly string[]; filters: Record<string, readonly string[]> }
>;

export type MirrorRows = {
  flights: FlightRow;
  packages: PackageRow;
  bookings: BookingRow;
  packageBookings: PackageBookingRow;
  customers: CustomerRow;
  directBookings: DirectBookingRow;
  directPackageBookings: DirectPackageBookingRow;
  gdsBookings: GdsBookingRow;
  logs: LogRow;
  notifications: NotificationRow;
};

/** What the sync engine knows about one mirror table (meta key `sync:<table>`). */
export type SyncState = {
  /** The cursor to send as `since` next time; null: the next pull is a full one. */
  cursor: string | null;
  /** When the table last matched the server (ISO instant); null: never. */
  lastSyncedAt: string | null;
  /** When a pull was last tried. */
  lastAttemptAt: string | null;
  /** Why the last pull failed (null when it succeeded). */
  lastError: string | null;
  lastErrorAt: string | null;
  /** The HTTP status of the last failure; 0 for a network error; null when none. */
  lastErrorStatus: number | null;
};

export const EMPTY_SYNC_STATE: SyncState = {
  cursor: null,
  lastSyncedAt: null,
  lastAttemptAt: null,
  lastError: null,
  lastErrorAt: null,
  lastErrorStatus: null,
};

export type SyncStateKey = `sync:${MirrorTable}`;
export const syncKey = (table: MirrorTable): SyncStateKey => `sync:${table}`;

/** Meta rows: small key/value facts about the mirror. */
export type MetaRow =
  /** The session token, mirrored for the service worker (it cannot read localStorage). */
  | { key: "token"; value: string }
  /** Whose data the mirror holds: `<userId>:<role>`; another user means a wipe first. */
  | { key: "owner"; value: string }
  | { key: SyncStateKey; value: SyncState }
  /** The agency's name and public contact, for documents made offline (agency.ts). */
  | { key: "agency"; value: { agency: Agency; fetchedAt: number } };
export type MetaKey = MetaRow["key"];

export type OutboxStatus = "queued" | "sending" | "failed" | "paused";

/**
 * A write made offline (or not yet confirmed), replayed in `seq` order by the outbox engine
 * (docs/ARCHITECTURE.md §5). The token is never stored here: it is added at send time.
 */
export type OutboxEntry = {
  /** Auto-incremented: the replay order. */
  seq: number;
  /** The Idempotency-Key sent with every attempt (a UUID). */
  id: string;
  /** ISO instant the write was made. */
  createdAt: string;
  status: OutboxStatus;
  /** The user who made the write; a queue is only replayed for them. */
  userId: string;
  /** Their name, to say whose a waiting change is on a shared device (entries from before: none). */
  userName?: string;
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  /** The API path without the base, e.g. `/bookings` or `/bookings/<id>/approve`. */
  path: string;
  body?: unknown;
  /** The record version the edit was made on (`If-Match`). */
  ifMatch?: string;
  /**
   * The record as the edit started from (a PATCH of the admin screens: its body holds only the
   * fields the admin changed). Absent on other writes and on entries stored before it existed.
   */
  base?: Record<string, unknown>;
  /** The mirror table and record the write touches, so screens can show it as queued. */
  table?: MirrorTable;
  recordId?: string;
  /** A human description for the queue screen ('Approve booking SF-7K2Q9MXA'). */
  label?: string;
  /** The mirror tables to pull again once the write has landed (e.g. seats moved: `flights`). */
  sync?: MirrorTable[];
  attempts: number;
  /** ISO instant before which a retry is not tried (back-off). */
  nextAttemptAt?: string | null;
  lastError?: string | null;
  lastStatus?: number | null;
  /** The server's answer when it refused the write (shown to the user, never dropped). */
  response?: unknown;
};

export class SafarDb extends Dexie {
  flights!: EntityTable<FlightRow, "_id">;
  packages!: EntityTable<PackageRow, "_id">;
  bookings!: EntityTable<BookingRow, "_id">;
  packageBookings!: EntityTable<PackageBookingRow, "_id">;
  customers!: EntityTable<CustomerRow, "_id">;
  directBookings!: EntityTable<DirectBookingRow, "_id">;
  directPackageBookings!: EntityTable<DirectPackageBookingRow, "_id">;
  gdsBookings!: EntityTable<GdsBookingRow, "_id">;
  logs!: EntityTable<LogRow, "_id">;
  notifications!: EntityTable<NotificationRow, "_id">;
  meta!: EntityTable<MetaRow, "key">;
  outbox!: EntityTable<OutboxEntry, "seq">;

  constructor(name = MIRROR_DB_NAME) {
    super(name);
    // Version 2 added the list screens' compound indexes (LIST_INDEXES says which screen uses
    // which); version 3 left the flights only the indexes a list reads through (a count of one
    // status goes through [status+createdAt]; every index costs each put of a full pull); version 4
    // added the user's notifications, with `readAt` indexed so the unread count is the table's count
    // minus the read ones' (IndexedDB leaves a null `readAt` out of the index). No version rewrote
    // a row.
    this.version(4).stores({
      flights:
        "_id, createdAt, departureDate, price, [status+createdAt], [status+departureDate], [status+price]",
      packages:
        "_id, status, type, departureDate, createdAt, updatedAt, price, " +
        "[status+createdAt], [type+createdAt], [type+departureDate], [type+price]",
      bookings: "_id, bookingId, status, createdAt, updatedAt, expiresAt, totalAmount, [status+createdAt]",
      packageBookings:
        "_id, bookingId, status, createdAt, updatedAt, expiresAt, totalAmount, [status+createdAt]",
      customers: "_id, email, role, createdAt, updatedAt, name, [role+createdAt], [role+name]",
      directBookings:
        "_id, bookingId, bookingType, status, createdAt, updatedAt, [status+createdAt], [bookingType+createdAt]",
      directPackageBookings: "_id, bookingId, status, createdAt, updatedAt, totalAmount, [status+createdAt]",
      gdsBookings: "_id, bookingId, status, createdAt, updatedAt, [status+createdAt]",
      logs: "_id, createdAt, action, status",
      notifications: "_id, createdAt, readAt",
      meta: "key",
      outbox: "++seq, &id, createdAt, status, userId",
    });
  }

  /** A mirror table by name, typed by its rows. */
  mirror<T extends MirrorTable>(name: T): Table<MirrorRows[T], string, MirrorRows[T]> {
    return this.table(name);
  }
}

/**
 * The object `make` returns, made on its first use rather than now. Every property read goes to
 * that object (a method bound to it), so callers use it as the object itself.
 */
function madeOnFirstUse<T extends object>(make: () => T): T {
  let instance: T | undefined;
  const target = () => {
    instance ??= make();
    return instance;
  };
  // One bound copy per method, so `db.close === db.close` as on the object itself.
  const bound = new WeakMap<(...args: never[]) => unknown, unknown>();
  return new Proxy({} as T, {
    get(_, key) {
      const t = target();
      const value: unknown = Reflect.get(t, key, t);
      if (typeof value !== "function") return value;
      let b = bound.get(value as (...args: never[]) => unknown);
      if (!b) {
        b = value.bind(t);
        bound.set(value as (...args: never[]) => unknown, b);
      }
      return b;
    },
    set: (_, key, value) => Reflect.set(target(), key, value),
    has: (_, key) => Reflect.has(target(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
  });
}

/**
 * The mirror's database, made by its first use (a screen's first read, or the mirror's start),
 * not while this module is evaluated: Dexie setting up its classes for an instance and parsing the
 * schema were a third of the task that evaluated the mirror's chunk after the first paint (a
 * separate task now; docs/PERFORMANCE.md).
 */
export const db: SafarDb = madeOnFirstUse(() => new SafarDb());

/** For tests: empties every table (mirror, meta and outbox). */
export async function resetDb(): Promise<void> {
  await db.transaction("rw", db.tables, async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
  });
}
