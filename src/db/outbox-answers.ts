// Answers for the callers waiting on a write: the flush that sends it answers the caller in this
// tab, and another tab that sent it tells the answer over a BroadcastChannel.
import { classify, type SendAnswer, type Verdict } from "./outbox-core.ts";
import type { OutboxEntry } from "./schema.ts";

type Settled = { id: string; status: number; body: unknown };
const waiters = new Map<string, (s: Settled) => void>();
let channel: BroadcastChannel | null = null;

export function openChannel(): BroadcastChannel {
  if (channel) return channel;
  channel = new BroadcastChannel("safar-outbox");
  channel.onmessage = (e: MessageEvent) => {
    const m = e.data as Partial<Settled> & { type?: string };
    if (m?.type === "sent" && typeof m.id === "string")
      waiters.get(m.id)?.({ id: m.id, status: m.status ?? 200, body: m.body ?? null });
  };
  return channel;
}

export function announce(entry: OutboxEntry, verdict: Verdict, answer: SendAnswer): void {
  const settled = { id: entry.id, status: answer.status, body: answer.body };
  waiters.get(entry.id)?.(settled);
  if (verdict === "done") {
    try {
      openChannel().postMessage({ type: "sent", ...settled });
    } catch {
      // an answer that cannot be cloned: the other tab reads the mirror instead
    }
  }
}

export function waitForAnswer(id: string) {
  let result: Settled | null = null;
  let wake: (() => void) | null = null;
  waiters.set(id, (s) => {
    if (classify(s.status, s.body) !== "done") return;
    result = s;
    wake?.();
  });
  openChannel();
  return {
    get result() {
      return result;
    },
    /** Waits up to `ms` for an answer from another tab. */
    wait(ms: number): Promise<Settled | null> {
      if (result) return Promise.resolve(result);
      return new Promise((resolve) => {
        const t = setTimeout(() => resolve(result), ms);
        wake = () => {
          clearTimeout(t);
          resolve(result);
        };
      });
    },
    done() {
      waiters.delete(id);
    },
  };
}

/** For tests: forget the waiting callers and close the channel. */
export function resetAnswersForTests(): void {
  waiters.clear();
  channel?.close();
  channel = null;
}
