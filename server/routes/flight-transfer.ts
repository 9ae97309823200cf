/** The flights' CSV export and import (tag: flights), admins only; mounted by routes/flights.ts. */
import { desc } from "drizzle-orm";
import { normalizeFlightInput } from "../../src/domain/flights.ts";
import { FLIGHT_EXPORT_COLUMNS, validateFlightCsvRow } from "../../src/domain/flights-csv.ts";
import { flights } from "../db/schema.ts";
import type { Deps } from "../http/env.ts";
import { toFlight } from "../services/flights.ts";
import { csvTransferRoutes } from "./csv-routes.ts";

export const flightTransferRoutes = (deps: Deps) =>
  csvTransferRoutes(deps, {
    what: "flights",
    exported: async (db) =>
      (await db.select().from(flights).orderBy(desc(flights.createdAt))).map((f) => ({
        ...toFlight(f, true),
        createdAt: f.createdAt.toISOString(),
      })),
    columns: FLIGHT_EXPORT_COLUMNS,
    validateRow: validateFlightCsvRow,
    normalize: normalizeFlightInput,
    insert: async (tx, rows, now) => {
      await tx.insert(flights).values(rows.map((f) => ({ ...f, createdAt: now, updatedAt: now })));
    },
  });
