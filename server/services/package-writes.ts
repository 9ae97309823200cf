/**
 * The admin's new packages and deletions, each in one transaction with its log row (an edit is
 * package-edit.ts's). Plain arguments: the route reads the request.
 */
import { eq } from "drizzle-orm";
import type { PackageData } from "../../src/domain/packages.ts";
import type { Db } from "../db/client.ts";
import { packages, tombstones } from "../db/schema.ts";
import { notFound } from "../http/errors.ts";
import { logActivityBy, type Who } from "./activity.ts";
import { type PackageRow, toPackage } from "./packages.ts";

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
