/** The packages' CSV export and import (tag: packages), admins only; mounted by routes/packages.ts. */
import { desc } from "drizzle-orm";
import {
  normalizePackageInput,
  PACKAGE_EXPORT_COLUMNS,
  validatePackageCsvRow,
} from "../../src/domain/packages.ts";
import { packages } from "../db/schema.ts";
import type { Deps } from "../http/env.ts";
import { toPackage } from "../services/packages.ts";
import { csvTransferRoutes } from "./csv-routes.ts";

export const packageTransferRoutes = (deps: Deps) =>
  csvTransferRoutes(deps, {
    what: "packages",
    exported: async (db) =>
      (await db.select().from(packages).orderBy(desc(packages.createdAt))).map((p) => ({
        ...toPackage(p),
        createdAt: p.createdAt.toISOString(),
      })),
    columns: PACKAGE_EXPORT_COLUMNS,
    validateRow: validatePackageCsvRow,
    normalize: normalizePackageInput,
    insert: async (tx, rows, now) => {
      await tx.insert(packages).values(rows.map((p) => ({ ...p, createdAt: now, updatedAt: now })));
    },
  });
