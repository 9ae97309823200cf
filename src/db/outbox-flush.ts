// Flushing the outbox: one replay of the signed-in user's queue at a time under the Web Lock, one
// follow-up queued behind it, and the page's timer that sends again after the back-off.
import { getSession } from "../api/session.ts";
import { announce } from "./outbox-answers.ts";
import { applyAnswer } from "./outbox-apply.ts";
import { type ReplayReport, replayQueue, withOutboxLock } from "./outbox-core.ts";
import { isOnline, pageTransport } from "./outbox-transport.ts";

export type Force = boolean | "network";
/** The stronger of two `force` asks (true ignores every back-off, "network" only no-answer ones). */
const stronger = (a: Force, b: Force): Force => (a === true || b === true ? true : a || b);

/** Keys of the writes a user is waiting for right now (`sendOrQueue`): their 5xx are final. */
export const interactiveKeys = new Set<string>();

/** Whether a dialog of this page waits for the write with this key (its own busy button shows it). */
export function isAwaited(id: string): boolean {
  return interactiveKeys.has(id);
}

let running: Promise<ReplayReport | null> | null = null;
type FollowUp = {
  force: Force;
  promise: Promise<ReplayReport | null>;
  resolve: (r: ReplayReport | null) => void;
};
let followUp: FollowUp | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryAt = 0;

function scheduleRetry(at: number | null): void {
  if (at === null) return;
  if (retryTimer && retryAt <= at) return;
  if (retryTimer) clearTimeout(retryTimer);
  retryAt = at;
  retryTimer = setTimeout(
    () => {
      retryTimer = null;
      retryAt = 0;
      if (isOnline()) void flushOutbox();
    },
    Math.max(0, at - Date.now()),
  );
}

async function runFlush(force: Force): Promise<ReplayReport | null> {
  const session = getSession();
  const userId = session.user?._id;
  if (session.status !== "signed-in" || !userId) return null;
  // Offline nothing is sent: the `online` event (or Background Sync) flushes when it is back.
  if (!isOnline()) return null;
  const report = await withOutboxLock(() =>
    replayQueue({
      userId,
      transport: pageTransport,
      force,
      interactive: (id) => interactiveKeys.has(id),
      onDone: applyAnswer,
      onSettled: announce,
      shouldStop: () => getSession().user?._id !== userId,
    }),
  );
  // The page's own timer sends again after the back-off. Background Sync is not asked for here:
  // with a page open, its event only asks the page to flush, and asking after every failed run
  // made a loop that sent a write many times a second while the server was down.
  scheduleRetry(report.nextAttemptAt);
  return report;
}

function startFlush(force: Force): Promise<ReplayReport | null> {
  const current = runFlush(force).catch((): ReplayReport | null => null);
  running = current.finally(() => {
    running = null;
    const next = followUp;
    followUp = null;
    if (next) void startFlush(next.force).then(next.resolve);
  });
  return current;
}

/**
 * Replays the signed-in user's outbox now (under the Web Lock). During a replay it queues one
 * follow-up replay and resolves when that is done. `force` ignores the back-off (`"network"`: only
 * for entries that got no answer). Never rejects.
 */
export function flushOutbox(options: { force?: Force } = {}): Promise<ReplayReport | null> {
  const force = options.force ?? false;
  if (!running) return startFlush(force);
  if (!followUp) {
    let resolve!: (r: ReplayReport | null) => void;
    const promise = new Promise<ReplayReport | null>((r) => {
      resolve = r;
    });
    followUp = { force, promise, resolve };
  } else followUp.force = stronger(followUp.force, force);
  return followUp.promise;
}

/** Stops the timer of the next retry. */
export function stopRetryTimer(): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  retryAt = 0;
}

/** For tests: forget the flushes running and the writes waited for. */
export function resetFlushForTests(): void {
  stopRetryTimer();
  running = null;
  followUp = null;
  interactiveKeys.clear();
}
