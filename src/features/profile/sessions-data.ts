/**
 * The signed-in user's sessions (docs/ARCHITECTURE.md §4.1): the devices signed in with the
 * account, signing one out, and signing out everywhere. Straight to the server, never queued: a
 * sign-out kept for later would leave the device signed in meanwhile.
 */
import { api } from "../../api/client.ts";
import { type Outcome, request } from "../../api/outcome.ts";
import type { components } from "../../api/schema.gen.ts";

export type SessionRow = components["schemas"]["Session"];

/** GET /auth/sessions → the sessions, most recently seen first. */
export function listSessions(signal?: AbortSignal): Promise<Outcome<SessionRow[]>> {
  return request(
    () => api.GET("/auth/sessions", { signal }),
    "Failed to load your signed-in devices",
    (data) => data.sessions,
  );
}

/** DELETE /auth/sessions/{id}: that device is signed out at its next call. */
export function endSession(id: string): Promise<Outcome<{ current: boolean }>> {
  return request(
    () => api.DELETE("/auth/sessions/{id}", { params: { path: { id } } }),
    "Failed to sign out that device",
    (data) => data,
  );
}

/** DELETE /auth/sessions: every session of the account, this one included. */
export function endAllSessions(): Promise<Outcome<{ count: number }>> {
  return request(
    () => api.DELETE("/auth/sessions"),
    "Failed to sign out everywhere",
    (data) => data,
  );
}
