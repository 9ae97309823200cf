/**
 * A flight's passenger manifest (tag: flights; docs/ARCHITECTURE.md §4.7), admins only: JSON, or
 * with `?format=csv` a formula-safe CSV file whose export is logged; and "Mark names sent" (§4.8).
 */
import { type Context, Hono } from "hono";
import { toCsv } from "../../src/domain/csv.ts";
import { namesSentInput } from "../../src/domain/deadlines.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { badRequest, notFound } from "../http/errors.ts";
import { requireAdmin } from "../http/guards.ts";
import { idempotent } from "../http/idempotency.ts";
import { body, uuidParam } from "../http/input.ts";
import { logActivityBy } from "../services/activity.ts";
import { expireFlightBookings } from "../services/bookings.ts";
import { csvAttachment } from "../services/csv-export.ts";
import { describeFlight } from "../services/flights.ts";
import {
  flightManifest,
  MANIFEST_CSV_COLUMNS,
  manifestCsvRows,
  manifestFileName,
  markNamesSent,
  namesSentTime,
} from "../services/manifest.ts";
import { whoOf } from "./who.ts";

const FORMAT = "Format must be json or csv";

export function flightManifestRoutes(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();

  r.get("/:id/manifest", requireAdmin(deps), async (c) => {
    const id = uuidParam(c, "id", "Flight");
    const format = c.req.query("format") ?? "json";
    if (format !== "json" && format !== "csv") throw badRequest(FORMAT, { format: FORMAT });
    const now = deps.now();
    // A pending booking past its 2 hours is cancelled first, as on every read of the bookings.
    await expireFlightBookings(db, now);
    const manifest = await flightManifest(db, id);
    if (!manifest) throw notFound("Flight not found");
    if (format === "json") return c.json(manifest);
    const rows = manifestCsvRows(manifest);
    await logActivityBy(
      db,
      whoOf(c),
      {
        action: "export_manifest",
        resource: "flight",
        resourceId: id,
        details: `Exported the manifest of ${describeFlight(manifest.flight)} (${rows.length} passengers) to CSV`,
      },
      now,
    );
    const file = csvAttachment(toCsv(rows, MANIFEST_CSV_COLUMNS), manifestFileName(manifest.flight), now);
    return c.body(file.text, 200, file.headers);
  });

  // "Mark names sent" and its undo; both answer the manifest as it is now.
  const namesSent = (sent: boolean) => async (c: Context<AppEnv>) => {
    const id = uuidParam(c, "id", "Flight");
    const now = deps.now();
    await expireFlightBookings(db, now);
    const at = sent ? namesSentTime((await body(c, namesSentInput)).sentAt, now) : now;
    await markNamesSent(db, whoOf(c), id, sent, now, at);
    return c.json((await flightManifest(db, id))!);
  };
  const once = idempotent(deps);
  r.post("/:id/names-sent", requireAdmin(deps), once, namesSent(true));
  r.delete("/:id/names-sent", requireAdmin(deps), once, namesSent(false));

  return r;
}
