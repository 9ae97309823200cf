/** Flight inventory (tag: flights): everyone signed in reads; only admins write. */
import { desc, eq, gt } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { toCsv } from "../../src/domain/csv.ts";
import {
  FLIGHT_INPUT_KEYS,
  type FlightData,
  flightInput,
  flightPatch,
  mergeFlightPatch,
  normalizeFlightInput,
} from "../../src/domain/flights.ts";
import { FLIGHT_EXPORT_COLUMNS, validateFlightCsvRow } from "../../src/domain/flights-csv.ts";
import { karachiDate } from "../../src/domain/format.ts";
import { changedOf, INVENTORY_FIELDS } from "../../src/domain/merge-patch.ts";
import { bump } from "../db/helpers.ts";
import { flights, tombstones } from "../db/schema.ts";
import { deltaRequest, listAnswer } from "../http/delta.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { badRequest, notFound } from "../http/errors.ts";
import { requireAdmin, requireSignedIn } from "../http/guards.ts";
import { idempotent } from "../http/idempotency.ts";
import { body, jsonBody, uuidParam } from "../http/input.ts";
import { assertVersion, expectedVersion, requireVersionFor } from "../http/preconditions.ts";
import { logActivity } from "../services/activity.ts";
import { checkImportRows, csvDownload, importLogEntry } from "../services/csv-transfer.ts";
import { type FlightRow, toFlight } from "../services/flights.ts";
import { changedFields } from "../services/users.ts";

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
    const delta = deltaRequest(c, deps.now());
    const rows = await db
      .select()
      .from(flights)
      .where(delta.since ? gt(flights.updatedAt, delta.since) : undefined)
      .orderBy(desc(flights.createdAt));
    const list = rows.map((f) => toFlight(f, isAdmin));
    return listAnswer(c, db, delta, "flights", list, (r) => ({ flights: r }));
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
    return csvDownload(c, csv, "flights_export", now);
  });

  r.post("/import", requireAdmin(deps), once, async (c) => {
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
      await logActivity(tx, c, importLogEntry("flights", results), now);
    });
    if (refusal) throw refusal;
    return c.json({ results });
  });

  r.post("/", requireAdmin(deps), once, async (c) => {
    const data = normalizeFlightInput(await body(c, flightInput));
    const now = deps.now();
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(flights)
        .values({ ...data, createdAt: now, updatedAt: now })
        .returning();
      await logActivity(
        tx,
        c,
        {
          action: "create_flight",
          resource: "flight",
          resourceId: row!.id,
          details: `Created flight ${describe(row!)}`,
          metadata: { after: toFlight(row!, true) },
        },
        now,
      );
      return row!;
    });
    return c.json({ flight: toFlight(created, true) }, 201);
  });

  /**
   * An edit: the full record (PUT) or a merge patch (PATCH) applied to the flight as it is now.
   * Locked from the version check to the commit: a concurrent edit or booking waits, then the edit
   * meets its 412. Without If-Match an edit may not change the price or the seats (428): bookings
   * move the seats, and only a version-checked edit knows which count it is replacing.
   */
  const edit = (
    c: Context<AppEnv>,
    id: string,
    next: (before: FlightRow) => FlightData,
    kind: "replace" | "patch",
  ) => {
    const expected = expectedVersion(c);
    const now = deps.now();
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(flights).where(eq(flights.id, id)).limit(1).for("update");
      if (!before) throw notFound(NOT_FOUND);
      assertVersion(expected, before);
      const data = next(before);
      requireVersionFor(expected, changedOf(before, data, INVENTORY_FIELDS.flights));
      // A patch that changes nothing leaves the record as it is (no new version for another editor
      // to trip on, no log row).
      if (kind === "patch" && changedOf(before, data, FLIGHT_INPUT_KEYS).length === 0) return before;
      const [row] = await tx
        .update(flights)
        .set({ ...data, ...bump(now) })
        .where(eq(flights.id, id))
        .returning();
      await logActivity(
        tx,
        c,
        {
          action: "update_flight",
          resource: "flight",
          resourceId: id,
          details: `Updated flight ${describe(row!)}`,
          metadata: changedFields(before, data),
        },
        now,
      );
      return row!;
    });
  };

  r.put("/:id", requireAdmin(deps), once, async (c) => {
    const id = uuidParam(c, "id", "Flight");
    const data = normalizeFlightInput(await body(c, flightInput));
    const updated = await edit(c, id, () => data, "replace");
    return c.json({ flight: toFlight(updated, true) });
  });

  r.patch("/:id", requireAdmin(deps), once, async (c) => {
    const id = uuidParam(c, "id", "Flight");
    const patch = await body(c, flightPatch);
    const updated = await edit(
      c,
      id,
      (before) => {
        const merged = mergeFlightPatch(before, patch);
        if (!merged.ok) throw badRequest(merged.message, merged.errors);
        return merged.value;
      },
      "patch",
    );
    return c.json({ flight: toFlight(updated, true) });
  });

  r.delete("/:id", requireAdmin(deps), once, async (c) => {
    const id = uuidParam(c, "id", "Flight");
    const now = deps.now();
    await db.transaction(async (tx) => {
      const [row] = await tx.delete(flights).where(eq(flights.id, id)).returning();
      if (!row) throw notFound(NOT_FOUND);
      await tx
        .insert(tombstones)
        .values({ tableName: "flights", rowId: id, ownerId: null, deletedAt: now })
        .onConflictDoNothing();
      await logActivity(
        tx,
        c,
        {
          action: "delete_flight",
          resource: "flight",
          resourceId: id,
          details: `Deleted flight ${describe(row)}`,
          metadata: { before: toFlight(row, true) },
        },
        now,
      );
    });
    return c.json({ message: "Flight deleted successfully!" });
  });

  return r;
}
