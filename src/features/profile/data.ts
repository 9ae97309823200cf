/**
 * The profile area's calls: the signed-in user's own profile and password. Screens never call
 * fetch; they call these, which go through the typed `api` client and accept an AbortSignal. The
 * profile save goes through the outbox (`sendOrQueue`): sent at once when online, kept and shown as
 * queued when not (`queued: true`; the session's user follows once it landed); one that changes the
 * e-mail, and so carries the current password, is sent at once or not at all.
 */
import { api } from "../../api/client.ts";
import { fromWrite, type Outcome, request } from "../../api/outcome.ts";
import type { SessionUser } from "../../api/session.ts";
import { sendOrQueue } from "../../db/outbox.ts";
import type { ProfileInput } from "../../domain/auth.ts";

/**
 * PUT /profile → { user }. `version` is the version the form was filled from (If-Match): when the
 * record moved on meanwhile (an admin edit, a password change), the answer is 412.
 */
export async function updateProfile(
  body: ProfileInput,
  version: number | undefined,
  signal?: AbortSignal,
): Promise<Outcome<{ user: SessionUser }>> {
  if (body.currentPassword !== undefined) return changeEmail(body, version, signal);
  const out = await sendOrQueue<{ user: SessionUser }>({
    method: "PUT",
    path: "/profile",
    body,
    ...(version !== undefined ? { ifMatch: version } : {}),
    label: "Update your profile",
  });
  return fromWrite(out, "Failed to update profile", (data) => data);
}

export const EMAIL_CHANGE_NEEDS_CONNECTION =
  "Your email was not changed: changing it needs a connection. Connect and save again.";

/**
 * A save that changes the sign-in e-mail carries the current password, so it is sent now or not at
 * all: never kept in the outbox, which lives on the device's disk, and sent once, without an
 * Idempotency-Key (docs/ARCHITECTURE.md §5.7).
 */
async function changeEmail(
  body: ProfileInput,
  version: number | undefined,
  signal?: AbortSignal,
): Promise<Outcome<{ user: SessionUser }>> {
  const noAnswer = {
    ok: false as const,
    status: 0,
    message: EMAIL_CHANGE_NEEDS_CONNECTION,
    errors: {},
  };
  if (typeof navigator !== "undefined" && navigator.onLine === false) return noAnswer;
  // No Idempotency-Key: the server keeps no record of a body that carries a password.
  const header = version !== undefined ? { "If-Match": String(version) } : {};
  const out = await request(
    () => api.PUT("/profile", { body, params: { header }, signal }),
    "Failed to update profile",
    (data) => data,
  );
  return !out.ok && out.status === 0 && !out.aborted ? noAnswer : out;
}

/** PUT /auth/change-password → { message, token }: older tokens die, the new one keeps the session. */
export async function changePassword(
  body: { currentPassword: string; newPassword: string },
  signal?: AbortSignal,
): Promise<Outcome<{ message: string; token: string }>> {
  return request(
    () => api.PUT("/auth/change-password", { body, signal }),
    "Failed to change password",
    (data) => data,
  );
}

/** GET /auth/me: the user as the server has it now (null when it cannot be read). */
export async function fetchMe(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const { data } = await api.GET("/auth/me", { signal });
    return data?.user ?? null;
  } catch {
    return null;
  }
}
