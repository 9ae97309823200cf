/**
 * Bookings from the public website (tags: direct-bookings, direct-package-bookings): admins list,
 * approve, cancel and delete them. The website posts them through routes/web.ts. Flight and package
 * bookings differ only in their table, their shape and the wording of the answers.
 */
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { BookingKind } from "../../src/domain/lifecycle.ts";
import { directBookings, directPackageBookings } from "../db/schema.ts";
import { changedSince, deltaRequest, listAnswer } from "../http/delta.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { requireAdmin } from "../http/guards.ts";
import { idempotent } from "../http/idempotency.ts";
import { toDirectBooking, toDirectPackageBooking } from "../services/direct.ts";
import { changeStatus, deleteBooking } from "./direct-actions.ts";

type Table = typeof directBookings | typeof directPackageBookings;

interface Resource<T extends Table, S> {
  table: T;
  kind: BookingKind;
  /** The table's name in the delta answers' cursor (server/http/delta.ts). */
  deltaName: string;
  shape: (row: T["$inferSelect"]) => S;
  /** The list's body around the shaped rows (the two lists were specified differently). */
  envelope: (rows: S[]) => unknown;
  deleted: string;
}

function outsideBookingRoutes<T extends Table, S>(deps: Deps, res: Resource<T, S>) {
  const { db } = deps;
  const table = res.table as typeof directBookings; // one query for either table: same columns used
  const r = new Hono<AppEnv>();
  r.use("*", requireAdmin(deps));
  const once = idempotent(deps);

  r.get("/", async (c) => {
    const delta = await deltaRequest(c, db, deps.now());
    const rows = await db
      .select()
      .from(table)
      .where(changedSince(table, delta.since))
      .orderBy(desc(table.createdAt));
    const shaped = (rows as T["$inferSelect"][]).map(res.shape);
    return listAnswer(c, db, delta, res.deltaName, shaped, res.envelope);
  });
  r.patch("/:id/status", once, async (c) => {
    const id = await changeStatus(deps, c, res.kind);
    const [row] = await db.select().from(table).where(eq(table.id, id));
    return c.json({ success: true, data: res.shape(row as T["$inferSelect"]) });
  });
  r.delete("/:id", once, async (c) => {
    await deleteBooking(deps, c, res.kind);
    return c.json({ success: true, message: res.deleted });
  });
  return r;
}

export const directBookingRoutes = (deps: Deps) =>
  outsideBookingRoutes(deps, {
    table: directBookings,
    kind: "direct-flight",
    deltaName: "directBookings",
    shape: toDirectBooking,
    envelope: (data) => ({ success: true, data }),
    deleted: "Direct booking deleted successfully!",
  });

export const directPackageBookingRoutes = (deps: Deps) =>
  outsideBookingRoutes(deps, {
    table: directPackageBookings,
    kind: "direct-package",
    deltaName: "directPackageBookings",
    shape: toDirectPackageBooking,
    envelope: (bookings) => ({ success: true, data: { bookings } }),
    deleted: "Booking deleted successfully!",
  });
