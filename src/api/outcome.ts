/**
 * What the screens' data modules answer: the data, or the message to show (the server's, else the
 * caller's fallback text), with the helpers that turn a refusal, a call that got no answer, or an
 * outbox answer into one. The texts are the UI's texts: callers pass their own fallbacks.
 */
import type { FieldErrors } from "../domain/validation.ts";
import { errorMessage, isAbort } from "./client.ts";

/** A call's outcome: the data, or the message to show. */
export type Outcome<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number;
      message: string;
      errors: FieldErrors;
      /** Cancelled by the caller: marked, never shown. */
      aborted?: boolean;
      /** Kept in the outbox: it will be sent when the connection is back (`message` says so). */
      queued?: boolean;
    };

export const OFFLINE_MESSAGE = "You appear to be offline. Check your connection and try again.";

/** How a call that got no answer is worded. */
export type NoAnswer = {
  /** Say OFFLINE_MESSAGE while the browser reports no connection (default true); else the fallback. */
  offline?: boolean;
};

/** The field messages of a refusal's body (`{ errors: { field: message } }`), else none. */
export function fieldErrors(error: unknown): FieldErrors {
  const errors = error && typeof error === "object" ? (error as { errors?: unknown }).errors : undefined;
  const out: FieldErrors = {};
  if (errors && typeof errors === "object")
    for (const [k, v] of Object.entries(errors)) if (typeof v === "string") out[k] = v;
  return out;
}

/** An answer that refused: its status, the server's message (else `fallback`) and field messages. */
export function refused<T>(status: number, error: unknown, fallback: string): Outcome<T> {
  return { ok: false, status, message: errorMessage(error, fallback), errors: fieldErrors(error) };
}

/** A call that never got an answer (no connection, server down) or was cancelled by the caller. */
export function thrown<T>(err: unknown, fallback: string, { offline = true }: NoAnswer = {}): Outcome<T> {
  if (isAbort(err)) return { ok: false, status: 0, message: "", errors: {}, aborted: true };
  const isOffline = offline && typeof navigator !== "undefined" && navigator.onLine === false;
  return { ok: false, status: 0, message: isOffline ? OFFLINE_MESSAGE : fallback, errors: {} };
}

/**
 * One call through the typed `api` client: the data it answered with (read by `pick`, which may
 * also store it), the refusal, or the call that got no answer, all worded with `fallback`.
 */
export async function request<D, T>(
  send: () => Promise<{ data?: D; error?: unknown; response: Response }>,
  fallback: string,
  pick: (data: D, response: Response) => T | Promise<T>,
  noAnswer?: NoAnswer,
): Promise<Outcome<T>> {
  try {
    const { data, error, response } = await send();
    if (data) return { ok: true, data: await pick(data, response) };
    return refused(response.status, error, fallback);
  } catch (err) {
    return thrown(err, fallback, noAnswer);
  }
}

/**
 * An outbox answer, in the shape src/db/outbox.ts's `WriteResult` has (written out here so that
 * src/api needs nothing from src/db, which builds on it).
 */
export type WriteAnswer<B> =
  | { ok: true; status: number; data: B }
  | { ok: false; queued: true; message: string }
  | { ok: false; queued?: false; status: number; body: unknown };

export type FromWrite = NoAnswer & {
  /** The text when the write got no answer and was not kept (default: the fallback). */
  unanswered?: string;
  /** An accepted answer in which `pick` finds nothing (undefined) counts as refused. */
  requireData?: boolean;
};

/** An outbox answer as the screens' Outcome: `pick` reads the data out of the server's body. */
export function fromWrite<B, T>(
  out: WriteAnswer<B>,
  fallback: string,
  pick: (body: B) => T | undefined,
  options: FromWrite = {},
): Outcome<T> {
  if (out.ok) {
    const data = pick(out.data);
    if (data === undefined && options.requireData) return refused(out.status, out.data, fallback);
    return { ok: true, data: data as T };
  }
  if (out.queued === true) return { ok: false, status: 0, message: out.message, errors: {}, queued: true };
  if (out.status === 0) return thrown(new Error(""), options.unanswered ?? fallback, options);
  return refused(out.status, out.body, fallback);
}
