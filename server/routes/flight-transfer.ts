/** The flights' CSV export and import (tag: flights), admins only; mounted by routes/flights.ts. */
import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { toCsv } from "../../src/domain/csv.ts";
import {
  FLIGHT_EXPORT_COLUMNS,
  normalizeFlightInput,
  validateFlightCsvRow,
} from "../../src/domain/flights.ts";
import { karachiDate } from "../../src/domain/format.ts";
import { flights } from "../db/schema.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { requireAdmin } from "../http/guards.ts";
import { idempotent } from "../http/idempotency.ts";
import { jsonBody } from "../http/input.ts";
import { logActivityBy } from "../services/activity.ts";
import { csvAttachment } from "../services/csv-export.ts";
import { checkImportRows, importLogEntry } from "../services/csv-transfer.ts";
import { toFlight } from "../services/flights.ts";
import { whoOf } from "./who.ts";

export function flightTransferRoutes(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();

  r.get("/export", requireAdmin(deps), async (c) => {
    const now = deps.now();
    const rows = await db.select().from(flights).orderBy(desc(flights.createdAt));
    const csv = toCsv(
      rows.map((f) => ({ ...toFlight(f, true), createdAt: f.createdAt.toISOString() })),
      FLIGHT_EXPORT_COLUMNS,
    );
    const details = `Exported ${rows.length} flights to CSV`;
    await logActivityBy(db, whoOf(c), { action: "export_flights", resource: "flight", details }, now);
    const file = csvAttachment(csv, "flights_export", now);
    return c.body(file.text, 200, file.headers);
  });

  r.post("/import", requireAdmin(deps), idempotent(deps), async (c) => {
    const now = deps.now();
    // Each row is checked as the form checks a new flight (dates from the agency's today on).
    const today = karachiDate(now);
    const { valid, results, refusal } = checkImportRows(
      await jsonBody(c),
      "flights",
      (row) => validateFlightCsvRow(row, today),
      normalizeFlightInput,
    );
    // The rows and their log row commit together; a refused call is logged too (as an error).
    await db.transaction(async (tx) => {
      for (let i = 0; i < valid.length; i += 500) {
        await tx
          .insert(flights)
          .values(valid.slice(i, i + 500).map((f) => ({ ...f, createdAt: now, updatedAt: now })));
      }
      await logActivityBy(tx, whoOf(c), importLogEntry("flights", results), now);
    });
    if (refusal) throw refusal;
    return c.json({ results });
  });

  return r;
}
