/**
 * Direct flight bookings, from the public website (tag: direct-bookings): admins list, approve,
 * cancel and delete them. The website posts them through routes/web.ts.
 */
import { desc, eq, gt } from "drizzle-orm";
import { Hono } from "hono";
import { directBookings } from "../db/schema.ts";
import { deltaRequest, listAnswer } from "../http/delta.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { requireAdmin } from "../http/guards.ts";
import { idempotent } from "../http/idempotency.ts";
import { toDirectBooking } from "../services/direct.ts";
import { changeStatus, deleteBooking } from "./direct-actions.ts";

export function directBookingRoutes(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  r.use("*", requireAdmin(deps));
  const once = idempotent(deps);

  r.get("/", async (c) => {
    const delta = deltaRequest(c, deps.now());
    const rows = await db
      .select()
      .from(directBookings)
      .where(delta.since ? gt(directBookings.updatedAt, delta.since) : undefined)
      .orderBy(desc(directBookings.createdAt));
    return listAnswer(c, db, delta, "directBookings", rows.map(toDirectBooking), (data) => ({
      success: true,
      data,
    }));
  });
  r.patch("/:id/status", once, async (c) => {
    const id = await changeStatus(deps, c, "direct-flight");
    const [row] = await db.select().from(directBookings).where(eq(directBookings.id, id));
    return c.json({ success: true, data: toDirectBooking(row!) });
  });
  r.delete("/:id", once, async (c) => {
    await deleteBooking(deps, c, "direct-flight");
    return c.json({ success: true, message: "Direct booking deleted successfully!" });
  });
  return r;
}
