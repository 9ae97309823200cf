/**
 * The API plumbing that runs anywhere, a worker included (no session, no page): the base URL, the
 * 429 back-off, the deadline of every request, a typed client without the session's middleware,
 * and reading error answers. client.ts builds the app's client on it; the mirror's pull worker
 * builds its own.
 */
import createClient from "openapi-fetch";
import { deadlineOf } from "./deadline.ts";
import type { paths } from "./schema.gen.ts";

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

export { deadlineOf, isTimeout, READ_DEADLINE_MS, WRITE_DEADLINE_MS } from "./deadline.ts";

/**
 * fetch with a deadline for the answer's headers (`deadlineOf`); the caller's signal still aborts.
 * The request is aborted when the deadline passes, and the call ends then even where a fetch does
 * not follow its signal.
 */
export function withDeadline(
  inner: (req: Request) => Promise<Response>,
  ms: (req: Request) => number = (req) => deadlineOf(req.method),
): (req: Request) => Promise<Response> {
  return async (request) => {
    const ctrl = new AbortController();
    const callerSignal = request.signal;
    const onAbort = () => ctrl.abort(callerSignal.reason);
    if (callerSignal.aborted) onAbort();
    else callerSignal.addEventListener("abort", onAbort, { once: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const reason = new DOMException("The server did not answer in time", "TimeoutError");
        ctrl.abort(reason);
        reject(reason);
      }, ms(request));
    });
    try {
      return await Promise.race([inner(new Request(request, { signal: ctrl.signal })), deadline]);
    } finally {
      clearTimeout(timer);
      callerSignal.removeEventListener("abort", onAbort);
    }
  };
}

/**
 * The API server's origin: API_BASE's own when it is absolute (a configured `VITE_API_BASE` on
 * another host), else this page's. Relative paths the server hands out (profile pictures) are on it.
 */
export function serverOrigin(): string {
  return API_BASE.startsWith("http")
    ? new URL(API_BASE).origin
    : (globalThis.location?.origin ?? "http://localhost");
}

/** The API's absolute base URL (API_BASE on this page's or worker's origin). */
function apiBaseUrl(): string {
  return API_BASE.startsWith("http") ? API_BASE : `${serverOrigin()}${API_BASE}`;
}

export type ClientOptions = {
  /** Retry 429 answers as the specs say (default true); the outbox's replays pace themselves. */
  retry?: boolean;
};

/**
 * A typed client with the request deadline, the 429 back-off (unless `retry: false`) and
 * `headers` on every call (no session middleware).
 */
export function bareClient(
  fetchImpl: (req: Request) => Promise<Response> = (r) => globalThis.fetch(r),
  headers?: Record<string, string>,
  { retry = true }: ClientOptions = {},
) {
  const timed = withDeadline(fetchImpl);
  return createClient<paths>({
    baseUrl: apiBaseUrl(),
    fetch: retry ? withRetry(timed) : timed,
    ...(headers ? { headers } : {}),
  });
}

export type ApiClient = ReturnType<typeof bareClient>;

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
