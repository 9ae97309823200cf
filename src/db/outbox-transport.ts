// How the outbox sends one entry: through the typed API client, with the token the session holds
// at the time. A write the user waits for retries a 429 (the spec's retries); a replay does not,
// the outbox's own back-off paces it.
import { api, makeClient } from "../api/client.ts";
import { parseRetryAfter, type Transport } from "./outbox-core.ts";

type RawRequest = (
  method: string,
  url: string,
  init: { params: { header: Record<string, string> }; body?: unknown; signal?: AbortSignal },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** The client of a write the user waits for (the spec's 429 retries)… */
let client: typeof api = api;
/** …and of a replay, which the outbox's own back-off paces (one request per attempt). */
let replayClient: typeof api = makeClient(undefined, { retry: false });

/** Sends one entry through the typed client: the token is read from the session now. */
export const pageTransport: Transport = async (entry, signal, interactive = true) => {
  const header: Record<string, string> = { "Idempotency-Key": entry.id };
  if (entry.ifMatch !== undefined && entry.ifMatch !== null && entry.ifMatch !== "")
    header["If-Match"] = String(entry.ifMatch);
  const request = (interactive ? client : replayClient).request as unknown as RawRequest;
  const res = await request(entry.method.toLowerCase(), entry.path, {
    params: { header },
    ...(entry.body !== undefined ? { body: entry.body } : {}),
    ...(signal ? { signal } : {}),
  });
  return {
    status: res.response.status,
    body: res.data ?? res.error ?? null,
    retryAfterMs: parseRetryAfter(res.response.headers.get("Retry-After"), Date.now()),
  };
};

/** Replaces both clients (tests); without one, puts the usual ones back. */
export function setOutboxClient(next?: typeof api): void {
  client = next ?? api;
  replayClient = next ?? makeClient(undefined, { retry: false });
}

export const isOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;
