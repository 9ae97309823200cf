/**
 * /web: bookings that arrive from outside. The website and the GDS post them with `X-Api-Key`
 * (tag: web); admins list, approve, cancel and delete the GDS's (tag: gds).
 */
import { Hono } from "hono";
import { validateGdsBooking, validateWebBooking, withGdsDefaults } from "../../src/domain/direct.ts";
import { karachiDate } from "../../src/domain/format.ts";
import { deltaRequest, listAnswer } from "../http/delta.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { requireAdmin, requireApiKey } from "../http/guards.ts";
import { idempotent } from "../http/idempotency.ts";
import { jsonBody, orThrow } from "../http/input.ts";
import { loadGdsBookings } from "../services/direct.ts";
import { storeGdsBooking } from "../services/gds-ingestion.ts";
import { storeWebBooking } from "../services/web-ingestion.ts";
import { changeStatus, deleteBooking } from "./direct-actions.ts";
import { whoOf } from "./who.ts";

export function webRoutes(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  const once = idempotent(deps);
  const admin = requireAdmin(deps);
  const apiKey = requireApiKey(deps);

  r.get("/gds-bookings", admin, async (c) => {
    const delta = await deltaRequest(c, db, deps.now());
    const rows = await loadGdsBookings(db, undefined, delta.since);
    return listAnswer(c, db, delta, "gdsBookings", rows, (data) => ({ success: true, data, error: null }));
  });

  r.put("/gds-bookings/:id/status", admin, once, async (c) => {
    const id = await changeStatus(deps, c, "gds");
    const [data] = await loadGdsBookings(db, [id]);
    return c.json({ success: true, data });
  });

  // The back office's permissions list deleting GDS bookings (docs/ARCHITECTURE.md §10).
  r.delete("/gds-bookings/:id", admin, once, async (c) => {
    await deleteBooking(deps, c, "gds");
    return c.json({ success: true, message: "Booking deleted successfully!" });
  });

  r.post("/bookings", apiKey, once, async (c) => {
    const now = deps.now();
    // A departed flight or package is refused as the customer's bookings are (docs/ARCHITECTURE.md §4.5).
    const input = orThrow(validateWebBooking(await jsonBody(c), karachiDate(now)));
    const data = await storeWebBooking(db, whoOf(c), input, now);
    return c.json({ success: true, data }, 201);
  });

  r.post("/gds-bookings", apiKey, once, async (c) => {
    const now = deps.now();
    // A departed flight is refused as the customer's bookings are (docs/ARCHITECTURE.md §4.5).
    const input = withGdsDefaults(orThrow(validateGdsBooking(await jsonBody(c), karachiDate(now))));
    const id = await storeGdsBooking(db, whoOf(c), input, now);
    const [data] = await loadGdsBookings(db, [id]);
    return c.json({ success: true, data }, 201);
  });

  return r;
}
