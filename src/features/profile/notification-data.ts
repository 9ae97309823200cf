/**
 * The notification preferences of Profile Settings (docs/ARCHITECTURE.md §13.5): read and saved
 * straight to the server with the version read (`If-Match`), never queued: a choice of channels
 * made offline and sent later could undo one made meanwhile on another device.
 */
import { api } from "../../api/client.ts";
import { type Outcome, request } from "../../api/outcome.ts";
import type { components } from "../../api/schema.gen.ts";
import type { Channels, NotificationType } from "../../domain/notifications.ts";

export type Preferences = components["schemas"]["NotificationPreferencesAnswer"]["preferences"];

export function loadPreferences(signal?: AbortSignal): Promise<Outcome<Preferences>> {
  return request(
    () => api.GET("/notifications/preferences", { signal }),
    "Failed to load your notification settings",
    (data) => data.preferences,
  );
}

export function savePreferences(
  events: Partial<Record<NotificationType, Channels>>,
  version: number,
): Promise<Outcome<Preferences>> {
  return request(
    () =>
      api.PUT("/notifications/preferences", {
        body: { events },
        params: { header: { "If-Match": `"${version}"` } },
      }),
    "Failed to save your notification settings",
    (data) => data.preferences,
  );
}
