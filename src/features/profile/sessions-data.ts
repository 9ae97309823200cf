/**
 * The signed-in user's sessions (docs/ARCHITECTURE.md §4.1): the devices signed in with the
 * account, signing one out, and signing out everywhere. Straight to the server, never queued: a
 * sign-out kept for later would leave the device signed in meanwhile.
 */
import { api, errorMessage } from "../../api/client.ts";
import { type Outcome, request, thrown } from "../../api/outcome.ts";
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

const EVERYWHERE_FAILED = "Failed to sign out everywhere";

/**
 * DELETE /auth/sessions: every session of the account, this one included. The call's answer when
 * it was done (its Clear-Site-Data matters to the sign-out, src/db/sign-out.ts), else the message.
 */
export async function endAllSessions(
  headers: Record<string, string>,
): Promise<{ ok: true; answer: { response: Response } } | { ok: false; message: string }> {
  try {
    const answer = await api.DELETE("/auth/sessions", { headers });
    if (answer.response.ok) return { ok: true, answer };
    return { ok: false, message: errorMessage(answer.error, EVERYWHERE_FAILED) };
  } catch (err) {
    const out = thrown(err, EVERYWHERE_FAILED);
    return { ok: false, message: out.ok ? EVERYWHERE_FAILED : out.message };
  }
}
