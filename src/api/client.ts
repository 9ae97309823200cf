/**
 * The one way the app talks to the API: openapi-fetch over the types generated from openapi.yaml.
 * - The bearer token is read from the session at send time.
 * - 429 answers are retried up to 3 times after 400, 800 and 1600 ms (200 ms doubled per retry,
 *   capped at 2000 ms), unless the caller aborts.
 * - A 401 on any call (but a sign-in attempt) clears the session and sends the browser to /login.
 * - Every call takes an AbortSignal (`signal`) so screens can cancel what they no longer need.
 */
import createClient, { type Middleware } from "openapi-fetch";
import type { paths } from "./schema.gen.ts";
import { clearSession, getToken } from "./session.ts";

export const API_BASE: string = (import.meta.env?.VITE_API_BASE as string | undefined) ?? "/api";

export const RETRY_LIMIT = 3;
export const RETRY_BASE_MS = 200;
export const RETRY_CAP_MS = 2000;

/** The wait before retry `attempt` (1-based): 400, 800, 1600 ms, never above 2000 ms. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** attempt, RETRY_CAP_MS);
}

function sleep(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason ?? new DOMException("Aborted", "AbortError"));
    const t = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(signal?.reason ?? new DOMException("Aborted", "AbortError"));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** fetch with the 429 back-off; the request is cloned per attempt so its body can be re-sent. */
export function withRetry(inner: (req: Request) => Promise<Response>): (req: Request) => Promise<Response> {
  return async (request) => {
    for (let attempt = 1; ; attempt++) {
      const res = await inner(attempt <= RETRY_LIMIT ? request.clone() : request);
      if (res.status !== 429 || attempt > RETRY_LIMIT) return res;
      await sleep(retryDelay(attempt), request.signal);
    }
  };
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  if (typeof location !== "undefined" && location.pathname !== "/login") location.assign("/login");
};

/** The router installs its own navigation here (no full page load). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
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
      await clearSession("expired");
      onUnauthorized();
    }
    return response;
  },
};

export function makeClient(fetchImpl: (req: Request) => Promise<Response> = (r) => globalThis.fetch(r)) {
  const client = createClient<paths>({
    baseUrl: API_BASE.startsWith("http")
      ? API_BASE
      : `${globalThis.location?.origin ?? "http://localhost"}${API_BASE}`,
    fetch: withRetry(fetchImpl),
  });
  client.use(authMiddleware);
  return client;
}

export const api = makeClient();

export type ApiError = { message?: string; errors?: Record<string, string> };

/** The server's message from an error body, or the fallback text of the spec. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === "object") {
    const e = error as ApiError;
    if (typeof e.message === "string" && e.message.trim()) return e.message;
    if (e.errors && typeof e.errors === "object") {
      const first = Object.values(e.errors)[0];
      if (typeof first === "string" && first) return first;
    }
  }
  return fallback;
}

/** Whether a thrown value is an abort (a cancelled call), which screens should ignore. */
export function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === "AbortError";
}
