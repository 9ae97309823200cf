/** Flight inventory (tag: flights): everyone signed in reads; only admins write. */
import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { flightInput, flightPatch } from "../../src/domain/flights.ts";
import { flights } from "../db/schema.ts";
import { changedSince, deltaRequest, listAnswer } from "../http/delta.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { requireAdmin, requireSignedIn } from "../http/guards.ts";
import { idempotent } from "../http/idempotency.ts";
import { body, jsonBody, uuidParam } from "../http/input.ts";
import { expectedVersion } from "../http/preconditions.ts";
import { flightEntry, patched } from "../services/entries.ts";
import { editFlight } from "../services/flight-edit.ts";
import { createFlight, deleteFlight } from "../services/flight-writes.ts";
import { type FlightRow, toFlight } from "../services/flights.ts";
import { flightManifestRoutes } from "./flight-manifest.ts";
import { flightTransferRoutes } from "./flight-transfer.ts";
import { whoOf } from "./who.ts";

export function flightRoutes(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  const once = idempotent(deps);

  r.get("/", requireSignedIn(deps), async (c) => {
    const isAdmin = c.get("caller")!.role === "admin";
    const delta = await deltaRequest(c, db, deps.now());
    const rows = await db
      .select()
      .from(flights)
      .where(changedSince(flights, delta.since))
      .orderBy(desc(flights.createdAt));
    const list = rows.map((f) => toFlight(f, isAdmin));
    return listAnswer(c, db, delta, "flights", list, (r) => ({ flights: r }));
  });

  r.route("/", flightTransferRoutes(deps));
  r.route("/", flightManifestRoutes(deps));

  // Every write goes through the form's entry check (services/entries.ts): no date in the past and
  // an airline from the list, except what the stored flight already has.
  r.post("/", requireAdmin(deps), once, async (c) => {
    const now = deps.now();
    const data = flightEntry(await jsonBody(c), now);
    const created = await createFlight(db, whoOf(c), data, now);
    return c.json({ flight: toFlight(created, true) }, 201);
  });

  r.put("/:id", requireAdmin(deps), once, async (c) => {
    const id = uuidParam(c, "id", "Flight");
    // The schema first (a 400 before the flight is looked up), the entry rules against the flight.
    await body(c, flightInput);
    const raw = await jsonBody(c);
    const now = deps.now();
    const next = (before: FlightRow) => flightEntry(raw, now, before);
    const edit = { id, expected: expectedVersion(c), next, kind: "replace" as const };
    const updated = await editFlight(db, whoOf(c), edit, now);
    return c.json({ flight: toFlight(updated, true) });
  });

  r.patch("/:id", requireAdmin(deps), once, async (c) => {
    const id = uuidParam(c, "id", "Flight");
    const patch = await body(c, flightPatch);
    const now = deps.now();
    const next = (before: FlightRow) => flightEntry(patched(toFlight(before, true), patch), now, before);
    const edit = { id, expected: expectedVersion(c), next, kind: "patch" as const };
    const updated = await editFlight(db, whoOf(c), edit, now);
    return c.json({ flight: toFlight(updated, true) });
  });

  r.delete("/:id", requireAdmin(deps), once, async (c) => {
    const id = uuidParam(c, "id", "Flight");
    await deleteFlight(db, whoOf(c), id, deps.now());
    return c.json({ message: "Flight deleted successfully!" });
  });

  return r;
}
