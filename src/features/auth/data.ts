/**
 * The auth area's calls: sign-in and registration. Screens never call fetch; they call these,
 * which go through the typed `api` client and can be cancelled with an AbortSignal.
 */
import { api, errorMessage, isAbort } from "../../api/client.ts";
import type { SessionUser } from "../../api/session.ts";
import type { FieldErrors } from "../../domain/validation.ts";

/** A call's outcome: the data, or the message to show (the server's, else the fallback). */
export type Outcome<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; errors: FieldErrors; aborted?: boolean };

export const OFFLINE_MESSAGE = "You appear to be offline. Check your connection and try again.";

export type LoginBody = { email: string; password: string };
export type LoginResult = { token: string; user: SessionUser };

/** The body of POST /auth/register: the form's fields without the confirmation, role always customer. */
export type RegisterBody = {
  name: string;
  email: string;
  password: string;
  mobileNumber: string;
  address: string;
  city: string;
  country: string;
  company: string;
  role: "customer";
};
export type RegisterResult = { token?: string | null; user: SessionUser; requiresApproval?: boolean };

function fieldErrors(error: unknown): FieldErrors {
  if (error && typeof error === "object" && "errors" in error) {
    const errors = (error as { errors?: unknown }).errors;
    if (errors && typeof errors === "object") {
      const out: FieldErrors = {};
      for (const [k, v] of Object.entries(errors)) if (typeof v === "string") out[k] = v;
      return out;
    }
  }
  return {};
}

/** Turns a thrown network error into an outcome (a cancelled call is marked, never shown). */
export function failure<T>(err: unknown, fallback: string): Outcome<T> {
  if (isAbort(err)) return { ok: false, status: 0, message: "", errors: {}, aborted: true };
  const offline = typeof navigator !== "undefined" && navigator.onLine === false;
  return { ok: false, status: 0, message: offline ? OFFLINE_MESSAGE : fallback, errors: {} };
}

export function refused<T>(status: number, error: unknown, fallback: string): Outcome<T> {
  return { ok: false, status, message: errorMessage(error, fallback), errors: fieldErrors(error) };
}

/** POST /auth/login → { token, user }; 401 wrong credentials, 403 pending or blocked. */
export async function login(body: LoginBody, signal?: AbortSignal): Promise<Outcome<LoginResult>> {
  try {
    const { data, error, response } = await api.POST("/auth/login", { body, signal });
    if (data) return { ok: true, data };
    return refused(response.status, error, "Login failed");
  } catch (err) {
    return failure(err, "Login failed");
  }
}

/** POST /auth/register → 201 { token: null, user, requiresApproval: true }. */
export async function register(body: RegisterBody, signal?: AbortSignal): Promise<Outcome<RegisterResult>> {
  try {
    const { data, error, response } = await api.POST("/auth/register", { body, signal });
    if (data) return { ok: true, data };
    return refused(response.status, error, "Registration failed");
  } catch (err) {
    return failure(err, "Registration failed");
  }
}
