/** The flights' CSV export and import (tag: flights), admins only; mounted by routes/flights.ts. */
import { desc } from "drizzle-orm";
import { agencyDateTime } from "../../src/domain/deadlines.ts";
import { normalizeFlightInput } from "../../src/domain/flights.ts";
import { FLIGHT_EXPORT_COLUMNS, validateFlightCsvRow } from "../../src/domain/flights-csv.ts";
import { flights } from "../db/schema.ts";
import type { Deps } from "../http/env.ts";
import { flightColumns, toFlight } from "../services/flights.ts";
import { csvTransferRoutes } from "./csv-routes.ts";

export const flightTransferRoutes = (deps: Deps) =>
  csvTransferRoutes(deps, {
    what: "flights",
    exported: async (db) =>
      (await db.select().from(flights).orderBy(desc(flights.createdAt))).map((f) => {
        const out = toFlight(f, true);
        // Deadlines as the agency's wall clock ('2027-03-10 23:59'), as a person would type them.
        const wall = (v: string | null | undefined) => agencyDateTime(v).replace("T", " ");
        return {
          ...out,
          namesDueAt: wall(out.namesDueAt),
          ticketingDueAt: wall(out.ticketingDueAt),
          createdAt: f.createdAt.toISOString(),
        };
      }),
    columns: FLIGHT_EXPORT_COLUMNS,
    validateRow: validateFlightCsvRow,
    normalize: normalizeFlightInput,
    insert: async (tx, rows, now) => {
      await tx
        .insert(flights)
        .values(rows.map((f) => ({ ...flightColumns(f), createdAt: now, updatedAt: now })));
    },
  });
