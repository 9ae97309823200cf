/** Umrah and tour packages (tag: packages): everyone signed in reads; only admins write. */
import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { packageInput, packagePatch } from "../../src/domain/packages.ts";
import { packages } from "../db/schema.ts";
import { changedSince, deltaRequest, listAnswer } from "../http/delta.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { requireAdmin, requireSignedIn } from "../http/guards.ts";
import { idempotent } from "../http/idempotency.ts";
import { body, jsonBody, uuidParam } from "../http/input.ts";
import { expectedVersion } from "../http/preconditions.ts";
import { packageEntry, patched } from "../services/entries.ts";
import { editPackage } from "../services/package-edit.ts";
import { createPackage, deletePackage } from "../services/package-writes.ts";
import { type PackageRow, toPackage } from "../services/packages.ts";
import { packageTransferRoutes } from "./package-transfer.ts";
import { whoOf } from "./who.ts";

export function packageRoutes(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  const once = idempotent(deps);

  r.get("/", requireSignedIn(deps), async (c) => {
    const delta = await deltaRequest(c, db, deps.now());
    const rows = await db
      .select()
      .from(packages)
      .where(changedSince(packages, delta.since))
      .orderBy(desc(packages.createdAt));
    return listAnswer(c, db, delta, "packages", rows.map(toPackage), (r) => r);
  });

  r.route("/", packageTransferRoutes(deps));

  // Every write goes through the form's entry check (services/entries.ts): no date in the past,
  // except a date the stored package already has.
  r.post("/", requireAdmin(deps), once, async (c) => {
    const now = deps.now();
    const data = packageEntry(await jsonBody(c), now);
    const created = await createPackage(db, whoOf(c), data, now);
    return c.json({ package: toPackage(created) }, 201);
  });

  r.put("/:id", requireAdmin(deps), once, async (c) => {
    const id = uuidParam(c, "id", "Package");
    // The schema first (a 400 before the package is looked up), the entry rules against the package.
    await body(c, packageInput);
    const raw = await jsonBody(c);
    const now = deps.now();
    const next = (before: PackageRow) => packageEntry(raw, now, before);
    const edit = { id, expected: expectedVersion(c), next, kind: "replace" as const };
    const updated = await editPackage(db, whoOf(c), edit, now);
    return c.json({ package: toPackage(updated) });
  });

  r.patch("/:id", requireAdmin(deps), once, async (c) => {
    const id = uuidParam(c, "id", "Package");
    const patch = await body(c, packagePatch);
    const now = deps.now();
    const next = (before: PackageRow) => packageEntry(patched(toPackage(before), patch), now, before);
    const edit = { id, expected: expectedVersion(c), next, kind: "patch" as const };
    const updated = await editPackage(db, whoOf(c), edit, now);
    return c.json({ package: toPackage(updated) });
  });

  r.delete("/:id", requireAdmin(deps), once, async (c) => {
    const id = uuidParam(c, "id", "Package");
    await deletePackage(db, whoOf(c), id, deps.now());
    return c.json({ message: "Package deleted successfully!" });
  });

  return r;
}
