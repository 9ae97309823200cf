/**
 * The one way the app talks to the API: openapi-fetch over the types generated from openapi.yaml.
 * - The bearer token is read from the session at send time.
 * - 429 answers are retried up to 3 times after 400, 800 and 1600 ms (200 ms doubled per retry,
 *   capped at 2000 ms), unless the caller aborts.
 * - A 401 on any call (but a sign-in attempt) clears the session and sends the browser to /login,
 *   which says why: the idle timeout's message, else that the session has ended.
 * - Every call takes an AbortSignal (`signal`) so screens can cancel what they no longer need, and
 *   has a deadline (fetch.ts: 15 s for a write's answer, 30 s for a read's), after which it
 *   counts as unanswered.
 */
import type { Middleware } from "openapi-fetch";
import { IDLE_MESSAGE, SESSION_ENDED_MESSAGE } from "../domain/sessions.ts";
import { bareClient, type ClientOptions } from "./fetch.ts";
import { clearSession, getToken, setSignedOutNotice } from "./session.ts";

export { API_BASE, type ApiClient, errorMessage, isAbort, retryDelay } from "./fetch.ts";

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  if (typeof location !== "undefined" && location.pathname !== "/login") location.assign("/login");
};

/** The router installs its own navigation here (no full page load). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/**
 * A call was refused with 401 (`message`: the server's, when read): the session is over (cleared)
 * and the browser goes to sign in, told why (the idle timeout's own words, else that it ended).
 */
export async function expireSession(message?: string): Promise<void> {
  setSignedOutNotice(message === IDLE_MESSAGE ? IDLE_MESSAGE : SESSION_ENDED_MESSAGE);
  await clearSession("expired");
  onUnauthorized();
}

/**
 * A 401 seen where the server's message could not be read (a pull run in a worker): asks once more
 * through this client, whose 401 ends the session with the message; ends it anyway otherwise.
 */
export async function expireSessionAsking(): Promise<void> {
  try {
    const { response } = await api.GET("/auth/me");
    if (response.status === 401) return;
  } catch {
    // unanswered: the 401 already seen stands
  }
  await expireSession();
}

async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { message?: unknown };
    return typeof body.message === "string" ? body.message : undefined;
  } catch {
    return undefined;
  }
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
      await expireSession(await messageOf(response));
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
