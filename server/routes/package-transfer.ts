/** The packages' CSV export and import (tag: packages), admins only; mounted by routes/packages.ts. */
import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { toCsv } from "../../src/domain/csv.ts";
import { karachiDate } from "../../src/domain/format.ts";
import {
  normalizePackageInput,
  PACKAGE_EXPORT_COLUMNS,
  validatePackageCsvRow,
} from "../../src/domain/packages.ts";
import { packages } from "../db/schema.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { requireAdmin } from "../http/guards.ts";
import { idempotent } from "../http/idempotency.ts";
import { jsonBody } from "../http/input.ts";
import { logActivityBy } from "../services/activity.ts";
import { csvAttachment } from "../services/csv-export.ts";
import { checkImportRows, importLogEntry } from "../services/csv-transfer.ts";
import { toPackage } from "../services/packages.ts";
import { whoOf } from "./who.ts";

export function packageTransferRoutes(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();

  r.get("/export", requireAdmin(deps), async (c) => {
    const now = deps.now();
    const rows = await db.select().from(packages).orderBy(desc(packages.createdAt));
    const csv = toCsv(
      rows.map((p) => ({ ...toPackage(p), createdAt: p.createdAt.toISOString() })),
      PACKAGE_EXPORT_COLUMNS,
    );
    const details = `Exported ${rows.length} packages to CSV`;
    await logActivityBy(db, whoOf(c), { action: "export_packages", resource: "package", details }, now);
    const file = csvAttachment(csv, "packages_export", now);
    return c.body(file.text, 200, file.headers);
  });

  r.post("/import", requireAdmin(deps), idempotent(deps), async (c) => {
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
      await logActivityBy(tx, whoOf(c), importLogEntry("packages", results), now);
    });
    if (refusal) throw refusal;
    return c.json({ results });
  });

  return r;
}
