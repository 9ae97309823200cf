/**
 * Where the website settings live: one row of the Dexie `meta` table (key 'websiteSettings'), on
 * this device only. No schema change: meta is a key/value table. Signing out wipes the local
 * mirror, meta included (shared agency desktops, docs/ARCHITECTURE.md §5), so the settings go with it.
 */
import { db } from "../../db/schema.ts";
import { normaliseSettings } from "./read-settings.ts";
import type { WebsiteSettings } from "./settings.ts";

export const SETTINGS_KEY = "websiteSettings";

type SettingsRow = { key: typeof SETTINGS_KEY; value: WebsiteSettings & { savedAt?: string } };

/** The meta table, typed for this one row (its MetaRow union does not list it). */
const meta = () => db.table<SettingsRow, string>("meta");

export type StoredSettings = { settings: WebsiteSettings; savedAt: string | null };

export async function loadWebsiteSettings(): Promise<StoredSettings> {
  const row = await meta().get(SETTINGS_KEY);
  const savedAt = row && typeof row.value?.savedAt === "string" ? row.value.savedAt : null;
  return { settings: normaliseSettings(row?.value), savedAt };
}

export async function saveWebsiteSettings(settings: WebsiteSettings): Promise<string> {
  const savedAt = new Date().toISOString();
  await meta().put({ key: SETTINGS_KEY, value: { ...normaliseSettings(settings), savedAt } });
  return savedAt;
}
