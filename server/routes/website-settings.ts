/**
 * The agency's website settings (tag: website-settings): admins read and save one shared copy.
 * Anyone reads the agency's public face (`/agency`: its name and contact), which its travel
 * documents and the public document check print.
 */
import { Hono } from "hono";
import { normalizeWebsiteSettings, websiteSettingsInput } from "../../src/domain/website-settings.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { requireAdmin } from "../http/guards.ts";
import { idempotent } from "../http/idempotency.ts";
import { body } from "../http/input.ts";
import { expectedVersion } from "../http/preconditions.ts";
import { readAgency, readWebsiteSettings, saveWebsiteSettings } from "../services/website-settings.ts";
import { whoOf } from "./who.ts";

export function websiteSettingsRoutes(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();

  r.get("/", requireAdmin(deps), async (c) => c.json(await readWebsiteSettings(db)));

  r.get("/agency", async (c) => c.json(await readAgency(db)));

  r.put("/", requireAdmin(deps), idempotent(deps), async (c) => {
    const expected = expectedVersion(c);
    const settings = normalizeWebsiteSettings(await body(c, websiteSettingsInput));
    return c.json(await saveWebsiteSettings(db, whoOf(c), { expected, settings }, deps.now()));
  });

  return r;
}
