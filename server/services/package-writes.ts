/**
 * The admin's writes to the packages: create, edit (a full record or a merge patch) and delete,
 * each in one transaction with its log row. Plain arguments: the route reads the request.
 */
import { eq } from "drizzle-orm";
import { changedOf, INVENTORY_FIELDS } from "../../src/domain/merge-patch.ts";
import type { PackageData } from "../../src/domain/packages.ts";
import type { Db } from "../db/client.ts";
import { bump } from "../db/helpers.ts";
import { packages, tombstones } from "../db/schema.ts";
import { badRequest, notFound } from "../http/errors.ts";
import { assertVersion, requireVersionFor } from "../http/preconditions.ts";
import { logActivityBy, type Who } from "./activity.ts";
import { type PackageRow, toPackage } from "./packages.ts";
import { changedFields } from "./users.ts";

const NOT_FOUND = "Package not found";

export async function createPackage(db: Db, who: Who, data: PackageData, now: Date): Promise<PackageRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(packages)
      .values({ ...data, createdAt: now, updatedAt: now })
      .returning();
    await logActivityBy(
      tx,
      who,
      {
        action: "create_package",
        resource: "package",
        resourceId: row!.id,
        details: `Created package ${row!.name} (${row!.type}) to ${row!.destination}`,
        metadata: { after: toPackage(row!) },
      },
      now,
    );
    return row!;
  });
}

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
    if (!before) throw notFound(NOT_FOUND);
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

export async function deletePackage(db: Db, who: Who, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(packages).where(eq(packages.id, id)).returning();
    if (!row) throw notFound(NOT_FOUND);
    await tx
      .insert(tombstones)
      .values({ tableName: "packages", rowId: id, ownerId: null, deletedAt: now })
      .onConflictDoNothing();
    await logActivityBy(
      tx,
      who,
      {
        action: "delete_package",
        resource: "package",
        resourceId: id,
        details: `Deleted package ${row.name}`,
        metadata: { before: toPackage(row) },
      },
      now,
    );
  });
}
