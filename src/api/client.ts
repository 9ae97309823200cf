/**
 * The one way the app talks to the API: openapi-fetch over the types generated from openapi.yaml.
 * - The bearer token is read from the session at send time.
 * - 429 answers are retried up to 3 times after 400, 800 and 1600 ms (200 ms doubled per retry,
 *   capped at 2000 ms), unless the caller aborts.
 * - A 401 on any call (but a sign-in attempt) clears the session and sends the browser to /login.
 * - Every call takes an AbortSignal (`signal`) so screens can cancel what they no longer need, and
 *   has a deadline (fetch.ts: 15 s for a write's answer, 30 s for a read's), after which it
 *   counts as unanswered.
 */
import type { Middleware } from "openapi-fetch";
import { bareClient, type ClientOptions } from "./fetch.ts";
import { clearSession, getToken } from "./session.ts";

export { API_BASE, type ApiClient, errorMessage, isAbort, retryDelay } from "./fetch.ts";

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  if (typeof location !== "undefined" && location.pathname !== "/login") location.assign("/login");
};

/** The router installs its own navigation here (no full page load). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/** A call was refused with 401: the session is over (cleared) and the browser goes to sign in. */
export async function expireSession(): Promise<void> {
  await clearSession("expired");
  onUnauthorized();
}

const SIGN_IN_PATHS = /\/auth\/(login|register)$/;

export const authMiddleware: Middleware = {
  onRequest({ request }) {
    const token = getToken();
    if (token && !request.headers.has("Authorization"))
      request.headers.set("Authorization", `Bearer ${token}`);
    return request;
  },
  async onResponse({ request, response }) {
    if (response.status === 401 && !SIGN_IN_PATHS.test(new URL(request.url).pathname)) {
      await expireSession();
    }
    return response;
  },
};

export function makeClient(fetchImpl?: (req: Request) => Promise<Response>, options?: ClientOptions) {
  const client = bareClient(fetchImpl, undefined, options);
  client.use(authMiddleware);
  return client;
}

export const api = makeClient();
