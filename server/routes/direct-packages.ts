/**
 * Direct package bookings, from the public website (tag: direct-package-bookings): admins list,
 * approve, cancel and delete them. The website posts them through routes/web.ts.
 */
import { desc, eq, gt } from "drizzle-orm";
import { Hono } from "hono";
import { directPackageBookings } from "../db/schema.ts";
import { deltaRequest, listAnswer } from "../http/delta.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { requireAdmin } from "../http/guards.ts";
import { idempotent } from "../http/idempotency.ts";
import { toDirectPackageBooking } from "../services/direct.ts";
import { changeStatus, deleteBooking } from "./direct-actions.ts";

export function directPackageBookingRoutes(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  r.use("*", requireAdmin(deps));
  const once = idempotent(deps);

  r.get("/", async (c) => {
    const delta = deltaRequest(c, deps.now());
    const rows = await db
      .select()
      .from(directPackageBookings)
      .where(delta.since ? gt(directPackageBookings.updatedAt, delta.since) : undefined)
      .orderBy(desc(directPackageBookings.createdAt));
    return listAnswer(
      c,
      db,
      delta,
      "directPackageBookings",
      rows.map(toDirectPackageBooking),
      (bookings) => ({
        success: true,
        data: { bookings },
      }),
    );
  });
  r.patch("/:id/status", once, async (c) => {
    const id = await changeStatus(deps, c, "direct-package");
    const [row] = await db.select().from(directPackageBookings).where(eq(directPackageBookings.id, id));
    return c.json({ success: true, data: toDirectPackageBooking(row!) });
  });
  r.delete("/:id", once, async (c) => {
    await deleteBooking(deps, c, "direct-package");
    return c.json({ success: true, message: "Booking deleted successfully!" });
  });
  return r;
}
