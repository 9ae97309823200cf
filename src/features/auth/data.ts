/**
 * The auth area's calls: sign-in and registration. Screens never call fetch; they call these,
 * which go through the typed `api` client and can be cancelled with an AbortSignal.
 */
import { api } from "../../api/client.ts";
import { type Outcome, request } from "../../api/outcome.ts";
import type { SessionUser } from "../../api/session.ts";

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

/** POST /auth/login → { token, user }; 401 wrong credentials, 403 pending or blocked. */
export async function login(body: LoginBody, signal?: AbortSignal): Promise<Outcome<LoginResult>> {
  return request(
    () => api.POST("/auth/login", { body, signal }),
    "Login failed",
    (data) => data,
  );
}

/** POST /auth/register → 201 { token: null, user, requiresApproval: true }. */
export async function register(body: RegisterBody, signal?: AbortSignal): Promise<Outcome<RegisterResult>> {
  return request(
    () => api.POST("/auth/register", { body, signal }),
    "Registration failed",
    (data) => data,
  );
}
