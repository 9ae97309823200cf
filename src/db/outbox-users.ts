// Whose writes the outbox keeps on this device: a user's unsent count, their paused writes put
// back in the queue when they sign in again, their writes dropped on their own sign-out, and the
// other users' writes still waiting here (a shared device).
import { db } from "./schema.ts";

/** Puts a user's paused entries (a 401) back in the queue: they signed in again. */
export async function resumePaused(userId: string): Promise<number> {
  return db.outbox
    .where("userId")
    .equals(userId)
    .filter((e) => e.status === "paused")
    .modify({ status: "queued", nextAttemptAt: null, lastError: null, lastStatus: null });
}

/** How many writes of `userId` are not sent yet (queued, sending, paused or failed). */
export function unsentCount(userId: string): Promise<number> {
  return db.outbox.where("userId").equals(userId).count();
}

/** Deletes `userId`'s writes (their own sign-out, which asked them first); never anyone else's. */
export function dropUserOutbox(userId: string): Promise<number> {
  return db.outbox.where("userId").equals(userId).delete();
}

/** Other users' unsent writes kept on this device, by whose they are ('Ayesha Khan': 2). */
export async function othersWaiting(userId: string): Promise<Map<string, number>> {
  const byName = new Map<string, number>();
  const rows = await db.outbox.where("userId").notEqual(userId).toArray();
  for (const e of rows) {
    const name = e.userName || "another user";
    byName.set(name, (byName.get(name) ?? 0) + 1);
  }
  return byName;
}
