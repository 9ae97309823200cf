/**
 * The admin's new flights and deletions, each in one transaction with its log row (an edit is
 * flight-edit.ts's). Plain arguments: the route reads the request.
 */
import { eq } from "drizzle-orm";
import type { FlightData } from "../../src/domain/flights.ts";
import type { Db } from "../db/client.ts";
import { flights, tombstones } from "../db/schema.ts";
import { notFound } from "../http/errors.ts";
import { logActivityBy, type Who } from "./activity.ts";
import { describeFlight, type FlightRow, flightColumns, toFlight } from "./flights.ts";

const NOT_FOUND = "Flight not found";

export async function createFlight(db: Db, who: Who, data: FlightData, now: Date): Promise<FlightRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(flights)
      .values({ ...flightColumns(data), createdAt: now, updatedAt: now })
      .returning();
    await logActivityBy(
      tx,
      who,
      {
        action: "create_flight",
        resource: "flight",
        resourceId: row!.id,
        details: `Created flight ${describeFlight(row!)}`,
        metadata: { after: toFlight(row!, true) },
      },
      now,
    );
    return row!;
  });
}

export async function deleteFlight(db: Db, who: Who, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(flights).where(eq(flights.id, id)).returning();
    if (!row) throw notFound(NOT_FOUND);
    await tx
      .insert(tombstones)
      .values({ tableName: "flights", rowId: id, ownerId: null, deletedAt: now })
      .onConflictDoNothing();
    await logActivityBy(
      tx,
      who,
      {
        action: "delete_flight",
        resource: "flight",
        resourceId: id,
        details: `Deleted flight ${describeFlight(row)}`,
        metadata: { before: toFlight(row, true) },
      },
      now,
    );
  });
}
