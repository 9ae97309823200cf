/**
 * The profile area's calls: the signed-in user's own profile and password. Screens never call
 * fetch; they call these, which go through the typed `api` client and accept an AbortSignal.
 */
import { api, errorMessage, isAbort } from "../../api/client.ts";
import type { SessionUser } from "../../api/session.ts";
import type { ProfileInput } from "../../domain/auth.ts";
import type { FieldErrors } from "../../domain/validation.ts";

export type Outcome<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; errors: FieldErrors; aborted?: boolean };

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

/** A key that makes a retried save safe (Idempotency-Key). */
function idempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === "function") return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

/**
 * PUT /profile → { user }. `version` is the version the form was filled from (If-Match): when the
 * record moved on meanwhile (an admin edit, a password change), the answer is 412.
 */
export async function updateProfile(
  body: ProfileInput,
  version: number | undefined,
  signal?: AbortSignal,
): Promise<Outcome<{ user: SessionUser }>> {
  try {
    const header: { "Idempotency-Key"?: string; "If-Match"?: string } = {
      "Idempotency-Key": idempotencyKey(),
    };
    if (version !== undefined) header["If-Match"] = String(version);
    const { data, error, response } = await api.PUT("/profile", { body, params: { header }, signal });
    if (data) return { ok: true, data };
    return refused(response.status, error, "Failed to update profile");
  } catch (err) {
    return failure(err, "Failed to update profile");
  }
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
