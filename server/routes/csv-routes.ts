/**
 * The CSV export and import of an inventory (flights, packages), admins only. The two calls are the
 * same for both but for the table, the columns and the row check, which each route module gives.
 */
import { Hono } from "hono";
import { type CsvColumn, toCsv } from "../../src/domain/csv.ts";
import { karachiDate } from "../../src/domain/format.ts";
import type { Validation } from "../../src/domain/validation.ts";
import type { DbOrTx } from "../db/client.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { requireAdmin } from "../http/guards.ts";
import { idempotent } from "../http/idempotency.ts";
import { jsonBody } from "../http/input.ts";
import { logActivityBy } from "../services/activity.ts";
import { csvAttachment } from "../services/csv-export.ts";
import { checkImportRows, importLogEntry } from "../services/csv-transfer.ts";
import { whoOf } from "./who.ts";

/** An inventory's CSV: `I` a row as its check accepts it, `T` as it is stored. */
export type CsvTransfer<I, T> = {
  what: "flights" | "packages";
  /** Every record as the export lists it, newest first. */
  exported: (db: DbOrTx) => Promise<Record<string, unknown>[]>;
  columns: readonly CsvColumn[];
  /** One row's check (the form's, dates from `today` on) and the stored shape of a valid one. */
  validateRow: (row: Readonly<Record<string, unknown>>, today: string) => Validation<I>;
  normalize: (v: I) => T;
  /** Stores `rows` (at most 500 at a time), made at `now`. */
  insert: (tx: DbOrTx, rows: T[], now: Date) => Promise<void>;
};

export function csvTransferRoutes<I, T>(deps: Deps, spec: CsvTransfer<I, T>) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  const { what } = spec;

  r.get("/export", requireAdmin(deps), async (c) => {
    const now = deps.now();
    const rows = await spec.exported(db);
    const csv = toCsv(rows, spec.columns);
    const entry = {
      resource: what === "flights" ? "flight" : "package",
      details: `Exported ${rows.length} ${what} to CSV`,
    };
    await logActivityBy(db, whoOf(c), { action: `export_${what}`, ...entry }, now);
    const file = csvAttachment(csv, `${what}_export`, now);
    return c.body(file.text, 200, file.headers);
  });

  r.post("/import", requireAdmin(deps), idempotent(deps), async (c) => {
    const now = deps.now();
    // Each row is checked as the form checks a new record (dates from the agency's today on).
    const today = karachiDate(now);
    const check = (row: Readonly<Record<string, unknown>>) => spec.validateRow(row, today);
    const { valid, results, refusal } = checkImportRows(await jsonBody(c), what, check, spec.normalize);
    // The rows and their log row commit together; a refused call is logged too (as an error).
    await db.transaction(async (tx) => {
      for (let i = 0; i < valid.length; i += 500) await spec.insert(tx, valid.slice(i, i + 500), now);
      await logActivityBy(tx, whoOf(c), importLogEntry(what, results), now);
    });
    if (refusal) throw refusal;
    return c.json({ results });
  });

  return r;
}
