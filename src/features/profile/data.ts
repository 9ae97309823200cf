/**
 * The profile area's calls: the signed-in user's own profile and password. Screens never call
 * fetch; they call these, which go through the typed `api` client and accept an AbortSignal. The
 * profile save goes through the outbox (`sendOrQueue`): sent at once when online, kept and shown as
 * queued when not (`queued: true`; the session's user follows once it landed).
 */
import { api, errorMessage, isAbort } from "../../api/client.ts";
import type { SessionUser } from "../../api/session.ts";
import { isQueued, sendOrQueue } from "../../db/outbox.ts";
import type { ProfileInput } from "../../domain/auth.ts";
import type { FieldErrors } from "../../domain/validation.ts";

export type Outcome<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number;
      message: string;
      errors: FieldErrors;
      aborted?: boolean;
      /** Kept in the outbox: it will be sent when the connection is back (`message` says so). */
      queued?: boolean;
    };

export const OFFLINE_MESSAGE = "You appear to be offline. Check your connection and try again.";

function fieldErrors(error: unknown): FieldErrors {
  const errors = error && typeof error === "object" ? (error as { errors?: unknown }).errors : undefined;
  const out: FieldErrors = {};
  if (errors && typeof errors === "object")
    for (const [k, v] of Object.entries(errors)) if (typeof v === "string") out[k] = v;
  return out;
}

function failure<T>(err: unknown, fallback: string): Outcome<T> {
  if (isAbort(err)) return { ok: false, status: 0, message: "", errors: {}, aborted: true };
  const offline = typeof navigator !== "undefined" && navigator.onLine === false;
  return { ok: false, status: 0, message: offline ? OFFLINE_MESSAGE : fallback, errors: {} };
}

function refused<T>(status: number, error: unknown, fallback: string): Outcome<T> {
  return { ok: false, status, message: errorMessage(error, fallback), errors: fieldErrors(error) };
}

/**
 * PUT /profile → { user }. `version` is the version the form was filled from (If-Match): when the
 * record moved on meanwhile (an admin edit, a password change), the answer is 412.
 */
export async function updateProfile(
  body: ProfileInput,
  version: number | undefined,
  _signal?: AbortSignal,
): Promise<Outcome<{ user: SessionUser }>> {
  const out = await sendOrQueue<{ user: SessionUser }>({
    method: "PUT",
    path: "/profile",
    body,
    ...(version !== undefined ? { ifMatch: version } : {}),
    label: "Update your profile",
  });
  if (out.ok) return { ok: true, data: out.data };
  if (isQueued(out)) return { ok: false, status: 0, message: out.message, errors: {}, queued: true };
  if (out.status === 0) return failure(new Error(""), "Failed to update profile");
  return refused(out.status, out.body, "Failed to update profile");
}

/** PUT /auth/change-password → { message, token }: older tokens die, the new one keeps the session. */
export async function changePassword(
  body: { currentPassword: string; newPassword: string },
  signal?: AbortSignal,
): Promise<Outcome<{ message: string; token: string }>> {
  try {
    const { data, error, response } = await api.PUT("/auth/change-password", { body, signal });
    if (data) return { ok: true, data };
    return refused(response.status, error, "Failed to change password");
  } catch (err) {
    return failure(err, "Failed to change password");
  }
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
