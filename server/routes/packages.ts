/** Umrah and tour packages (tag: packages): everyone signed in reads; only admins write. */
import { desc, eq, gt } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { toCsv } from "../../src/domain/csv.ts";
import { karachiDate } from "../../src/domain/format.ts";
import { changedOf, INVENTORY_FIELDS } from "../../src/domain/merge-patch.ts";
import {
  mergePackagePatch,
  normalizePackageInput,
  PACKAGE_EXPORT_COLUMNS,
  type PackageData,
  packageInput,
  packagePatch,
  validatePackageCsvRow,
} from "../../src/domain/packages.ts";
import { bump } from "../db/helpers.ts";
import { packages, tombstones } from "../db/schema.ts";
import { deltaRequest, listAnswer } from "../http/delta.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { badRequest, notFound } from "../http/errors.ts";
import { requireAdmin, requireSignedIn } from "../http/guards.ts";
import { idempotent } from "../http/idempotency.ts";
import { body, jsonBody, uuidParam } from "../http/input.ts";
import { assertVersion, expectedVersion, requireVersionFor } from "../http/preconditions.ts";
import { logActivity } from "../services/activity.ts";
import { checkImportRows, csvDownload, importLogEntry } from "../services/csv-transfer.ts";
import { type PackageRow, toPackage } from "../services/packages.ts";
import { changedFields } from "../services/users.ts";

const NOT_FOUND = "Package not found";

export function packageRoutes(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  const once = idempotent(deps);

  r.get("/", requireSignedIn(deps), async (c) => {
    const delta = deltaRequest(c, deps.now());
    const rows = await db
      .select()
      .from(packages)
      .where(delta.since ? gt(packages.updatedAt, delta.since) : undefined)
      .orderBy(desc(packages.createdAt));
    return listAnswer(c, db, delta, "packages", rows.map(toPackage), (r) => r);
  });

  r.get("/export", requireAdmin(deps), async (c) => {
    const now = deps.now();
    const rows = await db.select().from(packages).orderBy(desc(packages.createdAt));
    const csv = toCsv(
      rows.map((p) => ({ ...toPackage(p), createdAt: p.createdAt.toISOString() })),
      PACKAGE_EXPORT_COLUMNS,
    );
    await logActivity(
      db,
      c,
      { action: "export_packages", resource: "package", details: `Exported ${rows.length} packages to CSV` },
      now,
    );
    return csvDownload(c, csv, "packages_export", now);
  });

  r.post("/import", requireAdmin(deps), once, async (c) => {
    const now = deps.now();
    // Each row is checked as the form checks a new package (dates from the agency's today on).
    const today = karachiDate(now);
    const { valid, results, refusal } = checkImportRows(
      await jsonBody(c),
      "packages",
      (row) => validatePackageCsvRow(row, today),
      normalizePackageInput,
    );
    // The rows and their log row commit together; a refused call is logged too (as an error).
    await db.transaction(async (tx) => {
      for (let i = 0; i < valid.length; i += 500) {
        await tx
          .insert(packages)
          .values(valid.slice(i, i + 500).map((p) => ({ ...p, createdAt: now, updatedAt: now })));
      }
      await logActivity(tx, c, importLogEntry("packages", results), now);
    });
    if (refusal) throw refusal;
    return c.json({ results });
  });

  r.post("/", requireAdmin(deps), once, async (c) => {
    const data = normalizePackageInput(await body(c, packageInput));
    const now = deps.now();
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(packages)
        .values({ ...data, createdAt: now, updatedAt: now })
        .returning();
      await logActivity(
        tx,
        c,
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
    return c.json({ package: toPackage(created) }, 201);
  });

  /**
   * An edit: the full record (PUT) or a merge patch (PATCH) applied to the package as it is now.
   * Locked from the checks to the commit: a booking taking places waits, so the new maximum is
   * never below what is booked, and a concurrent edit meets its 412. Without If-Match an edit may
   * not change the price or the maximum participants (428).
   */
  const edit = (
    c: Context<AppEnv>,
    id: string,
    next: (before: PackageRow) => PackageData,
    kind: "replace" | "patch",
  ) => {
    const expected = expectedVersion(c);
    const now = deps.now();
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(packages).where(eq(packages.id, id)).limit(1).for("update");
      if (!before) throw notFound(NOT_FOUND);
      assertVersion(expected, before);
      const data = next(before);
      requireVersionFor(expected, changedOf(before, data, INVENTORY_FIELDS.packages));
      if (data.maxParticipants < before.currentParticipants) {
        const message = `Maximum participants cannot be below the ${before.currentParticipants} places already booked`;
        throw badRequest(message, { maxParticipants: message });
      }
      // A patch that changes nothing leaves the record as it is (no new version, no log row).
      if (kind === "patch" && changedOf(before, data, Object.keys(data)).length === 0) return before;
      const [row] = await tx
        .update(packages)
        .set({ ...data, ...bump(now) })
        .where(eq(packages.id, id))
        .returning();
      await logActivity(
        tx,
        c,
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
  };

  r.put("/:id", requireAdmin(deps), once, async (c) => {
    const id = uuidParam(c, "id", "Package");
    const data = normalizePackageInput(await body(c, packageInput));
    const updated = await edit(c, id, () => data, "replace");
    return c.json({ package: toPackage(updated) });
  });

  r.patch("/:id", requireAdmin(deps), once, async (c) => {
    const id = uuidParam(c, "id", "Package");
    const patch = await body(c, packagePatch);
    const updated = await edit(
      c,
      id,
      (before) => {
        const merged = mergePackagePatch(before, patch);
        if (!merged.ok) throw badRequest(merged.message, merged.errors);
        return merged.value;
      },
      "patch",
    );
    return c.json({ package: toPackage(updated) });
  });

  r.delete("/:id", requireAdmin(deps), once, async (c) => {
    const id = uuidParam(c, "id", "Package");
    const now = deps.now();
    await db.transaction(async (tx) => {
      const [row] = await tx.delete(packages).where(eq(packages.id, id)).returning();
      if (!row) throw notFound(NOT_FOUND);
      await tx
        .insert(tombstones)
        .values({ tableName: "packages", rowId: id, ownerId: null, deletedAt: now })
        .onConflictDoNothing();
      await logActivity(
        tx,
        c,
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
    return c.json({ message: "Package deleted successfully!" });
  });

  return r;
}
