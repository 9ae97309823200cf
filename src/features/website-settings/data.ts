/**
 * The website settings' calls (docs/ARCHITECTURE.md §5.8): read from the server each time the screen
 * opens (one shared copy for the agency's admins, nothing of it kept on this device), and saved
 * through the outbox with the version the form was filled from (If-Match): sent at once when
 * online, kept and shown as queued when the server cannot be reached.
 */
import { api } from "../../api/client.ts";
import { fromWrite, type Outcome, request } from "../../api/outcome.ts";
import type { components } from "../../api/schema.gen.ts";
import { sendOrQueue } from "../../db/outbox.ts";
import type { WebsiteSettings } from "../../domain/website-settings.ts";

/** The settings as the server has them, with their version, when and by whom they were saved. */
export type SettingsCopy = components["schemas"]["WebsiteSettingsAnswer"];

export const SETTINGS_SAVED = "Settings saved successfully!";
const LOAD_FAILED = "Failed to load the website settings";
const SAVE_FAILED = "Failed to save the website settings";

/** GET /website-settings. */
export function fetchWebsiteSettings(signal?: AbortSignal): Promise<Outcome<SettingsCopy>> {
  return request(
    () => api.GET("/website-settings", { signal }),
    LOAD_FAILED,
    (data) => data,
  );
}

/** PUT /website-settings over `version` (a 412 means another admin saved meanwhile). */
export async function saveWebsiteSettings(
  settings: WebsiteSettings,
  version: number,
): Promise<Outcome<SettingsCopy>> {
  const out = await sendOrQueue<SettingsCopy>({
    method: "PUT",
    path: "/website-settings",
    body: settings,
    ifMatch: version,
    label: "Save website settings",
  });
  return fromWrite(out, SAVE_FAILED, (data) => data);
}
