// What a sign-in tells about the changes still waiting on this device: the user's own from their
// last session, and, on a shared device, other users' (kept until their owner signs in here).
import { toast } from "../ui/toast.ts";
import { waitingCount } from "./outbox-core.ts";
import { othersWaiting } from "./outbox-users.ts";

/** 'a change' / '3 changes'. */
export const changesText = (n: number) => (n === 1 ? "1 change" : `${n} changes`);

/**
 * A new sign-in: the user's own changes still here are from their last session (a sign-out deletes
 * them, an ended session keeps them). Told when it ended (start.ts), told again now.
 */
export async function tellLastSession(userId: string): Promise<void> {
  const waiting = await waitingCount(userId).catch(() => 0);
  if (waiting > 0)
    toast.info(
      `${changesText(waiting)} from your last session ${waiting === 1 ? "is" : "are"} being sent now.`,
      { title: "Unsent changes" },
    );
}

/** On a shared device: whose changes also wait here (they stay until their owner signs in). */
export async function tellOthersWaiting(userId: string): Promise<void> {
  try {
    const others = await othersWaiting(userId);
    for (const [name, n] of others)
      toast.info(
        `This device also keeps ${changesText(n)} of ${name}, not sent yet. ${n === 1 ? "It is" : "They are"} kept until ${name} signs in here again.`,
        { title: "Unsent changes" },
      );
  } catch {
    // no IndexedDB: nothing is kept
  }
}
