/**
 * Idempotency-Keys for the calls that create or change money matters (bookings, payments): a
 * retry of the very same request reuses its key so the server answers it once (docs/ARCHITECTURE.md §4).
 */

/**
 * The Idempotency-Key of a send: the previous attempt's key when the very same request is sent
 * again (a retry after a network error, a 5xx or a duplicate still in flight, so the server can
 * answer it once), a fresh one for anything else.
 */
export function keyForAttempt(
  previous: { body: string; key: string } | null,
  body: string,
  fresh: () => string,
): { body: string; key: string } {
  return previous && previous.body === body ? previous : { body, key: fresh() };
}

/**
 * Whether the outcome of a send is unknown, so a retry must reuse its key: no answer (network),
 * a server error, rate limiting, or the server still working on the same key (409 about it).
 */
export function outcomeUnknown(status: number, message: string): boolean {
  return status === 0 || status >= 500 || status === 429 || (status === 409 && /idempotency/i.test(message));
}

/** A fresh Idempotency-Key. */
export function newKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === "function") return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}
