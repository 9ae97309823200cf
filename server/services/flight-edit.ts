/**
 * An admin's edit of a flight, a full record (PUT) or a merge patch (PATCH), in one transaction with
 * its log row. Plain arguments: the route reads the request and says how the new record is made.
 */
import { eq } from "drizzle-orm";
import { FLIGHT_INPUT_KEYS, type FlightData } from "../../src/domain/flights.ts";
import { changedOf, INVENTORY_FIELDS } from "../../src/domain/merge-patch.ts";
import type { Db } from "../db/client.ts";
import { bump } from "../db/helpers.ts";
import { flights } from "../db/schema.ts";
import { notFound } from "../http/errors.ts";
import { assertVersion, requireVersionFor } from "../http/preconditions.ts";
import { logActivityBy, type Who } from "./activity.ts";
import { describeFlight, type FlightRow, flightColumns, storedFlightData } from "./flights.ts";
import { changedFields } from "./users.ts";

/** An edit of flight `id`: `next` gives the new record from the stored one (and checks it). */
export type FlightEdit = {
  id: string;
  /** The version the admin started from (If-Match), if named. */
  expected: number | undefined;
  next: (before: FlightRow) => FlightData;
  kind: "replace" | "patch";
};

/**
 * An edit: the full record (PUT) or a merge patch (PATCH) applied to the flight as it is now.
 * Locked from the version check to the commit: a concurrent edit or booking waits, then the edit
 * meets its 412. Without If-Match an edit may not change the price or the seats (428): bookings
 * move the seats, and only a version-checked edit knows which count it is replacing.
 */
export function editFlight(db: Db, who: Who, edit: FlightEdit, now: Date): Promise<FlightRow> {
  const { id, expected } = edit;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(flights).where(eq(flights.id, id)).limit(1).for("update");
    if (!before) throw notFound("Flight not found");
    assertVersion(expected, before);
    const data = edit.next(before);
    const was = storedFlightData(before);
    requireVersionFor(expected, changedOf(was, data, INVENTORY_FIELDS.flights));
    // A patch that changes nothing leaves the record as it is (no new version for another editor
    // to trip on, no log row).
    if (edit.kind === "patch" && changedOf(was, data, FLIGHT_INPUT_KEYS).length === 0) return before;
    const [row] = await tx
      .update(flights)
      .set({ ...flightColumns(data), ...bump(now) })
      .where(eq(flights.id, id))
      .returning();
    await logActivityBy(
      tx,
      who,
      {
        action: "update_flight",
        resource: "flight",
        resourceId: id,
        details: `Updated flight ${describeFlight(row!)}`,
        metadata: changedFields(was, data),
      },
      now,
    );
    return row!;
  });
}
