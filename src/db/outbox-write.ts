// What a write given to the outbox is (`sendOrQueue`'s request), what its caller gets back, and
// what the screens say about a write that waits (docs/ARCHITECTURE.md §5).
import type { ApiWrite } from "../api/writes.ts";
import type { MirrorTable } from "./schema.ts";

/** What screens say about a write that waits in the outbox. */
export const QUEUED_TEXT = {
  offline: "Queued — will send when you are back online",
  retry: "Queued — the server did not answer; will try again shortly",
  behind: "Queued — it will be sent after the changes waiting before it",
  paused: "Queued — sign in again to send it",
  elsewhere: "Sent — it will show once the list refreshes",
} as const;

/**
 * A write for `sendOrQueue`: an operation of openapi.yaml (`ApiWrite`: the method, the API path
 * without the base, e.g. `/bookings/<id>/approve`, and that operation's body), and how the outbox
 * keeps it.
 */
export type WriteRequest = ApiWrite & WriteOptions;

type WriteOptions = {
  /** The version the edit started from (sent as `If-Match`). */
  ifMatch?: string | number;
  /** The mirror table and row the write touches (its 'Queued' badge; a DELETE removes the row). */
  table?: MirrorTable;
  recordId?: string;
  /** A short description for the outbox panel ('Approve booking SF-7K2Q9MXA'). */
  label: string;
  /** Tables to pull again once it landed (default: `table`). */
  sync?: MirrorTable[];
  /** The caller's own Idempotency-Key (a form that retries the very same request reuses it). */
  key?: string;
};

export type WriteResult<T> =
  /** The server accepted it; `data` is its answer. */
  | { ok: true; status: number; data: T }
  /** Kept in the outbox: it will be sent later (`message` says why). */
  | { ok: false; queued: true; status: 0; message: string; key: string }
  /** The server refused it (status ≥ 400, e.g. 409 sold out, 412 changed meanwhile). */
  | { ok: false; queued?: false; status: number; body: unknown; message: string };

export type Queued = Extract<WriteResult<unknown>, { queued: true }>;

/** Whether an answer was kept in the outbox (for the screens' 'Queued' toast). */
export function isQueued(r: { ok: boolean; queued?: boolean }): r is Queued {
  return !r.ok && r.queued === true;
}
