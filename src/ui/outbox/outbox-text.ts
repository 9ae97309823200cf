// The outbox's words: the toast for a write kept for later, the unsent count, and what an entry
// waits for.
import type { OutboxEntry } from "../../db/schema.ts";
import { toast } from "../toast.ts";

/** 'Queued — will send when you are back online' (or why it waits), as an information toast. */
export function toastQueued(message: string): void {
  toast.info(message, { title: "Queued" });
}

/** '1 unsent change', '3 unsent changes'. */
export function unsentText(n: number): string {
  return `${n} unsent change${n === 1 ? "" : "s"}`;
}

/** What an entry is waiting for, in a few plain words. */
export function entryStatusText(e: OutboxEntry, online: boolean): string {
  switch (e.status) {
    case "sending":
      return "Sending…";
    case "paused":
      return "Waiting for you to sign in again";
    case "failed":
      return e.lastStatus === 412
        ? "Not sent: someone else changed this record meanwhile"
        : `Not sent: ${e.lastError || "the server refused it"}`;
    default:
      if (!online) return "Queued — will send when you are back online";
      return e.lastError ? `Queued — ${e.lastError}` : "Queued — sending shortly";
  }
}
