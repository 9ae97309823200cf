/**
 * The agency's website settings (docs/ARCHITECTURE.md §5.8): one row every admin reads and saves.
 * Before the first save there is no row and the spec's defaults are answered at version 1; a save
 * names the version it started from (If-Match, 412 when stale) and writes its log row in the same
 * transaction. Plain arguments: the route reads the request.
 */
import { eq } from "drizzle-orm";
import { type Agency, agencyOf } from "../../src/domain/agency.ts";
import { DEFAULT_WEBSITE_SETTINGS, type WebsiteSettings } from "../../src/domain/website-settings.ts";
import type { Db, DbOrTx } from "../db/client.ts";
import { bump } from "../db/helpers.ts";
import { websiteSettings } from "../db/schema.ts";
import { assertVersion } from "../http/preconditions.ts";
import { logActivityBy, type Who } from "./activity.ts";

type Row = typeof websiteSettings.$inferSelect;

export type WebsiteSettingsAnswer = {
  settings: WebsiteSettings;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
};

const ROW_ID = 1;

/** A stored copy over the defaults: a field added since it was saved reads as its default. */
function withDefaults(stored: Partial<WebsiteSettings>): WebsiteSettings {
  const d = DEFAULT_WEBSITE_SETTINGS;
  return {
    ...d,
    ...stored,
    contactInfo: { ...d.contactInfo, ...stored.contactInfo },
    features: { ...d.features, ...stored.features },
    design: { ...d.design, ...stored.design },
  };
}

function answerOf(row: Row | undefined): WebsiteSettingsAnswer {
  if (!row) return { settings: DEFAULT_WEBSITE_SETTINGS, version: 1, updatedAt: null, updatedBy: null };
  return {
    settings: withDefaults(row.settings),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByName || null,
  };
}

export async function readWebsiteSettings(db: DbOrTx): Promise<WebsiteSettingsAnswer> {
  const [row] = await db.select().from(websiteSettings).where(eq(websiteSettings.id, ROW_ID)).limit(1);
  return answerOf(row);
}

/** The agency's name and public contact, as its documents print them (no setting names the agency). */
export async function readAgency(db: DbOrTx): Promise<Agency> {
  const { settings } = await readWebsiteSettings(db);
  return agencyOf(settings);
}

/** The fields a save changes ('contactInfo.email'), with their values before and after. */
function changes(before: WebsiteSettings, after: WebsiteSettings) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  const walk = (x: Record<string, unknown>, y: Record<string, unknown>, at: string) => {
    for (const k of Object.keys(y)) {
      const [vx, vy] = [x[k], y[k]];
      if (vy && typeof vy === "object")
        walk((vx ?? {}) as Record<string, unknown>, vy as never, `${at}${k}.`);
      else if (vx !== vy) {
        b[`${at}${k}`] = vx;
        a[`${at}${k}`] = vy;
      }
    }
  };
  walk(before, after, "");
  return { before: b, after: a };
}

/**
 * Saves `settings` (checked and normalised by the route) over the version `expected` names (none:
 * over whatever is stored). The row is locked from the version check to the commit, so of two saves
 * from the same version one lands and the other meets its 412.
 */
export function saveWebsiteSettings(
  db: Db,
  who: Who,
  edit: { expected: number | undefined; settings: WebsiteSettings },
  now: Date,
): Promise<WebsiteSettingsAnswer> {
  return db.transaction(async (tx) => {
    await tx
      .insert(websiteSettings)
      .values({ id: ROW_ID, settings: DEFAULT_WEBSITE_SETTINGS, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    const [before] = await tx
      .select()
      .from(websiteSettings)
      .where(eq(websiteSettings.id, ROW_ID))
      .for("update");
    assertVersion(edit.expected, before!);
    const [row] = await tx
      .update(websiteSettings)
      .set({ settings: edit.settings, updatedById: who.id, updatedByName: who.name, ...bump(now) })
      .where(eq(websiteSettings.id, ROW_ID))
      .returning();
    const changed = changes(withDefaults(before!.settings), edit.settings);
    const names = Object.keys(changed.after);
    await logActivityBy(
      tx,
      who,
      {
        action: "update_website_settings",
        resource: "website_settings",
        details: names.length
          ? `Updated website settings: ${names.join(", ")}`
          : "Saved website settings (no changes)",
        metadata: changed,
      },
      now,
    );
    return answerOf(row);
  });
}
