/**
 * An admin's edit of a package, a full record (PUT) or a merge patch (PATCH), in one transaction
 * with its log row. Plain arguments: the route reads the request and says how the new record is made.
 */
import { eq } from "drizzle-orm";
import { changedOf, INVENTORY_FIELDS } from "../../src/domain/merge-patch.ts";
import type { PackageData } from "../../src/domain/packages.ts";
import type { Db } from "../db/client.ts";
import { bump } from "../db/helpers.ts";
import { packages } from "../db/schema.ts";
import { badRequest, notFound } from "../http/errors.ts";
import { assertVersion, requireVersionFor } from "../http/preconditions.ts";
import { logActivityBy, type Who } from "./activity.ts";
import type { PackageRow } from "./packages.ts";
import { changedFields } from "./users.ts";

/** An edit of package `id`: `next` gives the new record from the stored one (and checks it). */
export type PackageEdit = {
  id: string;
  /** The version the admin started from (If-Match), if named. */
  expected: number | undefined;
  next: (before: PackageRow) => PackageData;
  kind: "replace" | "patch";
};

/**
 * An edit: the full record (PUT) or a merge patch (PATCH) applied to the package as it is now.
 * Locked from the checks to the commit: a booking taking places waits, so the new maximum is
 * never below what is booked, and a concurrent edit meets its 412. Without If-Match an edit may
 * not change the price or the maximum participants (428).
 */
export function editPackage(db: Db, who: Who, edit: PackageEdit, now: Date): Promise<PackageRow> {
  const { id, expected } = edit;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(packages).where(eq(packages.id, id)).limit(1).for("update");
    if (!before) throw notFound("Package not found");
    assertVersion(expected, before);
    const data = edit.next(before);
    requireVersionFor(expected, changedOf(before, data, INVENTORY_FIELDS.packages));
    if (data.maxParticipants < before.currentParticipants) {
      const message = `Maximum participants cannot be below the ${before.currentParticipants} places already booked`;
      throw badRequest(message, { maxParticipants: message });
    }
    // A patch that changes nothing leaves the record as it is (no new version, no log row).
    if (edit.kind === "patch" && changedOf(before, data, Object.keys(data)).length === 0) return before;
    const [row] = await tx
      .update(packages)
      .set({ ...data, ...bump(now) })
      .where(eq(packages.id, id))
      .returning();
    await logActivityBy(
      tx,
      who,
      {
        action: "update_package",
        resource: "package",
        resourceId: id,
        details: `Updated package ${row!.name}`,
        metadata: changedFields(before, data),
      },
      now,
    );
    return row!;
  });
}
