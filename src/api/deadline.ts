/** How long a request may wait for its answer (no imports: the service worker uses it too). */

/**
 * The longest a request may wait for the server's answer (its status and headers): a write 15 s,
 * a read 30 s (a pull's first answer; the body then streams at the connection's pace). A stalled
 * connection then ends in a `TimeoutError` the caller treats as 'no answer' (a write goes to the
 * outbox), instead of holding a dialog on 'Booking...' for minutes. Each attempt has its own.
 */
export const WRITE_DEADLINE_MS = 15_000;
export const READ_DEADLINE_MS = 30_000;

export function deadlineOf(method: string): number {
  return method === "GET" || method === "HEAD" ? READ_DEADLINE_MS : WRITE_DEADLINE_MS;
}

/** Whether a thrown value is a deadline that passed (no answer in time). */
export function isTimeout(err: unknown): boolean {
  return err instanceof DOMException && err.name === "TimeoutError";
}
