/** Flight inventory (tag: flights): everyone signed in reads; only admins write. */
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { csvKeyed, toCsv } from "../../src/domain/csv.ts";
import {
  FLIGHT_EXPORT_COLUMNS,
  type FlightData,
  flightInput,
  normalizeFlightInput,
  validateFlightCsvRow,
} from "../../src/domain/flights.ts";
import { bump } from "../db/helpers.ts";
import { flights, tombstones } from "../db/schema.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { badRequest, HttpError, notFound } from "../http/errors.ts";
import { requireAdmin, requireSignedIn } from "../http/guards.ts";
import { idempotent } from "../http/idempotency.ts";
import { body, jsonBody, uuidParam } from "../http/input.ts";
import { assertVersion, expectedVersion } from "../http/preconditions.ts";
import { logActivity } from "../services/activity.ts";
import { type FlightRow, toFlight } from "../services/flights.ts";
import { changedFields } from "../services/users.ts";

export const IMPORT_MAX_ROWS = 5000;
const NOT_FOUND = "Flight not found";

function describe(
  f: Pick<FlightRow, "flightNumber" | "departure" | "destination" | "departureDate">,
): string {
  return `${f.flightNumber} ${f.departure} → ${f.destination} on ${f.departureDate}`;
}

export function flightRoutes(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  const once = idempotent(deps);

  r.get("/", requireSignedIn(deps), async (c) => {
    const isAdmin = c.get("caller")!.role === "admin";
    const rows = await db.select().from(flights).orderBy(desc(flights.createdAt));
    return c.json({ flights: rows.map((f) => toFlight(f, isAdmin)) });
  });

  r.get("/export", requireAdmin(deps), async (c) => {
    const now = deps.now();
    const rows = await db.select().from(flights).orderBy(desc(flights.createdAt));
    const csv = toCsv(
      rows.map((f) => ({ ...toFlight(f, true), createdAt: f.createdAt.toISOString() })),
      FLIGHT_EXPORT_COLUMNS,
    );
    await logActivity(
      db,
      c,
      { action: "export_flights", resource: "flight", details: `Exported ${rows.length} flights to CSV` },
      now,
    );
    const day = now.toISOString().slice(0, 10);
    return c.body(`\uFEFF${csv}`, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="flights_export_${day}.csv"`,
    });
  });

  r.post("/import", requireAdmin(deps), once, async (c) => {
    const raw = (await jsonBody(c)) as { flights?: unknown };
    if (!raw || typeof raw !== "object" || !Array.isArray(raw.flights)) {
      throw badRequest("flights must be a list of rows", { flights: "flights must be a list of rows" });
    }
    const rows = raw.flights;
    if (rows.length > IMPORT_MAX_ROWS) {
      throw new HttpError(413, `Too many rows: import at most ${IMPORT_MAX_ROWS} flights per request`);
    }
    const valid: FlightData[] = [];
    const errorDetails: string[] = [];
    rows.forEach((row, i) => {
      // Row 1 is the header line of the file: data rows start at 2.
      const n = i + 2;
      if (!row || typeof row !== "object" || Array.isArray(row)) {
        errorDetails.push(`Row ${n}: not a row of values`);
        return;
      }
      const result = validateFlightCsvRow(csvKeyed(row as Record<string, unknown>));
      if (result.ok) valid.push(normalizeFlightInput(result.value));
      else errorDetails.push(`Row ${n}: ${result.message}`);
    });
    const now = deps.now();
    if (valid.length > 0) {
      await db.transaction(async (tx) => {
        for (let i = 0; i < valid.length; i += 500) {
          await tx
            .insert(flights)
            .values(valid.slice(i, i + 500).map((f) => ({ ...f, createdAt: now, updatedAt: now })));
        }
      });
    }
    const results = { total: rows.length, success: valid.length, errors: errorDetails.length, errorDetails };
    await logActivity(
      db,
      c,
      {
        action: "import_flights",
        resource: "flight",
        details: `Imported ${valid.length} of ${rows.length} flights from CSV`,
        status: errorDetails.length === 0 ? "success" : valid.length > 0 ? "warning" : "error",
        metadata: {
          total: rows.length,
          success: valid.length,
          errors: errorDetails.length,
          errorDetails: errorDetails.slice(0, 50),
        },
      },
      now,
    );
    return c.json({ results });
  });

  r.post("/", requireAdmin(deps), once, async (c) => {
    const data = normalizeFlightInput(await body(c, flightInput));
    const now = deps.now();
    const [created] = await db
      .insert(flights)
      .values({ ...data, createdAt: now, updatedAt: now })
      .returning();
    await logActivity(
      db,
      c,
      {
        action: "create_flight",
        resource: "flight",
        resourceId: created!.id,
        details: `Created flight ${describe(created!)}`,
        metadata: { after: toFlight(created!, true) },
      },
      now,
    );
    return c.json({ flight: toFlight(created!, true) }, 201);
  });

  r.put("/:id", requireAdmin(deps), once, async (c) => {
    const id = uuidParam(c, "id", "Flight");
    const data = normalizeFlightInput(await body(c, flightInput));
    const expected = expectedVersion(c);
    const now = deps.now();
    const [before] = await db.select().from(flights).where(eq(flights.id, id)).limit(1);
    if (!before) throw notFound(NOT_FOUND);
    assertVersion(expected, before);
    const [updated] = await db
      .update(flights)
      .set({ ...data, ...bump(now) })
      .where(eq(flights.id, id))
      .returning();
    await logActivity(
      db,
      c,
      {
        action: "update_flight",
        resource: "flight",
        resourceId: id,
        details: `Updated flight ${describe(updated!)}`,
        metadata: changedFields(before, data),
      },
      now,
    );
    return c.json({ flight: toFlight(updated!, true) });
  });

  r.delete("/:id", requireAdmin(deps), once, async (c) => {
    const id = uuidParam(c, "id", "Flight");
    const now = deps.now();
    const deleted = await db.transaction(async (tx) => {
      const [row] = await tx.delete(flights).where(eq(flights.id, id)).returning();
      if (!row) throw notFound(NOT_FOUND);
      await tx
        .insert(tombstones)
        .values({ tableName: "flights", rowId: id, ownerId: null, deletedAt: now })
        .onConflictDoNothing();
      return row;
    });
    await logActivity(
      db,
      c,
      {
        action: "delete_flight",
        resource: "flight",
        resourceId: id,
        details: `Deleted flight ${describe(deleted)}`,
        metadata: { before: toFlight(deleted, true) },
      },
      now,
    );
    return c.json({ message: "Flight deleted successfully!" });
  });

  return r;
}
