// Which lists each role mirrors and where from (docs/ARCHITECTURE.md §5), and how the rows are read
// out of each list's answer.
import type { paths } from "../api/schema.gen.ts";
import { isObject, MalformedAnswer } from "./pull-rows.ts";
import type { MirrorTable } from "./schema.ts";

export type Role = "admin" | "customer";

type ListPath = Extract<
  keyof paths,
  | "/flights"
  | "/packages"
  | "/bookings"
  | "/bookings/me"
  | "/package-bookings/me"
  | "/package-bookings/all"
  | "/customers"
  | "/direct-bookings"
  | "/direct-package-bookings"
  | "/web/gds-bookings"
  | "/logs/recent-activity"
  | "/notifications"
>;

/** Where one role gets one table from. */
export type TableSource = {
  path: ListPath;
  /** Fixed query parameters (e.g. `limit`). */
  query?: Record<string, string | number>;
  /** Whether the call takes `?since=<cursor>` (delta sync). */
  delta: boolean;
  /** The rows of a plain answer; throws (with the text to record) when the answer is not usable. */
  rows: (body: unknown) => unknown[];
};

export type TableSync = { table: MirrorTable } & Partial<Record<Role, TableSource>>;

/** The bare array (GET /packages, GET /package-bookings/me|all). */
const bareList = (body: unknown): unknown[] => {
  if (Array.isArray(body)) return body;
  throw new MalformedAnswer("Unexpected answer from the server");
};

/** The array under `keys` (e.g. `{ flights }`, `{ success, data: { bookings } }`). */
const listAt =
  (...keys: string[]) =>
  (body: unknown): unknown[] => {
    let v: unknown = body;
    for (const k of keys) v = isObject(v) ? v[k] : undefined;
    if (Array.isArray(v)) return v;
    throw new MalformedAnswer("Unexpected answer from the server");
  };

/** `{ success, data, error }` of GET /web/gds-bookings: `success: false` is a failure, not "no rows". */
const gdsList = (body: unknown): unknown[] => {
  if (isObject(body) && body.success === false)
    throw new MalformedAnswer(
      typeof body.error === "string" && body.error ? body.error : "The GDS feed failed",
    );
  return listAt("data")(body);
};

const flights: TableSource = { path: "/flights", delta: true, rows: listAt("flights") };
const packages: TableSource = { path: "/packages", delta: true, rows: bareList };
const notifications: TableSource = { path: "/notifications", delta: true, rows: listAt("notifications") };

/** Which lists each role mirrors (docs/ARCHITECTURE.md §5). The order is the order of a round's requests. */
export const SYNC_TABLES: readonly TableSync[] = [
  { table: "flights", admin: flights, customer: flights },
  { table: "packages", admin: packages, customer: packages },
  {
    table: "bookings",
    customer: { path: "/bookings/me", delta: true, rows: listAt("bookings") },
    admin: { path: "/bookings", query: { limit: 1000 }, delta: true, rows: listAt("bookings") },
  },
  {
    table: "packageBookings",
    customer: { path: "/package-bookings/me", delta: true, rows: bareList },
    admin: { path: "/package-bookings/all", delta: true, rows: bareList },
  },
  { table: "customers", admin: { path: "/customers", delta: true, rows: listAt("customers") } },
  { table: "directBookings", admin: { path: "/direct-bookings", delta: true, rows: listAt("data") } },
  {
    table: "directPackageBookings",
    admin: { path: "/direct-package-bookings", delta: true, rows: listAt("data", "bookings") },
  },
  { table: "gdsBookings", admin: { path: "/web/gds-bookings", delta: true, rows: gdsList } },
  // The newest 50 activity logs for the dashboard offline: a delta brings the logs written since
  // and drops the ones they pushed out of the 50.
  {
    table: "logs",
    admin: {
      path: "/logs/recent-activity",
      query: { limit: 50, period: "all" },
      delta: true,
      rows: listAt("logs"),
    },
  },
  // The user's own notifications (docs/ARCHITECTURE.md §13): the newest 200, then deltas (a read
  // mark changes a row), so the bell counts and lists them offline.
  { table: "notifications", admin: notifications, customer: notifications },
];

/** Where `role` gets `table` from, if it mirrors it. */
export function sourceOf(table: MirrorTable, role: Role): TableSource | undefined {
  return SYNC_TABLES.find((t) => t.table === table)?.[role];
}
